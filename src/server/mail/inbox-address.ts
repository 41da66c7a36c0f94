/**
 * Each family's forwarding address, `family<id>-<tag>@<domain>`: the tag is an HMAC of the family id
 * under the server key, so every instance makes and checks the same address without storing one, and
 * an address cannot be made up for another family. Mail is taken only from the family's members.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ROW_ID } from '../../common/schemas/ids';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const TAG_LENGTH = 12;
const LOCAL = /^family(\d{1,10})-([a-z2-7]+)$/;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export function createInboxAddresses(key: Buffer, domain: string) {
  const tagOf = (familyId: number) =>
    base32(createHmac('sha256', key).update(`inbox:${familyId}`).digest()).slice(0, TAG_LENGTH);

  return {
    domain,

    addressOf(familyId: number): string {
      return `family${familyId}-${tagOf(familyId)}@${domain}`;
    },

    /** The family an address is for, or null (another domain, a made-up tag). A `+suffix` is ignored. */
    familyOf(address: string): number | null {
      const at = address.lastIndexOf('@');
      if (at < 1 || address.slice(at + 1).toLowerCase() !== domain) return null;
      const local = address.slice(0, at).toLowerCase().replace(/\+.*$/, '');
      const match = LOCAL.exec(local);
      if (!match) return null;
      const familyId = Number(match[1]);
      if (familyId < 1 || familyId > MAX_ROW_ID) return null;
      const expected = Buffer.from(tagOf(familyId));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? familyId : null;
    },
  };
}

export type InboxAddresses = ReturnType<typeof createInboxAddresses>;
