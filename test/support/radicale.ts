import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real Radicale CalDAV server on 127.0.0.1, with its own config, users and storage in a temporary
 * directory. Users sign in with HTTP basic auth against a plain-text user file; each user owns the
 * collections under `/<username>/`.
 */
export interface Radicale {
  /** `http://127.0.0.1:<port>/`, the server root a CalDAV client discovers from. */
  baseUrl: string;
  port: number;
  pid: number;
  /** Everything the server logged so far (startup, requests, failed logins). */
  output(): string;
  /**
   * Every request the server received so far, as `METHOD /path`, in order. The log arrives through
   * a pipe, so this first sends a marker request and waits until the log shows it: every request
   * answered before the call is then in the list.
   */
  requests(): Promise<string[]>;
  /** Creates a calendar collection at `/<username>/<name>/` and answers its URL. */
  createCalendar(
    username: string,
    name: string,
    options?: { displayName?: string; components?: string[] },
  ): Promise<string>;
  /** Stores one iCalendar object in a collection and answers its URL. */
  putObject(username: string, collectionUrl: string, fileName: string, ics: string): Promise<string>;
  /** Stops the server, waits until its process has exited and deletes its directory. */
  stop(): Promise<void>;
}

const RADICALE = process.env.RADICALE_BIN ?? 'radicale';

export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  const dir = await mkdtemp(path.join(tmpdir(), 'luno-radicale-'));
  const usersFile = path.join(dir, 'users');
  const configFile = path.join(dir, 'config');
  await writeFile(
    usersFile,
    Object.entries(users)
      .map(([name, password]) => `${name}:${password}\n`)
      .join(''),
  );
  // Port 0: the kernel picks a free port and Radicale logs the one it bound, so two test files
  // never race for a port. `delay = 0` keeps a refused login from sleeping; `info` logs the port.
  await writeFile(
    configFile,
    [
      '[server]',
      'hosts = 127.0.0.1:0',
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${usersFile}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = info',
      '',
    ].join('\n'),
  );

  // `--config` replaces the default config paths, so nothing from /etc or $HOME leaks in.
  const child = spawn(RADICALE, ['--config', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  // A test run that ends without calling stop() (a crash, a timeout) still takes the server along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const port = await new Promise<number>((resolve, reject) => {
    let listening = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const bound = listening ? null : /Listening on '\[?[\d.]+\]?:(\d+)'/.exec(output);
      if (bound) {
        listening = true;
        resolve(Number(bound[1]));
      }
    };
    // Both pipes are drained for the server's whole life, or a full pipe would block it.
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) =>
      reject(new Error(`Radicale could not be started (${RADICALE}): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`Radicale exited (${code}) before listening:\n${output}`)));
  }).catch(async (error: unknown) => {
    process.off('exit', killOnExit);
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const baseUrl = `http://127.0.0.1:${port}/`;

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswering(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  let markers = 0;
  const authorization = (username: string) => {
    const password = users[username];
    if (password === undefined) throw new Error(`No Radicale user ${username}`);
    return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  };

  return {
    baseUrl,
    port,
    pid: child.pid ?? -1,
    output: () => output,
    async requests() {
      const marker = `/.luno-log-marker-${++markers}`;
      await (await fetch(new URL(marker, baseUrl), { method: 'OPTIONS' })).arrayBuffer();
      for (let attempt = 0; attempt < 200; attempt++) {
        const logged = [...output.matchAll(/\[INFO\] ([A-Z]+) request for '([^']*)'/g)].map(
          ([, method, target]) => `${method} ${target}`,
        );
        const at = logged.indexOf(`OPTIONS ${marker}`);
        if (at >= 0)
          return logged.slice(0, at).filter((line) => !line.startsWith('OPTIONS /.luno-log-marker-'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`Radicale never logged ${marker}:\n${output}`);
    },
    async createCalendar(username, name, options = {}) {
      const url = new URL(`/${encodeURIComponent(username)}/${encodeURIComponent(name)}/`, baseUrl).href;
      const components = (options.components ?? ['VEVENT'])
        .map((component) => `<C:comp name="${component}"/>`)
        .join('');
      const response = await fetch(url, {
        method: 'MKCALENDAR',
        headers: { authorization: authorization(username), 'content-type': 'application/xml; charset=utf-8' },
        body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${escapeXml(options.displayName ?? name)}</D:displayname>
    <C:supported-calendar-component-set>${components}</C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
      });
      if (response.status !== 201) {
        throw new Error(`MKCALENDAR ${url} answered ${response.status}: ${await response.text()}`);
      }
      return url;
    },
    async putObject(username, collectionUrl, fileName, ics) {
      const url = new URL(encodeURIComponent(fileName), collectionUrl).href;
      const response = await fetch(url, {
        method: 'PUT',
        headers: { authorization: authorization(username), 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
      if (response.status !== 201 && response.status !== 204) {
        throw new Error(`PUT ${url} answered ${response.status}: ${await response.text()}`);
      }
      return url;
    },
    stop,
  };
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`Radicale exited early:\n${output()}`);
    try {
      const response = await fetch(baseUrl, { method: 'OPTIONS' });
      await response.arrayBuffer();
      return;
    } catch {
      // bound but not accepting yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Radicale did not answer at ${baseUrl}:\n${output()}`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A minimal VEVENT as a calendar app would store it; times in UTC. */
export function eventIcs(event: {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  rrule?: string;
}): string {
  const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Luno tests//EN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(new Date(Date.UTC(2026, 0, 1)))}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
    `SUMMARY:${event.summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
