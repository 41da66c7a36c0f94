/**
 * The Google and Microsoft writers through the real HTTP code (the authorised API client, the
 * OAuth flow for a token) against the fakes, which follow the providers' documented write APIs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, GOOGLE_CLIENT, startFakeGoogle } from '../../../../test/fakes/google-calendar';
import {
  type FakeMicrosoft,
  MICROSOFT_CLIENT,
  startFakeMicrosoft,
} from '../../../../test/fakes/microsoft-graph';
import { addDays, todayIn } from '../../../common/calendar-days';
import { DEFAULT_REPEAT_CONFIG } from '../../../common/recurrence';
import type { OAuthProvider } from '../oauth/providers';
import { createCalendarApi } from './calendar-api';
import type { CalendarProvider } from './calendar-provider';
import { CalendarWriteRefused, ChangedSinceRead, type EventDraft } from './calendar-writer';
import { googleAccount, googleCalendar } from './google';
import { microsoftAccount, microsoftCalendar } from './microsoft';

const REDIRECT = 'http://127.0.0.1:9/api/auth/callback';

/** A token as the connect flow gets one: consent (with the write scope when asked), then the code exchanged. */
async function tokenFrom(account: OAuthProvider, write: boolean): Promise<string> {
  const verifier = 'v'.repeat(50);
  const consent = account.authorizationUrl('state', verifier, REDIRECT, write ? account.writeScopes : []);
  const answer = await fetch(consent, { redirect: 'manual' });
  const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
  const tokens = await account.exchange(code, verifier, REDIRECT);
  if (write) expect(tokens.scopes).toEqual(expect.arrayContaining(account.writeScopes!));
  return tokens.accessToken;
}

const today = todayIn('UTC');
const window = {
  from: new Date(`${addDays(today, -1)}T00:00:00Z`),
  to: new Date(`${addDays(today, 120)}T00:00:00Z`),
};
const at = (days: number, time: string) => `${addDays(today, days)}T${time}.000Z`;

function draft(title: string, start: string, end: string, weekly = false): EventDraft {
  return {
    title,
    allDay: false,
    start,
    end,
    notes: null,
    repeatConfig: weekly ? { ...DEFAULT_REPEAT_CONFIG, freq: 'WEEKLY' } : null,
    repeatUntil: weekly ? addDays(today, 7 * 5 + 2) : null,
    timeZone: 'UTC',
  };
}

