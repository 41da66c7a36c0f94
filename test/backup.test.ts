import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/database';

it('npm run backup copies the SQLite database while it is open, with what was saved', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-backup-'));
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db
      .insertInto('families')
      .values({ name: 'The Parks', created_at: new Date().toISOString() })
      .execute();
    const target = path.join(dataDir, 'copy.db');
    execFileSync(process.execPath, ['scripts/backup.mjs', target], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    const copy = new SQLite(target, { readonly: true });
    expect(copy.prepare('select name from families').all()).toEqual([{ name: 'The Parks' }]);
    copy.close();
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
