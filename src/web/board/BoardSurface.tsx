import type { HTMLAttributes, Ref } from 'react';
import { RefreshPolicyProvider, useBoardRefresh } from '../api/freshness';
import './board.css';

export interface BoardSurfaceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** The board's own size in board pixels (default canvas 1920x1080). */
  width: number;
  height: number;
  /** From useFitScale (or an editor zoom). */
  scale: number;
  /** The canvas element, for the editor to tell which part of the board is on screen. */
  canvasRef?: Ref<HTMLDivElement>;
}

/**
 * The fixed-size canvas, laid out at `width` x `height` board pixels and drawn at `scale` with a CSS
 * transform, so components keep their stored coordinates at any display size. It fills and centres
 * itself in its parent; other props go to the canvas element (for the editor's handlers). What the
 * board's widgets read refreshes by the board's policy.
 */
export function BoardSurface({
  width,
  height,
  scale,
  canvasRef,
  className,
  children,
  ...canvasProps
}: BoardSurfaceProps) {
  const refresh = useBoardRefresh();
  return (
    <div className="board-stage">
      <div
        className="board-surface"
        // Rounded down so sub-pixel overflow never shows scrollbars around a board that fits.
        style={{ width: Math.floor(width * scale), height: Math.floor(height * scale) }}
      >
        <div
          {...canvasProps}
          ref={canvasRef}
          className={className ? `board-canvas ${className}` : 'board-canvas'}
          style={{ width, height, transform: `scale(${scale})` }}
        >
          <RefreshPolicyProvider value={refresh}>{children}</RefreshPolicyProvider>
        </div>
      </div>
    </div>
  );
}
