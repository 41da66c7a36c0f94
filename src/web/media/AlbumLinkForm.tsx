import { type CSSProperties, type FormEvent, useEffect, useId, useState } from 'react';
import {
  ALBUM_FETCH_FAILED,
  ALBUM_URL_MISSING,
  DEFAULT_SLIDESHOW_SECONDS,
  type LinkedAlbum,
  SLIDESHOW_INTERVAL_RANGE,
  type SlideshowOrder,
} from '../../common/schemas/album';
import { useReadAlbum } from '../api/albums';
import { errorMessage } from '../api/client';
import { NumberField } from '../ui/NumberField';
import { SegmentedField } from '../ui/SegmentedField';

/** The slideshow's order choices, for an album and for the photo library alike. */
export const SLIDESHOW_ORDER_OPTIONS = [
  { value: 'shuffle', label: 'Shuffle' },
  { value: 'in-order', label: 'In order' },
] as const;

const PREVIEW_COUNT = 8;

const thumbnailsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const thumbnailStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: 'var(--radius-sm)',
  background: 'var(--color-surface-warm)',
};
const summaryStyle: CSSProperties = { margin: 0, fontSize: '0.9rem', color: 'var(--color-text-muted)' };

interface AlbumLinkFormProps {
  album: LinkedAlbum | null | undefined;
  /** The album to show as a slideshow, or null to unlink it. */
  onChange: (album: LinkedAlbum | null) => void;
  /** Linking is off (demo mode); the settings of a linked album stay visible. */
  disabled?: boolean;
}

/**
 * A shared album link (Google Photos or iCloud) read on the server, its photos previewed, and the
 * slideshow's interval and order. Linking again with the same link picks up new photos.
 */
export function AlbumLinkForm({ album, onChange, disabled }: AlbumLinkFormProps) {
  const id = useId();
  const [text, setText] = useState(album?.url ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const read = useReadAlbum();
  // The form's own message and the server's are both the link's error, under the box.
  const error = problem ?? (read.isError ? errorMessage(read.error, ALBUM_FETCH_FAILED) : null);

  useEffect(() => setText(album?.url ?? ''), [album?.url]);

  function link(event: FormEvent) {
    event.preventDefault();
    const url = text.trim();
    if (url === '') {
      read.reset();
      return setProblem(ALBUM_URL_MISSING);
    }
    setProblem(null);
    read.mutate(url, {
      onSuccess: (images) =>
        onChange({
          url,
          images,
          intervalSeconds: album?.intervalSeconds ?? DEFAULT_SLIDESHOW_SECONDS,
          order: album?.order ?? 'shuffle',
        }),
    });
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="ed-group" style={{ marginTop: 'var(--space-3)' }}>
      <form className="ed-field" onSubmit={link} noValidate aria-busy={read.isPending}>
        <label className="ed-field__label" htmlFor={id}>
          Album link
        </label>
        <span id={`${id}-hint`} style={summaryStyle}>
          A shared Google Photos or iCloud album, shown as a slideshow.
        </span>
        <div className="ed-inline">
          <input
            id={id}
            type="url"
            inputMode="url"
            className="ed-input"
            placeholder="https://photos.app.goo.gl/…"
            value={text}
            readOnly={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="btn btn--secondary btn--small"
            disabled={disabled || read.isPending}
          >
            {read.isPending ? 'Linking…' : 'Link album'}
          </button>
        </div>
        {error && (
          <span className="ed-field__error" id={`${id}-error`} role="alert">
            {error}
          </span>
        )}
        <span className="visually-hidden" role="status" aria-live="polite">
          {read.isPending ? 'Reading the album…' : album ? `${album.images.length} photos linked.` : ''}
        </span>
      </form>
      {album && (
        <>
          <p style={summaryStyle}>
            {album.images.length === 1 ? '1 photo' : `${album.images.length} photos`} in the slideshow
          </p>
          <ul style={thumbnailsStyle} aria-label="Album photos">
            {album.images.slice(0, PREVIEW_COUNT).map((image) => (
              <li key={image.id}>
                <img src={image.thumbnailUrl} alt="" style={thumbnailStyle} loading="lazy" />
              </li>
            ))}
          </ul>
          <NumberField
            label="Seconds per photo"
            value={album.intervalSeconds}
            range={SLIDESHOW_INTERVAL_RANGE}
            disabled={disabled}
            onCommit={(seconds) =>
              onChange({
                ...album,
                intervalSeconds: Math.round(
                  Math.min(SLIDESHOW_INTERVAL_RANGE.max, Math.max(SLIDESHOW_INTERVAL_RANGE.min, seconds)),
                ),
              })
            }
          />
          <SegmentedField
            label="Photo order"
            value={album.order}
            options={SLIDESHOW_ORDER_OPTIONS}
            disabled={disabled}
            onChange={(order: SlideshowOrder) => onChange({ ...album, order })}
          />
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={disabled}
            onClick={() => {
              setText('');
              onChange(null);
            }}
          >
            Unlink album
          </button>
        </>
      )}
    </div>
  );
}
