// What `node dist/server/main.js` runs: the bundled server (dist/server/server.cjs), compiled from the
// code V8 kept of it on an earlier start. Compiling the 4.8 MB bundle as an ES module took 168 ms of
// a 979 ms start on a small machine, and starts from the cache were a quarter shorter
// (docs/performance.md). Node 22 does the same with module.enableCompileCache(); Node 20 keeps code
// only for scripts, hence CommonJS.
//
// The build starts the server once to write the cache. A cache V8 refuses (another Node version,
// other V8 flags) is ignored and written again once this start is ready; where dist/ is read-only the
// start goes on without one.
import fs from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
const cacheFile = `${bundle}.cache`;

function readCache(): Buffer | undefined {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

function writeCache(script: vm.Script): void {
  // Beside the bundle under a name of this process's own, then renamed: a start that reads the cache
  // while another writes it sees the old one or the new one, never half of one.
  const partial = `${cacheFile}.${process.pid}`;
  try {
    fs.writeFileSync(partial, script.createCachedData());
    fs.renameSync(partial, cacheFile);
  } catch {
    fs.rmSync(partial, { force: true });
  }
}

const cachedData = readCache();
const script = new vm.Script(Module.wrap(fs.readFileSync(bundle, 'utf8')), {
  filename: bundle,
  cachedData,
});
const module = { exports: {} as { ready?: Promise<unknown> } };
script
  .runInThisContext()
  .call(module.exports, module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
if (!cachedData || script.cachedDataRejected) {
  // Once started, the cache holds every function the start compiled, not only the outer ones.
  void module.exports.ready?.then(() => writeCache(script));
}
