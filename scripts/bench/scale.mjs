// `npm run bench -- --scale`: the main reads and writes of one family on a PostgreSQL holding
// 10,000 other families, against the same on an empty one (DESIGN §6: within 1.5×).
import pg from 'pg';
import { busyBoard, makeFamily, startServer } from './server.mjs';

const T = '2026-01-01T00:00:00.000Z';

/** Fills a migrated database with `families` families of household data, in bulk. */
async function fill(url, families) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text, values = []) => client.query(text, values);
  await run(
    `insert into families (name, created_at) select 'Scale family ' || g, $2 from generate_series(1, $1) g`,
    [families, T],
  );
  const scaled = `select id from families where name like 'Scale family %'`;
  await run(
    `insert into users (family_id, email, created_at) select id, 'scale-' || id || '@example.com', $1 from (${scaled}) f`,
    [T],
  );
  await run(
    `insert into sessions (token_hash, user_id, family_id, kind, created_at, expires_at, last_seen_at)
     select md5('scale' || u.id), u.id, u.family_id, 'device', $1, '2999-01-01T00:00:00.000Z', $1
     from users u where u.email like 'scale-%'`,
    [T],
  );
  // Five boards a family: ≈ 50,000.
  await run(
    `insert into screens (family_id, name, document, version, position, created_at, updated_at)
     select f.id, 'Board ' || g, $1, 1, g, $2, $2 from (${scaled}) f cross join generate_series(1, 5) g`,
    [JSON.stringify(busyBoard(7)), T],
  );
  await run(
    `insert into task_lists (family_id, name, created_at)
     select f.id, 'Scale list ' || g, $1 from (${scaled}) f cross join generate_series(1, 2) g`,
    [T],
  );
  // A hundred tasks a family (1,000,000), each with a completion in its history.
  await run(
    `insert into task_items (family_id, list_id, task, value_cents, anchor_date, created_at)
     select l.family_id, l.id, 'Task ' || g, 100, '2026-01-01', $1
     from task_lists l cross join generate_series(1, 50) g where l.name like 'Scale list %'`,
    [T],
  );
  await run(
    `insert into task_completions (family_id, task_item_id, task, due_date, paid_cents, completed_at)
     select i.family_id, i.id, i.task, '2026-01-01', 100, $1
     from task_items i join task_lists l on l.id = i.list_id where l.name like 'Scale list %'`,
    [T],
  );
  await run(
    `insert into shopping_lists (family_id, name, created_at) select id, 'Scale groceries', $1 from (${scaled}) f`,
    [T],
  );
  await run(
    `insert into shopping_items (family_id, list_id, item, created_at)
     select l.family_id, l.id, 'Item ' || g, $1
     from shopping_lists l cross join generate_series(1, 20) g where l.name = 'Scale groceries'`,
    [T],
  );
  await run(
    `insert into menu_entries (family_id, date, breakfast, lunch, dinner, updated_at)
     select f.id, to_char(date '2026-01-01' + g, 'YYYY-MM-DD'), 'Oats', 'Soup', 'Pasta', $1
     from (${scaled}) f cross join generate_series(0, 13) g`,
    [T],
  );
  // Two calendars a family, never due (nothing here may reach out), 25 events each.
  await run(
    `insert into calendar_sources (family_id, name, source_type, url, color, next_sync_at, created_at)
     select f.id, 'Scale calendar ' || g, 'ical', 'https://calendar.invalid/' || f.id || '/' || g,
            '#3366cc', '2999-01-01T00:00:00.000Z', $1
     from (${scaled}) f cross join generate_series(1, 2) g`,
    [T],
  );
  await run(
    `insert into calendar_events (family_id, source_id, occurrence_key, title, starts_at, ends_at, is_all_day)
     select s.family_id, s.id, 'k' || g, 'Event ' || g,
            to_char(now() + g * interval '1 day', 'YYYY-MM-DD"T"HH24:00:00.000"Z"'),
            to_char(now() + g * interval '1 day' + interval '1 hour', 'YYYY-MM-DD"T"HH24:00:00.000"Z"'), 0
     from calendar_sources s cross join generate_series(1, 25) g where s.name like 'Scale calendar %'`,
  );
  await run('analyze');
  await client.end();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * p50 and p99 of `count` requests on each side, one after another, the two sides taking turns so
 * that a machine busy with other work slows both alike; a few unmeasured first.
 */
