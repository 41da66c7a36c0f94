import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the API and browser tests keep their databases: memory when the machine has it. They check
 * what a family sees, not the disk, whose every fsync took 8 ms here; the durability, outage and
 * disk-full tests keep making their own directories on the real disk.
 */
export function scratchRoot(): string {
  return fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
}
