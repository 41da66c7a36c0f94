/**
 * The demo's email prompt (spec 01 §5, spec 02 §5): the address is required and must match a
 * simple pattern. No zod here, so the prompt's check costs the page nothing.
 */

export const DEMO_EMAIL_REQUIRED = 'Please enter your email address.';
export const DEMO_EMAIL_INVALID = 'Please enter a valid email address.';

/** Something, an @, something, a dot, something: no spaces and one @. */
const SIMPLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's message for what is wrong with `email`, or null when it may be sent. */
export function demoEmailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return DEMO_EMAIL_REQUIRED;
  return SIMPLE_ADDRESS.test(trimmed) ? null : DEMO_EMAIL_INVALID;
}
