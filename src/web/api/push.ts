/**
 * This browser's Web Push subscription and the member's devices (`/api/push/…`). Turning
 * notifications on is one write from the member's tap: ask the browser's permission (first, while
 * the tap still counts as the member's gesture), subscribe through the app's service worker with
 * the server's key, and hand the subscription to the server.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  pushDeviceSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushSubscriptionCreatedSchema,
} from '../../common/schemas/push';
import { appServiceWorker } from './appServiceWorker';
import { api, hasCode } from './client';
import { queryKeys } from './freshness';
import { useOnePerTapMutation } from './onePerTap';
import { type PushSupport, pushSupportOf, readPushEnvironment } from './pushSupport';
import {
  forgetThisBrowserRecord,
  readThisBrowserRecord,
  rememberThisBrowser,
  removePushDeviceOnServer,
  withTimeout,
} from './thisBrowserPush';

export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** The browser's `PushSubscription.toJSON()`, as the server takes it. */
interface SubscriptionJson {
  endpoint?: string;
  expirationTime?: number | null;
  keys?: Record<string, string>;
}

export const pushApi = {
  key: () => api.get<z.infer<typeof pushKeySchema>>('/api/push/key'),
  devices: () => api.get<z.infer<typeof pushDevicesSchema>>('/api/push/subscriptions'),
  subscribe: (subscription: SubscriptionJson) =>
    api.post<z.infer<typeof pushSubscriptionCreatedSchema>>('/api/push/subscriptions', subscription),
  test: () => api.post<void>('/api/push/test'),
};

/** A browser's push service that has not answered by then will not: the page says so. */
const SUBSCRIBE_TIMEOUT_MS = 30_000;

/** Why this browser could not be subscribed, in words for the member (drawn by MutationError). */
export class PushSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushSetupError';
  }
}

export interface ThisDevicePush {
  support: PushSupport;
  /** The browser's own subscription, when it has one for the app's worker. */
  endpoint: string | null;
  /** The server's id of that subscription, when this browser made it. */
  id: number | null;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await appServiceWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

async function readThisDevice(): Promise<ThisDevicePush> {
  const support = pushSupportOf(readPushEnvironment());
  if (support !== 'available') return { support, endpoint: null, id: null };
  const subscription = await currentSubscription();
  const record = readThisBrowserRecord();
  const endpoint = subscription?.endpoint ?? null;
  return { support, endpoint, id: endpoint && record?.endpoint === endpoint ? record.id : null };
}

/**
 * Whether this browser can get notifications and whether it is subscribed. Read only: nothing here
 * asks the member anything (the permission is asked only by `useTurnOnPush`, on a tap).
 */
export function useThisDevicePush() {
  return useQuery({
    queryKey: queryKeys.thisDevicePush,
    queryFn: readThisDevice,
    // The browser's own state: there is nothing to retry, and a tab back to the page may find the
    // permission changed in the site's settings.
    retry: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The server's application key; a server without Web Push answers `not_set_up`. */
export function usePushKey() {
  return useQuery({
    queryKey: queryKeys.pushKey,
    queryFn: pushApi.key,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether `err` is the answer of a server that has no Web Push set up. */
export const pushNotSetUp = (err: unknown) => hasCode(err, 'not_set_up');

/** The member's subscribed browsers (every phone and computer they turned notifications on). */
export function usePushDevices() {
  return useQuery({
    queryKey: queryKeys.pushDevices,
    queryFn: pushApi.devices,
    select: (data) => data.subscriptions,
  });
}

const refreshPush = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.thisDevicePush }),
    queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices }),
  ]);

/** The key as the browser takes it, and to compare with an existing subscription's. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array<ArrayBuffer>): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function askPermission(): Promise<void> {
  if (typeof Notification === 'undefined')
    throw new PushSetupError('This browser cannot show notifications.');
  const permission = await Notification.requestPermission();
  if (permission === 'granted') return;
  throw new PushSetupError(
    permission === 'denied'
      ? 'Notifications are blocked for Luno in this browser.'
      : 'Notifications were not allowed. Tap the button again to be asked again.',
  );
}

/** This browser's subscription for `publicKey`: the one it has when made with that key, else a new one. */
async function subscribeWith(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const applicationServerKey = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) return existing;
  // Made with another key (the server's keys changed): the server could not reach it any more.
  await existing?.unsubscribe();
  try {
    return await withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      SUBSCRIBE_TIMEOUT_MS,
      () =>
        new PushSetupError('This browser’s push service did not answer. Check the connection and try again.'),
    );
  } catch (err) {
    if (err instanceof PushSetupError) throw err;
    throw new PushSetupError(
      `This browser could not sign up for notifications (${err instanceof Error ? err.message : String(err)}). Try again, or try another browser.`,
    );
  }
}

/**
 * Turns notifications on for this browser: only this asks the browser's permission, and only
 * from the member's tap. The permission is asked before anything is fetched, so the tap still
 * counts as the member's when the browser asks (Safari asks for that).
 */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: async () => {
      await askPermission();
      const { publicKey } = await queryClient.fetchQuery({
        queryKey: queryKeys.pushKey,
        queryFn: pushApi.key,
      });
      const registration = await appServiceWorker();
      if (!registration) throw new PushSetupError('This browser cannot run the app’s notifications.');
      const subscription = await subscribeWith(registration, publicKey);
      const { id } = await pushApi.subscribe(subscription.toJSON());
      rememberThisBrowser({ endpoint: subscription.endpoint, id });
      return id;
    },
    // A refusal changes what the page shows of the permission; a success, the devices.
    onSettled: () => refreshPush(queryClient),
  });
}

/** Turns notifications off for this browser: it unsubscribes, and the server forgets it. */
export function useTurnOffPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const record = readThisBrowserRecord();
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      // Without the id (storage cleared), the server drops the subscription at its next message:
      // the push service answers that it has gone.
      if (record && (!subscription || record.endpoint === subscription.endpoint))
        await removePushDeviceOnServer(record.id);
      forgetThisBrowserRecord();
    },
    onSettled: () => refreshPush(queryClient),
  });
}

/** Removes one of the member's devices; when it is this browser, it stops listening too. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await removePushDeviceOnServer(id);
      if (readThisBrowserRecord()?.id !== id) return;
      await (await currentSubscription())?.unsubscribe();
      forgetThisBrowserRecord();
    },
    onSettled: () => refreshPush(queryClient),
  });
}

/** Sends "Luno notifications are on" to every device of the member. */
export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: pushApi.test,
    // Sending marks the devices used.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pushDevices }),
  });
}
