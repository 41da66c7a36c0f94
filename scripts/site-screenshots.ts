// `npm run screenshots:site` (after `npm run build`): the pictures of the public site, taken from
// Luno itself. Starts the built server on loopback with a family full of data — calendars from an
// iCal feed, Google and Outlook (through the local fakes of test/fakes/, as the browser tests use
// them), chores and piggy banks, a week's menu, a shopping list, photos and Spotify — then takes
// each board and page in Chromium and writes them as AVIF and WebP in width steps under
// src/web/public/images/site/, with src/web/site/screenshots.ts naming their sizes. Run it again
// after the boards' look changes; the dates follow the day it runs. `--pages` then takes each
// public page for docs/screenshots/, and `--convert-only` writes the images again from the last run.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, todayIn } from '../src/common/calendar-days';
import { createComponent } from '../src/common/schemas/component';
import { instantOfWallTime } from '../src/common/zoned-time';
import { GOOGLE_CLIENT, startFakeGoogle } from '../test/fakes/google-calendar';
import { startFeedServer } from '../test/fakes/ical-feeds';
import { MICROSOFT_CLIENT, startFakeMicrosoft } from '../test/fakes/microsoft-graph';
import { SPOTIFY_CLIENT, startFakeSpotify } from '../test/fakes/spotify';
import { type LunoProcess, waitUntilReady } from '../test/support/luno-process';

const OUT_DIR = 'src/web/public/images/site';
/** The PNGs as taken, kept so `--convert-only` can write the images again without taking them. */
const TAKEN_DIR = 'test-results/site-screenshots';
const MANIFEST = 'src/web/site/screenshots.ts';
/** The family's zone, the browsers' and the clocks' (the clock widget's default). */
const ZONE = 'America/New_York';
const PASSWORD = 'a family password 1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The address the pictures show (the pairing screen prints it): the server's PUBLIC_URL, which
 * the browser reaches at the server's loopback port. `.example` is reserved for examples.
 */
const SHOWN_ORIGIN = 'http://luno.example';

/** A picture to write: its PNG, and the widths it is offered at (never wider than taken). */
interface Shot {
  name: string;
  alt: string;
  png: Buffer;
  widths: number[];
}

const shots: Shot[] = [];
function keep(name: string, alt: string, png: Buffer, widths: number[]) {
  shots.push({ name, alt, png, widths });
  fs.mkdirSync(TAKEN_DIR, { recursive: true });
  fs.writeFileSync(path.join(TAKEN_DIR, `${name}.png`), png);
  fs.writeFileSync(path.join(TAKEN_DIR, `${name}.json`), JSON.stringify({ name, alt, widths }));
  console.log(`  ${name}`);
}

/** The shots of the last run, from TAKEN_DIR, in the order they were taken. */
function takenBefore(): Shot[] {
  return fs
    .readdirSync(TAKEN_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const meta = JSON.parse(fs.readFileSync(path.join(TAKEN_DIR, file), 'utf8'));
      return { ...meta, png: fs.readFileSync(path.join(TAKEN_DIR, `${meta.name}.png`)) } as Shot;
    });
}

// ---------------------------------------------------------------------------------------------
// The family's data

