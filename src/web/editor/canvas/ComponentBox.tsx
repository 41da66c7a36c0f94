import { type MouseEvent, memo, useMemo, useRef } from 'react';
import { type HandleStyles, Rnd } from 'react-rnd';
import { GRID, MIN_SIZE } from '../../../common/board';
import { effectiveLayout, type Rect, snapRect } from '../../../common/layout';
import { widgetFor } from '../../../widgets/registry';
import { ComponentFrame } from '../../board/ComponentFrame';
import { boardBackdrop } from '../../board/contrast';
import { useDemoActions } from '../../session/DemoMode';
import { useEditor, useEditorStoreApi } from '../EditorContext';
import { findComponent } from '../store/screenContent';

const GRID_STEP: [number, number] = [GRID, GRID];

/** Hit areas of the resize handles, in screen pixels; the board's scale would shrink them otherwise. */
const CORNER_HANDLE_PX = 18;
const EDGE_HANDLE_PX = 10;

function handleStyles(scale: number): HandleStyles {
  const corner = CORNER_HANDLE_PX / scale;
  const edge = EDGE_HANDLE_PX / scale;
  // Corners sit over the edges they overlap, so a corner drag resizes both ways.
  const cornerAt = (vertical: 'top' | 'bottom', horizontal: 'left' | 'right') => ({
    zIndex: 2,
    width: corner,
    height: corner,
    [vertical]: -corner / 2,
    [horizontal]: -corner / 2,
  });
  return {
    top: { height: edge, top: -edge / 2 },
    bottom: { height: edge, bottom: -edge / 2 },
    left: { width: edge, left: -edge / 2 },
    right: { width: edge, right: -edge / 2 },
    topLeft: cornerAt('top', 'left'),
    topRight: cornerAt('top', 'right'),
    bottomLeft: cornerAt('bottom', 'left'),
    bottomRight: cornerAt('bottom', 'right'),
  };
}

/** Corners get a visible dot; edges are invisible hit areas. */
const HANDLE_CLASSES = {
  topLeft: 'ed-handle--corner',
  topRight: 'ed-handle--corner',
  bottomLeft: 'ed-handle--corner',
  bottomRight: 'ed-handle--corner',
};

/** How far (screen pixels) a press may move and still be a tap rather than a drag. */
const TAP_SLOP_PX = 5;

/**
 * In the demo, a tap on a card also reaches what the card shows under the point (a task offers the
 * trial): the layer's hit area lies over the whole card, whose content takes no pointer events in
 * the editor. A keyboard press or a drag is not a tap.
 */
function tapThrough(event: MouseEvent<HTMLElement>, pressedAt: { x: number; y: number } | null) {
  if (event.detail === 0 || !pressedAt) return;
  const { clientX: x, clientY: y } = event;
  if (Math.hypot(x - pressedAt.x, y - pressedAt.y) > TAP_SLOP_PX) return;
  const card = event.currentTarget.parentElement;
  const under = Array.from(card?.querySelectorAll<HTMLElement>('[data-demo-tap]') ?? []).find((element) => {
    const box = element.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });
  under?.click();
}

interface ComponentBoxProps {
  id: string;
  scale: number;
  /** False in the full-screen preview: nothing can be selected, dragged or resized. */
  interactive: boolean;
}

/**
 * One layer on the canvas in a react-rnd box. Drag and resize move in whole grid steps (in board
 * pixels, whatever the zoom) and land snapped; each is one undo step. Locked layers stay put.
 * While the pointer moves, react-rnd moves the box itself and the store hears only where it
 * lands: a store change per pointer event would re-render every panel that lists the layers.
 */
export const ComponentBox = memo(function ComponentBox({ id, scale, interactive }: ComponentBoxProps) {
  const store = useEditorStoreApi();
  const component = useEditor((state) => findComponent(state.content, id));
  const preset = useEditor((state) => state.preset);
  const selected = useEditor((state) => state.selection?.kind === 'component' && state.selection.id === id);
  const backdrop = useEditor((state) => (state.content ? boardBackdrop(state.content.background) : null));
  const handles = useMemo(() => handleStyles(scale), [scale]);
  const demo = useDemoActions();
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  // Kept while the card and the preset are: a new scale (the canvas measured, a zoom) then
  // re-renders the box alone, not the widget inside it.
  const layout = useMemo(() => component && effectiveLayout(component, preset), [component, preset]);

  if (!component || !layout) return null;
  if (!layout.isVisible) return null;

  const movable = interactive && !component.isLocked;
  const select = () => {
    if (interactive && !selected) store.getState().select({ kind: 'component', id });
  };
  const land = (rect: Rect) => {
    store.getState().setRect(id, snapRect(rect));
    store.getState().squash();
  };
  const label = `${widgetFor(component.type)?.label ?? component.type} layer${component.headerText ? `: ${component.headerText}` : ''}`;

  return (
    <Rnd
      className={[
        'ed-box',
        selected && interactive ? 'ed-box--selected' : '',
        component.isLocked ? 'ed-box--locked' : '',
      ].join(' ')}
      style={{ zIndex: component.zIndex }}
      size={{ width: layout.width, height: layout.height }}
      position={{ x: layout.x, y: layout.y }}
      scale={scale}
      bounds="parent"
      dragGrid={GRID_STEP}
      resizeGrid={GRID_STEP}
      minWidth={MIN_SIZE}
      minHeight={MIN_SIZE}
      disableDragging={!movable}
      enableResizing={movable && selected}
      resizeHandleClasses={HANDLE_CLASSES}
      resizeHandleStyles={handles}
      onDragStart={() => {
        select();
        store.getState().mark();
      }}
      onDragStop={(_event, data) =>
        land({ x: data.x, y: data.y, width: layout.width, height: layout.height })
      }
      onResizeStart={() => store.getState().mark()}
      onResizeStop={(_event, _direction, element, _delta, position) =>
        land({ ...position, width: element.offsetWidth, height: element.offsetHeight })
      }
    >
      {/* The full-screen preview shows the board as a display would. */}
      <ComponentFrame
        component={component}
        layout={layout}
        interactive={false}
        editing={interactive}
        backdrop={backdrop}
      />
      {/* Laid over the card rather than around it: a button's name must hold the words it shows,
          and a card shows many. */}
      <button
        type="button"
        className="ed-box__hit"
        tabIndex={interactive ? 0 : -1}
        aria-label={label}
        aria-pressed={selected}
        onPointerDown={(event) => {
          pressedAt.current = { x: event.clientX, y: event.clientY };
          select();
        }}
        onClick={(event) => {
          select();
          if (demo) tapThrough(event, pressedAt.current);
        }}
      />
    </Rnd>
  );
});
