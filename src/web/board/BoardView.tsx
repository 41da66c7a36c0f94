import { useEffect, useMemo, useRef } from 'react';
import type { LayoutPreset } from '../../common/board';
import {
  canvasSizeFor,
  effectiveLayout,
  ensurePresetLayouts,
  presetSizes,
  renumberLayers,
} from '../../common/layout';
import type { Screen } from '../../common/schemas/screen';
import { preloadWidgetViews } from '../../widgets/views';
import { BackgroundLayer } from './BackgroundLayer';
import { BoardSurface } from './BoardSurface';
import { BoardScreenIdContext } from './boardScreenId';
import { ComponentFrame } from './ComponentFrame';
import { boardBackdrop } from './contrast';
import { useFitScale } from './useFitScale';
import './board.css';

/** The parts of a screen a board is drawn from, and its id once it is saved. */
export type BoardScreen = Pick<Screen, 'components' | 'background' | 'customDimensions'> &
  Partial<Pick<Screen, 'id'>>;

interface BoardViewProps {
  screen: BoardScreen;
  preset: LayoutPreset;
  interactive: boolean;
}

/**
 * A whole screen, read-only: its background and its visible components from the bottom layer up,
 * each at its layout for `preset` (derived from the prior preset when the board has none), scaled
 * to fit the element it is placed in.
 */
export function BoardView({ screen, preset, interactive }: BoardViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { width, height } = canvasSizeFor(preset, screen.customDimensions);
  const scale = useFitScale(containerRef, width, height);

  useEffect(
    () => preloadWidgetViews(screen.components.map((component) => component.type)),
    [screen.components],
  );

  const backdrop = boardBackdrop(screen.background);
  const placed = useMemo(() => {
    const laidOut = ensurePresetLayouts(screen.components, preset, presetSizes(screen.customDimensions));
    return renumberLayers(laidOut)
      .map((component) => ({ component, layout: effectiveLayout(component, preset) }))
      .filter(({ layout }) => layout.isVisible);
  }, [screen.components, screen.customDimensions, preset]);

  return (
    <div ref={containerRef} className="board-view">
      <BoardScreenIdContext.Provider value={screen.id}>
        <BoardSurface width={width} height={height} scale={scale}>
          <BackgroundLayer background={screen.background} />
          {placed.map(({ component, layout }) => (
            <div
              key={component.id}
              className="board-view__item"
              style={{ left: layout.x, top: layout.y, width: layout.width, height: layout.height }}
            >
              <ComponentFrame
                component={component}
                layout={layout}
                interactive={interactive}
                backdrop={backdrop}
              />
            </div>
          ))}
        </BoardSurface>
      </BoardScreenIdContext.Provider>
    </div>
  );
}
