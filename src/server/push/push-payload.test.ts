import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './push-delivery';
import { MAX_PAYLOAD_BYTES, payloadOf, topicOf } from './push-payload';

describe('a push message’s payload', () => {
  it('keeps a topic RFC 8030 takes, and hashes any other into 32 base64url characters', () => {
    expect(topicOf('approval-12')).toBe('approval-12');
    const long = topicOf('shopping list 7 changed by someone else');
    expect(long).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicOf('shopping list 7 changed by someone else')).toBe(long);
    expect(topicOf('shopping list 8 changed by someone else')).not.toBe(long);
  });

  it('cuts a long title too when even an empty body does not make it fit', () => {
    const payload = payloadOf({
      title: 'T'.repeat(5000),
      body: 'B'.repeat(5000),
      url: '/app',
      topic: 't',
      urgency: 'normal',
      ttlSeconds: 60,
    });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = JSON.parse(payload);
    expect(parsed.title).toMatch(/^T+…$/);
    expect(parsed.body).toBe('');
  });
});

describe('Retry-After', () => {
  it('is read in seconds or as an HTTP date', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Fri, 01 May 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Fri, 01 May 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});
