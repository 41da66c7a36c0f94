// Run by `npm run bench` through tsx (issue 40): 1,000 families' morning reminders, one each, due at
// one moment, and how long one instance of the built server takes to hand them all to the push
// service. The push service is the decrypting fake (test/fakes/push-service.ts), over https on
// 127.0.0.1; the families are written straight into the SQLite database between two starts of the
// server. Prints one JSON line: the seconds from the moment to the last message, how many arrived.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { repeatConfigSchema } from '../../src/common/recurrence';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../src/common/schemas/notifications';
import { VAPID_KEYS_FILE } from '../../src/server/push/vapid-keys';
import { startFakePushService } from '../../test/fakes/push-service';
import { trustTestCa } from '../../test/support/test-ca.mjs';
import { startServer } from './server.mjs';

const FAMILIES = Number(process.env.LUNO_BENCH_REMINDER_FAMILIES ?? 1000);
/** Past this, the run stops waiting and says how many arrived. */
const CAP_MS = 180_000;
/**
 * The reminders' moment is the first whole minute at least this long after the families are
 * written, so the server has started and looks at its rounds before it.
 */
const LEAD_MS = 45_000;
const MINUTE_MS = 60_000;

const fake = await startFakePushService();
// The server is the one that posts to the fake: it must trust the fake's test CA.
trustTestCa();
const env = { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' };

const first = await startServer(env);
await first.stop({ keepData: true });
const { dataDir } = first;
const { publicKey } = JSON.parse(fs.readFileSync(path.join(dataDir, VAPID_KEYS_FILE), 'utf8')) as {
  publicKey: string;
};

const moment = new Date(Math.ceil((Date.now() + LEAD_MS) / MINUTE_MS) * MINUTE_MS);
fill(path.join(dataDir, 'luno.db'), moment);

const server = await startServer(env, { dataDir });
let peakRssKb = 0;
const sampler = setInterval(() => {
  peakRssKb = Math.max(peakRssKb, rssKb(server.pid));
}, 500);
try {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, moment.getTime() - Date.now())));
  let lastAt = Number.NaN;
  const decrypted = () => fake.messages().filter((message) => message.payload !== null);
  /** The families reached: a reminder that came twice counts once here, and is counted apart. */
  const reached = () => new Set(decrypted().map((message) => message.endpoint)).size;
  const deadline = moment.getTime() + CAP_MS;
  let seen = 0;
  while (Date.now() < deadline) {
    const count = reached();
    if (count > seen) {
      seen = count;
      lastAt = Date.now();
    }
    if (seen >= FAMILIES) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A moment for a reminder sent twice to show.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const twice = decrypted().length - reached();
  if (twice > 0) {
    const counts = new Map<string, number>();
    for (const message of decrypted()) counts.set(message.endpoint, (counts.get(message.endpoint) ?? 0) + 1);
    for (const [endpoint, count] of counts)
      if (count > 1)
        console.error(
          `twice: ${endpoint}: ${JSON.stringify(fake.attempts(endpoint).map(({ status, at }) => ({ status, at: new Date(at).toISOString() })))}`,
        );
  }
  console.log(
    JSON.stringify({
      families: FAMILIES,
      delivered: seen,
      undecrypted: fake.messages().length - decrypted().length,
      // Reminders that came twice are a fault, not speed: counted so the bench says so.
      duplicates: twice,
      seconds: seen >= FAMILIES ? (lastAt - moment.getTime()) / 1000 : null,
      capSeconds: CAP_MS / 1000,
      serverPeakRssMb: peakRssKb ? Math.round(peakRssKb / 1024) : null,
    }),
  );
} finally {
  clearInterval(sampler);
  await server.stop();
  await fake.close();
}

/** The server process's resident memory now (Linux), 0 where it cannot be read. */
function rssKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * FAMILIES families in UTC, each with one member who subscribed a phone and wants the chores due at
 * `moment`'s HH:MM, quiet hours off, and one daily chore due that day. Each family's round is set
 * to look again at `moment`, as a round that ran earlier leaves it (its next time is the first
 * moment something is due).
 */
function fill(file: string, at: Date): void {
  const db = new Database(file);
  const now = new Date().toISOString();
  const day = at.toISOString().slice(0, 10);
  const settings: NotificationSettings = {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    choresDue: { on: true, time: at.toISOString().slice(11, 16) },
    quietHours: { ...DEFAULT_NOTIFICATION_SETTINGS.quietHours, on: false },
  };
  const daily = JSON.stringify(repeatConfigSchema.parse({ freq: 'DAILY' }));
  const insert = {
    family: db.prepare("insert into families (name, time_zone, created_at) values (?, 'UTC', ?)"),
    user: db.prepare('insert into users (family_id, email, created_at) values (?, ?, ?)'),
    person: db.prepare(
      "insert into people (family_id, kind, user_id, name, color, created_at) values (?, 'member', ?, ?, '#3366cc', ?)",
    ),
    list: db.prepare('insert into task_lists (family_id, name, created_at) values (?, ?, ?)'),
    chore: db.prepare(
      `insert into task_items (family_id, list_id, task, value_cents, repeat_config, anchor_date, due_date, created_at, assignee_id)
       values (?, ?, 'Make the bed', 0, ?, ?, ?, ?, ?)`,
    ),
    settings: db.prepare(
      'insert into notification_settings (user_id, family_id, settings, updated_at) values (?, ?, ?, ?)',
    ),
    device: db.prepare(
      `insert into push_subscriptions (family_id, user_id, endpoint, p256dh, auth, name, created_at)
       values (?, ?, ?, ?, ?, 'Chrome on Android', ?)`,
    ),
    round: db.prepare(
      'insert into notification_rounds (family_id, checked_until, next_round_at) values (?, ?, ?)',
    ),
  };
  db.transaction(() => {
    for (let n = 1; n <= FAMILIES; n++) {
      const familyId = Number(insert.family.run(`Reminder family ${n}`, now).lastInsertRowid);
      const userId = Number(insert.user.run(familyId, `reminders-${n}@example.com`, now).lastInsertRowid);
      const personId = Number(insert.person.run(familyId, userId, `Parent ${n}`, now).lastInsertRowid);
      const listId = Number(insert.list.run(familyId, 'Mornings', now).lastInsertRowid);
      insert.chore.run(familyId, listId, daily, day, day, now, personId);
      insert.settings.run(userId, familyId, JSON.stringify(settings), now);
      const phone = fake.subscribe({ applicationServerKey: publicKey });
      insert.device.run(familyId, userId, phone.endpoint, phone.keys.p256dh, phone.keys.auth, now);
      insert.round.run(familyId, now, at.toISOString());
    }
  })();
  db.close();
}
