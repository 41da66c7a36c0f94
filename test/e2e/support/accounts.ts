import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

/**
 * Sets an account's subscription status in the main test server's database, as a payment
 * provider's cancellation would: no page of a server without billing can lapse a plan.
 */
export function setSubscriptionStatus(email: string, status: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set; run the browser tests through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'main', 'luno.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const changed = db
      .prepare(
        'UPDATE families SET subscription_status = ? WHERE id = (SELECT family_id FROM users WHERE email = ?)',
      )
      .run(status, email);
    if (changed.changes !== 1) throw new Error(`No account ${email} in the test database`);
  } finally {
    db.close();
  }
}

export const E2E_PASSWORD = 'correct-horse-battery';

/**
 * A new family signed up through the API from the page's own origin, as the sign-up form's request
 * would be, landing on `landing` (the editor, where the form lands, unless told); answers its email.
 * The browser then holds what the form leaves: the session cookie, and the token and family in
 * localStorage. (auth.spec.ts tests the form.) With `landing` null the page stays on a bare page
 * of the origin, for a test that sets up through the API and then opens the page it tests.
 */
export async function signUp(
  page: Page,
  prefix = 'family',
  landing: string | null = '/app/layout',
): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await signUpAs(page, email, landing);
  return email;
}

/** Signs `email` up through the API on the page (see `signUp`) and lands on `landing`. */
async function signUpAs(page: Page, email: string, landing: string | null): Promise<void> {
  // Any page of the origin will do to run the request and reach its storage; this one is the
  // smallest. (An API answer opened as a page will not do: its policy lets it fetch nothing.)
  await page.goto('/robots.txt');
  const status = await page.evaluate(
    async ({ email, password }) => {
      const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
      const response = await fetch('/api/signup', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({
          email,
          password,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
      });
      if (response.status !== 201) return `${response.status} ${await response.text()}`;
      const { token, familyId } = await response.json();
      localStorage.setItem('token', token);
      localStorage.setItem('familyId', String(familyId));
      return 'created';
    },
    { email, password: E2E_PASSWORD },
  );
  expect(status, `${email}'s sign-up through the API`).toBe('created');
  if (landing === null) return;
  await page.goto(landing);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === landing);
}

/**
 * One of the operators the test server's LUNO_ADMIN_EMAILS lists (support/serve.mjs), signed up
 * through the API on the page as `signUp` does, landing on `landing`. Each role is signed up once a
 * run: a test gets a role of its own.
 */
export async function signUpOperator(
  page: Page,
  role: 'a11y-laptop' | 'a11y-phone' | 'admin-laptop' | 'admin-phone',
  landing = '/app/admin',
): Promise<string> {
  const email = `operator-${role}@example.com`;
  await signUpAs(page, email, landing);
  return email;
}
