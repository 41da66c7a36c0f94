import { describe, expect, it } from 'vitest';
import { screenFixture } from '../../../../test/support/screen-fixture';
import { effectiveLayout } from '../../../common/layout';
import { createComponent } from '../../../common/schemas/component';
import { createEditorStore } from '../store/editorStore';
import type { LoadedScreen } from '../store/screenContent';
import { addComponentAction } from './addComponent';
import { deleteLayerAction, REMOVE_COMPONENT_MESSAGE } from './deleteLayer';
import { actionForKey } from './keyboard';
import { shortcutLabel } from './shortcuts';
import type { ActionContext, ConfirmRequest } from './types';

const KITCHEN: LoadedScreen = screenFixture({
  name: 'Kitchen',
  components: [
    { ...createComponent('text', 'bottom'), zIndex: 0 },
    { ...createComponent('clock', 'top'), zIndex: 1 },
  ],
});

function setup(answer = true) {
  let counter = 0;
  const store = createEditorStore({ newId: () => `new-${++counter}` });
  store.getState().load(KITCHEN);
  const asked: ConfirmRequest[] = [];
  const context: ActionContext = {
    store,
    confirm: async (request) => {
      asked.push(request);
      return answer;
    },
  };
  return { store, context, asked };
}

function press(key: string, modifiers: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>> = {}) {
  const codes: Record<string, string> = {
    ']': 'BracketRight',
    '}': 'BracketRight',
    '[': 'BracketLeft',
    '{': 'BracketLeft',
  };
  return {
    key,
    code: codes[key] ?? (key.length === 1 ? `Key${key.toUpperCase()}` : key),
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
    shiftKey: modifiers.shift ?? false,
    altKey: modifiers.alt ?? false,
  };
}

/** Presses a key the way the editor's keyboard handler does. */
async function type(setupResult: ReturnType<typeof setup>, key: ReturnType<typeof press>, apple = false) {
  const action = actionForKey(key, setupResult.store.getState(), apple);
  await action?.perform(setupResult.context);
  return action;
}

function layout(store: ReturnType<typeof setup>['store'], id: string) {
  const component = store.getState().content?.components.find((candidate) => candidate.id === id);
  if (!component) throw new Error(`no layer ${id}`);
  return effectiveLayout(component, 'base');
}

const select = (store: ReturnType<typeof setup>['store'], id: string) =>
  store.getState().select({ kind: 'component', id });

