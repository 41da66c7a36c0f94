/**
 * The open screen's store: the document (what is saved and undone) apart from the UI state
 * (selection, sidebar mode, zoom, preset), plus undo history. Plain zustand without React so it
 * runs in tests without a DOM; components read it through hooks in ./useEditor.
 *
 * Only document changes enter history. A drag or resize is one step: `mark()` on pointer-down,
 * `squash()` on pointer-up. Repeated changes with the same coalesce key (typing in one field,
 * sliding one slider, nudging one layer) are one step too.
 */

import { createStore, type StoreApi } from 'zustand/vanilla';
import { GRID, type LayoutPreset } from '../../../common/board';
import { effectiveLayout, type Rect } from '../../../common/layout';
import type { ScreenBackground, ScreenBody, ScreenBodyField } from '../../../common/schemas/screen';
import type { Style } from '../../../common/schemas/style';
import type { WidgetType } from '../../../widgets/registry';
import { emptyHistory, type History, record, redo, undo } from './history';
import {
  addComponent,
  type ComponentPatch,
  contentOf,
  duplicateComponent,
  findComponent,
  type LayerOrderMove,
  type LoadedScreen,
  metaOf,
  moveLayer,
  patchComponent,
  patchComponentStyle,
  removeComponent,
  type ScreenContent,
  type ScreenId,
  type ScreenMeta,
  setActivePreset,
  setComponentFontSize,
  setComponentRect,
  setComponentVisibility,
  type TextTarget,
  withPresetLayouts,
} from './screenContent';

export type SidebarMode = 'layers' | 'add' | 'component' | 'screen';

export type Selection = { kind: 'component'; id: string } | { kind: 'background' } | null;

/** 'fit' scales the board to the canvas area; a number is a fixed scale, never above 1. */
export type Zoom = 'fit' | number;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface ChangeOptions {
  /** Consecutive changes with the same key are one undo step. */
  coalesceKey?: string;
}

export interface EditorState {
  meta: ScreenMeta | null;
  content: ScreenContent | null;
  selection: Selection;
  sidebarMode: SidebarMode;
  zoom: Zoom;
  preset: LayoutPreset;
  /** The part of the board on screen, in board pixels; null while all of it shows. */
  visibleArea: Rect | null;
  history: History<ScreenContent>;
  /** Counts document changes; the saver saves until `savedRevision` catches up. */
  revision: number;
  savedRevision: number;
  saveStatus: SaveStatus;
  /** The document as it was when the current drag or resize began. */
  gestureBase: ScreenContent | null;
  lastCoalesceKey: string | null;

  /** Opens a screen from the server: a new document, not an undoable change. */
  load: (screen: LoadedScreen) => void;
  /** Closes the document, e.g. when the family has no screens left. */
  unload: () => void;
  /** The server stored `revision` and answered `version`. */
  markSaved: (id: ScreenId, revision: number, version: number) => void;
  setSaveStatus: (status: SaveStatus) => void;

  change: (recipe: (content: ScreenContent) => ScreenContent, options?: ChangeOptions) => void;
  mark: () => void;
  squash: () => void;
  undo: () => void;
  redo: () => void;

  select: (selection: Selection) => void;
  /** Selects a layer and shows its component editor, whatever its type. */
  editComponent: (id: string) => void;
  setSidebarMode: (mode: SidebarMode) => void;
  setZoom: (zoom: Zoom) => void;
  setPreset: (preset: LayoutPreset) => void;
  setVisibleArea: (area: Rect | null) => void;

  addComponent: (type: WidgetType) => string | null;
  deleteComponent: (id: string) => void;
  duplicateComponent: (id: string) => string | null;
  moveLayer: (id: string, move: LayerOrderMove) => void;
  setRect: (id: string, rect: Partial<Rect>, options?: ChangeOptions) => void;
  nudge: (id: string, dx: number, dy: number) => void;
  setVisibility: (id: string, isVisible: boolean) => void;
  setLocked: (id: string, isLocked: boolean) => void;
  setFontSize: (id: string, target: TextTarget, size: number) => void;
  patchStyle: (id: string, patch: Partial<Style>, options?: ChangeOptions) => void;
  patchComponent: (id: string, patch: ComponentPatch, options?: ChangeOptions) => void;
  patchBackground: (patch: Partial<ScreenBackground>, options?: ChangeOptions) => void;
  setName: (name: string) => void;
  /** One field of the screen's body set whole (the timer, screen care, look only…): what a screen option's control calls. */
  setScreenField: <Field extends ScreenBodyField>(field: Field, value: ScreenBody[Field]) => void;
  /** The preset the viewer shows; the editor switches to it too. */
  setActivePreset: (preset: LayoutPreset, customDimensions?: ScreenContent['customDimensions']) => void;
}