describe('the Google writer against the Calendar API fake', () => {
  let google: FakeGoogle;
  let account: OAuthProvider;
  let api: ReturnType<typeof createCalendarApi>;
  const writer = googleCalendar.writer!;
  const CAL = 'family@group.calendar.google.com';
  const target = () => ({ api, calendarId: CAL });

  beforeAll(async () => {
    google = await startFakeGoogle();
    google.addCalendar(CAL, 'Family', []);
    account = googleAccount({
      clientId: GOOGLE_CLIENT.id,
      clientSecret: GOOGLE_CLIENT.secret,
      baseUrl: google.baseUrl,
    });
    api = createCalendarApi(account.apiBase, await tokenFrom(account, true), 'Google');
  });
  afterAll(() => google.close());

  it('inserts, patches with If-Match and deletes a single event', async () => {
    const made = await writer.create(
      target(),
      { ...draft('Dentist', at(2, '14:00:00'), at(2, '15:00:00')), notes: 'Bring the card' },
      window,
    );
    const [occurrence] = made.series[0]!.occurrences;
    expect(occurrence).toMatchObject({
      title: 'Dentist',
      start: at(2, '14:00:00'),
      ref: { recurring: false },
    });
    expect(google.event(CAL, occurrence!.ref.eventId)?.summary).toBe('Dentist');

    const moved = await writer.update(
      target(),
      occurrence!.ref,
      draft('Dentist', at(3, '09:00:00'), at(3, '10:00:00')),
      'all',
      window,
    );
    expect(moved.series[0]!.occurrences[0]).toMatchObject({ start: at(3, '09:00:00') });
    const patch = google.writes.at(-1)!;
    expect(patch).toMatchObject({ method: 'PATCH', ifMatch: occurrence!.ref.etag });
    // Luno does not show descriptions: a change without notes leaves the one in Google as it was.
    expect(google.event(CAL, occurrence!.ref.eventId)?.description).toBe('Bring the card');

    await writer.delete(target(), moved.series[0]!.occurrences[0]!.ref, 'all', window);
    expect(google.occurrences(CAL).map((e) => e.summary)).not.toContain('Dentist');
  });

  it('refuses a write over a change made in Google Calendar since Luno read it (412), and writes nothing', async () => {
    const made = await writer.create(target(), draft('Swim', at(4, '17:00:00'), at(4, '18:00:00')), window);
    const read = made.series[0]!.occurrences[0]!;
    google.edit(CAL, read.ref.eventId, { summary: 'Swim (pool closed)' });
    await expect(
      writer.update(
        target(),
        read.ref,
        draft('Swimming', at(4, '17:00:00'), at(4, '18:00:00')),
        'all',
        window,
      ),
    ).rejects.toBeInstanceOf(ChangedSinceRead);
    await expect(writer.delete(target(), read.ref, 'all', window)).rejects.toBeInstanceOf(ChangedSinceRead);
    expect(google.event(CAL, read.ref.eventId)?.summary).toBe('Swim (pool closed)');
    expect(google.event(CAL, read.ref.eventId)?.status).toBe('confirmed');
  });

  it('writes a weekly series: one instance, this and following, and all', async () => {
    const made = await writer.create(
      target(),
      draft('Piano', at(1, '16:00:00'), at(1, '17:00:00'), true),
      window,
    );
    const series = made.series[0]!;
    expect(series.occurrences).toHaveLength(6);
    expect(series.occurrences.every((o) => o.ref.recurring && o.ref.seriesId === series.seriesId)).toBe(true);

    // This one: the second lesson moves an hour later; Google keeps it as an exception.
    const second = series.occurrences[1]!;
    const afterThis = await writer.update(
      target(),
      second.ref,
      draft('Piano', at(8, '17:00:00'), at(8, '18:00:00')),
      'this',
      window,
    );
    expect(afterThis.series[0]!.occurrences.map((o) => o.start)).toContain(at(8, '17:00:00'));
    expect(google.event(CAL, second.ref.eventId)).toMatchObject({ recurringEventId: series.seriesId });

    // This and following, from the fourth: the series ends before it, a new one starts with the new name.
    const fourth = afterThis.series[0]!.occurrences[3]!;
    const split = await writer.update(
      target(),
      fourth.ref,
      draft('Piano (new teacher)', fourth.start, fourth.end),
      'following',
      window,
    );
    expect(split.series).toHaveLength(2);
    expect(split.series[0]!.occurrences).toHaveLength(3);
    expect(split.series[1]!.occurrences.map((o) => o.title)).toEqual(Array(3).fill('Piano (new teacher)'));
    const master = google.event(CAL, series.seriesId)!;
    expect(master.recurrence![0]).toMatch(/UNTIL=\d{8}T\d{6}Z/);
    expect(
      google
        .occurrences(CAL)
        .filter((e) => e.summary?.startsWith('Piano'))
        .map((e) => e.summary),
    ).toEqual([
      'Piano',
      'Piano',
      'Piano',
      'Piano (new teacher)',
      'Piano (new teacher)',
      'Piano (new teacher)',
    ]);

    // One instance deleted, then the whole first part.
    const first = split.series[0]!.occurrences[0]!;
    const afterDelete = await writer.delete(target(), first.ref, 'this', window);
    expect(afterDelete.series[0]!.occurrences).toHaveLength(2);
    const rest = afterDelete.series[0]!.occurrences[0]!;
    await writer.delete(target(), rest.ref, 'all', window);
    expect(google.occurrences(CAL).filter((e) => e.summary === 'Piano')).toEqual([]);
    expect(google.occurrences(CAL).filter((e) => e.summary === 'Piano (new teacher)')).toHaveLength(3);
  });

  it('says writing is not allowed yet when the token lacks the write scope (403)', async () => {
    const readOnly = createCalendarApi(account.apiBase, await tokenFrom(account, false), 'Google');
    const refusal = await writer
      .create({ api: readOnly, calendarId: CAL }, draft('Nope', at(5, '10:00:00'), at(5, '11:00:00')), window)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CalendarWriteRefused);
    expect(refusal).toMatchObject({ status: 403 });
    expect((refusal as Error).message).toMatch(/Luno may not change events .* Turn on/);
    expect(google.occurrences(CAL).map((e) => e.summary)).not.toContain('Nope');
  });
});

