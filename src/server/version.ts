import { LUNO_VERSION } from '../common/version';

/** The version this server runs (package.json's). */
export function serverVersion(): string {
  return LUNO_VERSION;
}

/** Whole seconds since this process started. */
export function serverUptimeSeconds(): number {
  return Math.floor(process.uptime());
}