export type EditorStore = StoreApi<EditorState>;

export interface EditorStoreOptions {
  preset?: LayoutPreset;
  newId?: () => string;
  /** Fields a new component of a type starts with beyond its defaults (the demo's sample content). */
  newComponentFields?: (type: WidgetType) => ComponentPatch | undefined;
}

/** A short random id; crypto.randomUUID is missing outside secure contexts (a LAN address over http). */
function randomComponentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `c-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function sidebarAfterSelecting(
  mode: SidebarMode,
  selection: Selection,
  content: ScreenContent | null,
): SidebarMode {
  if (selection?.kind !== 'component') return mode === 'component' ? 'layers' : mode;
  if (mode === 'component') return mode;
  // Every layer, an image too, opens its settings when it is selected from the layers list.
  return mode === 'layers' && findComponent(content, selection.id) ? 'component' : mode;
}

/** Keeps a selection only while the layer it points at still exists. */
function validSelection(selection: Selection, content: ScreenContent | null): Selection {
  if (selection?.kind === 'component' && !findComponent(content, selection.id)) return null;
  if (selection && !content) return null;
  return selection;
}

export function createEditorStore(options: EditorStoreOptions = {}): EditorStore {
  const newId = options.newId ?? randomComponentId;

  return createStore<EditorState>()((set, get) => {
    /** After undo, redo or a load the selection may point at a layer that is gone. */
    function afterDocumentSwap(content: ScreenContent | null) {
      const state = get();
      const selection = validSelection(state.selection, content);
      return {
        selection,
        sidebarMode: selection === null && state.sidebarMode === 'component' ? 'layers' : state.sidebarMode,
      } satisfies Partial<EditorState>;
    }

    /** One step back (undo) or forward (redo) in history; never in the middle of a drag. */
    function travel(step: typeof undo) {
      const state = get();
      if (!state.content || state.gestureBase) return;
      const moved = step(state.history, state.content);
      if (!moved) return;
      const content = withPresetLayouts(moved.state, state.preset);
      set({
        content,
        history: moved.history,
        revision: state.revision + 1,
        lastCoalesceKey: null,
        ...afterDocumentSwap(content),
      });
    }

    function selected(id: string) {
      const content = get().content;
      return findComponent(content, id);
    }

    return {
      meta: null,
      content: null,
      selection: null,
      sidebarMode: 'layers',
      zoom: 'fit',
      preset: options.preset ?? 'base',
      visibleArea: null,
      history: emptyHistory(),
      revision: 0,
      savedRevision: 0,
      saveStatus: 'idle',
      gestureBase: null,
      lastCoalesceKey: null,

      load: (screen) => {
        const content = withPresetLayouts(contentOf(screen), get().preset);
        set((state) => ({
          meta: metaOf(screen),
          content,
          history: emptyHistory(),
          savedRevision: state.revision,
          saveStatus: 'idle',
          gestureBase: null,
          lastCoalesceKey: null,
          ...afterDocumentSwap(content),
        }));
      },

      unload: () =>
        set((state) => ({
          meta: null,
          content: null,
          selection: null,
          sidebarMode: state.sidebarMode === 'component' ? 'layers' : state.sidebarMode,
          history: emptyHistory(),
          savedRevision: state.revision,
          saveStatus: 'idle',
          gestureBase: null,
          lastCoalesceKey: null,
        })),

      markSaved: (id, revision, version) =>
        set((state) =>
          state.meta?.id === id
            ? { meta: { ...state.meta, version }, savedRevision: Math.max(state.savedRevision, revision) }
            : {},
        ),

      setSaveStatus: (saveStatus) => set({ saveStatus }),

      change: (recipe, changeOptions = {}) => {
        const state = get();
        if (!state.content) return;
        const next = recipe(state.content);
        if (next === state.content) return;
        const key = changeOptions.coalesceKey ?? null;
        const inGesture = state.gestureBase !== null;
        const continues = key !== null && key === state.lastCoalesceKey;
        set({
          content: next,
          history: inGesture || continues ? state.history : record(state.history, state.content),
          revision: state.revision + 1,
          lastCoalesceKey: inGesture ? null : key,
        });
      },

      mark: () => set((state) => ({ gestureBase: state.content, lastCoalesceKey: null })),

      squash: () =>
        set((state) => {
          const base = state.gestureBase;
          if (base === null) return {};
          if (base === state.content) return { gestureBase: null };
          return { gestureBase: null, history: record(state.history, base) };
        }),

      undo: () => travel(undo),

      redo: () => travel(redo),

      select: (selection) =>
        set((state) => {
          const valid = validSelection(selection, state.content);
          return {
            selection: valid,
            sidebarMode: sidebarAfterSelecting(state.sidebarMode, valid, state.content),
            lastCoalesceKey: null,
          };
        }),

      editComponent: (id) => {
        if (!selected(id)) return;
        set({ selection: { kind: 'component', id }, sidebarMode: 'component', lastCoalesceKey: null });
      },

      setSidebarMode: (sidebarMode) =>
        set((state) => ({
          sidebarMode:
            sidebarMode === 'component' && state.selection?.kind !== 'component' ? 'layers' : sidebarMode,
        })),

      setZoom: (zoom) => set({ zoom: zoom === 'fit' ? zoom : Math.min(1, Math.max(0.1, zoom)) }),

      setPreset: (preset) =>
        set((state) => ({
          preset,
          // Derived layouts follow from the document, so they are neither a change to save nor to undo.
          content: state.content && withPresetLayouts(state.content, preset),
          lastCoalesceKey: null,
        })),

      setVisibleArea: (area) =>
        set((state) => {
          const same =
            area === state.visibleArea ||
            (area !== null &&
              state.visibleArea !== null &&
              (['x', 'y', 'width', 'height'] as const).every(
                (key) => area[key] === state.visibleArea?.[key],
              ));
          return same ? {} : { visibleArea: area };
        }),

      addComponent: (type) => {
        const state = get();
        if (!state.content) return null;
        const id = newId();
        const fields = options.newComponentFields?.(type);
        state.change((content) => {
          const added = addComponent(content, type, id, state.preset, state.visibleArea ?? undefined);
          return fields ? patchComponent(added, id, fields) : added;
        });
        set({ selection: { kind: 'component', id }, sidebarMode: 'component' });
        return id;
      },

      deleteComponent: (id) => {
        get().change((content) => removeComponent(content, id));
        set((state) => afterDocumentSwap(state.content));
      },

      duplicateComponent: (id) => {
        if (!selected(id)) return null;
        const copyId = newId();
        get().change((content) => duplicateComponent(content, id, copyId));
        set({ selection: { kind: 'component', id: copyId } });
        return copyId;
      },

      moveLayer: (id, move) => get().change((content) => moveLayer(content, id, move)),

      setRect: (id, rect, changeOptions) =>
        get().change((content) => setComponentRect(content, id, get().preset, rect), changeOptions),

      nudge: (id, dx, dy) => {
        const component = selected(id);
        if (!component || component.isLocked) return;
        const layout = effectiveLayout(component, get().preset);
        get().setRect(
          id,
          { x: layout.x + dx * GRID, y: layout.y + dy * GRID },
          { coalesceKey: `nudge:${id}` },
        );
      },

      setVisibility: (id, isVisible) =>
        get().change((content) => setComponentVisibility(content, id, get().preset, isVisible)),

      setLocked: (id, isLocked) => get().change((content) => patchComponent(content, id, { isLocked })),

      setFontSize: (id, target, size) =>
        get().change((content) => setComponentFontSize(content, id, get().preset, target, size), {
          coalesceKey: `font-size:${target}:${id}`,
        }),

      patchStyle: (id, patch, changeOptions) =>
        get().change((content) => patchComponentStyle(content, id, patch), changeOptions),

      patchComponent: (id, patch, changeOptions) =>
        get().change((content) => patchComponent(content, id, patch), changeOptions),

      patchBackground: (patch, changeOptions) =>
        get().change(
          (content) => ({ ...content, background: { ...content.background, ...patch } }),
          changeOptions,
        ),

      setName: (name) => get().change((content) => (content.name === name ? content : { ...content, name })),

      setScreenField: (field, value) => get().change((content) => ({ ...content, [field]: value })),

      setActivePreset: (preset, customDimensions) => {
        get().change((content) => setActivePreset(content, preset, customDimensions));
        get().setPreset(preset);
      },
    };
  });
}
