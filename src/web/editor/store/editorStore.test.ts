import { describe, expect, it } from 'vitest';
import { screenFixture } from '../../../../test/support/screen-fixture';
import { effectiveLayout } from '../../../common/layout';
import { createComponent } from '../../../common/schemas/component';
import type { Screen } from '../../../common/schemas/screen';
import { createEditorStore } from './editorStore';
import { HISTORY_LIMIT } from './history';
import type { LoadedScreen } from './screenContent';

function screen(overrides: Partial<LoadedScreen> = {}): LoadedScreen {
  return screenFixture({ id: 7, name: 'Kitchen', version: 3, ...overrides } as Partial<Screen>);
}

function openStore(overrides: Partial<LoadedScreen> = {}, preset: 'base' | 'ipad_portrait' = 'base') {
  let counter = 0;
  const store = createEditorStore({ preset, newId: () => `new-${++counter}` });
  store.getState().load(screen(overrides));
  return store;
}

const text = (id: string, zIndex = 0) => ({ ...createComponent('text', id), zIndex });

function layoutOf(store: ReturnType<typeof openStore>, id: string) {
  const state = store.getState();
  const component = state.content?.components.find((candidate) => candidate.id === id);
  if (!component) throw new Error(`no component ${id}`);
  return effectiveLayout(component, state.preset);
}

describe('editor store: document changes', () => {
  it('adds a component at its default place and size, selects it and opens its editor', () => {
    const store = openStore();
    const id = store.getState().addComponent('text');

    expect(id).toBe('new-1');
    expect(layoutOf(store, 'new-1')).toMatchObject({ x: 50, y: 50, width: 300, height: 100 });
    expect(store.getState().selection).toEqual({ kind: 'component', id: 'new-1' });
    expect(store.getState().sidebarMode).toBe('component');
  });

  it('gives a new component the fields it is told to start with, in the same undo step', () => {
    const store = createEditorStore({
      newId: () => 'sample',
      newComponentFields: (type) =>
        type === 'text' ? { headerText: 'Note', textContent: 'Hello' } : undefined,
    });
    store.getState().load(screen());
    store.getState().addComponent('text');
    const added = store.getState().content?.components.find((component) => component.id === 'sample');
    expect(added).toMatchObject({ type: 'text', headerText: 'Note', textContent: 'Hello', x: 50, y: 50 });
    store.getState().undo();
    expect(store.getState().content?.components).toEqual([]);
  });

  it('places a second new component beside the first rather than on top of it', () => {
    const store = openStore();
    store.getState().addComponent('text');
    store.getState().addComponent('text');
    expect(layoutOf(store, 'new-2')).toMatchObject({ x: 370, y: 50, width: 300, height: 100 });
  });

  it('places a new component in the part of the board on screen', () => {
    const store = openStore();
    store.getState().setVisibleArea({ x: 960, y: 540, width: 960, height: 540 });
    store.getState().addComponent('clock');
    expect(layoutOf(store, 'new-1')).toMatchObject({ x: 1010, y: 590 });
  });

  it('starts a new clock on the family’s time, while a stored clock without a zone keeps the spec’s', () => {
    const store = openStore();
    store.getState().addComponent('clock');
    const added = store.getState().content?.components.find((component) => component.id === 'new-1');
    expect(added?.type === 'clock' && added.clockConfig.timezone).toBe('family');
    expect(createComponent('clock', 'stored').clockConfig.timezone).toBe('America/New_York');
  });

  it('gives a component added on another preset a free place on the base canvas too', () => {
    const store = openStore({ components: [text('a')] }, 'ipad_portrait');
    store.getState().addComponent('text');
    const added = store.getState().content?.components.find((component) => component.id === 'new-1');
    expect({ x: added?.x, y: added?.y }).toEqual({ x: 370, y: 50 });
    const [mine, theirs] = [layoutOf(store, 'new-1'), layoutOf(store, 'a')];
    const apart =
      mine.x >= theirs.x + theirs.width ||
      theirs.x >= mine.x + mine.width ||
      mine.y >= theirs.y + theirs.height ||
      theirs.y >= mine.y + mine.height;
    expect(apart).toBe(true);
  });

  it('moves and resizes a component on the current preset', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setRect('a', { x: 400, y: 220 });
    store.getState().setRect('a', { width: 500, height: 180 });
    expect(layoutOf(store, 'a')).toMatchObject({ x: 400, y: 220, width: 500, height: 180 });
  });

  it('deletes a component, clears its selection and renumbers the layers left', () => {
    const store = openStore({ components: [text('a', 0), text('b', 1), text('c', 2)] });
    store.getState().select({ kind: 'component', id: 'b' });
    store.getState().deleteComponent('b');

    const { content, selection } = store.getState();
    expect(content?.components.map((component) => [component.id, component.zIndex])).toEqual([
      ['a', 0],
      ['c', 1],
    ]);
    expect(selection).toBeNull();
  });

  it('reorders layers and renumbers zIndex 0..n-1', () => {
    const store = openStore({ components: [text('a', 0), text('b', 1), text('c', 2)] });
    const order = () =>
      [...(store.getState().content?.components ?? [])]
        .sort((left, right) => left.zIndex - right.zIndex)
        .map((component) => component.id);

    store.getState().moveLayer('a', 'front');
    expect(order()).toEqual(['b', 'c', 'a']);
    store.getState().moveLayer('a', 'backward');
    expect(order()).toEqual(['b', 'a', 'c']);
    store.getState().moveLayer('c', 'back');
    expect(order()).toEqual(['c', 'b', 'a']);
    store.getState().moveLayer('c', 'forward');
    expect(order()).toEqual(['b', 'c', 'a']);
    expect(
      store
        .getState()
        .content?.components.map((component) => component.zIndex)
        .sort(),
    ).toEqual([0, 1, 2]);
  });

  it('duplicates a layer offset by two grid steps, on top, and selects the copy', () => {
    const store = openStore({ components: [text('a', 0), text('b', 1)] });
    store.getState().duplicateComponent('a');
    expect(layoutOf(store, 'new-1')).toMatchObject({ x: 70, y: 70, width: 300, height: 100 });
    expect(store.getState().content?.components.find((component) => component.id === 'new-1')?.zIndex).toBe(
      2,
    );
    expect(store.getState().selection).toEqual({ kind: 'component', id: 'new-1' });
  });

  it('nudges by whole grid steps and leaves locked layers where they are', () => {
    const store = openStore({ components: [text('a'), { ...text('b', 1), isLocked: true }] });
    store.getState().nudge('a', 1, 0);
    store.getState().nudge('a', 0, -5);
    store.getState().nudge('b', 1, 1);
    expect(layoutOf(store, 'a')).toMatchObject({ x: 60, y: 0 });
    expect(layoutOf(store, 'b')).toMatchObject({ x: 50, y: 50 });
  });

  it('clamps font sizes to 8..248', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setFontSize('a', 'body', 400);
    expect(layoutOf(store, 'a').fontSize).toBe(248);
    store.getState().setFontSize('a', 'header', 2);
    expect(layoutOf(store, 'a').headerFontSize).toBe(8);
  });
});

