import { devicesApi } from '../api/devices';
import { LOCAL_KEYS, readStorage, writeStorage } from '../api/storage';

/**
 * crypto.randomUUID exists only in secure contexts, and a self-hosted Luno is often opened over plain
 * http on the home network (a TV at http://192.168.1.20:3000), so fall back to getRandomValues there.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's id, made once and kept in local storage. */
export function getDeviceId(): string {
  const existing = readStorage('local', LOCAL_KEYS.deviceId);
  if (existing) return existing;
  const id = randomUuid();
  writeStorage('local', LOCAL_KEYS.deviceId, id);
  return id;
}

/**
 * Tells the server this screen's size so boards can be laid out for it. CSS pixels of the whole screen,
 * not the window: boards are designed in CSS pixels and shown full-screen.
 * Failures only reach the console — a size report must never get in the way of using the app.
 */
export async function reportDeviceDimensions(): Promise<void> {
  try {
    await devicesApi.reportDimensions(getDeviceId(), {
      widthPx: Math.round(window.screen.width),
      heightPx: Math.round(window.screen.height),
    });
  } catch (err) {
    console.warn('Could not report device dimensions', err);
  }
}
