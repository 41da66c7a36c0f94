/**
 * The family's people (issue 29): members (the accounts it has), and children and other grown-ups
 * (a grandparent, a babysitter: `adult`) as profiles without a log-in, each with a name, a colour
 * and an avatar. Kept free of zod so a board's views can use
 * it; the request and answer schemas are in `schemas/people.ts`.
 */

export const PERSON_KINDS = ['member', 'adult', 'child'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** The kinds a family adds on the People page: profiles without a log-in. */
export const PROFILE_KINDS = ['child', 'adult'] as const satisfies readonly PersonKind[];
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/**
 * The colours the People page offers, each named for the picker and legible both as a fill under
 * its text and as an accent on a light or dark board. A family may pick any other colour too.
 */
export const PERSON_COLORS = [
  { hex: '#43a047', name: 'Green' },
  { hex: '#1e88e5', name: 'Blue' },
  { hex: '#8e24aa', name: 'Purple' },
  { hex: '#f4511e', name: 'Orange' },
  { hex: '#d81b60', name: 'Pink' },
  { hex: '#00897b', name: 'Teal' },
  { hex: '#3949ab', name: 'Indigo' },
  { hex: '#c99400', name: 'Mustard' },
  { hex: '#e53935', name: 'Red' },
  { hex: '#6d4c41', name: 'Brown' },
] as const;

/** The colour a new person gets when none is chosen: the next of the palette, in turn. */
export function colorInTurn(count: number): string {
  return PERSON_COLORS[count % PERSON_COLORS.length]!.hex;
}

/** The name a colour has in the picker, or null for a colour chosen freely. */
export function colorName(hex: string): string | null {
  return PERSON_COLORS.find((colour) => colour.hex === hex.toLowerCase())?.name ?? null;
}

/** 'Leo' → 'L', 'Anna Maria' → 'AM': what stands for a person who has no emoji. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '?';
}

/**
 * A member's first name, until they choose one, from their address: 'anna.smith@example.com' →
 * 'Anna'. Members have no name of their own; an address is what the family already knows them by.
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const first = local.split(/[._+-]/).find((part) => part !== '') ?? local;
  const name = first.replace(/\d+$/, '') || first || 'Member';
  return name.charAt(0).toUpperCase() + name.slice(1, 50);
}

/**
 * White or black, whichever reads better on a fill of `hex` (WCAG relative luminance). One of the
 * two always reaches 4.58:1, above the 4.5:1 of small text, whatever colour a family picks.
 */
export function textColorOn(hex: string): '#ffffff' | '#000000' {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#ffffff';
  const channel = (index: number) => {
    const value = Number.parseInt(match[1]!.slice(index * 2, index * 2 + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}
