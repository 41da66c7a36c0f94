import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { addDays, todayIn } from '../../common/calendar-days';
import type { CalendarEvent } from '../../common/schemas/calendars';
import type { FamilyEvent, InboxMessage } from '../../common/schemas/family-events';
import { instantOfWallTime } from '../../common/zoned-time';

const ZONE = 'Europe/Berlin';
const DOMAIN = 'mail.luno.test';
const MAX_BYTES = 64 * 1024;

const compact = (day: string) => day.replaceAll('-', '');

/** An invitation as calendar apps send one: METHOD, a zone the file names, a UID and a SEQUENCE. */
function invite(options: {
  method?: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence?: number;
  title: string;
  day: string;
  from: string;
  to: string;
  rule?: string;
  recurrenceId?: string;
}): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test mail client//EN',
    `METHOD:${options.method ?? 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${options.uid}`,
    `SEQUENCE:${options.sequence ?? 0}`,
    'DTSTAMP:20260101T000000Z',
    `SUMMARY:${options.title}`,
    'LOCATION:Main street 1',
    `DTSTART;TZID=Europe/Berlin:${compact(options.day)}T${options.from}00`,
    `DTEND;TZID=Europe/Berlin:${compact(options.day)}T${options.to}00`,
    ...(options.rule ? [`RRULE:${options.rule}`] : []),
    ...(options.recurrenceId ? [`RECURRENCE-ID;TZID=Europe/Berlin:${options.recurrenceId}`] : []),
    ...(options.method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
    'ORGANIZER;CN=School:mailto:office@school.example',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const berlin = (day: string, hour: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day: date, hour, minute: 0, second: 0 }, ZONE).toISOString();
};

