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

/** A new family signed up through /signup, landing in the editor; answers its email. */
export async function signUp(page: Page, prefix = 'family'): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);
  return email;
}
