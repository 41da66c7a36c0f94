// `npm run dev`: the API server restarting on change (tsx watch) and the Vite dev server with
// hot reload, which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.LUNO_API_PORT ?? '3000';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, LUNO_API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
