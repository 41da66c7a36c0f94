/**
 * When a public page whose app starts on first use (common/site-pages.ts `appStarts`) needs it at
 * once after all: the URL asks the page for something (a login modal, a guard's message).
 * Campaign tags (`utm_*`) ask nothing of the page.
 */
export function needsAppAtOnce(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) if (!name.startsWith('utm_')) return true;
  return false;
}

/** What the visitor does that counts as a first use: touching, pointing, typing or tabbing. */
export const FIRST_USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin'] as const;

/** Sent on `window` by the app's entry (main.tsx) once React listens on the page. */
export const APP_STARTED_EVENT = 'luno:app-started';
