import { type CSSProperties, type RefObject, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { canvasSizeFor, renumberLayers } from '../../../common/layout';
import { BackgroundLayer } from '../../board/BackgroundLayer';
import { BoardSurface } from '../../board/BoardSurface';
import { useFitScale } from '../../board/useFitScale';
import { useEditor, useEditorStoreApi } from '../EditorContext';
import { ComponentBox } from './ComponentBox';
import { SelectionMenu } from './SelectionMenu';
import { useVisibleArea } from './useVisibleArea';

interface EditorCanvasProps {
  /** The element that goes full-screen for the preview (the canvas area with its frame). */
  previewRef: RefObject<HTMLDivElement | null>;
  /** In the full-screen preview nothing is editable. */
  preview: boolean;
}

/** The open screen's board at the chosen preset's size, scaled to fit (or zoomed), with its layers. */
export function EditorCanvas({ previewRef, preview }: EditorCanvasProps) {
  const store = useEditorStoreApi();
  const containerRef = useRef<HTMLDivElement>(null);
  const preset = useEditor((state) => state.preset);
  const zoom = useEditor((state) => state.zoom);
  const customDimensions = useEditor((state) => state.content?.customDimensions);
  const background = useEditor((state) => state.content?.background);
  const layerIds = useEditor(
    useShallow((state) => renumberLayers(state.content?.components ?? []).map((component) => component.id)),
  );
  const board = canvasSizeFor(preset, customDimensions);
  const fit = useFitScale(containerRef, board.width, board.height);
  const scale = preview || zoom === 'fit' ? fit : zoom;
  const canvasRef = useRef<HTMLDivElement>(null);
  useVisibleArea(containerRef, canvasRef, scale);

  return (
    <div
      ref={previewRef}
      className={preview ? 'ed-canvas ed-canvas--preview' : 'ed-canvas'}
      data-zoomed={scale > fit ? 'true' : undefined}
      // A page that sizes the canvas by the board's shape (the demo on a phone) reads it here.
      style={{ '--board-aspect': `${board.width} / ${board.height}` } as CSSProperties}
    >
      <div
        ref={containerRef}
        className="ed-canvas__viewport"
        onPointerDown={(event) => {
          // A press anywhere but on a layer (or its menu) clears the selection.
          const onLayer = event.target instanceof Element && event.target.closest('.ed-box');
          if (!preview && !onLayer) store.getState().select(null);
        }}
      >
        <BoardSurface
          width={board.width}
          height={board.height}
          scale={scale}
          canvasRef={canvasRef}
          aria-label="Board canvas"
        >
          {background && <BackgroundLayer background={background} editing />}
          <div className="ed-canvas__layers" style={{ '--ed-scale': scale } as CSSProperties}>
            {layerIds.map((id) => (
              <ComponentBox key={id} id={id} scale={scale} interactive={!preview} />
            ))}
            {!preview && <SelectionMenu board={board} scale={scale} />}
          </div>
        </BoardSurface>
      </div>
    </div>
  );
}
