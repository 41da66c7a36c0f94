import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_CLIENT, startFakeGoogle } from '../../../../test/fakes/google-calendar';
import { MICROSOFT_CLIENT, startFakeMicrosoft } from '../../../../test/fakes/microsoft-graph';
import {
  CALENDAR_PROVIDER_IDS,
  type CalendarProviderId,
  CALENDAR_PROVIDERS as PROVIDER_INFO,
} from '../../../common/calendar-providers';
import { loadConfig } from '../../config';
import { createCalendarApi } from './calendar-api';
import { CALENDAR_PROVIDERS } from './providers';

/**
 * Each provider's fake, with one calendar holding one all-day event on 2026-12-24, and the keys
 * that point the provider's real code at it.
 */
const FAKES: Record<
  CalendarProviderId,
  () => Promise<{ env: Record<string, string>; close(): Promise<void> }>
> = {
  async google() {
    const fake = await startFakeGoogle();
    fake.addCalendar('family', 'Family', [
      { id: 'eve', summary: 'Christmas Eve', start: { date: '2026-12-24' }, end: { date: '2026-12-25' } },
    ]);
    return {
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        LUNO_GOOGLE_BASE_URL: fake.baseUrl,
      },
      close: fake.close,
    };
  },
  async microsoft() {
    const fake = await startFakeMicrosoft();
    fake.addCalendar('family', 'Family', [
      {
        id: 'eve',
        subject: 'Christmas Eve',
        isAllDay: true,
        start: { dateTime: '2026-12-24T00:00:00.0000000', timeZone: 'UTC' },
        end: { dateTime: '2026-12-25T00:00:00.0000000', timeZone: 'UTC' },
      },
    ]);
    return {
      env: {
        MICROSOFT_CLIENT_ID: MICROSOFT_CLIENT.id,
        MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT.secret,
        LUNO_MICROSOFT_BASE_URL: fake.baseUrl,
      },
      close: fake.close,
    };
  },
};

describe('the calendar provider registry', () => {
  it('lists the same providers as the client and the wire, each under its own id', () => {
    expect(Object.keys(CALENDAR_PROVIDERS).sort()).toEqual([...CALENDAR_PROVIDER_IDS].sort());
    for (const id of CALENDAR_PROVIDER_IDS) {
      expect(CALENDAR_PROVIDERS[id].id).toBe(id);
      expect(CALENDAR_PROVIDERS[id].label).not.toBe('');
      expect(PROVIDER_INFO[id].name).not.toBe('');
    }
  });

  it('offers no account on a server without keys', () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    for (const provider of Object.values(CALENDAR_PROVIDERS)) expect(provider.account(config)).toBeNull();
  });

  describe.each(CALENDAR_PROVIDER_IDS)('%s', (id) => {
    const provider = CALENDAR_PROVIDERS[id];
    let fake: Awaited<ReturnType<(typeof FAKES)[CalendarProviderId]>>;
    beforeAll(async () => {
      fake = await FAKES[id]();
    });
    afterAll(() => fake.close());

    it('connects an account, lists its calendars, and reads one incrementally', async () => {
      const account = provider.account(loadConfig({ LOG_LEVEL: 'silent', ...fake.env }));
      expect(account?.id).toBe(id);
      if (!account) return;
      const redirectUri = `http://luno.test/api/auth/${id}/callback`;
      const verifier = 'v'.repeat(64);
      const consent = await fetch(account.authorizationUrl('state-1', verifier, redirectUri), {
        redirect: 'manual',
      });
      const back = new URL(consent.headers.get('location') ?? '');
      expect(back.searchParams.get('state')).toBe('state-1');
      const tokens = await account.exchange(back.searchParams.get('code') ?? '', verifier, redirectUri);
      const api = createCalendarApi(account.apiBase, tokens.accessToken, account.label);

      expect(await provider.listCalendars(api)).toContainEqual({
        id: 'family',
        name: 'Family',
        primary: false,
      });

      const window = { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };
      const first = await provider.read(api, 'family', window, { syncToken: null, conditional: false });
      expect(first).toMatchObject({
        changed: true,
        occurrences: [
          { key: 'eve', title: 'Christmas Eve', start: '2026-12-24', end: '2026-12-25', isAllDay: true },
        ],
      });
      const again = await provider.read(api, 'family', window, {
        syncToken: first.syncToken,
        conditional: true,
      });
      expect(again.changed).toBe(false);
    });
  });
});

/** Every file under `dir` that is code, with its path from the repository root. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('provider ids outside the registry', () => {
  it('are never branched on: a provider is one file and one registry line', () => {
    const root = path.resolve('src');
    const allowed = [
      path.join(root, 'server', 'integrations') + path.sep,
      path.join(root, 'common', 'calendar-providers.ts'),
    ];
    const ids = CALENDAR_PROVIDER_IDS.join('|');
    const branch = new RegExp(
      `[!=]==?\\s*['"\`](${ids})['"\`]|['"\`](${ids})['"\`]\\s*[!=]==?|case\\s+['"\`](${ids})['"\`]`,
    );
    const found = sourceFiles(root)
      .filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            branch.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
