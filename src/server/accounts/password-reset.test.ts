import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpMailbox, startSmtpMailbox } from '../../../test/fakes/smtp-mailbox';
import { Agent, buildTestApp, PASSWORD, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { RESET_LINK_EXPIRED, RESET_LINK_UNKNOWN, RESET_LINK_USED } from './password-reset.service';

const NEW_PASSWORD = 'a brand new secret';

describe.each(dialects)('"Forgot password?" on %s', (dialect) => {
  let t: TestApp;
  let mailbox: SmtpMailbox;
  let clock = 0;
  beforeAll(async () => {
    mailbox = await startSmtpMailbox();
    t = await buildTestApp(
      dialect,
      { LUNO_SMTP_URL: mailbox.url, LUNO_MAIL_FROM: 'Luno <luno@example.org>' },
      { now: () => new Date(Date.now() + clock), backgroundTickMs: 100 },
    );
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const ask = (email: string) => new Agent(t.app).post('/api/account/password-reset', { email });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    new Agent(t.app).post('/api/account/password-reset/confirm', { token, password });
  const logIn = (email: string, password: string) => new Agent(t.app).post('/api/login', { email, password });

  /** The link of the mail the member receives next, and its token. */
  async function mailedLink(email: string) {
    const mail = await mailbox.next(email);
    const link = /\S+\/reset-password\?token=\S+/.exec(mail.text ?? '')?.[0] ?? '';
    return { mail, link, token: new URL(link).searchParams.get('token') ?? '' };
  }

  it('answers 202 with or without an account, and mails only the account’s owner a link', async () => {
    const member = await makeSignedInFamily(t);
    const stranger = `nobody-${member.familyId}@example.com`;
    expect((await t.app.inject('/api/features')).json().passwordReset).toBe(true);

    const forMember = ask(` ${member.email.toUpperCase()} `);
    const { mail, link, token } = await mailedLink(member.email);
    const forStranger = await ask(stranger);
    expect([(await forMember).statusCode, forStranger.statusCode]).toEqual([202, 202]);
    expect(forStranger.body).toBe((await forMember).body);

    expect(mail.from?.value[0]).toMatchObject({ name: 'Luno', address: 'luno@example.org' });
    expect(mail.subject).toBe('Reset your Luno password');
    expect(link).toMatch(/^http:\/\/localhost(:80)?\/reset-password\?token=[\w-]{43}$/);
    expect(mail.text).toMatch(/within the hour/);
    expect(token).toHaveLength(43);
    await t.app.jobs.idle();
    expect(mailbox.to(stranger)).toEqual([]);
  });

  it('sets the new password once, and ends every log-in of the account', async () => {
    const member = await makeSignedInFamily(t);
    const laptop = await makeSession(t, member);
    expect((await member.agent.get('/api/screens')).statusCode).toBe(200);
    await ask(member.email);
    const { token } = await mailedLink(member.email);

    const done = await confirm(token);
    expect([done.statusCode, done.json()]).toEqual([200, { success: true }]);
    expect((await member.agent.get('/api/screens')).statusCode).toBe(401);
    expect((await laptop.agent.get('/api/screens')).statusCode).toBe(401);
    expect((await logIn(member.email, PASSWORD)).statusCode).toBe(401);
    expect((await logIn(member.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm(token, 'yet another secret');
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { error: RESET_LINK_USED, code: 'invalid_request' },
    ]);
    expect((await logIn(member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown or expired link, or a short password, changing nothing', async () => {
    const member = await makeSignedInFamily(t);
    const unknown = await confirm('this-is-no-token-we-ever-sent');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { error: RESET_LINK_UNKNOWN, code: 'invalid_request' },
    ]);

    await ask(member.email);
    const { token } = await mailedLink(member.email);
    const short = await confirm(token, 'short');
    expect([short.statusCode, short.json()]).toEqual([
      400,
      { error: 'Password must be at least 8 characters.', code: 'invalid_request' },
    ]);
    clock = 61 * 60_000;
    try {
      const expired = await confirm(token);
      expect([expired.statusCode, expired.json()]).toEqual([
        400,
        { error: RESET_LINK_EXPIRED, code: 'invalid_request' },
      ]);
    } finally {
      clock = 0;
    }
    expect((await member.agent.get('/api/screens')).statusCode).toBe(200);
    expect((await logIn(member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('makes an older link useless once a newer one set the password', async () => {
    const member = await makeSignedInFamily(t);
    await ask(member.email);
    const first = await mailedLink(member.email);
    await ask(member.email);
    const second = await mailedLink(member.email);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(second.token)).statusCode).toBe(200);
    expect((await confirm(first.token, 'yet another secret')).json()).toEqual({
      error: RESET_LINK_USED,
      code: 'invalid_request',
    });
  });
});

describe('"Forgot password?" limits', () => {
  let t: TestApp | undefined;
  let mailbox: SmtpMailbox | undefined;
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  it('is rate-limited like log-in, and says so when the server cannot send mail', async () => {
    mailbox = await startSmtpMailbox();
    t = await buildTestApp('sqlite', {
      LUNO_AUTH_RATE_LIMIT: '3',
      LUNO_SMTP_URL: mailbox.url,
      LUNO_MAIL_FROM: 'luno@example.org',
    });
    const agent = new Agent(t.app, '10.2.2.2');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await agent.post('/api/account/password-reset', { email: `x${i}@example.com` })).statusCode,
      );
    }
    expect(codes).toEqual([202, 202, 202, 429]);
    const confirms: number[] = [];
    for (let i = 0; i < 4; i++) {
      confirms.push(
        (await agent.post('/api/account/password-reset/confirm', { token: `t${i}`, password: NEW_PASSWORD }))
          .statusCode,
      );
    }
    expect(confirms).toEqual([400, 400, 400, 429]);

    const noMail = await buildTestApp('sqlite');
    try {
      expect((await noMail.app.inject('/api/features')).json().passwordReset).toBe(false);
      const refused = await new Agent(noMail.app).post('/api/account/password-reset', {
        email: 'a@example.com',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toMatch(/Ask whoever runs it/);
    } finally {
      await noMail.close();
    }
  });
});