describe.each(dialects)('forwarded invitations by SMTP on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  let family: Awaited<ReturnType<typeof makeSignedInFamily>>;
  let address: string;
  let today: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      LUNO_SMTP_PORT: '0',
      LUNO_SMTP_HOST: '127.0.0.1',
      LUNO_MAIL_DOMAIN: DOMAIN,
      LUNO_MAIL_MAX_BYTES: String(MAX_BYTES),
    });
    port = t.app.mailReceiver!.address()!.port;
    family = await makeSignedInFamily(t, { timeZone: ZONE });
    address = (await family.agent.get('/api/family')).json().inboxAddress;
    today = todayIn(ZONE);
  });
  afterAll(() => t.close());

  /** A real SMTP client on loopback, as a member's mail server delivering to ours. */
  function send(message: SendMailOptions) {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    return transport.sendMail({
      to: address,
      subject: 'Fwd: invitation',
      text: 'See the invite.',
      ...message,
    });
  }

  const events = async () => (await family.agent.get('/api/family-events')).json() as FamilyEvent[];
  const notes = async () => (await family.agent.get('/api/family/inbox')).json() as InboxMessage[];

  it('gives the family its own address on the configured domain', () => {
    expect(address).toMatch(
      new RegExp(`^family${family.familyId}-[a-z2-7]{12}@${DOMAIN.replaceAll('.', '\\.')}$`),
    );
  });

  it('adds a member’s invitation, moves it on an update, and removes it when cancelled', async () => {
    const day = addDays(today, 5);
    const sent = await send({
      from: family.email,
      attachments: [
        {
          filename: 'invite.ics',
          contentType: 'text/calendar; method=REQUEST',
          content: invite({
            uid: 'concert-1@school.example',
            title: 'School concert',
            day,
            from: '1800',
            to: '1930',
          }),
        },
      ],
    });
    expect(sent.accepted).toEqual([address]);
    expect(sent.response).toContain('Added “School concert”');

    const [added] = await events();
    expect(added).toMatchObject({
      title: 'School concert',
      start: berlin(day, 18),
      end: new Date(Date.parse(berlin(day, 18)) + 90 * 60_000).toISOString(),
      notes: 'Where: Main street 1',
      origin: 'email',
    });
    // The family gives it a person; an update from the organiser keeps that.
    await family.agent.put(`/api/family-events/${added!.id}`, {
      title: added!.title,
      start: added!.start,
      end: added!.end,
      notes: added!.notes,
      personId: 3,
    });

    // The organiser moves it a day later and an hour earlier: inline text/calendar this time.
    const later = addDays(day, 1);
    await send({
      from: family.email,
      icalEvent: {
        method: 'REQUEST',
        content: invite({
          uid: 'concert-1@school.example',
          sequence: 1,
          title: 'School concert',
          day: later,
          from: '1700',
          to: '1830',
        }),
      },
    });
    const [moved] = await events();
    expect(moved).toMatchObject({ id: added!.id, start: berlin(later, 17), personId: 3 });
    const onBoards = (await family.agent.get('/api/events')).json() as CalendarEvent[];
    expect(onBoards.filter((event) => event.title === 'School concert').map((event) => event.start)).toEqual([
      berlin(later, 17),
    ]);

    // An older version arriving late changes nothing.
    await send({
      from: family.email,
      icalEvent: {
        method: 'REQUEST',
        content: invite({
          uid: 'concert-1@school.example',
          title: 'School concert',
          day,
          from: '1800',
          to: '1930',
        }),
      },
    });
    expect((await events())[0]!.start).toBe(berlin(later, 17));

    await send({
      from: family.email,
      icalEvent: {
        method: 'CANCEL',
        content: invite({
          method: 'CANCEL',
          uid: 'concert-1@school.example',
          sequence: 2,
          title: 'School concert',
          day: later,
          from: '1700',
          to: '1830',
        }),
      },
    });
    expect(await events()).toEqual([]);

    const [cancelled, stale, update, first] = await notes();
    expect(first).toMatchObject({ accepted: true, from: family.email, subject: 'Fwd: invitation' });
    expect(first!.summary).toMatch(/^Added “School concert”: /);
    expect(update!.summary).toMatch(/^Updated “School concert”: /);
    expect(stale!.summary).toContain('in a newer version');
    expect(cancelled).toMatchObject({ accepted: true, summary: 'Cancelled “School concert”.' });
  });

  it('keeps a weekly series, and cancelling one time takes only that time out', async () => {
    const day = addDays(today, 1);
    await send({
      from: family.email,
      icalEvent: {
        method: 'REQUEST',
        content: invite({
          uid: 'choir@school.example',
          title: 'Choir',
          day,
          from: '1600',
          to: '1700',
          rule: 'FREQ=WEEKLY;COUNT=4',
        }),
      },
    });
    const [series] = await events();
    expect(series).toMatchObject({
      title: 'Choir',
      repeatConfig: { freq: 'WEEKLY' },
      repeatUntil: addDays(day, 21),
    });
    await send({
      from: family.email,
      icalEvent: {
        method: 'CANCEL',
        content: invite({
          method: 'CANCEL',
          uid: 'choir@school.example',
          title: 'Choir',
          day: addDays(day, 7),
          from: '1600',
          to: '1700',
          recurrenceId: `${compact(addDays(day, 7))}T160000`,
        }),
      },
    });
    const choir = ((await family.agent.get('/api/events')).json() as CalendarEvent[])
      .filter((event) => event.title === 'Choir')
      .map((event) => event.start);
    expect(choir).toEqual([0, 14, 21].map((n) => berlin(addDays(day, n), 16)));
    await family.agent.delete(`/api/family-events/${series!.id}`);
  });

  it('refuses a stranger’s mail, and says so in the family’s notes', async () => {
    const before = (await notes()).length;
    await expect(
      send({
        from: 'stranger@elsewhere.example',
        icalEvent: {
          method: 'REQUEST',
          content: invite({ uid: 'spam@x', title: 'Win a prize', day: today, from: '1000', to: '1100' }),
        },
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(await events()).toEqual([]);
    const [note] = await notes();
    expect((await notes()).length).toBe(before + 1);
    expect(note).toMatchObject({ accepted: false, from: 'stranger@elsewhere.example' });
    expect(note!.summary).toContain('Only the family’s members can send to this address');

    // A member's envelope with a stranger's From header is refused too.
    await expect(
      send({
        from: 'stranger@elsewhere.example',
        envelope: { from: family.email, to: address },
        icalEvent: {
          method: 'REQUEST',
          content: invite({ uid: 'spam@x', title: 'Win a prize', day: today, from: '1000', to: '1100' }),
        },
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    expect(await events()).toEqual([]);
  });

  it('refuses a message over the size limit, and an address that is not a family’s', async () => {
    await expect(
      send({
        from: family.email,
        icalEvent: {
          method: 'REQUEST',
          content: invite({ uid: 'big@x', title: 'Big', day: today, from: '1000', to: '1100' }),
        },
        attachments: [{ filename: 'photo.jpg', content: Buffer.alloc(MAX_BYTES * 2, 7) }],
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await events()).toEqual([]);
    expect((await notes())[0]!.summary).toContain('was refused: forward the invitation alone');

    const forged = address.replace(/-[a-z2-7]+@/, '-aaaaaaaaaaaa@');
    await expect(send({ from: family.email, to: forged })).rejects.toMatchObject({ responseCode: 550 });
  });

  it('answers a member’s mail without an invitation with why nothing was added', async () => {
    await expect(send({ from: family.email, text: 'Hello!' })).rejects.toMatchObject({ responseCode: 550 });
    expect((await notes())[0]).toMatchObject({
      accepted: false,
      summary: 'It held no calendar invitation (an .ics file), so nothing was added.',
    });
  });
});
