import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createComponent } from '../src/common/schemas/component';
import {
  type SavedScreen,
  SCREEN_BODY_FIELDS,
  type ScreenBody,
  type ScreenBodyField,
  screenBodySchema,
  type WireScreen,
} from '../src/common/schemas/screen';
import { readScreen, storedScreenDocument } from '../src/common/schemas/screen-document';
import { createEditorStore } from '../src/web/editor/store/editorStore';
import { buildTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { makeSignedInFamily } from './support/factories';

/**
 * Every field of the screen body, walked from the schema itself (no list kept here), survives each
 * path a screen takes: the editor's control and store, save and reload, duplicate, a template saved
 * and loaded, and the copy a browser keeps. A field added to the schema that some path drops fails
 * here, naming the field and the path.
 */

/** Fields whose values a walk of their schema cannot invent. */
const SAMPLES: Partial<Record<ScreenBodyField, unknown>> = {
  components: [createComponent('clock', 'walk-clock'), createComponent('text', 'walk-text')],
};

const TEXT_CANDIDATES = ['#123456', '12:34', 'https://example.com/walk.jpg', 'Walked'];

/**
 * A value that `schema` accepts other than `usual`, made from the schema's own kind and bounds.
 * `accepts` is the whole field's check, so a value fits every wrapper around the part that makes it.
 */
function otherValue(
  schema: z.ZodType,
  usual: unknown,
  accepts = (value: unknown) => schema.safeParse(value).success,
): unknown {
  const first = (candidates: unknown[]) =>
    candidates.find((candidate) => candidate !== undefined && candidate !== usual && accepts(candidate));
  if (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable
  ) {
    return otherValue(schema.unwrap() as z.ZodType, usual, accepts);
  }
  if (schema instanceof z.ZodPipe) {
    return first([
      otherValue(schema.in as z.ZodType, usual, accepts),
      otherValue(schema.out as z.ZodType, usual, accepts),
    ]);
  }
  if (schema instanceof z.ZodBoolean) return first([usual !== true]);
  if (schema instanceof z.ZodEnum) return first(schema.options);
  if (schema instanceof z.ZodNumber) {
    const bounds = [schema.maxValue, schema.minValue, 2, 1].filter(
      (bound): bound is number => typeof bound === 'number' && Number.isFinite(bound),
    );
    const middle = (bounds[0] + bounds[1]) / 2;
    return first([schema.isInt ? Math.round(middle) : middle, ...bounds]);
  }
  if (schema instanceof z.ZodString) return first(TEXT_CANDIDATES);
  if (schema instanceof z.ZodArray) return Array.isArray(usual) ? undefined : first([[]]);
  if (schema instanceof z.ZodObject) {
    const current = (usual ?? {}) as Record<string, unknown>;
    const shape = schema.shape as Record<string, z.ZodType>;
    const next = Object.fromEntries(
      Object.entries(shape).map(([key, field]) => [key, otherValue(field, current[key]) ?? current[key]]),
    );
    return Object.keys(shape).some((key) => next[key] !== current[key]) ? first([next]) : undefined;
  }
  return undefined;
}

const defaults = screenBodySchema.parse({});

/** Each field of the body other than a new screen has it. */
function walkedBody(): ScreenBody {
  const entries = SCREEN_BODY_FIELDS.map((field) => {
    const value = SAMPLES[field] ?? otherValue(screenBodySchema.shape[field] as z.ZodType, defaults[field]);
    if (value === undefined)
      throw new Error(`No sample for the screen field ${field}: give it one in SAMPLES`);
    return [field, value];
  });
  return screenBodySchema.parse(Object.fromEntries(entries));
}

/** Every field of `screen` as `sample` has it, each named with the path that lost it. */
function expectEveryField(screen: Partial<ScreenBody> | undefined, sample: ScreenBody, path: string) {
  for (const field of SCREEN_BODY_FIELDS) {
    expect(screen?.[field], `the screen field ${field} after ${path}`).toEqual(sample[field]);
  }
}

describe.each(dialects)('every screen field survives every path on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const sample = walkedBody();

  it('walks fields that each differ from a new screen', () => {
    for (const field of SCREEN_BODY_FIELDS) {
      expect(sample[field], `the sample of ${field}`).not.toEqual(defaults[field]);
    }
  });

  it('keeps each field through the editor, save and reload, duplicate and templates', async () => {
    const { agent } = await makeSignedInFamily(t);
    const json = async <T>(response: Promise<{ statusCode: number; body: string }>, status: number) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(status);
      return JSON.parse(answer.body) as T;
    };
    const created = await json<WireScreen>(agent.post('/api/screens', { name: 'Walk' }), 201);

    // The editor: each field set through the store, as its control does, and the saver's body sent.
    const store = createEditorStore();
    store.getState().load(created);
    for (const field of SCREEN_BODY_FIELDS) store.getState().setScreenField(field, sample[field]);
    const edited = store.getState().content;
    expectEveryField(edited ?? undefined, sample, "the editor's controls");
    const saved = await json<WireScreen>(
      agent.put(`/api/screens/${created.id}`, { ...edited, version: created.version }),
      200,
    );
    expectEveryField(saved, sample, 'a save');

    const reloaded = await json<WireScreen>(agent.get(`/api/screens/${created.id}`), 200);
    expectEveryField(reloaded, sample, 'a save and reload');
    const listed = await json<WireScreen[]>(agent.get('/api/screens'), 200);
    expectEveryField(
      listed.find((screen) => screen.id === created.id),
      sample,
      'a save and the list',
    );

    store.getState().load(reloaded);
    const content = store.getState().content;
    expectEveryField(content ?? undefined, sample, "loading into the editor's store");

    // Duplicate Screen posts the open screen's content under a new name.
    const copy = await json<WireScreen>(agent.post('/api/screens', { ...content, name: 'Walk copy' }), 201);
    expectEveryField(copy, sample, 'a duplicate');
    expectEveryField(
      await json<WireScreen>(agent.get(`/api/screens/${copy.id}`), 200),
      sample,
      'a duplicate reloaded',
    );

    const template = await json<SavedScreen>(
      agent.post('/api/saved-screens', { name: 'Walk template', screenData: content }),
      201,
    );
    expectEveryField(template.screenData, sample, 'saving as a template');
    const templates = await json<SavedScreen[]>(agent.get('/api/saved-screens'), 200);
    expectEveryField(
      templates.find((entry) => entry.id === template.id)?.screenData,
      sample,
      'listing templates',
    );
    const loaded = await json<WireScreen>(agent.post(`/api/screens/load-from-saved/${template.id}`), 201);
    expectEveryField(loaded, sample, 'loading a template');

    // The demo keeps its board in the browser as a stored document, read back the same way.
    const kept = JSON.parse(JSON.stringify({ name: 'Walk', ...storedScreenDocument(reloaded) }));
    expectEveryField(readScreen(kept), sample, 'a board kept in the browser');
  });
});
