import { expect, test } from '@playwright/test';
import { type SmtpMailbox, startSmtpMailbox } from '../fakes/smtp-mailbox';
import { E2E_PASSWORD, signUp } from './support/accounts';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';

// A server of this file's own that sends mail, through a mail server on loopback that keeps it.
const port = Number(process.env.E2E_PORT) + 110;
const smtpPort = Number(process.env.E2E_PORT) + 111;
const server = ownServer(port, {
  LUNO_SMTP_URL: `smtp://luno:mail-secret@127.0.0.1:${smtpPort}`,
  LUNO_MAIL_FROM: 'Luno <luno@example.org>',
});
let mailbox: SmtpMailbox;
test.use({ baseURL: server.baseURL });
test.beforeAll(async () => {
  mailbox = await startSmtpMailbox({ port: smtpPort });
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
  await mailbox.close();
});

const NEW_PASSWORD = 'a-new-password-for-grandma';

test('"Forgot password?" on the log-in page mails a link that sets a new password to log in with', async ({
  page,
}) => {
  const email = await signUp(page, 'forgot', null);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  const mailed = mailbox.next(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();
  await picture(page, 'reset-link-sent');

  const mail = await mailed;
  expect(mail.subject).toBe('Reset your Luno password');
  const link = /\S+\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0] ?? '';
  expect(new URL(link).origin).toBe(server.baseURL);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
  await picture(page, 'reset-password-changed');

  // The link was for one use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link has already been used.');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid credentials');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/app\//);
});

test('a server that cannot send mail says to ask whoever runs it', async ({ page }) => {
  // The shared server of playwright.config.ts has no mail server set.
  await page.goto(`http://127.0.0.1:${process.env.E2E_PORT}/reset-password`);
  await expect(
    page.getByText('Ask whoever runs this Luno server to set a new password for you.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);
});
