import { createHash } from 'node:crypto';
import type { PushPayload } from '../../common/schemas/push';
import type { Notice } from './notice';

/**
 * The largest payload one push message carries. Push services take at least 4096 bytes of body
 * (RFC 8030 §7.2); RFC 8291's aes128gcm adds an 86-byte header (salt, record size, the server's key),
 * a padding delimiter and a 16-byte tag, so 4096 − 103 bytes are left for the JSON.
 */
export const MAX_PAYLOAD_BYTES = 4096 - 86 - 1 - 16;

const ELLIPSIS = '…';
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/** RFC 8030's Topic: at most 32 characters of base64url; anything else is hashed to fit. */
export function topicOf(topic: string): string {
  return TOPIC.test(topic) ? topic : createHash('sha256').update(topic).digest('base64url').slice(0, 32);
}

const bytes = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload));

/** `text` cut to its first `count` code points, with an ellipsis when it was cut. */
function cut(codePoints: string[], count: number): string {
  return count >= codePoints.length ? codePoints.join('') : codePoints.slice(0, count).join('') + ELLIPSIS;
}

/** The longest start of `text` (with an ellipsis when cut) that keeps the payload within the limit. */
function fitting(text: string, payloadWith: (text: string) => PushPayload): string {
  if (bytes(payloadWith(text)) <= MAX_PAYLOAD_BYTES) return text;
  const codePoints = Array.from(text);
  let low = 0;
  let high = codePoints.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (bytes(payloadWith(cut(codePoints, middle))) <= MAX_PAYLOAD_BYTES) low = middle;
    else high = middle - 1;
  }
  return cut(codePoints, low);
}

/**
 * The JSON a device decrypts and the service worker shows. A body too long for one message is
 * shortened (a title too, in the unlikely case that is still not enough), never refused.
 */
export function payloadOf(notice: Notice): string {
  const base: PushPayload = {
    title: notice.title,
    body: notice.body,
    url: notice.url,
    tag: topicOf(notice.topic),
    actions: (notice.actions ?? []).map(({ action, title, post }) => ({
      action,
      title,
      ...(post ? { post } : {}),
    })),
  };
  let payload = { ...base, body: fitting(base.body, (text) => ({ ...base, body: text })) };
  if (bytes(payload) > MAX_PAYLOAD_BYTES) {
    const bare = { ...base, body: '' };
    payload = { ...bare, title: fitting(base.title, (text) => ({ ...bare, title: text })) };
  }
  if (bytes(payload) > MAX_PAYLOAD_BYTES) payload = { ...payload, actions: [] };
  return JSON.stringify(payload);
}