describe('editor store: undo and redo', () => {
  it('undoes and redoes each change in turn', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setRect('a', { x: 100 });
    store.getState().setRect('a', { x: 200 });

    store.getState().undo();
    expect(layoutOf(store, 'a').x).toBe(100);
    store.getState().undo();
    expect(layoutOf(store, 'a').x).toBe(50);
    store.getState().undo();
    expect(layoutOf(store, 'a').x).toBe(50);

    store.getState().redo();
    store.getState().redo();
    expect(layoutOf(store, 'a').x).toBe(200);
  });

  it('forgets what could be redone once a new change is made', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setRect('a', { x: 100 });
    store.getState().undo();
    store.getState().setRect('a', { y: 300 });
    store.getState().redo();
    expect(layoutOf(store, 'a')).toMatchObject({ x: 50, y: 300 });
  });

  it('makes one undo step of a whole drag, however many moves it had', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().mark();
    for (const x of [60, 80, 120, 160, 240]) store.getState().setRect('a', { x, y: x });
    store.getState().squash();

    expect(store.getState().history.past).toHaveLength(1);
    store.getState().undo();
    expect(layoutOf(store, 'a')).toMatchObject({ x: 50, y: 50 });
    store.getState().redo();
    expect(layoutOf(store, 'a')).toMatchObject({ x: 240, y: 240 });
  });

  it('records nothing for a click that did not move anything', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().mark();
    store.getState().squash();
    expect(store.getState().history.past).toHaveLength(0);
  });

  it('makes one step of typing in one field, and a new step for another field', () => {
    const store = openStore({ components: [text('a')] });
    for (const textContent of ['H', 'Hi', 'Hi!']) {
      store.getState().patchComponent('a', { textContent }, { coalesceKey: 'text:a' });
    }
    store.getState().patchStyle('a', { borderRadius: 20 });

    store.getState().undo();
    expect(store.getState().content?.components[0]).toMatchObject({ textContent: 'Hi!' });
    store.getState().undo();
    expect(store.getState().content?.components[0]).toMatchObject({ textContent: 'Editable Text' });
  });

  it('keeps at most 100 steps', () => {
    const store = openStore({ components: [text('a')] });
    for (let step = 1; step <= HISTORY_LIMIT + 20; step++) store.getState().setRect('a', { x: step * 10 });
    expect(store.getState().history.past).toHaveLength(HISTORY_LIMIT);
    for (let step = 0; step < HISTORY_LIMIT + 20; step++) store.getState().undo();
    expect(layoutOf(store, 'a').x).toBe(200);
  });

  it('brings back a deleted layer and drops the selection of an undone addition', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().deleteComponent('a');
    store.getState().undo();
    expect(store.getState().content?.components.map((component) => component.id)).toEqual(['a']);

    store.getState().addComponent('clock');
    store.getState().undo();
    expect(store.getState().selection).toBeNull();
    expect(store.getState().sidebarMode).toBe('layers');
  });
});

