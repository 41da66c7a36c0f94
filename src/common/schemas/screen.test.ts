import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage } from './issue-messages';
import {
  createSavedScreenSchema,
  createScreenSchema,
  reorderScreensSchema,
  screenDocumentSchema,
  screenSchema,
} from './screen';
import { readScreen } from './screen-document';

function document(components: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    components,
    background: { type: 'color', color: '#ffffff', opacity: 1 },
    timer: { enabled: false, durationSeconds: 0 },
    activeLayoutPreset: 'base',
    customDimensions: { widthPx: 1920, heightPx: 1080 },
    version: 3,
    ...overrides,
  };
}

const text = (overrides: Record<string, unknown> = {}) => ({
  id: 't1',
  type: 'text',
  x: 50,
  y: 50,
  width: 300,
  height: 100,
  ...overrides,
});

function errorOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return firstIssueMessage(result.error);
}

describe('screenDocumentSchema', () => {
  it('accepts a whole screen and fills each widget type with its defaults', () => {
    const parsed = screenDocumentSchema.parse(
      document([text(), { id: 'k1', type: 'clock', x: 0, y: 0, width: 250, height: 100 }]),
    );
    const [textComponent, clock] = parsed.components;
    expect(textComponent.type === 'text' && textComponent.textContent).toBe('Editable Text');
    expect(clock.type === 'clock' && clock.clockConfig).toEqual({
      timezone: 'America/New_York',
      hour12: true,
      showSeconds: false,
    });
    expect(parsed.version).toBe(3);
  });

  it('rejects an unknown component type by name', () => {
    expect(errorOf(screenDocumentSchema, document([text({ type: 'foo' })]))).toBe(
      'Unknown component type: foo',
    );
  });

  it('rejects a font size outside 8..248', () => {
    expect(errorOf(screenDocumentSchema, document([text({ style: { fontSize: 300 } })]))).toBe(
      'Font size must be a number from 8 to 248.',
    );
  });

  it('rejects an opacity above 1', () => {
    expect(errorOf(screenDocumentSchema, document([text({ style: { opacity: 1.5 } })]))).toBe(
      'Opacity must be a number from 0 to 1.',
    );
    expect(
      screenDocumentSchema.safeParse(document([], { background: { type: 'color', opacity: 1.5 } })).success,
    ).toBe(false);
  });

  it('rejects a component smaller than 10', () => {
    expect(errorOf(screenDocumentSchema, document([text({ width: 5 })]))).toBe(
      'Width must be a number from 10 to 100000.',
    );
  });

  it('rejects more than 200 components and repeated ids', () => {
    const many = Array.from({ length: 201 }, (_, index) => text({ id: `t${index}` }));
    expect(errorOf(screenDocumentSchema, document(many))).toBe('A screen can hold at most 200 components.');
    expect(errorOf(screenDocumentSchema, document([text(), text()]))).toBe(
      'Each component on a screen needs a different id.',
    );
  });

  it('rejects text longer than 10,000 characters', () => {
    expect(errorOf(screenDocumentSchema, document([text({ textContent: 'x'.repeat(10_001) })]))).toBe(
      'Text must be at most 10,000 characters.',
    );
  });

  it('trims image URLs, turns an empty one into null and refuses other schemes', () => {
    const image = (imageDataUrl: string) => ({ ...text({ type: 'image' }), imageDataUrl });
    const [trimmed] = screenDocumentSchema.parse(
      document([image('  https://example.com/a.png ')]),
    ).components;
    expect(trimmed.type === 'image' && trimmed.imageDataUrl).toBe('https://example.com/a.png');
    const [empty] = screenDocumentSchema.parse(document([image('   ')])).components;
    expect(empty.type === 'image' && empty.imageDataUrl).toBeNull();
    expect(errorOf(screenDocumentSchema, document([image('javascript:alert(1)')]))).toBe(
      'Image URL must be an http or https URL.',
    );
  });

  it('reads row references as numbers, from a form select too', () => {
    const piggyBank = (piggyBankId: unknown) => ({ ...text({ type: 'piggy-bank' }), piggyBankId });
    const [fromSelect] = screenDocumentSchema.parse(document([piggyBank('12')])).components;
    expect(fromSelect.type === 'piggy-bank' && fromSelect.piggyBankId).toBe(12);
    const [none] = screenDocumentSchema.parse(document([piggyBank('')])).components;
    expect(none.type === 'piggy-bank' && none.piggyBankId).toBeNull();
    expect(errorOf(screenDocumentSchema, document([piggyBank('abc')]))).toBe(
      'The piggy bank id must be a positive whole number.',
    );
  });

  it('requires the version the editor loaded', () => {
    const { version: _omitted, ...withoutVersion } = document([]);
    expect(errorOf(screenDocumentSchema, withoutVersion)).toBe('Screen version must be a whole number.');
    expect(errorOf(screenDocumentSchema, { ...document([]), version: 2 ** 31 })).toBe(
      'Screen version must be at most 2147483647.',
    );
    expect(
      errorOf(screenDocumentSchema, {
        ...document([]),
        customDimensions: { widthPx: 10_001, heightPx: 720 },
      }),
    ).toBe('Custom dimensions can be at most 10000 pixels.');
  });
});

