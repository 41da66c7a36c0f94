/**
 * The screen document (spec 02 §3, §7): what the editor saves, what templates hold, and the
 * screens and templates the API answers. Stored documents are read back by screen-document.ts.
 */
import { z } from 'zod';
import {
  DEFAULT_CANVAS_SIZE,
  DEFAULT_LAYOUT_PRESET,
  MAX_CUSTOM_DIMENSION,
  MAX_SCREEN_NAME_LENGTH,
  MAX_TIMER_SECONDS,
  OPACITY_RANGE,
} from '../board';
import { CUSTOM_DIMENSIONS_ERROR, CUSTOM_DIMENSIONS_TOO_LARGE_ERROR } from '../layout';
import { isClockTime } from '../screen-care';
import { albumFieldSchema, libraryFieldSchema } from './album';
import { componentsSchema, layoutPresetSchema } from './component';
import { MAX_INTEGER_COLUMN, optionalRowIdSchema, rowIdSchema } from './ids';
import { dollarsField } from './money';
import { SINGLE_BANK_BALANCE_INVALID_MESSAGE } from './piggy-banks';
import { colorSchema, imageUrlSchema, photoCreditSchema, rangedNumber } from './style';

export const BACKGROUND_TYPES = ['color', 'image', 'video'] as const;

export const backgroundSchema = z.object({
  type: z
    .enum(BACKGROUND_TYPES, { error: 'Background type must be color, image or video.' })
    .default('color'),
  url: imageUrlSchema('Background URL').default(null),
  color: colorSchema('Background colour').default('#ffffff'),
  opacity: rangedNumber('Background opacity', OPACITY_RANGE).default(1),
  /** A shared album shown as a slideshow on an image background. */
  album: albumFieldSchema,
  /** The family's photo library shown as a slideshow on an image background. */
  library: libraryFieldSchema,
  /** Who took the photo, when it is a stock photo: credited on the board. */
  credit: photoCreditSchema.default(null),
});
export type ScreenBackground = z.output<typeof backgroundSchema>;

const timerMessage = 'The screen timer must be a whole number of seconds, at most 24 hours.';
export const timerSchema = z.object({
  enabled: z.boolean({ error: 'The screen timer switch must be true or false.' }).default(false),
  durationSeconds: z
    .number({ error: timerMessage })
    .int({ error: timerMessage })
    .min(0, { error: timerMessage })
    .max(MAX_TIMER_SECONDS, { error: timerMessage })
    .default(0),
});
export type ScreenTimer = z.output<typeof timerSchema>;

const clockTimeMessage = 'Night dimming times must be 24-hour times such as 22:00.';
const clockTime = z.string({ error: clockTimeMessage }).refine(isClockTime, { error: clockTimeMessage });

/** Screen care on a display that runs all day: a burn-in shift, and dimming between two times. */
export const careSchema = z.object({
  shift: z.boolean({ error: 'The burn-in shift switch must be true or false.' }).default(true),
  dimAtNight: z.boolean({ error: 'The night dimming switch must be true or false.' }).default(false),
  dimFrom: clockTime.default('22:00'),
  dimTo: clockTime.default('06:30'),
  /** How bright the board stays while dimmed, from 0.1 to 0.9. */
  dimBrightness: rangedNumber('Night brightness', { min: 0.1, max: 0.9 }).default(0.35),
});
export type ScreenCare = z.output<typeof careSchema>;

/**
 * A board shown for looking at only: a paired screen shows it without any touch control (no adding,
 * ticking, swiping or tapping), for a TV that has no touch screen or a wall where nothing should change.
 */
const lookOnlySchema = z.boolean({ error: 'Look only must be true or false.' });

const dimension = z
  .number({ error: CUSTOM_DIMENSIONS_ERROR })
  .int({ error: CUSTOM_DIMENSIONS_ERROR })
  .min(1, { error: CUSTOM_DIMENSIONS_ERROR })
  .max(MAX_CUSTOM_DIMENSION, { error: CUSTOM_DIMENSIONS_TOO_LARGE_ERROR });
export const customDimensionsSchema = z.object({
  widthPx: dimension.default(DEFAULT_CANVAS_SIZE.width),
  heightPx: dimension.default(DEFAULT_CANVAS_SIZE.height),
});

function nameSchema(emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage })
    .max(MAX_SCREEN_NAME_LENGTH, { error: `Names must be at most ${MAX_SCREEN_NAME_LENGTH} characters.` });
}
const screenNameSchema = nameSchema('Name cannot be empty.');

const versionMessage = 'Screen version must be a whole number.';
const versionSchema = z
  .number({ error: versionMessage })
  .int({ error: versionMessage })
  .min(0, { error: versionMessage })
  .max(MAX_INTEGER_COLUMN, { error: `Screen version must be at most ${MAX_INTEGER_COLUMN}.` });

/**
 * The screen's body: every field the editor edits, each with the value a new screen gets. Defined
 * once; the request, answer, stored and editor forms below and in screen-document.ts derive from
 * it, so a new screen field is one line here (and its control in the editor). A stored document
 * that needs bringing forward for it gets a numbered upgrade in screen-document.ts.
 */