async function timedPair(count, empty, full) {
  const times = { empty: [], full: [] };
  for (let i = 0; i < count + 10; i++) {
    for (const [side, call] of [
      ['empty', empty],
      ['full', full],
    ]) {
      const started = performance.now();
      await call(i);
      if (i >= 10) times[side].push(performance.now() - started);
    }
  }
  const summary = (list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p99: percentile(list, 99) };
  };
  return { empty: summary(times.empty), full: summary(times.full) };
}

/** A family with an everyday family's data, on the server at `base`. */
async function everydayFamily(base) {
  const family = await makeFamily(base);
  for (const name of ['Kitchen', 'Hallway', 'Playroom'])
    await family.post('/api/screens', { ...busyBoard(7), name });
  const list = await family.post('/api/task-lists', { name: 'Chores' });
  const tasks = [];
  for (let i = 0; i < 30; i++)
    tasks.push(await family.post(`/api/task-lists/${list.id}/items`, { task: `Chore ${i}` }));
  const shopping = await family.post('/api/shopping-lists', { name: 'Groceries' });
  for (let i = 0; i < 20; i++)
    await family.post(`/api/shopping-lists/${shopping.id}/items`, { item: `Thing ${i}` });
  return { family, list, tasks, shopping };
}

/** The everyday requests, each a call on one side's family. */
const REQUESTS = {
  'GET /api/screens': ({ family }) => family.get('/api/screens'),
  'GET /api/task-lists/{id}/items': ({ family, list }) => family.get(`/api/task-lists/${list.id}/items`),
  'GET /api/shopping-lists/{id}/items': ({ family, shopping }) =>
    family.get(`/api/shopping-lists/${shopping.id}/items`),
  'GET /api/events': ({ family }) => family.get('/api/events'),
  'POST /api/shopping-lists/{id}/items': ({ family, shopping }, i) =>
    family.post(`/api/shopping-lists/${shopping.id}/items`, { item: `More ${i}` }),
  'PUT /api/task-lists/{id}/items/{id}': ({ family, list, tasks }, i) =>
    family.put(`/api/task-lists/${list.id}/items/${tasks[i % tasks.length].id}`, {
      task: `Chore renamed ${i}`,
    }),
};

/**
 * Measures at `families` families against an empty database, each a database of its own made from
 * `adminUrl` and dropped afterwards. Answers rows for the bench's table.
 */
// A thousand of each: the 99th percentile is then the tenth slowest, not the second, which one
// hiccup of a shared machine decided.
export async function measureScale({ adminUrl, families = 10_000, count = 1000, step = () => {} }) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const suffix = Math.random().toString(16).slice(2, 8);
  const names = { empty: `luno_scale_empty_${suffix}`, full: `luno_scale_full_${suffix}` };
  const urlOf = (name) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    for (const name of Object.values(names)) await admin.query(`create database ${name}`);
    // The server migrates a database on its first start; the full one is filled after.
    const migrate = await startServer({ DATABASE_URL: urlOf(names.full) });
    await migrate.stop();
    step(`scale: filling a database with ${families.toLocaleString('en')} families`);
    const fillStarted = performance.now();
    await fill(urlOf(names.full), families);
    step(`scale: filled in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s; measuring`);
    const servers = {
      empty: await startServer({ DATABASE_URL: urlOf(names.empty) }),
      full: await startServer({ DATABASE_URL: urlOf(names.full) }),
    };
    try {
      const sides = {
        empty: await everydayFamily(servers.empty.base),
        full: await everydayFamily(servers.full.base),
      };
      const rows = [];
      for (const [request, call] of Object.entries(REQUESTS)) {
        const { empty, full } = await timedPair(
          count,
          (i) => call(sides.empty, i),
          (i) => call(sides.full, i),
        );
        const ratio = full.p99 / empty.p99;
        rows.push({
          id: `scale-${request
            .replace(/[^a-z0-9]+/gi, '-')
            .replace(/^-|-$/g, '')
            .toLowerCase()}`,
          ratio,
          measure: `${request}, ${families.toLocaleString('en')} families vs an empty database (PostgreSQL)`,
          value: `p50 ${full.p50.toFixed(1)} vs ${empty.p50.toFixed(1)} ms, p99 ${full.p99.toFixed(1)} vs ${empty.p99.toFixed(1)} ms (${ratio.toFixed(2)}×)`,
          budget: 'p99 ≤ 1.5×',
          ok: ratio <= 1.5,
        });
      }
      return rows;
    } finally {
      await servers.empty.stop();
      await servers.full.stop();
    }
  } finally {
    for (const name of Object.values(names))
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