describe('the Microsoft writer against the Graph fake', () => {
  let microsoft: FakeMicrosoft;
  let account: OAuthProvider;
  let api: ReturnType<typeof createCalendarApi>;
  const writer = (microsoftCalendar as CalendarProvider).writer!;
  const CAL = 'AQMk-family';
  const target = () => ({ api, calendarId: CAL });

  beforeAll(async () => {
    microsoft = await startFakeMicrosoft();
    microsoft.addCalendar(CAL, 'Family', []);
    account = microsoftAccount({
      clientId: MICROSOFT_CLIENT.id,
      clientSecret: MICROSOFT_CLIENT.secret,
      baseUrl: microsoft.baseUrl,
      tenant: MICROSOFT_CLIENT.tenant,
    });
    api = createCalendarApi(account.apiBase, await tokenFrom(account, true), 'Microsoft');
  });
  afterAll(() => microsoft.close());

  it('creates, updates with If-Match and deletes a single event', async () => {
    const made = await writer.create(
      target(),
      draft('Dentist', at(2, '14:00:00'), at(2, '15:00:00')),
      window,
    );
    const read = made.series[0]!.occurrences[0]!;
    expect(read).toMatchObject({ title: 'Dentist', start: at(2, '14:00:00'), ref: { recurring: false } });
    const moved = await writer.update(
      target(),
      read.ref,
      draft('Dentist', at(3, '09:00:00'), at(3, '10:00:00')),
      'all',
      window,
    );
    expect(moved.series[0]!.occurrences[0]).toMatchObject({ start: at(3, '09:00:00') });
    expect(microsoft.writes.at(-1)).toMatchObject({ method: 'PATCH', ifMatch: read.ref.etag });
    await writer.delete(target(), moved.series[0]!.occurrences[0]!.ref, 'all', window);
    expect(microsoft.event(read.ref.eventId)).toBeUndefined();
  });

  it('refuses a write over a change made in Outlook since Luno read it (412), and writes nothing', async () => {
    const made = await writer.create(target(), draft('Swim', at(4, '17:00:00'), at(4, '18:00:00')), window);
    const read = made.series[0]!.occurrences[0]!;
    microsoft.edit(read.ref.eventId, { subject: 'Swim (pool closed)' });
    await expect(
      writer.update(
        target(),
        read.ref,
        draft('Swimming', at(4, '17:00:00'), at(4, '18:00:00')),
        'this',
        window,
      ),
    ).rejects.toBeInstanceOf(ChangedSinceRead);
    expect(microsoft.event(read.ref.eventId)?.subject).toBe('Swim (pool closed)');
  });

  it('writes a weekly series: one occurrence, this and following, and all', async () => {
    const made = await writer.create(
      target(),
      draft('Piano', at(1, '16:00:00'), at(1, '17:00:00'), true),
      window,
    );
    const series = made.series[0]!;
    expect(series.occurrences).toHaveLength(6);
    const second = series.occurrences[1]!;
    const afterThis = await writer.update(
      target(),
      second.ref,
      draft('Piano', at(8, '17:00:00'), at(8, '18:00:00')),
      'this',
      window,
    );
    expect(afterThis.series[0]!.occurrences.map((o) => o.start)).toContain(at(8, '17:00:00'));

    const fourth = afterThis.series[0]!.occurrences[3]!;
    const split = await writer.update(
      target(),
      fourth.ref,
      draft('Piano (new teacher)', fourth.start, fourth.end),
      'following',
      window,
    );
    expect(split.series.map((s) => s.occurrences.length)).toEqual([3, 3]);
    expect(microsoft.event(series.seriesId)?.recurrence?.range).toMatchObject({
      type: 'endDate',
      endDate: addDays(today, 21),
    });

    const first = split.series[0]!.occurrences[0]!;
    expect((await writer.delete(target(), first.ref, 'this', window)).series[0]!.occurrences).toHaveLength(2);
    await writer.delete(target(), split.series[1]!.occurrences[0]!.ref, 'all', window);
    expect(microsoft.occurrences(CAL).filter((e) => e.subject === 'Piano (new teacher)')).toEqual([]);
    expect(microsoft.occurrences(CAL).filter((e) => e.subject === 'Piano')).toHaveLength(2);
  });

  it('says writing is not allowed yet when the token lacks Calendars.ReadWrite (403)', async () => {
    const readOnly = createCalendarApi(account.apiBase, await tokenFrom(account, false), 'Microsoft');
    await expect(
      writer.create(
        { api: readOnly, calendarId: CAL },
        draft('Nope', at(5, '10:00:00'), at(5, '11:00:00')),
        window,
      ),
    ).rejects.toMatchObject({ status: 403, message: expect.stringMatching(/Luno may not change events/) });
  });
});