describe('keyboard shortcuts', () => {
  it('undoes with Ctrl+Z, and with ⌘Z (not Ctrl+Z) on Apple devices', async () => {
    const editor = setup();
    editor.store.getState().setRect('top', { x: 300 });
    editor.store.getState().setRect('top', { x: 400 });

    await type(editor, press('z', { ctrl: true }));
    expect(layout(editor.store, 'top').x).toBe(300);
    expect(await type(editor, press('z', { ctrl: true }), true)).toBeUndefined();
    await type(editor, press('z', { meta: true }), true);
    expect(layout(editor.store, 'top').x).toBe(50);
  });

  it('redoes with Shift+Ctrl+Z and with Ctrl+Y', async () => {
    const editor = setup();
    editor.store.getState().setRect('top', { x: 300 });
    editor.store.getState().setRect('top', { x: 400 });
    editor.store.getState().undo();
    editor.store.getState().undo();

    await type(editor, press('Z', { ctrl: true, shift: true }));
    expect(layout(editor.store, 'top').x).toBe(300);
    await type(editor, press('y', { ctrl: true }));
    expect(layout(editor.store, 'top').x).toBe(400);
  });

  it('nudges the selected layer one grid step with an arrow key and five with Shift', async () => {
    const editor = setup();
    select(editor.store, 'top');
    await type(editor, press('ArrowRight'));
    await type(editor, press('ArrowDown', { shift: true }));
    expect(layout(editor.store, 'top')).toMatchObject({ x: 60, y: 100 });
  });

  it('leaves arrow keys to the page when nothing is selected or the layer is locked', async () => {
    const editor = setup();
    expect(await type(editor, press('ArrowLeft'))).toBeUndefined();
    select(editor.store, 'top');
    editor.store.getState().setLocked('top', true);
    expect(await type(editor, press('ArrowLeft'))).toBeUndefined();
    expect(layout(editor.store, 'top').x).toBe(50);
  });

  it('asks before deleting with the Delete key and deletes only when confirmed', async () => {
    const declined = setup(false);
    select(declined.store, 'top');
    await type(declined, press('Delete'));
    expect(declined.asked.map((request) => request.message)).toEqual([REMOVE_COMPONENT_MESSAGE]);
    expect(declined.store.getState().content?.components).toHaveLength(2);

    const confirmed = setup(true);
    select(confirmed.store, 'top');
    await type(confirmed, press('Backspace'));
    expect(confirmed.store.getState().content?.components.map((component) => component.id)).toEqual([
      'bottom',
    ]);
  });

  it('deselects with Escape', async () => {
    const editor = setup();
    select(editor.store, 'top');
    await type(editor, press('Escape'));
    expect(editor.store.getState().selection).toBeNull();
  });

  it('walks the layers list top down to the background with Alt+↓, wrapping, and back with Alt+↑', async () => {
    const editor = setup();
    const seen = [];
    for (let step = 0; step < 4; step++) {
      await type(editor, press('ArrowDown', { alt: true }));
      seen.push(editor.store.getState().selection);
    }
    expect(seen).toEqual([
      { kind: 'component', id: 'top' },
      { kind: 'component', id: 'bottom' },
      { kind: 'background' },
      { kind: 'component', id: 'top' },
    ]);
    await type(editor, press('ArrowUp', { alt: true }));
    expect(editor.store.getState().selection).toEqual({ kind: 'background' });
  });

  it('changes layer order with Ctrl+] and Ctrl+Shift+[, and not past the top', async () => {
    const editor = setup();
    select(editor.store, 'bottom');
    await type(editor, press(']', { ctrl: true }));
    const zOf = (id: string) =>
      editor.store.getState().content?.components.find((component) => component.id === id)?.zIndex;
    expect(zOf('bottom')).toBe(1);
    expect(await type(editor, press(']', { ctrl: true }))).toBeUndefined();
    await type(editor, press('{', { ctrl: true, shift: true }));
    expect(zOf('bottom')).toBe(0);
  });

  it('duplicates with Ctrl+D and toggles lock and visibility', async () => {
    const editor = setup();
    select(editor.store, 'top');
    await type(editor, press('l', { ctrl: true, shift: true }));
    expect(editor.store.getState().content?.components[1]?.isLocked).toBe(true);
    await type(editor, press('h', { ctrl: true, shift: true }));
    expect(layout(editor.store, 'top').isVisible).toBe(false);
    await type(editor, press('d', { ctrl: true }));
    expect(editor.store.getState().content?.components).toHaveLength(3);
  });

  it('writes shortcuts the way each platform does', () => {
    expect(shortcutLabel('Mod+Shift+Z', true)).toBe('⇧⌘Z');
    expect(shortcutLabel('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
  });
});

describe('actions called by buttons', () => {
  it('deletes the layer a sidebar row names, not the selected one', async () => {
    const editor = setup();
    select(editor.store, 'top');
    await deleteLayerAction.perform(editor.context, 'bottom');
    expect(editor.store.getState().content?.components.map((component) => component.id)).toEqual(['top']);
  });

  it('adds only the component types it knows', async () => {
    const editor = setup();
    await addComponentAction.perform(editor.context, 'aquarium' as never);
    expect(editor.store.getState().content?.components).toHaveLength(2);
    await addComponentAction.perform(editor.context, 'text');
    expect(editor.store.getState().content?.components).toHaveLength(3);
  });
});
