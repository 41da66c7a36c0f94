import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, GOOGLE_CLIENT, startFakeGoogle } from '../../../test/fakes/google-calendar';
import { Agent, buildTestApp, signUp, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';

/**
 * Another sign-up with `email` commits at the very moment a Google sign-in makes its account: the
 * database makes that account just before the sign-in's own, whose insert then meets the unique
 * address. Returns the undoing.
 */
async function accountMadeAtTheSameMoment(t: TestApp, email: string): Promise<() => Promise<void>> {
  const { db, dialect } = t.database.handle;
  const twin = sql.raw(`INSERT INTO users (family_id, email, password_hash, google_sub, created_at)
    VALUES (NEW.family_id, NEW.email, NULL, NULL, NEW.created_at)`);
  const when = sql.raw(`NEW.google_sub IS NOT NULL AND NEW.email = '${email}'`);
  if (dialect === 'sqlite') {
    await sql`CREATE TRIGGER same_moment BEFORE INSERT ON users WHEN ${when} BEGIN ${twin}; END`.execute(db);
    return async () => void (await sql`DROP TRIGGER same_moment`.execute(db));
  }
  await sql`CREATE FUNCTION same_moment() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${twin}; RETURN NEW; END $$`.execute(db);
  await sql`CREATE TRIGGER same_moment BEFORE INSERT ON users FOR EACH ROW WHEN (${when})
    EXECUTE FUNCTION same_moment()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER same_moment ON users`.execute(db);
    await sql`DROP FUNCTION same_moment()`.execute(db);
  };
}

/** A browser signing in with Google: Luno → Google's consent page → back to Luno's callback. */
async function signInWithGoogle(agent: Agent, start = '/api/auth/google') {
  const started = await agent.get(start);
  expect(started.statusCode).toBe(302);
  const authorize = new URL(String(started.headers.location));
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const landed = await agent.get(`${back.pathname}${back.search}`);
  return { authorize, back, landed };
}

describe.each(dialects)('signing in with Google on %s', (dialect) => {
  let t: TestApp;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await buildTestApp(dialect, {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      LUNO_GOOGLE_BASE_URL: google.baseUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('makes a new family for a new Google account, with PKCE and state, and signs it in', async () => {
    const email = uniqueEmail('google');
    google.oauth.state.account = email;
    google.oauth.state.subject = `sub-${email}`;
    const browser = new Agent(t.app);
    const { authorize, landed } = await signInWithGoogle(browser, '/api/auth/google?tz=Europe%2FBerlin');

    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toEqual(expect.any(String));
    const tokenRequest = google.oauth.state.tokenRequests.at(-1)!;
    expect(tokenRequest.get('code_verifier')).toEqual(expect.any(String));

    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/login?google=sign_up');
    const status = (await browser.get('/api/auth/status')).json();
    expect(status).toMatchObject({ isAuthenticated: true, user: { email, timeZone: 'Europe/Berlin' } });
    // A token an ended session left in the browser does not hide the new session's cookie.
    browser.bearer = 'a-token-of-an-ended-session';
    expect((await browser.get('/api/auth/status')).json().user?.email).toBe(email);
    browser.bearer = undefined;

    // The second time, the same account signs in.
    const again = new Agent(t.app);
    expect((await signInWithGoogle(again)).landed.headers.location).toBe('/login?google=login');
    expect((await again.get('/api/auth/status')).json().user.id).toBe(status.user.id);

    // No password yet: one can be set without a current one, and then used to log in.
    expect((await browser.post('/api/login', { email, password: 'a password at last' })).statusCode).toBe(
      401,
    );
    const set = await browser.post('/api/account/password', { newPassword: 'a password at last' });
    expect(set.statusCode).toBe(200);
    expect(
      (await new Agent(t.app).post('/api/login', { email, password: 'a password at last' })).statusCode,
    ).toBe(200);
  });

  it('links an existing account whose address Google has verified, instead of making another', async () => {
    const member = await signUp(t.app);
    google.oauth.state.account = member.email;
    google.oauth.state.subject = `sub-${member.email}`;
    const browser = new Agent(t.app);
    expect((await signInWithGoogle(browser)).landed.headers.location).toBe('/login?google=login');
    const status = (await browser.get('/api/auth/status')).json();
    expect(status.user).toMatchObject({ id: member.userId, familyid: member.familyId });
    // The password still works too.
    const login = await new Agent(t.app).post('/api/login', {
      email: member.email,
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);
  });

  it('never reaches an existing account through an address Google has not verified', async () => {
    const member = await signUp(t.app);
    google.oauth.state.account = member.email;
    google.oauth.state.subject = `other-${member.email}`;
    google.oauth.state.emailVerified = false;
    try {
      const browser = new Agent(t.app);
      expect((await signInWithGoogle(browser)).landed.headers.location).toBe('/login?google=unverified');
      expect((await browser.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    } finally {
      google.oauth.state.emailVerified = true;
    }
  });

  it('tells an address taken at the same moment from one Google has not verified, each in its own words', async () => {
    const member = await signUp(t.app);
    google.oauth.state.account = member.email;
    google.oauth.state.subject = `unverified-${member.email}`;
    google.oauth.state.emailVerified = false;
    try {
      const unverified = await signInWithGoogle(new Agent(t.app));
      expect(unverified.landed.headers.location).toBe('/login?google=unverified');
    } finally {
      google.oauth.state.emailVerified = true;
    }

    const email = uniqueEmail('same-moment');
    google.oauth.state.account = email;
    google.oauth.state.subject = `sub-${email}`;
    const undo = await accountMadeAtTheSameMoment(t, email);
    try {
      const browser = new Agent(t.app);
      expect((await signInWithGoogle(browser)).landed.headers.location).toBe('/login?google=taken');
      expect((await browser.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    } finally {
      await undo();
    }
    // With the other sign-up gone, the same Google account makes its family as it would have.
    const again = await signInWithGoogle(new Agent(t.app));
    expect(again.landed.headers.location).toBe('/login?google=sign_up');
  });

  it('refuses a callback with another state, or one this browser did not start', async () => {
    const browser = new Agent(t.app);
    const started = await browser.get('/api/auth/google');
    const consent = await fetch(String(started.headers.location), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state');
    expect((await browser.get(`${forged.pathname}${forged.search}`)).statusCode).toBe(401);
    const stranger = new Agent(t.app);
    expect((await stranger.get(`${back.pathname}${back.search}`)).statusCode).toBe(401);
    expect((await stranger.get('/api/auth/status')).json().isAuthenticated).toBe(false);
  });

  it('says when the person declined on Google’s page', async () => {
    google.oauth.state.decline = true;
    const browser = new Agent(t.app);
    expect((await signInWithGoogle(browser)).landed.headers.location).toBe('/login?google=declined');
    expect((await browser.get('/api/auth/status')).json().isAuthenticated).toBe(false);
  });

  it('says Google sign-in is on in /api/features', async () => {
    expect((await new Agent(t.app).get('/api/features')).json().googleSignIn).toBe(true);
  });
});

describe('without Google keys', () => {
  it('says Google sign-in is not set up on this server', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const answer = await new Agent(t.app).get('/api/auth/google');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        error: 'Google sign-in is not set up on this server.',
        code: 'not_set_up',
      });
      expect((await new Agent(t.app).get('/api/features')).json().googleSignIn).toBe(false);
    } finally {
      await t.close();
    }
  });
});