describe('editor store: what stays out of history', () => {
  it('does not record selection, sidebar, zoom or preset changes', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().select({ kind: 'component', id: 'a' });
    store.getState().select({ kind: 'background' });
    store.getState().setSidebarMode('screen');
    store.getState().setZoom(0.5);
    store.getState().setPreset('ipad_portrait');

    expect(store.getState().history.past).toHaveLength(0);
    expect(store.getState().revision).toBe(0);
  });

  it('does not make a load from the server undoable, and clears the history it found', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setRect('a', { x: 300 });
    store.getState().load(screen({ components: [text('a')], version: 9 }));

    expect(store.getState().history).toEqual({ past: [], future: [] });
    store.getState().undo();
    expect(layoutOf(store, 'a').x).toBe(50);
    expect(store.getState().meta?.version).toBe(9);
  });

  it('leaves nothing to save after a load', () => {
    const store = openStore();
    store.getState().addComponent('text');
    expect(store.getState().revision).not.toBe(store.getState().savedRevision);
    store.getState().load(screen());
    expect(store.getState().revision).toBe(store.getState().savedRevision);
  });

  it('keeps the selection through a reload when the layer is still there', () => {
    const store = openStore({ components: [text('a'), text('b', 1)] });
    store.getState().select({ kind: 'component', id: 'b' });
    store.getState().load(screen({ components: [text('b')] }));
    expect(store.getState().selection).toEqual({ kind: 'component', id: 'b' });
    store.getState().load(screen({ components: [text('a')] }));
    expect(store.getState().selection).toBeNull();
  });

  it('keeps the version the server answered through undo', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setRect('a', { x: 300 });
    store.getState().markSaved(7, store.getState().revision, 4);
    store.getState().undo();
    expect(store.getState().meta?.version).toBe(4);
  });
});

describe('editor store: sidebar moves', () => {
  it('opens the component editor when any layer, an image too, is selected from the layers list', () => {
    const image = { ...createComponent('image', 'img'), zIndex: 1 };
    const store = openStore({ components: [text('a'), image] });

    store.getState().select({ kind: 'component', id: 'img' });
    expect(store.getState().sidebarMode).toBe('component');
    store.getState().select(null);
    expect(store.getState().sidebarMode).toBe('layers');
    store.getState().select({ kind: 'background' });
    expect(store.getState().sidebarMode).toBe('layers');
    store.getState().select({ kind: 'component', id: 'a' });
    expect(store.getState().sidebarMode).toBe('component');
    store.getState().select(null);
    expect(store.getState().sidebarMode).toBe('layers');
  });
});

describe('editor store: presets', () => {
  it('edits the layout of the chosen preset and leaves the base layout alone', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setPreset('ipad_portrait');
    const derived = layoutOf(store, 'a');
    expect(derived.width).toBeLessThan(300);

    store.getState().setRect('a', { x: 200, y: 400 });
    expect(layoutOf(store, 'a')).toMatchObject({ x: 200, y: 400 });

    store.getState().setPreset('base');
    expect(layoutOf(store, 'a')).toMatchObject({ x: 50, y: 50, width: 300, height: 100 });
  });

  it('gives a layer opened on a preset a derived layout for it, without a change to save', () => {
    const store = openStore({ components: [text('a')] }, 'ipad_portrait');
    const component = store.getState().content?.components[0];
    expect(component?.layouts?.ipad_portrait).toBeDefined();
    expect(store.getState().revision).toBe(store.getState().savedRevision);
  });

  it('rescales custom layouts when the custom dimensions change', () => {
    const store = openStore({ components: [text('a')] });
    store.getState().setActivePreset('custom', { widthPx: 1000, heightPx: 1000 });
    store.getState().setRect('a', { x: 500, y: 500, width: 200, height: 200 });
    store.getState().setActivePreset('custom', { widthPx: 2000, heightPx: 2000 });

    expect(store.getState().content?.activeLayoutPreset).toBe('custom');
    expect(layoutOf(store, 'a')).toMatchObject({ x: 1000, y: 1000, width: 400, height: 400 });
  });
});
