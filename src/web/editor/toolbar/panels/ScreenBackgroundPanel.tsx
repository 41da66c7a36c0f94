import { type FormEvent, useEffect, useId, useState } from 'react';
import { OPACITY_RANGE, OPACITY_STEP } from '../../../../common/board';
import { isLibraryPhotoUrl } from '../../../../common/photo-sizes';
import type { ScreenBackground } from '../../../../common/schemas/screen';
import { AlbumLinkForm } from '../../../media/AlbumLinkForm';
import { LibrarySlideshowForm } from '../../../media/LibrarySlideshowForm';
import { PhotoLibraryPicker } from '../../../media/PhotoLibraryPicker';
import { StockPhotoSearch } from '../../../media/StockPhotoSearch';
import { SegmentedField } from '../../../ui/SegmentedField';
import { ColorField } from '../../controls/ColorField';
import { percent, SliderField } from '../../controls/SliderField';
import { isHttpUrl, URL_FORMAT_ERROR } from '../../controls/UrlField';
import { useEditor, useEditorStoreApi } from '../../EditorContext';

export const EMPTY_URL_ERROR = 'URL cannot be empty.';

const TYPES = [
  { value: 'color', label: 'Colour' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
] as const;

/** The link of a photo or video background, applied with a button so a half-typed link is never shown. */
function MediaUrlForm({ background }: { background: ScreenBackground }) {
  const store = useEditorStoreApi();
  const id = useId();
  const [text, setText] = useState(background.url ?? '');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setText(background.url ?? ''), [background.url]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const url = text.trim();
    if (url === '') return setError(EMPTY_URL_ERROR);
    if (!isHttpUrl(url) && !isLibraryPhotoUrl(url)) return setError(URL_FORMAT_ERROR);
    setError(null);
    // A picture chosen on a see-through background would change nothing: it comes fully opaque.
    // A link of the family's own is not the stock photo a credit was for.
    const change = url === background.url ? { url } : { url, credit: null };
    store.getState().patchBackground(background.opacity === 0 ? { ...change, opacity: 1 } : change);
  }

  return (
    <form className="ed-field" onSubmit={apply} noValidate>
      <label className="ed-field__label" htmlFor={id}>
        {background.type === 'video' ? 'Video link' : 'Image link'}
      </label>
      <div className="ed-inline">
        <input
          id={id}
          type="url"
          inputMode="url"
          className="ed-input"
          placeholder="https://"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn--secondary btn--small">
          Apply
        </button>
      </div>
      {error && (
        <span className="ed-field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}

/** The screen's background layer: colour, photo or video, and its opacity. */
export function ScreenBackgroundPanel() {
  const store = useEditorStoreApi();
  const background = useEditor((state) => state.content?.background);
  if (!background) return null;
  const patch = (next: Partial<ScreenBackground>, key: string) =>
    store.getState().patchBackground(next, { coalesceKey: `background:${key}` });

  return (
    <>
      <SegmentedField
        label="Background type"
        value={background.type}
        options={TYPES}
        onChange={(type) => store.getState().patchBackground({ type })}
      />
      {background.type === 'color' ? (
        <ColorField
          label="Background colour"
          value={background.color}
          onChange={(color) =>
            // A colour chosen on a see-through background would change nothing: it comes fully opaque.
            patch(background.opacity === 0 ? { color, opacity: 1 } : { color }, 'color')
          }
        />
      ) : (
        <MediaUrlForm background={background} />
      )}
      {background.type === 'image' && (
        <>
          <AlbumLinkForm
            album={background.album}
            onChange={(album) => store.getState().patchBackground({ album })}
          />
          <StockPhotoSearch
            size="large2x"
            currentUrl={background.url}
            onChoose={({ url, credit }) =>
              store
                .getState()
                .patchBackground(background.opacity === 0 ? { url, credit, opacity: 1 } : { url, credit })
            }
          />
          <LibrarySlideshowForm
            library={background.library}
            onChange={(library) =>
              store
                .getState()
                .patchBackground(background.opacity === 0 && library ? { library, opacity: 1 } : { library })
            }
          />
          <PhotoLibraryPicker
            value={background.url}
            onChoose={(url) =>
              store.getState().patchBackground(background.opacity === 0 ? { url, opacity: 1 } : { url })
            }
          />
        </>
      )}
      <SliderField
        label="Background opacity"
        value={background.opacity}
        range={OPACITY_RANGE}
        step={OPACITY_STEP}
        format={percent}
        onChange={(opacity) => patch({ opacity }, 'opacity')}
      />
    </>
  );
}
