import type { CSSProperties } from 'react';
import {
  DEFAULT_SLIDESHOW_SECONDS,
  type LibrarySlideshow,
  SLIDESHOW_INTERVAL_RANGE,
  type SlideshowOrder,
} from '../../common/schemas/album';
import { usePhotos } from '../api/photos';
import { NumberField } from '../ui/NumberField';
import { SegmentedField } from '../ui/SegmentedField';
import { SLIDESHOW_ORDER_OPTIONS } from './AlbumLinkForm';

const summaryStyle: CSSProperties = { margin: 0, fontSize: '0.9rem', color: 'var(--color-text-muted)' };

const clampSeconds = (seconds: number) =>
  Math.round(Math.min(SLIDESHOW_INTERVAL_RANGE.max, Math.max(SLIDESHOW_INTERVAL_RANGE.min, seconds)));

interface LibrarySlideshowFormProps {
  library: LibrarySlideshow | null | undefined;
  /** The library slideshow's settings, or null to show the one picture again. */
  onChange: (library: LibrarySlideshow | null) => void;
  disabled?: boolean;
}

/** A switch that shows the family's whole photo library as a slideshow, with its interval and order. */
export function LibrarySlideshowForm({ library, onChange, disabled }: LibrarySlideshowFormProps) {
  const { data: photos } = usePhotos(Boolean(library));
  const count = photos?.length;
  return (
    <div className="ed-group" style={{ marginTop: 'var(--space-3)' }}>
      {/* The editor's switch, drawn here as well: widget settings reach the viewer's import graph. */}
      <label className="ed-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={Boolean(library)}
          className="ed-switch__input"
          checked={Boolean(library)}
          disabled={disabled}
          onChange={(event) =>
            onChange(
              event.target.checked ? { intervalSeconds: DEFAULT_SLIDESHOW_SECONDS, order: 'shuffle' } : null,
            )
          }
        />
        <span className="ed-switch__track" aria-hidden="true" />
        <span className="ed-switch__label">Show the whole library as a slideshow</span>
      </label>
      {library && (
        <>
          {count !== undefined && (
            <p style={summaryStyle} role="status">
              {count === 0
                ? 'No photos in the library yet: upload some below.'
                : `${count === 1 ? '1 photo' : `${count} photos`} in the slideshow, and any added later.`}
            </p>
          )}
          <NumberField
            label="Seconds per photo"
            value={library.intervalSeconds}
            range={SLIDESHOW_INTERVAL_RANGE}
            disabled={disabled}
            onCommit={(seconds) => onChange({ ...library, intervalSeconds: clampSeconds(seconds) })}
          />
          <SegmentedField
            label="Photo order"
            value={library.order}
            options={SLIDESHOW_ORDER_OPTIONS}
            disabled={disabled}
            onChange={(order: SlideshowOrder) => onChange({ ...library, order })}
          />
        </>
      )}
    </div>
  );
}
