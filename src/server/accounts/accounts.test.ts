import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, signUp, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { createSessionsRepo } from './sessions.repo';

describe.each(dialects)('accounts API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('signs up a new family that is active on the default tier and logged in', async () => {
    const email = uniqueEmail();
    const agent = new Agent(t.app);
    const response = await agent.post('/api/signup', { email, password: PASSWORD, family: 'The Parks' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.familyId).toBe(body.user.familyid);
    expect(body.user).toMatchObject({
      email,
      familyName: 'The Parks',
      subscription_status: 'active',
      subscription_tier: 'plus_forever',
    });
    const status = (await agent.get('/api/auth/status')).json();
    expect(status).toEqual({
      isAuthenticated: true,
      user: body.user,
      isOperator: false,
      familySuspended: false,
    });
  });

  it('stores an scrypt hash, never the password, and only a SHA-256 of the session token', async () => {
    const { token, email } = await signUp(t.app);
    const user = await t.database.handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // At the configured cost (the test one here; the standard one is checked in passwords.test.ts).
    const { logN, r, p } = t.config.passwordCost;
    expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${logN}\\$${r}\\$${p}\\$`));
    expect(user.password_hash).not.toContain(PASSWORD);
    const sessions = await t.database.handle.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toBe(token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the session as an HttpOnly SameSite=Lax cookie and also accepts it as a bearer token', async () => {
    const email = uniqueEmail();
    const agent = new Agent(t.app);
    const response = await agent.post('/api/signup', { email, password: PASSWORD });
    const cookie = response.cookies.find((c) => c.name === 'luno_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const bearerOnly = new Agent(t.app);
    bearerOnly.bearer = response.json().token;
    expect((await bearerOnly.get('/api/auth/status')).json().isAuthenticated).toBe(true);
    const stranger = new Agent(t.app);
    stranger.bearer = 'not-a-real-token';
    expect((await stranger.get('/api/auth/status')).json()).toEqual({
      isAuthenticated: false,
      user: null,
      isOperator: false,
      familySuspended: false,
    });
  });

  it('gives a new session token at every login', async () => {
    const { email, token } = await signUp(t.app);
    const first = await new Agent(t.app).post('/api/login', { email, password: PASSWORD });
    const second = await new Agent(t.app).post('/api/login', { email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const tokens = new Set([token, first.json().token, second.json().token]);
    expect(tokens.size).toBe(3);
  });

  it('normalises emails so a differently written address logs in to the same account', async () => {
    const { email, userId } = await signUp(t.app);
    const response = await new Agent(t.app).post('/api/login', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(userId);
  });

  it('refuses a duplicate email with 409 and a clear error', async () => {
    const { email } = await signUp(t.app);
    const response = await new Agent(t.app).post('/api/signup', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/already exists/);
  });

  it('makes one account of five sign-ups with one email arriving together', async () => {
    const url = await t.url();
    for (let round = 0; round < 2; round++) {
      const email = uniqueEmail();
      const signUpAs = () =>
        new Agent(t.app).overHttp(url).post('/api/signup', { email, password: PASSWORD });
      const answers = await Promise.all(Array.from({ length: 5 }, signUpAs));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const users = await t.database.handle.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toHaveLength(1);
    }
  });

  it('answers 400 with a clear error for missing or malformed fields', async () => {
    const agent = new Agent(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: PASSWORD }, 'Email is required.'],
      [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address.'],
      [{ email: uniqueEmail() }, 'Password is required.'],
      [{ email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters.'],
      [{ email: 42, password: PASSWORD }, 'Email is required.'],
    ];
    for (const [body, error] of cases) {
      const response = await agent.post('/api/signup', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    const login = await agent.post('/api/login', { email: uniqueEmail() });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ error: 'Password is required.', code: 'invalid_request' });
  });

  it('answers a wrong password and an unknown email alike: 401 Invalid credentials', async () => {
    const { email } = await signUp(t.app);
    for (const body of [
      { email, password: 'wrong password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const response = await new Agent(t.app).post('/api/login', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid credentials', code: 'invalid_credentials' });
    }
  });

  it('refuses writes without a valid CSRF token (403) and accepts them with one', async () => {
    const { agent } = await signUp(t.app);
    const missing = await agent.post(
      '/api/analytics',
      { event: 'page_view', source: 'direct' },
      { 'x-csrf-token': '' },
    );
    expect(missing.statusCode).toBe(403);
    const forged = await agent.post(
      '/api/analytics',
      { event: 'page_view', source: 'direct' },
      { 'x-csrf-token': 'abc' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toMatch(/CSRF/);
    // A token minted for another browser does not work with this one's cookie.
    const other = new Agent(t.app);
    const othersToken = await other.fetchCsrfToken();
    const stolen = await agent.post(
      '/api/analytics',
      { event: 'page_view', source: 'direct' },
      { 'x-csrf-token': othersToken },
    );
    expect(stolen.statusCode).toBe(403);
    const ok = await agent.post('/api/analytics', { event: 'page_view', source: 'direct' });
    expect(ok.statusCode).toBe(204);
  });

  it('revokes the session at logout: neither the cookie nor the token works again', async () => {
    const { agent, token } = await signUp(t.app);
    const cookie = agent.cookie('luno_session');
    expect((await agent.get('/api/auth/logout')).json()).toEqual({ success: true });
    expect((await agent.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    const replay = new Agent(t.app);
    replay.bearer = token;
    expect((await replay.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    const byCookie = await t.app.inject({
      url: '/api/auth/status',
      headers: { cookie: `luno_session=${cookie}` },
    });
    expect(byCookie.json().isAuthenticated).toBe(false);
  });

  it('deletes the account: sessions revoked, and the family removed when no member is left', async () => {
    const { agent, token, familyId, email } = await signUp(t.app);
    await agent.post(`/api/tv-devices/${crypto.randomUUID()}/dimensions`, { widthPx: 1920, heightPx: 1080 });
    const response = await agent.post('/api/account/delete');
    expect(response.json()).toEqual({ success: true });
    const replay = new Agent(t.app);
    replay.bearer = token;
    expect((await replay.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    const db = t.database.handle.db;
    expect(await db.selectFrom('families').selectAll().where('id', '=', familyId).execute()).toEqual([]);
    expect(await db.selectFrom('tv_devices').selectAll().where('family_id', '=', familyId).execute()).toEqual(
      [],
    );
    const login = await new Agent(t.app).post('/api/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it('keeps the family when another member remains', async () => {
    const { familyId } = await signUp(t.app);
    const db = t.database.handle.db;
    const other = await signUp(t.app);
    // Move the second user into the first family, as an invitation will.
    await db.updateTable('users').set({ family_id: familyId }).where('id', '=', other.userId).execute();
    const second = await new Agent(t.app).post('/api/login', { email: other.email, password: PASSWORD });
    const agent = new Agent(t.app);
    agent.bearer = second.json().token;
    // A TV the leaving member paired stays with the family.
    const tv = new Agent(t.app);
    tv.bearer = await createSessionsRepo(db).create(other.userId, familyId, 'device');
    await agent.post('/api/account/delete');
    expect(await db.selectFrom('families').select('id').where('id', '=', familyId).execute()).toHaveLength(1);
    expect((await agent.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    expect((await tv.get('/api/screens')).statusCode).toBe(200);
  });

  it('reports unsubscribe honestly when payments are not enabled', async () => {
    const { agent } = await signUp(t.app);
    const response = await agent.post('/api/account/unsubscribe');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscription_status: 'active' });
    expect((await new Agent(t.app).post('/api/account/unsubscribe')).statusCode).toBe(401);
  });

  it('registers TV device dimensions per family and lists them', async () => {
    const { agent } = await signUp(t.app);
    const deviceId = crypto.randomUUID();
    expect(
      (await agent.post(`/api/tv-devices/${deviceId}/dimensions`, { widthPx: 1280, heightPx: 720 }))
        .statusCode,
    ).toBe(204);
    await agent.post(`/api/tv-devices/${deviceId}/dimensions`, { widthPx: 1920, heightPx: 1080 });
    const devices = (await agent.get('/api/tv-devices')).json();
    expect(devices).toEqual([
      expect.objectContaining({ deviceId, widthPx: 1920, heightPx: 1080, width: 1920, height: 1080 }),
    ]);
    const stranger = await signUp(t.app);
    expect((await stranger.agent.get('/api/tv-devices')).json()).toEqual([]);
    const bad = await agent.post(`/api/tv-devices/${deviceId}/dimensions`, {
      widthPx: 'wide',
      heightPx: 720,
    });
    expect(bad.statusCode).toBe(400);
    expect((await new Agent(t.app).get('/api/tv-devices')).statusCode).toBe(401);
  });

  it('stores analytics events with method and traffic source, from visitors and members', async () => {
    const visitor = new Agent(t.app);
    expect(
      (await visitor.post('/api/analytics', { event: 'page_view', source: 'newsletter', path: '/pricing' }))
        .statusCode,
    ).toBe(204);
    const { agent, userId } = await signUp(t.app);
    await agent.post('/api/analytics', { event: 'sign_up', method: 'email', source: 'google.com' });
    const rows = await t.database.handle.db
      .selectFrom('analytics_events')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'page_view',
          source: 'newsletter',
          path: '/pricing',
          user_id: null,
        }),
        expect.objectContaining({ event: 'sign_up', method: 'email', source: 'google.com', user_id: userId }),
      ]),
    );
    const bad = await visitor.post('/api/analytics', { event: 'purchase', source: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(dialects)('sign-in rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { LUNO_AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('limits login attempts from one address to the configured number a minute (429)', async () => {
    const agent = new Agent(t.app, '10.1.1.1');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await agent.post('/api/login', { email: uniqueEmail(), password: 'whatever1' })).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await agent.post('/api/login', { email: uniqueEmail(), password: 'whatever1' });
    expect(limited.json().error).toMatch(/Too many/);
  });

  it('limits signups from one address (429)', async () => {
    const agent = new Agent(t.app, '10.1.1.2');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await agent.post('/api/signup', { email: 'bad' })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
  });

  it('stops an address after 5 failures a minute at one account, and no other address', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      // Three addresses, so the per-address request limit (3 a minute here) does not step in first.
      const response = await new Agent(t.app, `10.2.${i}.1`).post('/api/login', {
        email,
        password: 'wrong password',
      });
      expect(response.statusCode).toBe(401);
    }
    await t.database.handle.db
      .updateTable('login_failures')
      .set({ ip: '10.2.0.1' })
      .where('email', '=', email)
      .execute();
    const locked = await new Agent(t.app, '10.2.0.1').post('/api/login', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Too many failed sign-in attempts. Please wait a minute and try again.');
    const parent = await new Agent(t.app, '10.2.9.9').post('/api/login', { email, password: PASSWORD });
    expect(parent.statusCode).toBe(200);
  });
});

describe.each(dialects)('a stranger guessing a family’s password on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A hundred failures in the last hour from a hundred addresses, as a spread-out attack leaves. */
  async function attack(email: string): Promise<void> {
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    await t.database.handle.db
      .insertInto('login_failures')
      .values(Array.from({ length: 100 }, (_, i) => ({ email, ip: `203.0.113.${i}`, created_at: at })))
      .execute();
  }

  it('locks the account for browsers that never signed in to it', async () => {
    const { email } = await signUp(t.app);
    await attack(email);
    const stranger = await new Agent(t.app, '198.51.100.7').post('/api/login', { email, password: PASSWORD });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toMatch(/sign in from a device you have used before/);
  });

  it('never locks out a browser that signed in to the account before, from any address', async () => {
    const { email } = await signUp(t.app);
    const parent = new Agent(t.app, '192.0.2.10');
    expect((await parent.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    const mark = parent.cookie('luno_known');
    expect(mark).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await attack(email);
    const onTheRoad = new Agent(t.app, '192.0.2.99');
    onTheRoad.setCookie('luno_known', mark as string);
    const answer = await onTheRoad.post('/api/login', { email, password: PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    // A made-up mark or one for another account does not count.
    const other = await signUp(t.app);
    const forger = new Agent(t.app, '192.0.2.98');
    forger.setCookie('luno_known', `${other.agent.cookie('luno_known')}.AAAAAAAAAAAAAAAAAAAAAA`);
    const forged = await forger.post('/api/login', { email, password: PASSWORD });
    expect(forged.statusCode).toBe(429);
  });
});
