import { z } from 'zod';
import { type ScheduleWindow, WEEKDAYS } from '../display-schedule';
import { findOverlap, MAX_SCHEDULE_WINDOWS, overlapMessage } from '../display-schedule-words';
import { isClockTime } from '../screen-care';
import { storable } from './text';

/** How often the pairing screen asks whether a phone has paired it (spec 01 §9). */
export const PAIRING_POLL_MS = 5_000;
/** How long a pairing code can be used (DESIGN §5, RFC 8628's expires_in). */
export const PAIRING_LIFETIME_MS = 10 * 60_000;

export const DISPLAY_NAME_MAX = 60;

/**
 * The typed pairing code (RFC 8628 §6.1): eight letters from the twenty consonants without
 * look-alikes (no vowels, so no words; no digits, so no 0/O or 1/I), about 34 bits.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;
export const USER_CODE_FORMAT_MESSAGE = 'Enter the 8-letter code shown on the screen, like BCDF-GHJK.';

/** The code as typed, in capitals without dashes or spaces; null when it cannot be a code. */
export function normalizeUserCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[\s\-‐-―]/g, '');
  if (letters.length !== USER_CODE_LENGTH) return null;
  return [...letters].every((letter) => USER_CODE_ALPHABET.includes(letter)) ? letters : null;
}

/** XXXX-XXXX, as the TV shows it. */
export const formatUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** POST /api/pair: what the TV says of itself, so the phone can show which device it is pairing. */
export const startPairingSchema = z
  .object({
    deviceId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional()
      .catch(undefined),
    widthPx: z.number().int().min(1).max(16384).optional().catch(undefined),
    heightPx: z.number().int().min(1).max(16384).optional().catch(undefined),
  })
  .default({});

/** POST /api/pair */
export const pairingSchema = z.object({
  pairingId: z.string(),
  /** The address the QR code holds: it opens Luno on the phone. */
  url: z.string(),
  qrPayload: z.string(),
  expiresAt: z.string(),
  /** The code to type on a phone when the QR code cannot be scanned, as XXXX-XXXX. */
  userCode: z.string(),
  /** Where to type it (RFC 8628's verification_uri). */
  verificationUri: z.string(),
});
export type Pairing = z.infer<typeof pairingSchema>;

/**
 * GET /api/pair/{pairingId}/status. Only the TV that asked for the code (it holds the pairing
 * cookie) receives the device session, once; anyone else learns only `paired`.
 */
export const pairingStatusSchema = z.object({
  paired: z.boolean(),
  token: z.string().optional(),
  familyId: z.number().optional(),
  /** The board the phone chose for this TV; null: none chosen. */
  screenId: z.number().nullable().optional(),
});
export type PairingStatus = z.infer<typeof pairingStatusSchema>;

/** GET /api/pair/{pairingId}: the waiting device, shown on the phone before it confirms. */
export const pendingPairingSchema = z.object({
  widthPx: z.number().nullable(),
  heightPx: z.number().nullable(),
  browser: z.string(),
  expiresAt: z.string(),
});
export type PendingPairing = z.infer<typeof pendingPairingSchema>;

const userCodeSchema = z
  .string({ error: USER_CODE_FORMAT_MESSAGE })
  .max(64, USER_CODE_FORMAT_MESSAGE)
  .transform((typed, context) => {
    const code = normalizeUserCode(typed);
    if (code === null) context.addIssue({ code: 'custom', message: USER_CODE_FORMAT_MESSAGE });
    return code ?? '';
  });

/** POST /api/pair/code: the typed code, in any case, with or without its dash or spaces. */
export const pairingCodeSchema = z.object({ userCode: userCodeSchema });

const displayNameSchema = z
  .string({ error: 'Screen name must be text.' })
  .trim()
  .min(1, 'Please give the screen a name.')
  .max(DISPLAY_NAME_MAX, `Screen name must be at most ${DISPLAY_NAME_MAX} characters.`);

const boardIdSchema = z
  .number({ error: 'screenId must be a board id or null.' })
  .int()
  .positive()
  .max(2_147_483_647);