// The pictures show a Wednesday morning of the coming week: every day of that week (Sunday to
// Saturday) is still ahead for the server, so every calendar's events of it are read and kept.
const realToday = todayIn(ZONE);
const realWeekday = (new Date(`${realToday}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
const monday = addDays(realToday, 7 - realWeekday);
const day = (offset: number) => addDays(monday, offset);
const today = day(2);
/** The instant of a wall time of the family's zone on the day `offset` days from that Monday. */
function instant(offset: number, time: string): Date {
  const [year, month, dayOfMonth] = day(offset).split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return instantOfWallTime({ year, month, day: dayOfMonth, hour, minute, second: 0 }, ZONE);
}
/** What the browsers' clocks say while the pictures are taken. */
const SHOWN_TIME = instant(2, '07:45');
const at = (offset: number, time: string) => instant(offset, time).toISOString();
const icsStamp = (offset: number, time: string) =>
  at(offset, time)
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

function schoolFeed(): string {
  const event = (uid: string, summary: string, start: string, end: string, extra: string[] = []) => [
    'BEGIN:VEVENT',
    `UID:${uid}@school.example`,
    `DTSTAMP:${icsStamp(0, '08:00')}`,
    `SUMMARY:${summary}`,
    start,
    end,
    ...extra,
    'END:VEVENT',
  ];
  const allDay = (offset: number) => `${day(offset).replaceAll('-', '')}`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Maple Street Elementary//EN',
    ...event(
      'library',
      'Library books due',
      `DTSTART:${icsStamp(1, '08:30')}`,
      `DTEND:${icsStamp(1, '09:00')}`,
      ['RRULE:FREQ=WEEKLY'],
    ),
    ...event(
      'piano',
      'Piano lesson – Mia',
      `DTSTART:${icsStamp(3, '17:00')}`,
      `DTEND:${icsStamp(3, '17:45')}`,
      ['RRULE:FREQ=WEEKLY'],
    ),
    ...event(
      'trip',
      'Science museum trip',
      `DTSTART;VALUE=DATE:${allDay(2)}`,
      `DTEND;VALUE=DATE:${allDay(3)}`,
    ),
    ...event('photos', 'Picture day', `DTSTART;VALUE=DATE:${allDay(4)}`, `DTEND;VALUE=DATE:${allDay(5)}`),
    ...event(
      'concert',
      'Winter concert',
      `DTSTART:${icsStamp(11, '18:30')}`,
      `DTEND:${icsStamp(11, '20:00')}`,
    ),
    ...event('art', 'Art club – Leo', `DTSTART:${icsStamp(0, '15:30')}`, `DTEND:${icsStamp(0, '16:30')}`, [
      'RRULE:FREQ=WEEKLY',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function googleEvents() {
  const timed = (id: string, summary: string, offset: number, start: string, end: string) => ({
    id,
    summary,
    start: { dateTime: at(offset, start) },
    end: { dateTime: at(offset, end) },
  });
  const events = [
    timed('pancakes', 'Pancake breakfast', -1, '09:00', '10:00'),
    timed('soccer', 'Soccer game', 5, '10:00', '11:30'),
    timed('grandma', 'Dinner at Grandma’s', 5, '18:00', '20:00'),
    timed('movie', 'Family movie night', 4, '19:00', '21:00'),
    timed('dentist', 'Dentist – Leo', 3, '15:30', '16:15'),
    timed('playdate', 'Playdate with Sam', 13, '14:00', '16:00'),
    timed('haircut', 'Haircuts', 9, '16:30', '17:30'),
    timed('zoo', 'Zoo trip', 12, '10:00', '14:00'),
  ];
  for (const offset of [0, 2, 7, 9, 14, 16, 21, 23]) {
    events.push(timed(`swim-${offset}`, 'Swim practice', offset, '16:00', '17:00'));
  }
  for (const offset of [11, 18, 19, 26, 27]) {
    events.push(
      timed(`extra-${offset}`, offset % 2 ? 'Birthday party' : 'Bike ride', offset, '11:00', '13:00'),
    );
  }
  return events;
}

function outlookEvents() {
  const timed = (id: string, subject: string, offset: number, start: string, end: string) => ({
    id,
    subject,
    start: { dateTime: at(offset, start).replace('Z', '0000'), timeZone: 'UTC' },
    end: { dateTime: at(offset, end).replace('Z', '0000'), timeZone: 'UTC' },
  });
  return [
    timed('yoga', 'Yoga', 1, '07:00', '08:00'),
    timed('conference', 'Parent–teacher conference', 1, '17:30', '18:15'),
    timed('bookclub', 'Book club', 2, '19:30', '21:00'),
    timed('review', 'Quarterly review', 8, '10:00', '11:00'),
    timed('yoga2', 'Yoga', 8, '07:00', '08:00'),
    timed('offsite', 'Team lunch', 10, '12:00', '13:30'),
    timed('yoga3', 'Yoga', 15, '07:00', '08:00'),
    timed('flight', 'Flight home', 20, '15:00', '18:00'),
  ];
}

/** A landscape painted for the photo library: sky, sun, hills and water, in a palette. */
async function paintedPhoto(palette: string[], seed: number): Promise<Buffer> {
  const [skyTop, skyBottom, sun, far, mid, near, water] = palette;
  const wave = (y: number, amp: number, phase: number) => {
    let d = `M0 ${y}`;
    for (let x = 0; x <= 1600; x += 80) d += ` L${x} ${y + Math.sin(x / 180 + phase + seed) * amp}`;
    return `${d} L1600 1000 L0 1000 Z`;
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient>
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water}"/><stop offset="1" stop-color="${near}"/></linearGradient>
    </defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <circle cx="${500 + seed * 160}" cy="${330 + seed * 20}" r="320" fill="url(#glow)"/>
    <circle cx="${500 + seed * 160}" cy="${330 + seed * 20}" r="90" fill="${sun}"/>
    <path d="${wave(520, 60, 0)}" fill="${far}"/>
    <path d="${wave(620, 45, 1.7)}" fill="${mid}"/>
    <rect y="760" width="1600" height="240" fill="url(#water)"/>
    <path d="${wave(700, 30, 3.1)}" fill="${near}" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const PHOTO_PALETTES = [
  ['#f7b267', '#f79d65', '#fff1c1', '#c8553d', '#8c3b2e', '#4a2c2a', '#f4845f'],
  ['#9ad1d4', '#e8f1f2', '#fffbe6', '#5c8d89', '#3a6b5c', '#1f4e3d', '#74a4bc'],
  ['#2d3a6b', '#e07a5f', '#ffd6a5', '#3d405b', '#2b2d42', '#1b1b2f', '#81b29a'],
  ['#bde0fe', '#fefae0', '#ffffff', '#a3b18a', '#588157', '#344e41', '#8ecae6'],
  ['#ffcdb2', '#ffb4a2', '#fff3e6', '#b5838d', '#6d6875', '#3f3a45', '#e5989b'],
];

/** The built server (`dist/server/main.js`, as `npm start` runs it) on a loopback port. */
function startBuilt(env: Record<string, string>): LunoProcess {
  const port = 20_000 + Math.floor(Math.random() * 12_000);
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', LUNO_PASSWORD_COST: 'test', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited: () => exit };
}

// ---------------------------------------------------------------------------------------------
// Talking to the server as the signed-in browser does

/** The API as the signed-in page calls it (in the page: the browser alone knows where SHOWN_ORIGIN is). */
function apiOf(page: Page) {
  async function call<T = { id: number }>(method: string, url: string, data?: unknown): Promise<T> {
    const answer = await page.evaluate(
      async ({ method, url, data }) => {
        const { csrfToken } = await (await fetch('/api/csrf-token')).json();
        const response = await fetch(url, {
          method,
          headers: {
            'x-csrf-token': csrfToken,
            ...(data === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: data === undefined ? undefined : JSON.stringify(data),
        });
        return { ok: response.ok, status: response.status, text: await response.text() };
      },
      { method, url, data },
    );
    if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
    return (answer.text ? JSON.parse(answer.text) : null) as T;
  }
  async function upload(name: string, buffer: Buffer) {
    const answer = await page.evaluate(
      async ({ name, base64 }) => {
        const { csrfToken } = await (await fetch('/api/csrf-token')).json();
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const form = new FormData();
        form.append('file', new File([bytes], name, { type: 'image/jpeg' }));
        const response = await fetch('/api/photos', {
          method: 'POST',
          headers: { 'x-csrf-token': csrfToken },
          body: form,
        });
        return { ok: response.ok, status: response.status, text: await response.text() };
      },
      { name, base64: buffer.toString('base64') },
    );
    if (!answer.ok) throw new Error(`upload: ${answer.status} ${answer.text}`);
  }
  return { call, upload };
}

async function signUp(page: Page, email: string, invite?: string) {
  await page.goto('/api/csrf-token');
  const result = await page.evaluate(
    async ({ email, password, invite }) => {
      const { csrfToken } = await (await fetch('/api/csrf-token')).json();
      const response = await fetch('/api/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({
          email,
          password,
          timeZone: 'America/New_York',
          family: 'The Parkers',
          invite,
        }),
      });
      if (response.status !== 201) return `${response.status} ${await response.text()}`;
      const { token, familyId } = await response.json();
      localStorage.setItem('token', token);
      localStorage.setItem('familyId', String(familyId));
      return 'ok';
    },
    { email, password: PASSWORD, invite },
  );
  if (result !== 'ok') throw new Error(`sign-up: ${result}`);
}

/** Waits until a page has drawn what it will: fonts, pictures and the answers it asked for. */
async function settle(page: Page) {
  // A page that polls (the TV's pairing screen) never goes quiet for long; a moment is enough.
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    ),
  );
  await page.waitForTimeout(600);
}

// ---------------------------------------------------------------------------------------------
// The boards

type Parts = Record<string, number>;

const card = {
  bgColor: '#ffffff',
  borderRadius: 22,
  addBoxShadow: true,
  boxShadowBlur: 24,
  boxShadowOpacity: 0.14,
};
const header = (color: string) => ({
  showHeader: true,
  headerBgType: 'color' as const,
  headerBgColor: color,
  headerBgOpacity: 1,
  headerFontColor: '#ffffff',
  headerFontWeight: '700' as const,
  headerFontSize: 26,
});

function place<T extends { style: object }>(
  component: T,
  x: number,
  y: number,
  width: number,
  height: number,
  style: object = {},
  fields: object = {},
) {
  return { ...component, x, y, width, height, style: { ...component.style, ...card, ...style }, ...fields };
}

function familyBoard(ids: Parts) {
  const list = createComponent('list', 'chores');
  const shopping = createComponent('shopping', 'shopping');
  const spotify = createComponent('spotify', 'music');
  const photo = createComponent('image', 'photo');
  return {
    name: 'Family',
    background: { type: 'color', color: '#f4efe6' },
    components: [
      place(createComponent('clock', 'clock'), 40, 36, 420, 120, {
        bgOpacity: 0,
        addBoxShadow: false,
        fontSize: 88,
        fontWeight: '800',
        textAlign: 'left',
        fontColor: '#1f3b4d',
      }),
      place(
        createComponent('text', 'hello'),
        40,
        150,
        420,
        80,
        { bgOpacity: 0, addBoxShadow: false, fontSize: 34, fontColor: '#1f3b4d' },
        { textContent: 'Good morning, Parkers!' },
      ),
      place(createComponent('calendar', 'week'), 40, 250, 1080, 790, header('#11706b'), {
        headerText: 'This week',
        calendarIds: [ids.school, ids.google, ids.outlook],
        calendarViewType: 'week',
      }),
      place(list, 1150, 36, 360, 600, header('#e8775a'), {
        headerText: 'Chores',
        listId: ids.chores,
        listConfig: {
          ...list.listConfig,
          listId: ids.chores,
          showValueOnCard: true,
          features: { enableTaskFeatures: true, enableRecurrence: true, enableShoppingMode: false },
        },
      }),
      place(
        createComponent('piggy-bank', 'mia-bank'),
        1150,
        656,
        360,
        185,
        { fontSize: 28 },
        { piggyBankId: ids.mia },
      ),
      place(
        createComponent('piggy-bank', 'leo-bank'),
        1150,
        859,
        360,
        185,
        { fontSize: 28 },
        { piggyBankId: ids.leo },
      ),
      place(createComponent('menu', 'menu'), 1540, 36, 340, 420, header('#7b5ea7'), {
        headerText: 'Dinners',
        menuConfig: { showBreakfast: false, showLunch: false, showDinner: true, daysToDisplay: 3 },
      }),
      place(shopping, 1540, 476, 340, 330, header('#2f6f9f'), {
        headerText: 'Shopping',
        shoppingConfig: { ...shopping.shoppingConfig, listId: ids.groceries, itemsToDisplay: 4 },
      }),
      place(
        spotify,
        1540,
        826,
        340,
        218,
        {},
        {
          headerText: 'Music',
          spotifyConfig: {
            ...spotify.spotifyConfig,
            playlistId: 'morningmix',
            viewType: 'compact',
            autoplay: false,
          },
          style: { ...spotify.style, ...card, showHeader: false },
        },
      ),
      place(
        photo,
        500,
        36,
        620,
        194,
        { borderRadius: 22 },
        { library: { intervalSeconds: 30, order: 'shuffle' } },
      ),
    ],
  };
}

function calendarBoard(ids: Parts) {
  return {
    name: 'Calendar',
    background: { type: 'color', color: '#e9f2f0' },
    components: [
      place(createComponent('calendar', 'month'), 40, 40, 1260, 1000, header('#11706b'), {
        headerText: 'Family calendar',
        calendarIds: [ids.school, ids.google, ids.outlook],
        calendarViewType: 'month',
      }),
      place(createComponent('clock', 'clock'), 1340, 40, 540, 150, {
        bgColor: '#11706b',
        fontSize: 96,
        fontWeight: '800',
        fontColor: '#ffffff',
      }),
      place(createComponent('calendar', 'today'), 1340, 220, 540, 400, header('#e8775a'), {
        headerText: 'Today',
        calendarIds: [ids.school, ids.google, ids.outlook],
        calendarViewType: 'list',
        calendarDisplayMode: 'today',
      }),
      place(createComponent('events', 'next'), 1340, 650, 540, 390, header('#7b5ea7'), {
        headerText: 'Coming up',
        calendarIds: [ids.school, ids.google, ids.outlook],
      }),
    ],
  };
}

function choresBoard(ids: Parts) {
  const list = (id: string, listId: number) => {
    const component = createComponent('list', id);
    return {
      listId,
      listViewType: 'card',
      listConfig: {
        ...component.listConfig,
        listId,
        viewType: 'card',
        showValueOnCard: true,
        features: { enableTaskFeatures: true, enableRecurrence: true, enableShoppingMode: false },
      },
    };
  };
  return {
    name: 'Chores',
    background: { type: 'color', color: '#fff4e8' },
    components: [
      place(
        createComponent('text', 'title'),
        40,
        30,
        1100,
        110,
        { bgOpacity: 0, addBoxShadow: false, fontSize: 64, fontWeight: '800', fontColor: '#3d2c5e' },
        { textContent: 'Chores & pocket money' },
      ),
      place(createComponent('clock', 'clock'), 1440, 30, 440, 110, {
        bgOpacity: 0,
        addBoxShadow: false,
        fontSize: 64,
        fontWeight: '700',
        textAlign: 'right',
        fontColor: '#3d2c5e',
      }),
      place(createComponent('list', 'mia'), 40, 170, 600, 640, header('#e8775a'), {
        headerText: 'Mia',
        ...list('mia', ids.miaList),
      }),
      place(createComponent('list', 'leo'), 670, 170, 600, 640, header('#2f6f9f'), {
        headerText: 'Leo',
        ...list('leo', ids.leoList),
      }),
      place(createComponent('list', 'family'), 1300, 170, 580, 640, header('#11706b'), {
        headerText: 'Everyone',
        ...list('family', ids.chores),
      }),
      place(
        createComponent('piggy-bank', 'mia-bank'),
        40,
        840,
        600,
        200,
        { fontSize: 34 },
        { piggyBankId: ids.mia },
      ),
      place(
        createComponent('piggy-bank', 'leo-bank'),
        670,
        840,
        600,
        200,
        { fontSize: 34 },
        { piggyBankId: ids.leo },
      ),
      place(
        createComponent('text', 'note'),
        1300,
        840,
        580,
        200,
        { bgColor: '#3d2c5e', bgOpacity: 1, fontColor: '#ffffff', fontSize: 32 },
        { textContent: 'Saturday is pocket-money day. Finished chores pay straight into your piggy bank!' },
      ),
    ],
  };
}

function kitchenBoard(ids: Parts) {
  const shopping = createComponent('shopping', 'shopping');
  const spotify = createComponent('spotify', 'music');
  const photo = createComponent('image', 'photo');
  return {
    name: 'Kitchen',
    background: { type: 'color', color: '#f1eef8' },
    components: [
      place(createComponent('menu', 'menu'), 40, 40, 700, 1000, header('#7b5ea7'), {
        headerText: 'This week’s menu',
        menuConfig: { showBreakfast: true, showLunch: true, showDinner: true, daysToDisplay: 6 },
      }),
      place(shopping, 770, 40, 520, 560, header('#2f6f9f'), {
        headerText: 'Shopping list',
        shoppingConfig: { ...shopping.shoppingConfig, listId: ids.groceries, itemsToDisplay: 8 },
      }),
      place(createComponent('clock', 'clock'), 1320, 40, 560, 170, {
        bgColor: '#7b5ea7',
        fontSize: 80,
        fontWeight: '800',
        fontColor: '#ffffff',
      }),
      place(photo, 1320, 240, 560, 360, {}, { library: { intervalSeconds: 20, order: 'in-order' } }),
      place(spotify, 770, 630, 1110, 410, header('#11706b'), {
        headerText: 'Kitchen music',
        spotifyConfig: {
          ...spotify.spotifyConfig,
          playlistId: 'morningmix',
          viewType: 'landscape',
          autoplay: false,
        },
      }),
    ],
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-site-shots-'));
  const feeds = await startFeedServer();
  const google = await startFakeGoogle({ account: 'parkers.family@gmail.example' });
  const microsoft = await startFakeMicrosoft({ account: 'dana.parker@outlook.example' });
  const spotify = await startFakeSpotify();
  let luno: LunoProcess | null = null;
  let browser: Browser | null = null;
  try {
    feeds.routes.set('/maple-street.ics', { body: schoolFeed() });
    google.addCalendar('parkers.family@gmail.example', 'Parkers', [], true);
    google.addCalendar('family@group.calendar.google.com', 'Family', googleEvents());
    microsoft.addCalendar('work', 'Dana – work', outlookEvents(), true);

    luno = startBuilt({
      PUBLIC_URL: SHOWN_ORIGIN,
      DATA_DIR: dataDir,
      LUNO_WEB_DIR: path.resolve('dist/web'),
      LOG_LEVEL: 'warn',
      LUNO_DEFAULT_TIER: 'plus_forever',
      LUNO_AUTH_RATE_LIMIT: '10000',
      LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1',
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      LUNO_GOOGLE_BASE_URL: google.baseUrl,
      MICROSOFT_CLIENT_ID: MICROSOFT_CLIENT.id,
      MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT.secret,
      LUNO_MICROSOFT_BASE_URL: microsoft.baseUrl,
      SPOTIFY_CLIENT_ID: SPOTIFY_CLIENT.id,
      SPOTIFY_CLIENT_SECRET: SPOTIFY_CLIENT.secret,
      LUNO_SPOTIFY_BASE_URL: spotify.baseUrl,
      LUNO_SPOTIFY_API_BASE_URL: spotify.baseUrl,
    });
    await waitUntilReady(luno, 2400);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        `--host-resolver-rules=MAP luno.example 127.0.0.1:${luno.port}`,
        // What a real https address gives the app (device ids, the viewer's worker).
        `--unsafely-treat-insecure-origin-as-secure=${SHOWN_ORIGIN}`,
      ],
    });
    const options = {
      baseURL: SHOWN_ORIGIN,
      timezoneId: ZONE,
      locale: 'en-US',
      colorScheme: 'light' as const,
    };
    const desktop = await browser.newContext({ ...options, viewport: { width: 1920, height: 1080 } });
    await desktop.clock.setFixedTime(SHOWN_TIME);
    const page = await desktop.newPage();
    await signUp(page, 'dana@parkers.example');
    const api = apiOf(page);

    console.log('Filling the family’s data');
    const ids: Parts = {};
    ids.school = (
      await api.call('POST', '/api/calendars', {
        name: 'Maple Street School',
        url: feeds.url('/maple-street.ics'),
      })
    ).id;
    for (const provider of ['google', 'microsoft'] as const) {
      await page.goto(`/api/auth/${provider}`);
      await page.waitForURL(/\/app\/events\?connect=/);
    }
    ids.google = (
      await api.call('POST', '/api/calendars', {
        sourceType: 'google',
        name: 'Family',
        googleCalendarId: 'family@group.calendar.google.com',
      })
    ).id;
    ids.outlook = (
      await api.call('POST', '/api/calendars', {
        sourceType: 'microsoft',
        name: 'Dana – work',
        microsoftCalendarId: 'work',
      })
    ).id;

    ids.mia = (await api.call('POST', '/api/piggy-banks', { name: 'Mia', balance: 24.5 })).id;
    ids.leo = (await api.call('POST', '/api/piggy-banks', { name: 'Leo', balance: 17.25 })).id;
    ids.chores = (await api.call('POST', '/api/task-lists', { name: 'Family chores' })).id;
    ids.miaList = (await api.call('POST', '/api/task-lists', { name: 'Mia’s chores' })).id;
    ids.leoList = (await api.call('POST', '/api/task-lists', { name: 'Leo’s chores' })).id;
    const daily = { freq: 'DAILY', interval: 1 };
    const weekly = { freq: 'WEEKLY', interval: 1 };
    const tasks: [number, string, string | null, number, object | null, number | null][] = [
      [ids.chores, 'Empty the dishwasher', 'Mia', 1, daily, ids.mia],
      [ids.chores, 'Feed the cat', 'Leo', 0.5, daily, ids.leo],
      [ids.chores, 'Take out the recycling', 'Leo', 1, weekly, ids.leo],
      [ids.chores, 'Water the plants', 'Mia', 0.75, weekly, ids.mia],
      [ids.miaList, 'Make your bed', 'Mia', 0.5, daily, ids.mia],
      [ids.miaList, 'Practise piano', 'Mia', 1, daily, ids.mia],
      [ids.miaList, 'Set the table', 'Mia', 0.5, daily, ids.mia],
      [ids.miaList, 'Tidy your room', 'Mia', 2, weekly, ids.mia],
      [ids.leoList, 'Make your bed', 'Leo', 0.5, daily, ids.leo],
      [ids.leoList, 'Reading, 20 minutes', 'Leo', 1, daily, ids.leo],
      [ids.leoList, 'Walk the dog', 'Leo', 1.5, daily, ids.leo],
      [ids.leoList, 'Clean the hamster cage', 'Leo', 3, weekly, ids.leo],
    ];
    for (const [listId, task, assignee, value, repeatConfig, targetPiggyBankId] of tasks) {
      await api.call('POST', `/api/task-lists/${listId}/items`, {
        task,
        assignee,
        value,
        ...(repeatConfig ? { repeatConfig } : {}),
        ...(targetPiggyBankId ? { targetPiggyBankId } : {}),
      });
    }
    // Tasks start on the day they are made; the pictures show a day ahead, where each is due today.
    for (const listId of [ids.chores, ids.miaList, ids.leoList]) {
      const items = await api.call<{ id: number; dueDate: string | null }[]>(
        'GET',
        `/api/task-lists/${listId}/items`,
      );
      for (let item of items) {
        while (item.dueDate && item.dueDate < today) {
          const result = await api.call<{ item: { id: number; dueDate: string | null } | null }>(
            'POST',
            `/api/task-lists/${listId}/items/${item.id}/complete`,
            { addToPiggyBank: false, dueDate: item.dueDate },
          );
          if (!result.item) break;
          item = result.item;
        }
      }
    }

    const meals = [
      ['Porridge & berries', 'Tomato soup', 'Tacos'],
      ['Yogurt & granola', 'Chicken wraps', 'Spaghetti bolognese'],
      ['Scrambled eggs', 'Pasta salad', 'Salmon & rice'],
      ['Overnight oats', 'Grilled cheese', 'Homemade pizza'],
      ['Pancakes', 'Picnic lunch', 'Grandma’s roast'],
      ['Waffles', 'Leftovers', 'Veggie curry'],
      ['Toast & jam', 'Noodle soup', 'Fish pie'],
    ];
    for (let offset = 0; offset < 7; offset++) {
      const [breakfast, lunch, dinner] = meals[offset]!;
      await api.call('POST', '/api/menu', { date: addDays(today, offset), breakfast, lunch, dinner });
    }
    ids.groceries = (await api.call('POST', '/api/shopping-lists', { name: 'Groceries' })).id;
    for (const item of [
      'Milk',
      'Bananas',
      'Sourdough bread',
      'Free-range eggs',
      'Tortillas',
      'Cheddar',
      'Basil',
      'Dish soap',
      'Apples',
      'Rice',
    ])
      await api.call('POST', `/api/shopping-lists/${ids.groceries}/items`, { item });

    for (const [index, palette] of PHOTO_PALETTES.entries())
      await api.upload(`holiday-${index + 1}.jpg`, await paintedPhoto(palette, index));
    const library = await api.call<unknown[]>('GET', '/api/photos');
    if (library.length !== PHOTO_PALETTES.length) throw new Error(`the library has ${library.length} photos`);

    await page.goto('/api/auth/spotify');
    await page.waitForURL(/connect=spotify/);
    const morning = spotify.state.playlists.find((playlist) => playlist.id === 'morningmix')!;
    spotify.state.player = {
      deviceId: 'kitchen0speaker',
      isPlaying: true,
      shuffle: false,
      repeat: 'off',
      contextUri: 'spotify:playlist:morningmix',
      track: morning.tracks[1]!,
      index: 1,
    };

    const boards: Record<string, number> = {};
    for (const [key, board] of Object.entries({
      family: familyBoard(ids),
      calendar: calendarBoard(ids),
      chores: choresBoard(ids),
      kitchen: kitchenBoard(ids),
    })) {
      boards[key] = (await api.call('POST', '/api/screens', board)).id;
    }

    console.log('Taking the boards');
    const board = async (key: string, alt: string) => {
      await page.goto(`/view/${boards[key]}`);
      await page.locator('[data-component-id]').first().waitFor();
      await settle(page);
      const photo = page.locator('[data-component-id="photo"] img');
      if (await photo.count()) await photo.first().evaluate((image: HTMLImageElement) => image.decode());
      await page.waitForTimeout(1500);
      keep(`board-${key}`, alt, await page.screenshot(), [640, 960, 1280, 1920]);
    };
    await board(
      'family',
      'A Luno board on a TV: the clock, a week of the family calendar, chores with their values, two piggy banks, the dinners, the shopping list, a photo and the music playing',
    );
    const part = async (id: string, name: string, alt: string, widths: number[]) => {
      await settle(page);
      keep(name, alt, await page.locator(`[data-component-id="${id}"]`).screenshot(), widths);
    };
    await part(
      'week',
      'feature-calendar-week',
      'The calendar widget’s week view: school, Google and Outlook events side by side, each day in its own column',
      [480, 960],
    );
    await part(
      'chores',
      'feature-chores',
      'A chores list on a board: each task with who does it and what it pays',
      [360, 720],
    );
    await part(
      'music',
      'feature-music',
      'The music player on a board: the song playing from Spotify, with play, skip and shuffle',
      [340, 680],
    );
    await board(
      'calendar',
      'A Luno calendar board on a TV: the month, today’s events, what is coming up and a large clock',
    );
    await part(
      'month',
      'feature-calendar-month',
      'The calendar widget’s month view with every family calendar',
      [480, 960],
    );
    await board(
      'chores',
      'A Luno chores board on a TV: each child’s tasks as cards with their values, and two piggy banks',
    );
    await part('mia-bank', 'feature-piggy-bank', 'A piggy bank on a board showing Mia’s balance', [300, 600]);
    await board(
      'kitchen',
      'A Luno kitchen board on a TV: the week’s meals, the shopping list, a photo slideshow, the music player and a clock',
    );
    await part(
      'menu',
      'feature-menu',
      'The menu widget: breakfast, lunch and dinner for the days ahead',
      [480, 700],
    );

    /** Another browser of the same parent, on the real time: pages that say "synced 2 minutes ago". */
    const signedIn = async (viewport: { width: number; height: number }, extra: object = {}) => {
      const context = await browser!.newContext({ ...options, viewport, ...extra });
      await context.addCookies(await desktop.cookies());
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        family: localStorage.getItem('familyId'),
      }));
      await context.addInitScript((stored) => {
        if (stored.token) localStorage.setItem('token', stored.token);
        if (stored.family) localStorage.setItem('familyId', stored.family);
      }, stored);
      return context.newPage();
    };
    const now = await signedIn({ width: 1440, height: 900 });

    console.log('Taking the app');
    const appShot = async (
      url: string,
      name: string,
      alt: string,
      ready: (page: Page) => Promise<unknown>,
      widths = [480, 960, 1440],
      target = page,
    ) => {
      await target.goto(url);
      await ready(target);
      await settle(target);
      keep(name, alt, await target.screenshot(), widths);
    };
    // The school's feed is on this machine; its address would show as 127.0.0.1.
    await api.call('DELETE', `/api/calendars/${ids.school}`);
    await appShot(
      '/app/events',
      'feature-calendar-sources',
      'Luno’s Calendars page: a Google calendar and an Outlook calendar, the form to add an iCal link, an Apple, Google or Outlook calendar, and what is coming up this week',
      (p) => p.getByText('Swim practice').first().waitFor(),
      [480, 960, 1440],
      now,
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await appShot(
      '/app/todos',
      'feature-tasks-page',
      'Luno’s Tasks page: the family’s chore lists, repeating tasks with values and the piggy banks they pay into',
      (p) => p.getByText('Empty the dishwasher').first().waitFor(),
    );
    await page.setViewportSize({ width: 1920, height: 1080 });
    await appShot(
      `/app/layout`,
      'feature-editor',
      'The Luno board editor: the family board on the canvas, with the widgets to add beside it',
      (p) => p.locator('[data-component-id="week"]').waitFor(),
      [640, 960, 1280, 1920],
    );

    // A second parent joins by invite link.
    const invite = await api.call<{ url: string }>('POST', '/api/family/invites', {});
    const token = new URL(invite.url).pathname.split('/').pop()!;
    const second = await browser.newContext({ ...options, viewport: { width: 1440, height: 900 } });
    const secondPage = await second.newPage();
    await signUp(secondPage, 'sam@parkers.example', token);
    await secondPage.close();
    await appShot(
      '/app/account',
      'feature-members',
      'Luno’s Account page: the family’s members, an invite link to share and the plan',
      (p) => p.getByText('sam@parkers.example').first().waitFor(),
      [480, 960, 1440],
      now,
    );

    console.log('Pairing a TV');
    // The TV and the phone keep the real time: pairing codes expire by it.
    const tv = await browser.newContext({ ...options, viewport: { width: 1280, height: 720 } });
    const tvPage = await tv.newPage();
    const asked = tvPage.waitForResponse(
      (r) => r.url().endsWith('/api/pair') && r.request().method() === 'POST',
    );
    await tvPage.goto('/pair');
    const { pairingId } = (await (await asked).json()) as { pairingId: string };
    await tvPage.getByRole('img', { name: 'QR code to pair this screen' }).waitFor();
    await settle(tvPage);
    keep(
      'feature-pairing',
      'The TV’s pairing screen: a QR code to scan with a phone, and a code to type instead',
      await tvPage.screenshot(),
      [480, 960, 1280],
    );
    const phonePage = await signedIn(
      { width: 390, height: 844 },
      { deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    );
    await phonePage.goto(`/app/pair?pairingId=${encodeURIComponent(pairingId)}`);
    await phonePage.getByRole('button', { name: 'Pair Screen' }).waitFor();
    await phonePage.getByLabel('Name', { exact: true }).fill('Kitchen TV');
    await phonePage.getByLabel('Shows', { exact: true }).selectOption({ label: 'Kitchen' });
    await settle(phonePage);
    keep(
      'feature-pair-confirm',
      'A phone confirming the pairing: which TV is asking, its name and the board it will show',
      await phonePage.screenshot(),
      [390, 780],
    );
    await phonePage.getByRole('button', { name: 'Pair Screen' }).click();
    await tvPage.waitForURL(/\/view\//, { timeout: 30_000 });
    await appShot(
      '/app/devices',
      'feature-devices',
      'Luno’s Devices page: the paired Kitchen TV, the board it shows, and when it was last seen',
      (p) => p.getByText('Kitchen TV').first().waitFor(),
      [480, 960, 1440],
      now,
    );

    console.log('Taking the phone');
    await appShot(
      '/app/shopping',
      'feature-shopping-phone',
      'The shopping list on a phone, ready for shopping mode',
      (p) => p.getByText('Sourdough bread').first().waitFor(),
      [390, 780],
      phonePage,
    );

    console.log('The board without its server');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/view/${boards.kitchen}`);
    await page.locator('[data-component-id]').first().waitFor();
    await settle(page);
    luno.child.kill();
    await luno.exited();
    luno = null;
    await page.getByText(/Offline since/).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    keep(
      'feature-offline',
      'A Luno board on a TV that lost its server: still showing the menu, the list and the photo, marked “Offline since”',
      await page.screenshot(),
      [480, 960, 1280],
    );
  } finally {
    await browser?.close();
    if (luno) {
      luno.child.kill();
      await luno.exited();
    }
    await Promise.all([feeds.close(), google.close(), microsoft.close(), spotify.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await writeImages();
}

/** AVIF and WebP at each width, a JPEG for link previews where asked, and the manifest. */
async function writeImages() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const manifest: Record<string, { width: number; height: number; widths: number[]; alt: string }> = {};
  const written = new Set<string>();
  /** Writes `file` from the shot unless it is already newer than the shot itself. */
  const write = async (shot: Shot, file: string, make: () => Promise<unknown>) => {
    written.add(file);
    const target = path.join(OUT_DIR, file);
    const taken = fs.statSync(path.join(TAKEN_DIR, `${shot.name}.png`)).mtimeMs;
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs > taken) return;
    await make();
  };
  for (const shot of shots.sort((a, b) => a.name.localeCompare(b.name))) {
    const { width = 0, height = 0 } = await sharp(shot.png).metadata();
    const widths = shot.widths.filter((w) => w <= width);
    await Promise.all(
      widths.flatMap((w) => {
        const resized = () => sharp(shot.png).resize({ width: w });
        return [
          write(shot, `${shot.name}-${w}.avif`, () =>
            resized()
              .avif({ quality: 55, effort: 4 })
              .toFile(path.join(OUT_DIR, `${shot.name}-${w}.avif`)),
          ),
          write(shot, `${shot.name}-${w}.webp`, () =>
            resized()
              .webp({ quality: 80, effort: 5 })
              .toFile(path.join(OUT_DIR, `${shot.name}-${w}.webp`)),
          ),
        ];
      }),
    );
    // A link preview of any page that shows it: 1200×630, a board filling it, a smaller picture on the site's cream.
    await write(shot, `${shot.name}-og.jpg`, () =>
      sharp(shot.png)
        .resize({
          width: 1200,
          height: 630,
          fit: width / height > 1.7 ? 'cover' : 'contain',
          position: 'top',
          background: '#fff8f0',
        })
        .flatten({ background: '#fff8f0' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(path.join(OUT_DIR, `${shot.name}-og.jpg`)),
    );
    manifest[shot.name] = { width, height, widths, alt: shot.alt };
  }
  // Pictures of an earlier run that this one no longer takes.
  for (const file of fs.readdirSync(OUT_DIR)) if (!written.has(file)) fs.rmSync(path.join(OUT_DIR, file));
  const source = [
    '// Written by scripts/site-screenshots.ts: the pictures of the public site, taken from Luno itself.',
    '// Each is under /images/site/ as <name>-<width>.avif and .webp at each of its widths.',
    '',
    'export interface Screenshot {',
    '  width: number;',
    '  height: number;',
    '  widths: readonly number[];',
    '  alt: string;',
    '}',
    '',
    `export const SCREENSHOTS = ${JSON.stringify(manifest, null, 2)} as const satisfies Record<string, Screenshot>;`,
    '',
    'export type ScreenshotName = keyof typeof SCREENSHOTS;',
    '',
  ].join('\n');
  fs.writeFileSync(MANIFEST, source);
  // In the project's own style, so a new run changes only what changed.
  spawnSync('node_modules/.bin/biome', ['format', '--write', MANIFEST], { stdio: 'ignore' });
  console.log(`${shots.length} pictures written to ${OUT_DIR}, their sizes to ${MANIFEST}`);
}

/**
 * `--pages`: each public page of the built app as a visitor sees it, on a 1440×900 screen and on a
 * 390×844 phone, the whole page, into docs/screenshots/ (after `npm run build`, so they show the pictures written above).
 */
async function publicPages() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-site-pages-'));
  const luno = startBuilt({ DATA_DIR: dataDir, LUNO_WEB_DIR: path.resolve('dist/web'), LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUntilReady(luno, 2400);
    const sitemap = await (await fetch(`${luno.baseUrl}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const screens = [
      { suffix: '1440', viewport: { width: 1440, height: 900 }, extra: {} },
      {
        suffix: 'phone',
        viewport: { width: 390, height: 844 },
        extra: { isMobile: true, hasTouch: true },
      },
    ];
    for (const screen of screens) {
      const context = await browser.newContext({
        baseURL: luno.baseUrl,
        viewport: screen.viewport,
        ...screen.extra,
      });
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(pagePath);
        // Down the whole page and back, so every lazy picture below the fold has loaded too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
          // Every picture drawn before the shot, lazy ones included.
          for (const image of document.images) image.loading = 'eager';
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        });
        await settle(page);
        const name = pagePath === '/' ? 'landing' : pagePath.slice(1).replaceAll('/', '-');
        // The whole page in one window as tall as the page: a full-page shot of a long page can
        // leave out pictures far from the window.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width: screen.viewport.width, height });
        await settle(page);
        // In a palette of 256 colours: a third of the bytes, and nothing a reader would notice.
        const shot = await page.screenshot();
        await sharp(shot)
          .png({ palette: true, quality: 95, effort: 8 })
          .toFile(`docs/screenshots/site-${name}-${screen.suffix}.png`);
        await page.setViewportSize(screen.viewport);
        console.log(`  site-${name}-${screen.suffix}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    luno.child.kill();
    await luno.exited();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--pages')) {
  await publicPages();
} else if (process.argv.includes('--convert-only')) {
  shots.push(...takenBefore());
  await writeImages();
} else {
  await main();
}
