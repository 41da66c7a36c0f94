/** The family's people (issue 29): `GET /api/people`, `POST /api/people`, `PATCH` and `DELETE /api/people/{id}`. */
import { z } from 'zod';
import { PERSON_KINDS, PROFILE_KINDS, type ProfileKind } from '../people';

export const PERSON_NAME_MAX_LENGTH = 50;
/** Children a family may add; members come with their accounts. */
export const MAX_CHILDREN = 20;
/** Grown-ups without a log-in a family may add. */
export const MAX_ADULTS = 20;

export const PERSON_NAME_REQUIRED_MESSAGE = 'Name is required.';
export const PERSON_COLOR_MESSAGE = 'Colour must be a hex colour such as #1e88e5.';
export const PERSON_EMOJI_MESSAGE = 'Choose one emoji, or none.';
export const PERSON_NOT_FOUND_MESSAGE = 'Person not found.';
export const MEMBER_NOT_DELETABLE_MESSAGE =
  'A member has an account: they leave the family, or are removed, on the Account page.';
export const TOO_MANY_CHILDREN_MESSAGE = `A family can have at most ${MAX_CHILDREN} children here.`;
export const TOO_MANY_ADULTS_MESSAGE = `A family can have at most ${MAX_ADULTS} grown-ups without a log-in here.`;
export const PERSON_KIND_MESSAGE = 'Add a child or a grown-up without a log-in.';

/** How many profiles of each kind a family may add, and what it is told past that. */
export const PROFILE_LIMITS: Record<ProfileKind, { max: number; message: string }> = {
  child: { max: MAX_CHILDREN, message: TOO_MANY_CHILDREN_MESSAGE },
  adult: { max: MAX_ADULTS, message: TOO_MANY_ADULTS_MESSAGE },
};
export const NOTHING_TO_CHANGE_MESSAGE = 'Send a name, a colour or an emoji to change.';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** One emoji as a person sees it: a single grapheme (skin tones, flags and families included). */
export function isOneEmoji(text: string): boolean {
  if (text.length > 32 || !PICTOGRAPH.test(text)) return false;
  return [...segmenter.segment(text)].length === 1;
}

const nameSchema = z
  .string({ error: PERSON_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, PERSON_NAME_REQUIRED_MESSAGE)
  .max(PERSON_NAME_MAX_LENGTH, `Name must be at most ${PERSON_NAME_MAX_LENGTH} characters.`);

const colorSchema = z
  .string({ error: PERSON_COLOR_MESSAGE })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, PERSON_COLOR_MESSAGE)
  .transform((colour) => colour.toLowerCase());

/** An emoji, or null (and '') for none: the person is then drawn by their initials. */
const emojiSchema = z
  .string({ error: PERSON_EMOJI_MESSAGE })
  .trim()
  .nullish()
  .transform((emoji) => emoji || null)
  .refine((emoji) => emoji === null || isOneEmoji(emoji), PERSON_EMOJI_MESSAGE);

/** POST /api/people: a profile without a log-in, a child unless `kind` says a grown-up (`adult`). */
export const createPersonSchema = z.object({
  name: nameSchema,
  color: colorSchema,
  emoji: emojiSchema,
  kind: z.enum(PROFILE_KINDS, { error: PERSON_KIND_MESSAGE }).default('child'),
});
export type CreatePersonRequest = z.infer<typeof createPersonSchema>;

/** PATCH /api/people/{id}: any of name, colour and emoji, for a member or a child. */
export const updatePersonSchema = z
  .object({
    name: nameSchema.optional(),
    color: colorSchema.optional(),
    emoji: emojiSchema.optional(),
  })
  .refine(
    (patch) => patch.name !== undefined || patch.color !== undefined || patch.emoji !== undefined,
    NOTHING_TO_CHANGE_MESSAGE,
  );
export type UpdatePersonRequest = z.infer<typeof updatePersonSchema>;

/**
 * A person as the API answers them. Members and children share one table, so ids never collide:
 * a member's id is their person row's, not their account's.
 */
export const personSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** '#rrggbb', lower case. */
  color: z.string(),
  /** One emoji, or null: the person is shown by their initials. */
  emoji: z.string().nullable(),
  kind: z.enum(PERSON_KINDS),
});
export type Person = z.infer<typeof personSchema>;