describe('createScreenSchema and createSavedScreenSchema', () => {
  it('needs a name for a new screen and fills the rest', () => {
    expect(errorOf(createScreenSchema, { name: '   ' })).toBe('Name cannot be empty.');
    expect(errorOf(createScreenSchema, {})).toBe('Name cannot be empty.');
    expect(createScreenSchema.parse({ name: ' Kitchen ' })).toEqual({
      name: 'Kitchen',
      components: [],
      background: { type: 'color', url: null, color: '#ffffff', opacity: 1, credit: null },
      timer: { enabled: false, durationSeconds: 0 },
      care: { shift: true, dimAtNight: false, dimFrom: '22:00', dimTo: '06:30', dimBrightness: 0.35 },
      lookOnly: false,
      activeLayoutPreset: 'base',
      customDimensions: { widthPx: 1920, heightPx: 1080 },
    });
  });

  it('needs a name for a template', () => {
    expect(errorOf(createSavedScreenSchema, { name: '', screenData: {} })).toBe(
      'Saved screen name cannot be empty.',
    );
  });

  it('refuses a screen listed twice in a reorder', () => {
    expect(errorOf(reorderScreensSchema, { order: [1, 2, 1] })).toBe(
      'Each screen can appear only once in the order.',
    );
    expect(errorOf(reorderScreensSchema, { order: [1, 'two'] })).toBe(
      'Each screen id must be a positive whole number.',
    );
    expect(reorderScreensSchema.parse({ order: [2, '1'] })).toEqual({ order: [2, 1] });
  });
});

describe('firstIssueMessage', () => {
  it('names the field when the schema gives no message of its own', () => {
    const schema = z.object({ items: z.array(z.object({ count: z.number().max(3) })) });
    expect(errorOf(schema, { items: [{ count: 2 }, { count: 4 }] })).toBe(
      'The field items[1].count must be at most 3.',
    );
    expect(errorOf(schema, {})).toBe('The field items is required.');
  });
});

