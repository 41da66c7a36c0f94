import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIcs, type Radicale, startRadicale } from '../../../../test/support/radicale.js';
import { CalDavError, type CalDavSnapshot, fetchCalDav } from './caldav.js';

const ALICE = { username: 'alice@example.com', password: 'abcd-efgh-ijkl-mnop' };
const BOB = { username: 'bob', password: 'bob-app-password' };

// The week the board shows: Monday 9 March 2026 to the next Monday, half-open.
const range = { from: new Date('2026-03-09T00:00:00Z'), to: new Date('2026-03-16T00:00:00Z') };
const at = (iso: string) => new Date(iso);

let radicale: Radicale;
let familyUrl: string;
let schoolUrl: string;
let choresUrl: string;

beforeAll(async () => {
  radicale = await startRadicale({ [ALICE.username]: ALICE.password, [BOB.username]: BOB.password });
  familyUrl = await radicale.createCalendar(ALICE.username, 'family', { displayName: 'Family' });
  schoolUrl = await radicale.createCalendar(ALICE.username, 'school', { displayName: 'School' });
  choresUrl = await radicale.createCalendar(ALICE.username, 'chores', { components: ['VTODO'] });
  const put = (url: string, uid: string, summary: string, start: string, end: string, rrule?: string) =>
    radicale.putObject(
      ALICE.username,
      url,
      `${uid}.ics`,
      eventIcs({ uid, summary, start: at(start), end: at(end), rrule }),
    );
  await put(familyUrl, 'dentist', 'Dentist', '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z');
  await put(familyUrl, 'swim', 'Swimming', '2026-02-04T16:00:00Z', '2026-02-04T17:00:00Z', 'FREQ=WEEKLY');
  await put(familyUrl, 'last-year', 'Last year', '2025-03-10T09:00:00Z', '2025-03-10T10:00:00Z');
  await put(
    familyUrl,
    'ends-at-from',
    'Ends as the week starts',
    '2026-03-08T23:00:00Z',
    '2026-03-09T00:00:00Z',
  );
  await put(
    familyUrl,
    'starts-at-to',
    'Starts as the week ends',
    '2026-03-16T00:00:00Z',
    '2026-03-16T01:00:00Z',
  );
  await put(schoolUrl, 'play', 'School play', '2026-03-12T17:00:00Z', '2026-03-12T19:00:00Z');
});

afterAll(async () => {
  await radicale?.stop();
});

/** The SUMMARY of every object, sorted: what the board would show as titles. */
function titles(snapshot: CalDavSnapshot): string[] {
  return snapshot.objects.map((ics) => /^SUMMARY:(.*)$/m.exec(ics)?.[1]?.trim() ?? '?').sort();
}

