/**
 * Which of the member's push devices this browser is, and forgetting it on logging out. Apart from
 * ./push.ts so the session (loaded by the viewer too) can reach it without the page's hooks or zod.
 */
import { APP_WORKER_SCOPE } from './appServiceWorker';
import { api, hasCode } from './client';
import { LOCAL_KEYS, readStorage, removeStorage, writeStorage } from './storage';

/** This browser's subscription and the id the server gave it, so turning off can remove it there. */
export interface ThisBrowserRecord {
  endpoint: string;
  id: number;
}

export function readThisBrowserRecord(): ThisBrowserRecord | null {
  try {
    const record = JSON.parse(
      readStorage('local', LOCAL_KEYS.pushSubscription) ?? 'null',
    ) as ThisBrowserRecord | null;
    return record && typeof record.id === 'number' && typeof record.endpoint === 'string' ? record : null;
  } catch {
    return null;
  }
}

export function rememberThisBrowser(record: ThisBrowserRecord): void {
  writeStorage('local', LOCAL_KEYS.pushSubscription, JSON.stringify(record));
}

export function forgetThisBrowserRecord(): void {
  removeStorage('local', LOCAL_KEYS.pushSubscription);
}

/**
 * The server forgets one of the member's devices. One already gone from the server (removed on
 * another phone, or dropped when its push service said it had ended) is as good as removed.
 */
export async function removePushDeviceOnServer(id: number): Promise<void> {
  await api.delete<void>(`/api/push/subscriptions/${id}`).catch((err: unknown) => {
    if (!hasCode(err, 'not_found')) throw err;
  });
}

/** `work`, or `failure` once `ms` have passed without it settling. */
export function withTimeout<T>(work: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * On logging out: this browser stops getting the member's notifications (the next person to log
 * in here must not see them). Best effort and quick: logging out never waits on it for long.
 */
export async function forgetThisBrowserPush(): Promise<void> {
  const record = readThisBrowserRecord();
  if (!record || !('serviceWorker' in navigator)) return;
  const forget = (async () => {
    // The registration if there is one: registering the worker only to unsubscribe would be waste.
    const registration = await navigator.serviceWorker.getRegistration(APP_WORKER_SCOPE);
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
    await removePushDeviceOnServer(record.id);
  })();
  await withTimeout(forget, 3_000, () => new Error('timed out')).catch(() => undefined);
  forgetThisBrowserRecord();
}
