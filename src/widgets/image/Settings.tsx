import { type CSSProperties, useEffect, useState } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { httpUrl } from '../../web/board/cssValues';
import { PhotoLibraryPicker } from '../../web/editor/media/PhotoLibraryPicker';
import { TextField } from '../../web/ui/TextField';
import type { WidgetSettingsProps } from '../views';
import { ImagePlaceholder } from './ImagePlaceholder';

const URL_ERROR = 'Image URL must be an http or https URL.';

const previewStyle: CSSProperties = {
  height: 140,
  overflow: 'hidden',
  borderRadius: 'var(--radius-sm)',
  background: 'var(--color-surface-warm)',
  color: 'var(--color-text-muted)',
};

const previewImageStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
};

type ImageComponent = ComponentOfType<'image'>;

/**
 * The image's URL, applied when the field is left or Enter is pressed, so a half-typed address is
 * never saved. Trimmed; an empty field clears the image.
 */
export function ImageSettings({ component, onChange, disabled }: WidgetSettingsProps<ImageComponent>) {
  const saved = component.imageDataUrl ?? '';
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  // Undo, or another device, may change the URL while the panel is open.
  useEffect(() => {
    setDraft(saved);
    setError(null);
  }, [saved]);

  function apply() {
    const trimmed = draft.trim();
    if (trimmed === '') {
      setError(null);
      if (component.imageDataUrl !== null) onChange({ imageDataUrl: null });
      return;
    }
    if (!httpUrl(trimmed)) {
      setError(URL_ERROR);
      return;
    }
    setError(null);
    setDraft(trimmed);
    if (trimmed !== component.imageDataUrl) onChange({ imageDataUrl: trimmed });
  }

  const preview = httpUrl(component.imageDataUrl);

  return (
    <div>
      <TextField
        label="Image URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A link to a photo. Leave empty for no image."
        value={draft}
        error={error}
        readOnly={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <div style={previewStyle}>
        {preview ? (
          <img src={preview} alt="Preview" style={previewImageStyle} />
        ) : (
          <ImagePlaceholder message="No image yet" />
        )}
      </div>
      <PhotoLibraryPicker
        value={component.imageDataUrl}
        onChoose={(imageDataUrl) => onChange({ imageDataUrl })}
        disabled={disabled}
      />
    </div>
  );
}
