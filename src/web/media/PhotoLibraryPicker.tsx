import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { sizedPhotoUrl } from '../../common/photo-sizes';
import type { Photo } from '../../common/schemas/photos';
import { errorMessage } from '../api/client';
import { useDeletePhoto, usePhotos, useUploadPhoto } from '../api/photos';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Notice } from '../ui/Notice';
import './photo-library.css';

interface PhotoLibraryPickerProps {
  /** The address the layer or background shows now: its photo is marked as chosen. */
  value: string | null | undefined;
  /** Called with the chosen photo's address, also right after a photo is uploaded here. */
  onChoose: (url: string) => void;
  /** Read-only (demo mode): photos can be seen, not added, chosen or deleted. */
  disabled?: boolean;
}

const UPLOAD_FAILED = 'The photo could not be uploaded. Please try again.';
const DELETE_FAILED = 'The photo could not be deleted. Please try again.';
/** Thumbnails are drawn about this wide; on a sharp phone screen that is the 320 step. */
const THUMBNAIL_CSS_WIDTH = 110;

const photoId = (url: string | null | undefined) => /^\/api\/photos\/(\d+)/.exec(url ?? '')?.[1];

function describe(photo: Photo): string {
  const date = new Date(photo.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' });
  return `${photo.width} × ${photo.height}, added ${date}`;
}

/**
 * The family's photo library inside an image layer's or the background's settings: upload from
 * this device (a file chooser that opens a phone's camera roll, or a photo dropped on it), pick
 * one, or delete one after confirming.
 */
export function PhotoLibraryPicker({ value, onChoose, disabled }: PhotoLibraryPickerProps) {
  const headingId = useId();
  const inputId = useId();
  const photos = usePhotos();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const chosenId = photoId(value);

  function send(file: File | undefined) {
    if (!file || disabled) return;
    upload.mutate(file, { onSuccess: ({ photo }) => onChoose(photo.url) });
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    send(event.target.files?.[0]);
    // Choosing the same file again must upload it again.
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  }

  const list = photos.data ?? [];

  return (
    <section className="photo-library" aria-labelledby={headingId}>
      <div className="photo-library__head">
        <h3 className="ed-field__label" id={headingId}>
          Family photos
        </h3>
        {list.length > 0 && <span className="photo-library__count">{list.length}</span>}
      </div>

      {!disabled && (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file button does the same by keyboard
        <div
          className="photo-library__drop"
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            id={inputId}
            className="visually-hidden photo-library__input"
            type="file"
            accept="image/*"
            onChange={onFile}
            disabled={upload.isPending}
          />
          <label htmlFor={inputId} className="btn btn--secondary btn--small photo-library__upload">
            {upload.isPending ? 'Uploading…' : 'Upload a photo'}
          </label>
          <span className="photo-library__hint">
            or drop one here. It is resized and its location removed.
          </span>
        </div>
      )}
      <span className="visually-hidden" role="status">
        {upload.isPending ? 'Uploading the photo…' : ''}
      </span>
      {/* MutationError's look, drawn here since web/media sits below data-ui. */}
      {upload.isError && <Notice tone="error">{errorMessage(upload.error, UPLOAD_FAILED)}</Notice>}
      {photos.isError && (
        <Notice tone="error">{errorMessage(photos.error, 'The photos could not be loaded.')}</Notice>
      )}

      {photos.isSuccess && list.length === 0 && (
        <p className="photo-library__empty">
          No photos yet. Upload one from this device to use it on any board.
        </p>
      )}
      {list.length > 0 && (
        <ul className="photo-library__grid">
          {list.map((photo, index) => {
            const chosen = String(photo.id) === chosenId;
            return (
              <li key={photo.id} className="photo-library__item">
                <button
                  type="button"
                  className="photo-library__photo"
                  aria-pressed={chosen}
                  aria-label={`Use photo ${index + 1}: ${describe(photo)}`}
                  disabled={disabled}
                  onClick={() => onChoose(photo.url)}
                >
                  <img
                    src={sizedPhotoUrl(photo.url, THUMBNAIL_CSS_WIDTH, 2)}
                    alt=""
                    loading="lazy"
                    draggable={false}
                  />
                </button>
                {!disabled && (
                  <button
                    type="button"
                    className="photo-library__delete"
                    aria-label={`Delete photo ${index + 1}`}
                    onClick={() => setDeleting(photo)}
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" width="16" height="16">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this photo?"
        description="It is removed from the family's library, and any board showing it shows nothing in its place."
        confirmLabel="Delete photo"
        busyLabel="Deleting…"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            throw new Error(errorMessage(error, DELETE_FAILED));
          }
          setDeleting(null);
        }}
      />
    </section>
  );
}
