import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own, in a temporary folder, that the test may stop and start
 * as a managed database's failover or upgrade would. As root it runs as the `postgres` user,
 * which initdb requires.
 */
export interface OwnPostgres {
  url: string;
  start(): void;
  /** `fast`: like a planned restart, open connections are cut. */
  stop(mode?: 'fast' | 'immediate'): void;
  destroy(): void;
}

/** The folder with initdb and pg_ctl, or undefined when PostgreSQL's server programs are not installed. */
export function postgresBinDir(): string | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(':'),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

export function startOwnPostgres(binDir: string): OwnPostgres {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-pg-'));
  const dataDir = path.join(root, 'data');
  const port = 12_000 + Math.floor(Math.random() * 8_000);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(binDir, program), args, { stdio: 'pipe' });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    },
    destroy() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