describe('readScreen', () => {
  it('turns anything into a valid empty screen', () => {
    const repaired = readScreen(null);
    expect(screenSchema.parse(repaired)).toEqual(repaired);
    expect(repaired).toMatchObject({
      name: 'Untitled Screen',
      components: [],
      timer: { enabled: false, durationSeconds: 0 },
      activeLayoutPreset: 'base',
      customDimensions: { widthPx: 1920, heightPx: 1080 },
    });
  });

  it('maps piggybank, drops unknown types, clamps numbers and fills defaults', () => {
    const repaired = readScreen({
      id: 7,
      name: 'Hall',
      version: 2,
      background: { type: 'sparkles', opacity: 4 },
      activeLayoutPreset: 'ipad_portrait',
      components: [
        { id: 'p', type: 'piggybank', x: 10, y: 10, width: 200, height: 150 },
        { id: 'x', type: 'aquarium', x: 0, y: 0, width: 100, height: 100 },
        {
          id: 't',
          type: 'text',
          width: 3,
          style: { fontSize: 300, opacity: 1.5, fontColor: 'red; background: url(x)' },
          layouts: { ipad_portrait: { x: 0, y: 0, width: 100, height: 100, fontSize: 2 }, phone: {} },
        },
        {
          id: 'c',
          type: 'calendar',
          x: 0,
          y: 0,
          width: 250,
          height: 250,
          calendarUpcomingEventCount: 0,
          calendarIds: [3, '4', 'google-primary'],
        },
      ],
    });
    expect(screenSchema.parse(repaired)).toEqual(repaired);
    expect(repaired.id).toBe(7);
    expect(repaired.background).toEqual({
      type: 'color',
      url: null,
      color: '#ffffff',
      opacity: 1,
      credit: null,
    });
    expect(repaired.components.map((component) => component.type)).toEqual([
      'piggy-bank',
      'text',
      'calendar',
    ]);

    const [piggyBank, textComponent, calendar] = repaired.components;
    expect(piggyBank.type === 'piggy-bank' && piggyBank.piggyBankId).toBeNull();
    expect(textComponent).toMatchObject({
      x: 50,
      y: 50,
      width: 10,
      height: 100,
      textContent: 'Editable Text',
    });
    expect(textComponent.style).toMatchObject({ fontSize: 248, opacity: 1, zIndex: 1 });
    // A colour that is not one is dropped, leaving the text colour automatic.
    expect(textComponent.style.fontColor).toBeUndefined();
    expect(textComponent.layouts).toEqual({
      ipad_portrait: { x: 0, y: 0, width: 100, height: 100, fontSize: 8 },
    });
    expect(calendar.type === 'calendar' && calendar.calendarUpcomingEventCount).toBe(1);
    expect(calendar.type === 'calendar' && calendar.calendarIds).toEqual([3, 4]);
  });

  it('reads old spellings: bare type names and top-level clock settings', () => {
    const repaired = readScreen({
      components: [
        'menu',
        { type: 'events' },
        { type: 'clock', id: 'k', timezone: 'Europe/London', hour12: false },
      ],
    });
    const [menu, events, clock] = repaired.components;
    expect(menu.type === 'menu' && menu.menuConfig.daysToDisplay).toBe(3);
    expect(events.type).toBe('events');
    expect(clock.type === 'clock' && clock.clockConfig).toEqual({
      timezone: 'Europe/London',
      hour12: false,
      showSeconds: false,
    });
    expect(new Set(repaired.components.map((component) => component.id)).size).toBe(3);
  });

  it('gives repeated component ids new ones', () => {
    const repaired = readScreen({ components: [text(), text()] });
    expect(repaired.components).toHaveLength(2);
    expect(screenSchema.safeParse(repaired).success).toBe(true);
  });

  it('turns off a timer that has no duration', () => {
    expect(readScreen({ timer: { enabled: true, durationSeconds: 0 } }).timer).toEqual({
      enabled: false,
      durationSeconds: 0,
    });
    expect(readScreen({ timer: { enabled: true, durationSeconds: 150 } }).timer).toEqual({
      enabled: true,
      durationSeconds: 150,
    });
  });

  it('leaves a valid saved screen as it was', () => {
    const once = readScreen({
      id: 's1',
      name: 'Kitchen',
      components: [text(), { ...text({ id: 'i', type: 'image' }) }],
    });
    expect(readScreen(once)).toEqual(once);
  });
});
