import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { familyOf, type LunoProcess, startLuno, waitUntilReady } from './support/luno-process';

/** A small tmpfs of the test's own: mounting one needs root, as CI has. */
function mountSmallDisk(sizeKb: number): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const disk = mountSmallDisk(4096);
if (!disk && process.env.CI) throw new Error('CI must be able to mount a tmpfs for the full-disk test');

function fillDisk(dir: string, leaveBytes: number): string {
  const filler = path.join(dir, 'filler');
  const { bavail, bsize } = fs.statfsSync(dir);
  fs.writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
  return filler;
}

/** DESIGN §5: a full disk is an outage (507), never a loss; freeing space recovers without a restart. */
describe.skipIf(!disk)('a full disk under SQLite', () => {
  let luno: LunoProcess | undefined;
  const dataDir = path.join(disk as string, 'data');

  afterAll(() => {
    luno?.child.kill('SIGKILL');
    execFileSync('umount', ['-l', disk as string]);
    fs.rmSync(disk as string, { recursive: true, force: true });
  });

  // It starts a real server from source, which outlasts a request test's 30 s on a busy machine.
  it('answers 507 saying the server is out of space, keeps what it acknowledged, and recovers', async () => {
    luno = startLuno({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await waitUntilReady(luno);
    const family = await familyOf(luno.baseUrl);
    const list = (await family.request('POST', '/api/shopping-lists', { name: 'Groceries' })).json();
    const filler = fillDisk(disk as string, 64 * 1024);

    const acknowledged: { id: number; item: string }[] = [];
    const statuses = new Map<number, number>();
    const errors = new Set<string>();
    const write = async (n: number) => {
      const item = `Item ${n} ${'x'.repeat(150)}`;
      const answer = await family.request('POST', `/api/shopping-lists/${list.id}/items`, { item });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 201) acknowledged.push({ id: answer.json().id, item });
      else errors.add(answer.json().error);
      return answer.status;
    };
    let n = 0;
    while ((await write(++n)) === 201 && n < 5000);
    for (let more = 0; more < 20; more++) await write(++n);
    expect(statuses.get(507), JSON.stringify([...statuses])).toBeGreaterThan(0);
    expect([...errors]).toEqual([
      'The server is out of storage space, so nothing could be saved. Please tell whoever runs it.',
    ]);
    // Reading still works on a full disk.
    expect((await family.request('GET', `/api/shopping-lists/${list.id}/items`)).status).toBe(200);
    expect(luno.child.exitCode).toBeNull();

    fs.rmSync(filler);
    expect(await write(++n)).toBe(201);
    expect([...statuses.keys()].sort()).toEqual([201, 507]);

    // What was acknowledged is on the disk: a process killed outright and started again has it all.
    luno.child.kill('SIGKILL');
    await luno.exited();
    luno = startLuno({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: String(luno.port) });
    await waitUntilReady(luno);
    const stored = new Map(
      (
        (await family.request('GET', `/api/shopping-lists/${list.id}/items`)).json() as {
          id: number;
          item: string;
        }[]
      ).map((row) => [row.id, row.item]),
    );
    expect(acknowledged.filter((row) => stored.get(row.id) !== row.item)).toEqual([]);
  }, 120_000);
});
