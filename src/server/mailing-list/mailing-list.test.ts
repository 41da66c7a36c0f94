import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { createMailingListRepo } from './mailing-list.repo';
import { mailingListCsv } from './mailing-list-csv';

const SUBSCRIBE = '/api/mailing-list/subscribe-demo';

describe.each(dialects)('the demo mailing list on %s', (dialect) => {
  let t: TestApp;
  const list = () => createMailingListRepo(t.database.handle.db).list();
  const rowsFor = async (email: string) => (await list()).filter((entry) => entry.email === email);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: () => new Date('2031-05-04T09:30:00.000Z') });
  });
  afterAll(() => t.close());

  it('stores a visitor’s address, trimmed and lower-cased, with where and when it was given', async () => {
    const email = uniqueEmail('visitor');
    const response = await new Agent(t.app).post(SUBSCRIBE, { email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await rowsFor(email)).toEqual([{ email, source: 'demo', createdAt: '2031-05-04T09:30:00.000Z' }]);
  });

  it('answers an address given again exactly as the first time, and keeps it once', async () => {
    const email = uniqueEmail('twice');
    const first = await new Agent(t.app).post(SUBSCRIBE, { email });
    const again = await new Agent(t.app).post(SUBSCRIBE, { email: email.replace('twice', 'TWICE') });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('refuses a missing or malformed address with 400 and the prompt’s own words, storing nothing', async () => {
    const before = (await list()).length;
    const agent = new Agent(t.app);
    const answers = await Promise.all(
      [{}, { email: '' }, { email: '   ' }, { email: 'not-an-address' }, { email: 'a@b' }, { email: 42 }].map(
        async (body) => {
          const response = await agent.post(SUBSCRIBE, body);
          return [response.statusCode, response.json().error];
        },
      ),
    );
    expect(answers).toEqual([
      [400, 'Please enter your email address.'],
      [400, 'Please enter your email address.'],
      [400, 'Please enter your email address.'],
      [400, 'Please enter a valid email address.'],
      [400, 'Please enter a valid email address.'],
      [400, 'Please enter your email address.'],
    ]);
    expect((await list()).length).toBe(before);
  });

  it('needs the CSRF token like every other write', async () => {
    const email = uniqueEmail('forged');
    const response = await new Agent(t.app).post(SUBSCRIBE, { email }, { 'x-csrf-token': 'forged' });
    expect(response.statusCode).toBe(403);
    expect(await rowsFor(email)).toEqual([]);
  });

  it('exports the list as CSV a spreadsheet opens safely', async () => {
    const csv = mailingListCsv(await list());
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,source,subscribed_at');
    expect(lines.slice(1).every((line) => /^[^,]+@[^,]+,demo,2031-05-04T09:30:00\.000Z$/.test(line))).toBe(
      true,
    );
    expect(
      mailingListCsv([
        { email: '=cmd@example.com', source: 'demo', createdAt: 'x' },
        { email: '"quoted",@example.com', source: 'demo', createdAt: 'y' },
      ]),
    ).toBe('email,source,subscribed_at\r\n\'=cmd@example.com,demo,x\r\n"""quoted"",@example.com",demo,y\r\n');
  });
});

describe.each(dialects)('the demo mailing list’s rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { LUNO_AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('lets one address subscribe the configured number of times a minute, then answers 429', async () => {
    const agent = new Agent(t.app, '10.9.9.9');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await agent.post(SUBSCRIBE, { email: uniqueEmail() })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await agent.post(SUBSCRIBE, { email: uniqueEmail() });
    expect(limited.json().error).toMatch(/Too many requests/);
    // Another address is not held back by the first one's requests.
    expect((await new Agent(t.app, '10.9.9.10').post(SUBSCRIBE, { email: uniqueEmail() })).statusCode).toBe(
      200,
    );
  });
});