/** globalThis.fetch, recording every request made through it as `METHOD /path`. */
function recordingFetch() {
  const requests: string[] = [];
  const fetchImpl = (input: string | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${decodeURIComponent(new URL(input).pathname)}`);
    return fetch(input, init);
  };
  return { requests, fetchImpl };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected fetchCalDav to fail');
}

describe('fetchCalDav against a real CalDAV server', () => {
  it('reads the events of one calendar from its collection URL', async () => {
    const snapshot = await fetchCalDav({ url: familyUrl, ...ALICE }, range, fetch);

    expect(titles(snapshot)).toEqual(['Dentist', 'Swimming']);
    expect(
      snapshot.objects.every((ics) => ics.includes('BEGIN:VCALENDAR') && ics.includes('BEGIN:VEVENT')),
    ).toBe(true);
    expect(snapshot.ctag).toEqual(expect.any(String));
    expect(snapshot.syncToken).toEqual(expect.any(String));
  });

  it('returns a recurring event whole when one of its occurrences falls in the range', async () => {
    const snapshot = await fetchCalDav({ url: familyUrl, ...ALICE }, range, fetch);
    const swim = snapshot.objects.find((ics) => ics.includes('SUMMARY:Swimming'));

    expect(swim).toContain('RRULE:FREQ=WEEKLY');
    expect(swim).toContain('DTSTART:20260204T160000Z');
  });

  it('leaves out events outside [from, to), including one ending at from and one starting at to', async () => {
    const snapshot = await fetchCalDav({ url: familyUrl, ...ALICE }, range, fetch);

    expect(titles(snapshot)).not.toContain('Last year');
    expect(titles(snapshot)).not.toContain('Ends as the week starts');
    expect(titles(snapshot)).not.toContain('Starts as the week ends');

    const lastYear = await fetchCalDav(
      { url: familyUrl, ...ALICE },
      { from: at('2025-03-01T00:00:00Z'), to: at('2025-03-31T00:00:00Z') },
      fetch,
    );
    expect(titles(lastYear)).toEqual(['Last year']);
  });

  it('accepts a collection URL without its trailing slash', async () => {
    const snapshot = await fetchCalDav({ url: familyUrl.replace(/\/$/, ''), ...ALICE }, range, fetch);

    expect(titles(snapshot)).toEqual(['Dentist', 'Swimming']);
  });

  it('discovers every event calendar of the account from the server root', async () => {
    const snapshot = await fetchCalDav({ url: radicale.baseUrl, ...ALICE }, range, fetch);

    expect(titles(snapshot)).toEqual(['Dentist', 'School play', 'Swimming']);
    // One marker per calendar, so a change in either calendar changes the snapshot's.
    expect(snapshot.ctag?.split('\n')).toHaveLength(2);
    expect(snapshot.syncToken?.split('\n')).toHaveLength(2);
  });

  it('discovers the calendars from the principal URL too', async () => {
    const principal = new URL(`/${ALICE.username}/`, radicale.baseUrl).href;
    const snapshot = await fetchCalDav({ url: principal, ...ALICE }, range, fetch);

    expect(titles(snapshot)).toEqual(['Dentist', 'School play', 'Swimming']);
  });

  it('changes the ctag when an event is added, and then returns it', async () => {
    const before = await fetchCalDav({ url: schoolUrl, ...ALICE }, range, fetch);
    await radicale.putObject(
      ALICE.username,
      schoolUrl,
      'parents-evening.ics',
      eventIcs({
        uid: 'parents-evening',
        summary: 'Parents evening',
        start: at('2026-03-11T18:00:00Z'),
        end: at('2026-03-11T19:00:00Z'),
      }),
    );
    const after = await fetchCalDav({ url: schoolUrl, ...ALICE }, range, fetch);

    expect(after.ctag).not.toBe(before.ctag);
    expect(titles(after)).toEqual(['Parents evening', 'School play']);
  });

  it('sends every request through the fetcher it is given', async () => {
    const before = await radicale.requests();
    const { requests, fetchImpl } = recordingFetch();

    await fetchCalDav({ url: radicale.baseUrl, ...ALICE }, range, fetchImpl);
    const received = (await radicale.requests()).slice(before.length);

    expect(requests.length).toBeGreaterThan(0);
    // tsdav asks about the calendars concurrently, so the server may log them in another order.
    expect([...received].sort()).toEqual([...requests].sort());
    // The to-do list is found but never queried for events.
    expect(requests.filter((line) => line.startsWith('REPORT '))).toEqual([
      `REPORT /${ALICE.username}/family/`,
      `REPORT /${ALICE.username}/school/`,
    ]);
  });

  it('answers the Apple ID message when the password is wrong, for a calendar and for the root', async () => {
    for (const url of [familyUrl, radicale.baseUrl]) {
      const error = await failureOf(
        fetchCalDav({ url, username: ALICE.username, password: 'wrong' }, range, fetch),
      );

      expect(error).toBeInstanceOf(CalDavError);
      expect((error as Error).message).toBe('The Apple ID or app password was not accepted.');
    }
  });

  it('answers the Apple ID message for an unknown Apple ID', async () => {
    const error = await failureOf(
      fetchCalDav({ url: radicale.baseUrl, username: 'nobody', password: 'x' }, range, fetch),
    );

    expect((error as Error).message).toBe('The Apple ID or app password was not accepted.');
  });

  it('answers that no calendar was found for a missing collection, a to-do list and an account without calendars', async () => {
    const cases = [
      { url: new URL(`/${ALICE.username}/no-such-calendar/`, radicale.baseUrl).href, ...ALICE },
      { url: choresUrl, ...ALICE },
      { url: radicale.baseUrl, ...BOB },
    ];
    for (const credentials of cases) {
      const error = await failureOf(fetchCalDav(credentials, range, fetch));

      expect(error).toBeInstanceOf(CalDavError);
      expect((error as Error).message).toBe('No calendar was found at that address.');
    }
  });

  it('answers that the server could not be reached when nothing listens there', async () => {
    const port = await closedLoopbackPort();
    const error = await failureOf(fetchCalDav({ url: `http://127.0.0.1:${port}/`, ...ALICE }, range, fetch));

    expect(error).toBeInstanceOf(CalDavError);
    expect((error as Error).message).toBe('The calendar server could not be reached.');
  });

  it('answers that no calendar was found at a plain web page', async () => {
    const page = await webPage('<!doctype html><title>Our family</title>');
    try {
      const error = await failureOf(fetchCalDav({ url: page.url, ...ALICE }, range, fetch));

      expect(error).toBeInstanceOf(CalDavError);
      expect((error as Error).message).toBe('No calendar was found at that address.');
    } finally {
      await page.close();
    }
  });

  it('answers that the server could not be reached when it fails while answering', async () => {
    const failingReports = async (input: string | URL, init?: RequestInit) =>
      init?.method === 'REPORT' ? new Response('Service Unavailable', { status: 503 }) : fetch(input, init);
    const error = await failureOf(fetchCalDav({ url: familyUrl, ...ALICE }, range, failingReports));

    expect(error).toBeInstanceOf(CalDavError);
    expect((error as Error).message).toBe('The calendar server could not be reached.');
  });

  it('answers that the server could not be reached when the fetcher refuses the address', async () => {
    const refusing = async () => {
      throw new Error('address not allowed');
    };
    const error = await failureOf(fetchCalDav({ url: familyUrl, ...ALICE }, range, refusing));

    expect((error as Error).message).toBe('The calendar server could not be reached.');
    expect((error as Error).cause).toEqual(new Error('address not allowed'));
  });
});

describe('the Radicale test server', () => {
  it('leaves no process behind once stopped', async () => {
    const own = await startRadicale({ carol: 'pw' });
    expect(isRunning(own.pid)).toBe(true);

    await own.stop();

    expect(isRunning(own.pid)).toBe(false);
    await expect(fetch(own.baseUrl, { method: 'OPTIONS' })).rejects.toThrow();
  });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** An ordinary web server on loopback answering every request, whatever its method, with one HTML page. */
function webPage(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/family`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** A loopback port nothing listens on: bound by the kernel's choice, then released. */
function closedLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
