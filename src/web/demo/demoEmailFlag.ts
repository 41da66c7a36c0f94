/**
 * Whether this browser gave the demo an email address (spec 01 §3, the "demo email-submitted
 * flag"), kept in this browser only. Apart from the board's storage, which reads screens with their
 * schemas: the demo's page reads the flag before anything of the editor has arrived.
 */
import { readStorage, writeStorage } from '../api/storage';

const DEMO_EMAIL_SUBMITTED_KEY = 'demoEmailSubmitted';

export function hasSubmittedDemoEmail(): boolean {
  return readStorage('local', DEMO_EMAIL_SUBMITTED_KEY) === 'true';
}

export function rememberDemoEmailSubmitted(): void {
  writeStorage('local', DEMO_EMAIL_SUBMITTED_KEY, 'true');
}