export const screenBodySchema = z.object({
  components: componentsSchema.default([]),
  background: backgroundSchema.prefault({}),
  timer: timerSchema.prefault({}),
  care: careSchema.prefault({}),
  lookOnly: lookOnlySchema.default(false),
  activeLayoutPreset: layoutPresetSchema.default(DEFAULT_LAYOUT_PRESET),
  customDimensions: customDimensionsSchema.prefault({}),
});
export type ScreenBody = z.output<typeof screenBodySchema>;
export type ScreenBodyField = keyof ScreenBody;

/** The body's field names, in the schema's order. */
export const SCREEN_BODY_FIELDS = screenBodySchema.keyof().options;

/** The body's fields of `screen` (whatever else it carries is left behind). */
export function screenBodyOf(screen: ScreenBody): ScreenBody {
  return Object.fromEntries(SCREEN_BODY_FIELDS.map((field) => [field, screen[field]])) as ScreenBody;
}

type WithoutDefaults<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: Shape[Key] extends z.ZodDefault<infer Inner> | z.ZodPrefault<infer Inner>
    ? Inner
    : Shape[Key];
};

function withoutDefaults<Shape extends z.ZodRawShape>(shape: Shape): WithoutDefaults<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? field.unwrap() : field,
    ]),
  ) as WithoutDefaults<Shape>;
}

/** The body as it must be when given whole: every field present (an answer, a saved screen). */
const screenFieldsShape = withoutDefaults(screenBodySchema.shape);
const screenFieldsSchema = z.object(screenFieldsShape);

/** A screen without its id: the body of a duplicate, and what a template keeps. */
export const screenDataSchema = screenBodySchema.extend({ name: screenNameSchema.optional() });
export type ScreenData = z.output<typeof screenDataSchema>;

/** POST /api/screens: a new screen, or a copy of one. */
export const createScreenSchema = screenDataSchema.extend({ name: screenNameSchema });

/** The fields a PUT must send (spec 02 §7); every field added since may be left out. */
const SPEC_SAVE_FIELDS = {
  components: true,
  background: true,
  timer: true,
  activeLayoutPreset: true,
  customDimensions: true,
} as const;

/**
 * PUT /api/screens/{id}: the whole screen; `version` is the one the editor loaded, and a stale one
 * is a conflict. A field added after the spec's is optional, so a client that does not know it yet
 * saves without losing it: the screen keeps what it had.
 */
export const screenDocumentSchema = z.object({
  name: screenNameSchema.optional(),
  ...screenFieldsSchema.partial().shape,
  ...screenFieldsSchema.pick(SPEC_SAVE_FIELDS).shape,
  version: versionSchema,
});
export type ScreenDocument = z.output<typeof screenDocumentSchema>;

/** POST /api/saved-screens. */
export const createSavedScreenSchema = z.object({
  name: nameSchema('Saved screen name cannot be empty.'),
  screenData: screenDataSchema.prefault({}),
});

/** POST /api/screens/reorder. */
export const reorderScreensSchema = z.object({
  order: z
    .array(rowIdSchema('Each screen id'), { error: 'The screen order must be a list of screen ids.' })
    .max(1000, { error: 'The screen order can list at most 1000 screens.' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each screen can appear only once in the order.',
    }),
});

/** A screen as the API answers it. */
export const screenSchema = z.object({
  id: z.number().int().min(0),
  name: screenNameSchema,
  ...screenFieldsShape,
  version: versionSchema,
  /** Place in the user's screen list, from 0. */
  position: z.number().int().min(0),
});
export type Screen = z.output<typeof screenSchema>;

/** A screen as the API answers it, with when it was made and last saved. */
export const wireScreenSchema = screenSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type WireScreen = z.output<typeof wireScreenSchema>;

/** A saved template as the API answers it. */
export const savedScreenSchema = z.object({
  id: z.number(),
  name: z.string(),
  screenData: screenDataSchema,
  createdAt: z.string(),
});
export type SavedScreen = z.output<typeof savedScreenSchema>;

const simpleNameSchema = nameSchema('Name is required');

/**
 * POST /api/screens/simple: the simple Manage Screens form in one request (spec 02 §2). Without
 * `screenId` it adds a screen; with it, it changes that screen from the `version` the form showed.
 * `choices` are keyed by the widgets' choice keys; `listId` is the task list for the Lists choice;
 * `piggyBankBalance`, when given, sets the family's piggy bank (creating it when there is none).
 */
export const simpleScreenSchema = z.object({
  screenId: optionalRowIdSchema('The screen id'),
  version: versionSchema.optional(),
  name: simpleNameSchema,
  choices: z
    .record(z.string().max(40), z.boolean({ error: 'Each choice must be true or false.' }))
    .default({}),
  listId: optionalRowIdSchema('The list id', 'Please select a list'),
  piggyBankBalance: dollarsField(SINGLE_BANK_BALANCE_INVALID_MESSAGE).nullish(),
});
export type SimpleScreenRequest = z.output<typeof simpleScreenSchema>;
export type SimpleScreenInput = z.input<typeof simpleScreenSchema>;

/** The answer: the screen as saved, and the family's piggy-bank balance when the form set it. */
export const simpleScreenAnswerSchema = z.object({
  screen: wireScreenSchema,
  piggyBankBalance: z.number().nullable(),
});
