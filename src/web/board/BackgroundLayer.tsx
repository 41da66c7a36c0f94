import type { CSSProperties } from 'react';
import { OPACITY_RANGE } from '../../common/board';
import type { ScreenBackground } from '../../common/schemas/screen';
import { AlbumSlideshow } from './AlbumSlideshow';
import { cssImageUrl, httpUrl } from './cssValues';
import { LibrarySlideshow } from './LibrarySlideshow';
import { PhotoCredit } from './PhotoCredit';
import { screenPhotoUrl } from './sizedPhotos';

interface BackgroundLayerProps {
  background: ScreenBackground;
  /** Drawn in the editor: a stock photo's credit shows but lets taps through to the layers. */
  editing?: boolean;
}

// React sets `muted` only as a property after the element exists; browsers decide on autoplay from
// the muted state, so it is set directly on the element as well.
function keepMuted(video: HTMLVideoElement | null) {
  if (video) video.muted = true;
}

/** The screen's background behind every component: a colour, a photo (cover), an album's or the
 * photo library's slideshow, or a looping muted video. */
export function BackgroundLayer({ background, editing = false }: BackgroundLayerProps) {
  const opacity = background.opacity ?? OPACITY_RANGE.max;
  const layer: CSSProperties = { opacity };

  if (background.type === 'video') {
    const src = httpUrl(background.url);
    if (src) {
      return (
        <div className="board-background" style={layer} aria-hidden="true">
          <video
            className="board-background__video"
            src={src}
            ref={keepMuted}
            muted
            loop
            autoPlay
            playsInline
          />
        </div>
      );
    }
  }

  const color = (
    <div
      className="board-background"
      style={{ ...layer, backgroundColor: background.color }}
      aria-hidden="true"
    />
  );

  if (background.type === 'image' && background.library) {
    return (
      <LibrarySlideshow
        library={background.library}
        empty={color}
        shown={(slideshow) => (
          <div className="board-background" style={layer} aria-hidden="true">
            {slideshow}
          </div>
        )}
      />
    );
  }

  if (background.type === 'image' && background.album?.images.length) {
    return (
      <div className="board-background" style={layer} aria-hidden="true">
        <AlbumSlideshow album={background.album} />
      </div>
    );
  }

  if (background.type === 'image') {
    const image = cssImageUrl(screenPhotoUrl(background.url));
    if (image) {
      return (
        <>
          <div
            className="board-background"
            style={{
              ...layer,
              backgroundImage: image,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
            aria-hidden="true"
          />
          {background.credit && <PhotoCredit credit={background.credit} placement="board" inert={editing} />}
        </>
      );
    }
  }

  return color;
}