/** POST /api/pair/{pairingId}/complete */
export const completePairingSchema = storable(
  z.object({
    familyId: z.number({ error: 'familyId must be a number.' }).int(),
    screenId: boardIdSchema.nullable().optional(),
    name: displayNameSchema.optional(),
  }),
);

/** POST /api/pair/code/complete: confirming the screen found by its typed code. */
export const completePairingByCodeSchema = storable(
  z.object({
    userCode: userCodeSchema,
    familyId: z.number({ error: 'familyId must be a number.' }).int(),
    screenId: boardIdSchema.nullable().optional(),
    name: displayNameSchema.optional(),
  }),
);

const SCHEDULE_TIME_MESSAGE = 'Times must be 24-hour times such as 06:30.';
const scheduleTimeSchema = z
  .string({ error: SCHEDULE_TIME_MESSAGE })
  .refine(isClockTime, { error: SCHEDULE_TIME_MESSAGE });
const DAYS_MESSAGE = 'Choose at least one day for each time.';

/** One window of a display's schedule (`common/display-schedule.ts` says how it runs). */
export const scheduleWindowSchema = z.object({
  screenId: z
    .number({ error: 'Each time needs a board.' })
    .int({ error: 'Each time needs a board.' })
    .positive({ error: 'Each time needs a board.' })
    .max(2_147_483_647, { error: 'Each time needs a board.' }),
  days: z
    .array(z.enum(WEEKDAYS, { error: 'Days must be mon, tue, wed, thu, fri, sat or sun.' }), {
      error: DAYS_MESSAGE,
    })
    .max(14, { error: DAYS_MESSAGE })
    // In week order, each once.
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day)))
    .refine((days) => days.length > 0, { error: DAYS_MESSAGE }),
  from: scheduleTimeSchema,
  until: scheduleTimeSchema,
});

/** A display's whole schedule: its windows, none of which overlap another. */
export const scheduleSchema = z
  .array(scheduleWindowSchema, { error: 'The schedule must be a list of times.' })
  .max(MAX_SCHEDULE_WINDOWS, { error: `A screen's schedule holds at most ${MAX_SCHEDULE_WINDOWS} times.` })
  .superRefine((windows, context) => {
    const overlap = findOverlap(windows);
    if (overlap) context.addIssue({ code: 'custom', message: overlapMessage(overlap) });
  });

const scheduleAnswerSchema = z.array(
  z.object({
    screenId: z.number(),
    days: z.array(z.enum(WEEKDAYS)),
    from: z.string(),
    until: z.string(),
  }),
) satisfies z.ZodType<ScheduleWindow[]>;

/** A paired display as the Devices page shows it. */
export const displaySchema = z.object({
  id: z.number(),
  name: z.string(),
  widthPx: z.number().nullable(),
  heightPx: z.number().nullable(),
  browser: z.string(),
  /** The board it shows; null: none chosen. */
  screenId: z.number().nullable(),
  /** true: it moves on between boards by their screen timers; false: it stays on `screenId`. */
  cycle: z.boolean(),
  /** When a parent last sent it to a board: the TV goes there when this changes. */
  switchedAt: z.string(),
  /**
   * Boards by time of day, in the family's zone. Inside a window the display shows its board; outside
   * every window it shows `screenId` and moves on by the timers (`cycle`). A held board (`cycle`
   * false) wins over the schedule until it is sent back to its cycle.
   */
  schedule: scheduleAnswerSchema,
  pairedAt: z.string(),
  lastSeenAt: z.string(),
});
export type Display = z.infer<typeof displaySchema>;

/** PATCH /api/displays/{id}: rename it, send it to a board, or back to its cycle, or set its schedule. */
export const updateDisplaySchema = storable(
  z
    .object({
      name: displayNameSchema.optional(),
      screenId: boardIdSchema.nullable().optional(),
      cycle: z.boolean({ error: 'cycle must be true or false.' }).optional(),
      /** The whole schedule, replacing the one it had; [] clears it. */
      schedule: scheduleSchema.optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: 'Send a name, a screenId, cycle or a schedule to change.',
    }),
);
export type UpdateDisplay = z.infer<typeof updateDisplaySchema>;
