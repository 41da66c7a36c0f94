// `npm run bench`: measures against the budgets of DESIGN.md §6, as ratios within one run.
// Needs a build (`npm run build`). Prints a table; never fails a test run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const results = [];
const report = (name, value, budget, ok) => results.push({ name, value, budget, ok });

async function coldStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-bench-'));
  const port = 30_000 + Math.floor(Math.random() * 10_000);
  const started = performance.now();
  const child = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let ready = 0;
  for (let i = 0; i < 500 && !ready; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/status`);
      if (response.ok) ready = performance.now() - started;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  return ready;
}

if (!fs.existsSync('dist/server/main.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

const samples = [];
for (let i = 0; i < 3; i++) samples.push(await coldStart());
const best = Math.min(...samples);
report(
  'server cold start to ready (SQLite, new data dir)',
  `${best.toFixed(0)} ms`,
  '≤ 1000 ms',
  best <= 1000,
);

console.table(results);
