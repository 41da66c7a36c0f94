// Starts the built server on a free port with a temp data dir, and makes a family to measure with.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The built server on a free port. `dataDir` starts it again on the data of one stopped with
 * `stop({ keepData: true })`; `nodeArgs` go to node before the server's script.
 */
export async function startServer(
  extraEnv = {},
  { dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-bench-')), nodeArgs = [] } = {},
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(randomPort(), extraEnv, dataDir, nodeArgs);
    } catch (error) {
      // Another process took the port first: another one.
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

class PortTaken extends Error {}

/**
 * Every third party a bench server could call points at a closed port on this machine, unless a
 * step gives it a local fake: a board that names an album or the weather must not reach out.
 */
const CLOSED = 'http://127.0.0.1:9';
const NOWHERE_BUT_HERE = Object.fromEntries(
  [
    'LUNO_GOOGLE_BASE_URL',
    'LUNO_MICROSOFT_BASE_URL',
    'LUNO_SPOTIFY_BASE_URL',
    'LUNO_SPOTIFY_API_BASE_URL',
    'LUNO_STRIPE_BASE_URL',
    'LUNO_GOOGLE_PHOTOS_BASE_URL',
    'LUNO_ICLOUD_BASE_URL',
    'LUNO_PEXELS_BASE_URL',
    'LUNO_OPEN_METEO_BASE_URL',
    'LUNO_OPEN_METEO_GEOCODING_BASE_URL',
  ].map((name) => [name, CLOSED]),
);

/**
 * Below Linux's ephemeral range (32768 and up), where the sockets of thousands of client streams
 * take their ports, and below the browser tests' (20000 and up).
 */
const randomPort = () => 10_000 + Math.floor(Math.random() * 10_000);

async function startOn(port, extraEnv, dataDir, nodeArgs) {
  const started = performance.now();
  const child = spawn(
    'node',
    [
      ...(process.env.LUNO_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      ...nodeArgs,
      'dist/server/main.js',
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...NOWHERE_BUT_HERE,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The last of what it said (warnings and errors only), for the error when it does not start.
  let said = '';
  const keep = (chunk) => {
    said = (said + chunk).slice(-2000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  let readyMs = 0;
  // A minute at most: a loaded machine, or PostgreSQL running its migrations, can take many seconds.
  while (!readyMs && child.exitCode === null && performance.now() - started < 60_000) {
    try {
      if ((await fetch(`${base}/api/auth/status`)).ok) readyMs = performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  if (!readyMs) {
    child.kill('SIGKILL');
    // Its last words may still be on their way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (said.includes('EADDRINUSE')) throw new PortTaken(said);
    throw new Error(`the server did not start (exit ${child.exitCode}): ${said.trim()}`);
  }
  return {
    base,
    port,
    pid: child.pid,
    readyMs,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-up family: its bearer token and a CSRF token bound to its cookie. */
export async function makeFamily(base) {
  const csrf = await fetch(`${base}/api/csrf-token`);
  const cookie = csrf.headers.get('set-cookie').split(';')[0];
  const { csrfToken } = await csrf.json();
  const headers = { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken };
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'bench password 1';
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const { token } = await signup.json();
  const authed = { ...headers, authorization: `Bearer ${token}` };
  async function request(method, pathname, body) {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: authed,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  }
  return {
    token,
    /** What logs the family's first member in. */
    email,
    password,
    /** What a signed-in browser sends on a write, for requests these helpers do not make (uploads). */
    headers: { cookie, 'x-csrf-token': csrfToken, authorization: `Bearer ${token}` },
    post: (pathname, body) => request('POST', pathname, body),
    put: (pathname, body) => request('PUT', pathname, body),
    patch: (pathname, body) => request('PATCH', pathname, body),
    get: (pathname) => request('GET', pathname),
  };
}

/** A board of `count` text cards on a grid, plus a clock showing seconds. */
export function busyBoard(count) {
  const components = Array.from({ length: count }, (_, i) => ({
    id: `text-${i}`,
    type: 'text',
    x: 20 + (i % 10) * 190,
    y: 20 + Math.floor(i / 10) * 170,
    width: 180,
    height: 160,
    zIndex: i,
    headerText: `Card ${i + 1}`,
    textContent: `Note number ${i + 1}`,
    style: { bgColor: '#ffffff', borderRadius: 12, addBoxShadow: true },
  }));
  components.push({
    id: 'clock',
    type: 'clock',
    x: 1600,
    y: 900,
    width: 250,
    height: 100,
    zIndex: count,
    clockConfig: { timezone: 'America/New_York', hour12: true, showSeconds: true },
  });
  return { name: 'Bench board', components };
}

/**
 * A board with a card of every widget type (DESIGN §6: the viewer's JS budget holds "with every
 * widget type on the board"), each showing family data made here: a task list with chores, a
 * piggy bank, a shopping list, the week's menu, a calendar source (`feedUrl`, served on loopback:
 * start the server with `LUNO_FETCH_ALLOW_PRIVATE=127.0.0.1`), a library photo shown as the
 * library's slideshow and as an album's, countdowns, the weather and a playlist. Plus `textCards`
 * text cards, so the board is as busy as the editor's.
 */
export async function everyWidgetBoard(family, { base, feedUrl, photo, textCards = 40 }) {
  const today = new Date().toISOString().slice(0, 10);
  const list = await family.post('/api/task-lists', { name: 'Chores' });
  // A chore that repeats shows its rule in words, which a board loads only when it has one.
  await family.post(`/api/task-lists/${list.id}/items`, {
    task: 'Walk the dog',
    value: 1,
    repeatConfig: { freq: 'WEEKLY', interval: 1, byweekday: ['MO', 'TH'] },
  });
  for (const task of ['Water the plants', 'Empty the dishwasher'])
    await family.post(`/api/task-lists/${list.id}/items`, { task, value: 1 });
  const bank = await family.post('/api/piggy-banks', { name: 'Emma', balance: 12.5 });
  const shopping = await family.post('/api/shopping-lists', { name: 'Groceries' });
  for (const item of ['Milk', 'Bread', 'Eggs'])
    await family.post(`/api/shopping-lists/${shopping.id}/items`, { item });
  await family.post('/api/menu', { date: today, breakfast: 'Porridge', lunch: 'Soup', dinner: 'Tacos' });
  const calendar = feedUrl ? await family.post('/api/calendars', { name: 'School', url: feedUrl }) : null;
  let photoUrl = null;
  if (photo) {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${base}/api/photos`, {
      method: 'POST',
      headers: family.headers,
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    photoUrl = `${base}/api/photos/${(await response.json()).photo.id}?w=640`;
  }
  const card = (type, id, x, y, width, height, fields = {}) => ({ id, type, x, y, width, height, ...fields });
  const components = [
    card('clock', 'clock', 20, 20, 300, 120, {
      clockConfig: { timezone: 'America/New_York', hour12: true, showSeconds: true },
    }),
    card('list', 'chores', 340, 20, 360, 420, {
      listId: list.id,
      listConfig: { listId: list.id, features: { enableTaskFeatures: true, enableRecurrence: true } },
    }),
    card('piggy-bank', 'bank', 720, 20, 300, 200, { piggyBankId: bank.id }),
    card('shopping', 'shopping', 1040, 20, 360, 420, { shoppingConfig: { listId: shopping.id } }),
    card('menu', 'menu', 1420, 20, 480, 420),
    card('calendar', 'week', 20, 460, 900, 400, {
      calendarIds: calendar ? [calendar.id] : [],
      calendarViewType: 'week',
    }),
    card('calendar', 'month', 940, 460, 500, 400, { calendarViewType: 'month' }),
    card('events', 'events', 1460, 460, 440, 400),
    card('weather', 'weather', 20, 880, 440, 180),
    card('countdown', 'countdown', 480, 880, 400, 180, {
      countdownConfig: { items: [{ title: 'Summer', date: `${new Date().getFullYear() + 1}-07-01` }] },
    }),
    card('spotify', 'music', 900, 880, 400, 180, { spotifyConfig: { playlistId: '37i9dQZF1DXcBWIGoYBM5M' } }),
    card('image', 'library', 1320, 880, 280, 180, { library: { intervalSeconds: 30, order: 'in-order' } }),
    card('image', 'album', 1620, 880, 280, 180, {
      album: photoUrl && {
        url: 'https://photos.app.goo.gl/bench',
        images: [{ id: 'a', url: photoUrl, thumbnailUrl: photoUrl }],
        intervalSeconds: 30,
        order: 'in-order',
      },
    }),
    card('text', 'note', 20, 240, 300, 200, { headerText: 'Note', textContent: 'Pancakes on Sunday!' }),
  ];
  for (let i = 0; i < textCards; i++) {
    components.push(
      card('text', `text-${i}`, 20 + (i % 10) * 190, 20 + Math.floor(i / 10) * 170, 180, 160, {
        headerText: `Card ${i + 1}`,
        textContent: `Note number ${i + 1}`,
        style: { bgColor: '#ffffff', borderRadius: 12, addBoxShadow: true },
      }),
    );
  }
  return { name: 'Every widget', components: components.map((c, zIndex) => ({ zIndex, ...c })) };
}

const WORDS = (
  'swimming tuesday towels goggles blue bag door grandma lunch sunday table clearing saturday evening ' +
  'library books due back piano practice minutes chart tick dentist appointment school trip permission ' +
  'slip signed packed lunch football boots washed homework maths spelling test friday birthday party ' +
  'present wrapped card bus pass renew vet cat jabs recycling bins green week garden shed key neighbour ' +
  'parcel pick up milk bread eggs pancakes recipe flour butter sugar lemon dinner tacos pasta soup rota'
).split(' ');

/** `length` characters of a family's notes, different for each `seed`: real notes compress as text does. */
function notes(seed, length) {
  let state = seed * 7919 + 1;
  const words = [];
  let size = 0;
  while (size < length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const word = WORDS[state % WORDS.length];
    words.push(words.length % 12 === 11 ? `${word}.` : word);
    size += word.length + 1;
  }
  return words.join(' ').slice(0, length);
}

/**
 * A board as a family writes it: eight text cards of notes, each styled from the editor's panel
 * (a header, colours, shadows, padding). Three of them make a family's list of about 50 KB.
 */
export function familyBoard(name, board = 0) {
  const components = Array.from({ length: 8 }, (_, i) => ({
    id: `note-${i}`,
    type: 'text',
    x: 20 + (i % 4) * 470,
    y: 20 + Math.floor(i / 4) * 520,
    width: 450,
    height: 500,
    zIndex: i,
    headerText: `Notes ${i + 1}`,
    textContent: notes(board * 8 + i, 300),
    style: {
      showHeader: true,
      fontSize: 22,
      fontColor: '#1f2933',
      borderColor: '#d9e2ec',
      borderRadius: 16,
      headerFontSize: 26,
      headerFontColor: '#ffffff',
      headerBgColor: '#2f80ed',
      headerPaddingTop: 8,
      headerPaddingRight: 12,
      headerPaddingBottom: 8,
      headerPaddingLeft: 12,
      bgColor: '#fffdf7',
      addBoxShadow: true,
      boxShadowHOffset: 0,
      boxShadowVOffset: 4,
      boxShadowBlur: 12,
      boxShadowSpread: 0,
      boxShadowColor: '#00000033',
      paddingTop: 16,
      paddingRight: 16,
      paddingBottom: 16,
      paddingLeft: 16,
    },
  }));
  return { name, components };
}
