import { type CSSProperties, useEffect, useState } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { httpUrl } from '../../web/board/cssValues';
import { AlbumLinkForm } from '../../web/media/AlbumLinkForm';
import { LibrarySlideshowForm } from '../../web/media/LibrarySlideshowForm';
import { PhotoLibraryPicker } from '../../web/media/PhotoLibraryPicker';
import { StockPhotoSearch } from '../../web/media/StockPhotoSearch';
import { DEMO_CLEAR_IMAGE_MESSAGE, DEMO_MESSAGES, useDemoMode } from '../../web/session/DemoMode';
import { TextField } from '../../web/ui/TextField';
import type { WidgetSettingsProps } from '../views';
import { ImageView } from './View';

const URL_ERROR = 'Image URL must be an http or https URL.';

/** Past this width a layer shows Pexels' double-density size. */
const LARGE_STOCK_WIDTH = 940;

const panelStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--space-3)' };

const previewStyle: CSSProperties = {
  position: 'relative',
  height: 140,
  overflow: 'hidden',
  borderRadius: 'var(--radius-sm)',
  background: 'var(--color-surface-warm)',
  color: 'var(--color-text-muted)',
};

type ImageComponent = ComponentOfType<'image'>;

/**
 * The image's URL, applied when the field is left or Enter is pressed, so a half-typed address is
 * never saved. Trimmed; an empty field clears the image. Or a stock photo, kept with its credit.
 */
export function ImageSettings({ component, onChange, disabled }: WidgetSettingsProps<ImageComponent>) {
  const saved = component.imageDataUrl ?? '';
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  // A visitor trying the demo may arrange the board but not change what it shows.
  const demo = useDemoMode();
  const readOnly = disabled || demo;

  // Undo, or another device, may change the URL while the panel is open.
  useEffect(() => {
    setDraft(saved);
    setError(null);
  }, [saved]);

  function apply() {
    const trimmed = draft.trim();
    if (trimmed === '') {
      setError(null);
      if (component.imageDataUrl !== null) onChange({ imageDataUrl: null, imageCredit: null });
      return;
    }
    if (!httpUrl(trimmed)) {
      setError(URL_ERROR);
      return;
    }
    setError(null);
    setDraft(trimmed);
    // A link of the family's own is not the stock photo the credit was for.
    if (trimmed !== component.imageDataUrl) onChange({ imageDataUrl: trimmed, imageCredit: null });
  }

  const preview = httpUrl(component.imageDataUrl);

  return (
    <div style={panelStyle}>
      <TextField
        label="Image URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A link to a photo. Leave empty for no image."
        value={draft}
        error={error}
        readOnly={readOnly}
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
        {/* The card itself, so the preview shows a slideshow when one is on, as the board does. */}
        <ImageView component={component} editing interactive={false} fontSize={16} />
      </div>
      {preview && !disabled && (
        <button
          type="button"
          className="btn btn--ghost btn--small"
          style={{ alignSelf: 'flex-start' }}
          disabled={demo}
          onClick={() => onChange({ imageDataUrl: null, imageCredit: null })}
        >
          Clear image
        </button>
      )}
      {preview && demo && <p className="field__hint">{DEMO_CLEAR_IMAGE_MESSAGE}</p>}
      {!disabled && (
        <StockPhotoSearch
          size={component.width > LARGE_STOCK_WIDTH ? 'large2x' : 'large'}
          currentUrl={component.imageDataUrl}
          onChoose={({ url, credit }) => onChange({ imageDataUrl: url, imageCredit: credit })}
        />
      )}
      <AlbumLinkForm album={component.album} onChange={(album) => onChange({ album })} disabled={readOnly} />
      {demo && <p className="field__hint">{DEMO_MESSAGES.album}</p>}
      {demo ? (
        <p className="field__hint">{DEMO_MESSAGES.photoLibrary}</p>
      ) : (
        <>
          <LibrarySlideshowForm
            library={component.library}
            onChange={(library) => onChange({ library })}
            disabled={disabled}
          />
          <PhotoLibraryPicker
            value={component.imageDataUrl}
            onChoose={(imageDataUrl) => onChange({ imageDataUrl, imageCredit: null })}
            disabled={disabled}
          />
        </>
      )}
    </div>
  );
}
