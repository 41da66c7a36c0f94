import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeBoard, makeDisplay, makeSignedInFamily } from '../../../test/support/factories';
import { openStream } from '../../../test/support/live-stream';
import { SESSION_COOKIE } from '../http/auth';

const OPERATOR = 'Operator@Example.com';
const SUSPENDED = {
  code: 'family_suspended',
  error: "This family's account is suspended. Ask whoever runs this server.",
};

describe.each(dialects)('the operator’s view on %s', (dialect) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof makeSignedInFamily>>;
  let family: Awaited<ReturnType<typeof makeSignedInFamily>>;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { LUNO_ADMIN_EMAILS: ` someone@else.org, ${OPERATOR} ` });
    operator = await makeSignedInFamily(t, { email: 'operator@example.com', name: 'Operators' });
    family = await makeSignedInFamily(t, { name: 'The Secret Parks' });
    await makeBoard(t, family.familyId, { name: 'Kitchen' });
    await makeBoard(t, family.familyId, { name: 'Hall' });
  });
  afterAll(() => t.close());

  it('does not exist for anyone else: 404 signed out, for a member, for a display', async () => {
    const display = await makeDisplay(t, family);
    const anonymous = new Agent(t.app);
    for (const agent of [anonymous, family.agent, display.agent]) {
      for (const url of ['/api/admin/overview', '/api/admin/families']) {
        const answer = await agent.get(url);
        expect(answer.statusCode).toBe(404);
        expect(answer.json().code).toBe('not_found');
      }
      const write = await agent.post(`/api/admin/families/${family.familyId}/suspend`);
      expect([403, 404]).toContain(write.statusCode);
      expect(write.json().code).not.toBe(undefined);
    }
    expect((await family.agent.get('/api/auth/status')).json()).toMatchObject({
      isOperator: false,
      familySuspended: false,
    });
    expect((await operator.agent.get('/api/auth/status')).json()).toMatchObject({ isOperator: true });
    // Nothing was suspended by those writes.
    expect((await family.agent.get('/api/screens')).statusCode).toBe(200);
  });

  it('counts the server without showing any family’s data', async () => {
    const { db } = t.database.handle;
    const at = new Date().toISOString();
    await db
      .insertInto('photos')
      .values({
        family_id: family.familyId,
        width: 4,
        height: 3,
        data: Buffer.alloc(1234),
        bytes: 1234,
        content_type: 'image/jpeg',
        version: 'v1',
        created_at: at,
      })
      .execute();
    await db
      .insertInto('calendar_sources')
      .values({
        family_id: family.familyId,
        name: 'School',
        source_type: 'ical',
        url: 'https://calendar.example/school.ics',
        color: '#123456',
        next_sync_at: at,
        created_at: at,
        failure_count: 2,
        last_error: 'The calendar answered 404',
      })
      .execute();
    const t0 = await operator.agent.get('/api/admin/overview');
    expect(t0.statusCode).toBe(200);
    const overview = t0.json();
    expect(overview).toMatchObject({
      database: dialect,
      families: 2,
      suspendedFamilies: 0,
      members: 2,
      boards: 2,
      recentErrors: [],
    });
    expect(overview.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(overview.photoBytes).toBe(1234);
    expect(overview.calendarSources).toEqual({
      failing: 1,
      errors: [{ error: 'The calendar answered 404', count: 1 }],
    });
    expect(overview.albums).toEqual({ failing: 0, errors: [] });

    const families = (await operator.agent.get('/api/admin/families')).json().families;
    const parks = families.find((row: { id: number }) => row.id === family.familyId);
    expect(parks).toMatchObject({ members: 1, boards: 2, photos: 1, photoBytes: 1234, suspendedAt: null });
    // The family using the most storage comes first.
    expect(families[0].id).toBe(family.familyId);
    const text = JSON.stringify(families) + JSON.stringify(overview);
    for (const secret of ['Secret Parks', 'Kitchen', family.email, 'Operators'])
      expect(text).not.toContain(secret);
  });

  it('sees displays online now: those with a live stream open', async () => {
    const url = await t.url();
    const display = await makeDisplay(t, operator, { name: 'Wall' });
    const stream = await openStream(url, `${SESSION_COOKIE}=${display.token}`);
    try {
      await stream.until(() => stream.received.some((event) => event.event === 'ready'));
      expect((await operator.agent.get('/api/admin/overview')).json().displaysOnline).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('suspends a family: its members, displays and streams are refused until it is lifted', async () => {
    const url = await t.url();
    const display = await makeDisplay(t, family, { name: 'Fridge' });
    const memberStream = await openStream(url, `${SESSION_COOKIE}=${family.token}`);
    const displayStream = await openStream(url, `${SESSION_COOKIE}=${display.token}`);
    await memberStream.until(() => memberStream.received.some((event) => event.event === 'ready'));
    await displayStream.until(() => displayStream.received.some((event) => event.event === 'ready'));

    const suspended = await operator.agent.post(`/api/admin/families/${family.familyId}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().suspendedAt).toEqual(expect.any(String));

    // Open streams are told and closed.
    await memberStream.until(() => memberStream.ended());
    await displayStream.until(() => displayStream.ended());
    expect(memberStream.received.map((event) => event.event)).toContain('ended');

    // Every API call answers family_suspended: reads, writes, a display's board, a new stream.
    for (const [agent, method, path] of [
      [family.agent, 'GET', '/api/screens'],
      [family.agent, 'POST', '/api/shopping-lists'],
      [family.agent, 'GET', '/api/task-lists'],
      [display.agent, 'GET', '/api/screens'],
      [display.agent, 'GET', '/api/task-lists'],
    ] as const) {
      const answer = await agent.request(method, path, method === 'POST' ? { name: 'Groceries' } : undefined);
      expect({ path, status: answer.statusCode, body: answer.json() }).toEqual({
        path,
        status: 403,
        body: SUSPENDED,
      });
    }
    const refusedStream = await fetch(`${url}/api/live`, {
      headers: { cookie: `${SESSION_COOKIE}=${display.token}` },
    });
    expect(refusedStream.status).toBe(403);
    expect(await refusedStream.json()).toEqual(SUSPENDED);

    // They can read that they are suspended, sign out, and sign in again.
    expect((await family.agent.get('/api/auth/status')).json()).toMatchObject({
      isAuthenticated: true,
      familySuspended: true,
    });
    expect((await display.agent.get('/api/auth/status')).json().familySuspended).toBe(true);
    const again = new Agent(t.app);
    expect((await again.post('/api/login', { email: family.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await again.get('/api/screens')).json().code).toBe('family_suspended');
    expect((await again.get('/api/auth/logout')).statusCode).toBe(200);
    expect((await again.get('/api/auth/status')).json().isAuthenticated).toBe(false);

    // The operator's own family is untouched, and the view counts the suspension.
    expect((await operator.agent.get('/api/screens')).statusCode).toBe(200);
    expect((await operator.agent.get('/api/admin/overview')).json().suspendedFamilies).toBe(1);

    const lifted = await operator.agent.post(`/api/admin/families/${family.familyId}/lift`);
    expect(lifted.json().suspendedAt).toBeNull();
    expect((await family.agent.get('/api/screens')).statusCode).toBe(200);
    expect((await display.agent.get('/api/screens')).statusCode).toBe(200);
    expect((await family.agent.get('/api/auth/status')).json().familySuspended).toBe(false);
    const back = await openStream(url, `${SESSION_COOKIE}=${display.token}`);
    await back.until(() => back.received.some((event) => event.event === 'ready'));
    back.close();
    memberStream.close();
    displayStream.close();
  });

  it('answers 404 for a family that is not there', async () => {
    const answer = await operator.agent.post('/api/admin/families/999999/suspend');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe('There is no family with that id.');
  });
});
