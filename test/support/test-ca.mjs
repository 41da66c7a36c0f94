// Node trusts one extra file of CA certificates, NODE_EXTRA_CA_CERTS, read once when a process
// starts. Test processes must trust the test CA of the https fakes (test/fakes/tls/) and keep trusting
// whatever file the machine names already (a proxy's CA): both go into one file, named by its content.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEST_CA = fileURLToPath(new URL('../fakes/tls/ca.crt', import.meta.url));
const BUNDLE_PREFIX = 'luno-test-ca-';

/** Sets NODE_EXTRA_CA_CERTS for the processes started after this call. */
export function trustTestCa() {
  const current = process.env.NODE_EXTRA_CA_CERTS;
  if (!current || path.resolve(current) === TEST_CA) {
    process.env.NODE_EXTRA_CA_CERTS = TEST_CA;
    return;
  }
  if (path.basename(current).startsWith(BUNDLE_PREFIX)) return;
  let theirs;
  try {
    theirs = fs.readFileSync(current, 'utf8');
  } catch {
    process.env.NODE_EXTRA_CA_CERTS = TEST_CA;
    return;
  }
  const bundle = `${theirs.trimEnd()}\n${fs.readFileSync(TEST_CA, 'utf8')}`;
  const digest = createHash('sha256').update(bundle).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `${BUNDLE_PREFIX}${digest}.pem`);
  if (!fs.existsSync(file)) {
    // Written aside and renamed, so a process starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, bundle);
    fs.renameSync(partial, file);
  }
  process.env.NODE_EXTRA_CA_CERTS = file;
}
