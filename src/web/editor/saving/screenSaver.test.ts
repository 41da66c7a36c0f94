import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenFixture } from '../../../../test/support/screen-fixture';
import { createComponent } from '../../../common/schemas/component';
import type { Screen } from '../../../common/schemas/screen';
import { createEditorStore } from '../store/editorStore';
import { createScreenSaver, type SaveOutcome, type ScreenSaveBody } from './screenSaver';

function screen(overrides: Partial<Screen> = {}): Screen {
  return screenFixture({ components: [{ ...createComponent('text', 'a'), zIndex: 0 }], ...overrides });
}

function setup(answer?: (body: ScreenSaveBody) => Promise<SaveOutcome>) {
  const store = createEditorStore();
  store.getState().load(screen());
  const bodies: ScreenSaveBody[] = [];
  const conflicts: string[] = [];
  const errors: unknown[] = [];
  const exits: ScreenSaveBody[] = [];
  const save = vi.fn(async (_id: string | number, body: ScreenSaveBody): Promise<SaveOutcome> => {
    bodies.push(body);
    if (answer) return answer(body);
    return { kind: 'saved', screen: screen({ ...body, version: body.version + 1 }) };
  });
  const saver = createScreenSaver({
    store,
    save,
    saveOnExit: (_id, body) => exits.push(body),
    onConflict: (message) => conflicts.push(message),
    onError: (error) => errors.push(error),
  });
  saver.start();
  return { store, saver, save, bodies, conflicts, errors, exits };
}

const xOf = (body: ScreenSaveBody) => body.components[0]?.x;

describe('screen saver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the whole screen once, 1.2 s after the last of several changes', async () => {
    const { store, save, bodies } = setup();
    store.getState().setRect('a', { x: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    store.getState().setRect('a', { x: 200 });
    await vi.advanceTimersByTimeAsync(1199);
    expect(save).not.toHaveBeenCalled();
    expect(store.getState().saveStatus).toBe('saving');

    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(bodies[0]).toMatchObject({ name: 'Hall', version: 1, activeLayoutPreset: 'base' });
    expect(xOf(bodies[0]!)).toBe(200);
    expect(store.getState().saveStatus).toBe('saved');
    expect(store.getState().meta?.version).toBe(2);
  });

  it('sends the next save with the version the server answered', async () => {
    const { store, bodies } = setup();
    store.getState().setRect('a', { x: 100 });
    await vi.advanceTimersByTimeAsync(1200);
    store.getState().setRect('a', { x: 300 });
    await vi.advanceTimersByTimeAsync(1200);
    expect(bodies.map((body) => body.version)).toEqual([1, 2]);
  });

  it('does not save selection or preset changes', async () => {
    const { store, save } = setup();
    store.getState().select({ kind: 'component', id: 'a' });
    store.getState().setPreset('ipad_landscape');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves at once on flush, e.g. before another screen is opened', async () => {
    const { store, saver, bodies } = setup();
    store.getState().setRect('a', { x: 100 });
    await saver.flush();
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(bodies).toHaveLength(1);
  });

  it('saves changes made during a request after it returns, one request at a time', async () => {
    let release: () => void = () => {};
    const { store, bodies } = setup(
      (body) =>
        new Promise((resolve) => {
          release = () => resolve({ kind: 'saved', screen: screen({ ...body, version: body.version + 1 }) });
        }),
    );
    store.getState().setRect('a', { x: 100 });
    await vi.advanceTimersByTimeAsync(1200);
    store.getState().setRect('a', { x: 400 });
    await vi.advanceTimersByTimeAsync(1200);
    expect(bodies).toHaveLength(1);

    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ version: 2 });
    expect(xOf(bodies[1]!)).toBe(400);
    release();
  });

  it('loads the other device’s screen on a conflict instead of overwriting it', async () => {
    const theirs = screen({ name: 'Hall (edited on the tablet)', version: 5 });
    const { store, conflicts } = setup(async () => ({
      kind: 'conflict',
      screen: theirs,
      message: 'This screen was changed somewhere else. Loading the latest version.',
    }));
    store.getState().setRect('a', { x: 100 });
    await vi.advanceTimersByTimeAsync(1200);

    expect(store.getState().content?.name).toBe('Hall (edited on the tablet)');
    expect(store.getState().meta?.version).toBe(5);
    expect(store.getState().history.past).toHaveLength(0);
    expect(conflicts).toEqual(['This screen was changed somewhere else. Loading the latest version.']);
  });

  it('reports a failed save and keeps the changes for the next attempt', async () => {
    const { store, errors } = setup(async () => {
      throw new Error('offline');
    });
    store.getState().setRect('a', { x: 100 });
    await vi.advanceTimersByTimeAsync(1200);
    expect(store.getState().saveStatus).toBe('error');
    expect(errors).toHaveLength(1);
    expect(store.getState().revision).not.toBe(store.getState().savedRevision);
  });

  it('hands unsaved changes to the browser when the page is left', () => {
    const { store, saver, exits, save } = setup();
    store.getState().setRect('a', { x: 100 });
    saver.flushOnExit();
    expect(exits).toHaveLength(1);
    expect(xOf(exits[0]!)).toBe(100);
    expect(save).not.toHaveBeenCalled();
  });
});
