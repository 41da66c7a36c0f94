import { randomBytes, randomInt } from 'node:crypto';
import {
  formatUserCode,
  PAIRING_LIFETIME_MS,
  type PairingStatus,
  type PendingPairing,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
} from '../../common/schemas/displays';
import { createSessionsRepo, hashToken } from '../accounts/sessions.repo';
import type { Db } from '../db/database';
import { classifyDatabaseError } from '../db/errors';
import { transact } from '../db/transaction';
import { createDisplaysRepo } from '../devices/displays.repo';
import { conflict, notAllowed, notFound } from '../domain-errors';
import type { Changes } from '../live/changes';
import { sameSecret } from '../secrets';
import { createPairingRepo, type PairingRepo, type PairingRow } from './pairing.repo';

export const PAIRING_GONE_MESSAGE = 'This pairing code has expired. Scan the new code on the screen.';
export const USER_CODE_WRONG_MESSAGE =
  'That code is not right, or it has expired. Check the code the screen shows now and type it again.';
export const ALREADY_PAIRED_MESSAGE = 'This screen is already paired.';
export const OTHER_FAMILY_MESSAGE = 'You can only pair a screen with your own family.';
export const BOARD_NOT_FOUND_MESSAGE = 'That board was not found. Choose another one.';

/** After a parent confirms, the TV has this long to collect its session at its next poll. */
const CLAIM_WINDOW_MS = 2 * 60_000;

/** A pairing id is a bearer of the right to be completed: 160 random bits, never stored as such. */
const newSecret = () => randomBytes(20).toString('base64url');

/** Eight letters drawn uniformly from the alphabet: the typed code, without its dash. */
const newUserCode = () =>
  Array.from(
    { length: USER_CODE_LENGTH },
    () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)],
  ).join('');

/** Two waiting codes alike are one in billions; a few draws settle even a crowded moment. */
const USER_CODE_DRAWS = 5;

const pendingOf = (row: PairingRow): PendingPairing => ({
  widthPx: row.width_px,
  heightPx: row.height_px,
  browser: row.browser,
  expiresAt: row.expires_at,
});

type FindWaiting = (repo: PairingRepo, nowIso: string) => Promise<PairingRow | undefined>;

export interface PairingDevice {
  deviceId: string | undefined;
  widthPx: number | undefined;
  heightPx: number | undefined;
  browser: string;
}

/**
 * Pairing a TV by QR code (RFC 8628 in spirit): the TV asks for a code and shows it; a parent
 * signed in on a phone sees which device it is and confirms; the TV, polling with the secret only
 * it holds, then takes a device session of its own — once. The phone finds the code by the id the
 * QR code holds, or by the short code typed from the screen when the QR code cannot be scanned.
 */
export function createPairingService(db: Db, changes: Changes, now: () => number = Date.now) {
  const pairings = createPairingRepo(db);

  const byUserCode =
    (userCode: string): FindWaiting =>
    (repo, nowIso) =>
      repo.findLiveByUserCode(hashToken(userCode), nowIso);

  /** A code that still waits for a phone; `goneMessage` when there is none. */
  async function waiting(find: FindWaiting, goneMessage: string): Promise<PairingRow> {
    const row = await find(pairings, new Date(now()).toISOString());
    if (!row) throw notFound(goneMessage);
    if (row.completed_at) throw conflict(ALREADY_PAIRED_MESSAGE);
    return row;
  }

  async function confirm(
    find: FindWaiting,
    goneMessage: string,
    by: { userId: number; familyId: number },
    request: { familyId: number; screenId?: number | null; name?: string },
  ): Promise<void> {
    if (request.familyId !== by.familyId) throw notAllowed(OTHER_FAMILY_MESSAGE);
    const nowIso = new Date(now()).toISOString();
    await transact(db, changes, async (trx) => {
      const repo = createPairingRepo(trx);
      const row = await find(repo, nowIso);
      if (!row) throw notFound(goneMessage);
      if (row.completed_at) throw conflict(ALREADY_PAIRED_MESSAGE);
      const screenId = request.screenId ?? null;
      if (screenId !== null && !(await createDisplaysRepo(trx).isFamilyScreen(by.familyId, screenId))) {
        throw notFound(BOARD_NOT_FOUND_MESSAGE);
      }
      const completed = await repo.complete(row.id_hash, nowIso, {
        familyId: by.familyId,
        userId: by.userId,
        screenId,
        name: request.name ?? null,
        claimBy: new Date(Math.max(Date.parse(row.expires_at), now() + CLAIM_WINDOW_MS)).toISOString(),
      });
      // Another phone confirmed between the read and the write.
      if (!completed) throw conflict(ALREADY_PAIRED_MESSAGE);
    });
  }

  return {
    async start(device: PairingDevice) {
      const pairingId = newSecret();
      const secret = newSecret();
      const createdAt = now();
      const nowIso = new Date(createdAt).toISOString();
      const expiresAt = new Date(createdAt + PAIRING_LIFETIME_MS).toISOString();
      // Old codes are swept as new ones are made: nothing else needs a timer for them.
      await pairings.removeExpired(new Date(createdAt - 3_600_000).toISOString());
      await pairings.releaseExpiredUserCodes(nowIso);
      for (let draw = 1; ; draw++) {
        const userCode = newUserCode();
        try {
          await pairings.insert({
            idHash: hashToken(pairingId),
            secretHash: hashToken(secret),
            userCodeHash: hashToken(userCode),
            deviceId: device.deviceId ?? null,
            widthPx: device.widthPx ?? null,
            heightPx: device.heightPx ?? null,
            browser: device.browser,
            createdAt: nowIso,
            expiresAt,
          });
          return { pairingId, secret, expiresAt, userCode: formatUserCode(userCode) };
        } catch (error) {
          // Another waiting screen shows these letters: draw again.
          if (classifyDatabaseError(error) !== 'duplicate' || draw === USER_CODE_DRAWS) throw error;
        }
      }
    },

    /** The waiting device, for the phone to show before its owner confirms. */
    async pending(pairingId: string): Promise<PendingPairing> {
      return pendingOf(
        await waiting((repo, nowIso) => repo.findLive(hashToken(pairingId), nowIso), PAIRING_GONE_MESSAGE),
      );
    },

    /** The same, found by the code typed from the screen (`userCode` in capitals, without its dash). */
    async pendingByCode(userCode: string): Promise<PendingPairing> {
      return pendingOf(await waiting(byUserCode(userCode), USER_CODE_WRONG_MESSAGE));
    },

    complete(
      pairingId: string,
      by: { userId: number; familyId: number },
      request: { familyId: number; screenId?: number | null; name?: string },
    ): Promise<void> {
      return confirm(
        (repo, nowIso) => repo.findLive(hashToken(pairingId), nowIso),
        PAIRING_GONE_MESSAGE,
        by,
        request,
      );
    },

    completeByCode(
      userCode: string,
      by: { userId: number; familyId: number },
      request: { familyId: number; screenId?: number | null; name?: string },
    ): Promise<void> {
      return confirm(byUserCode(userCode), USER_CODE_WRONG_MESSAGE, by, request);
    },

    /**
     * The TV's poll. `secret` is the pairing cookie: only the TV that asked for this code has it,
     * so someone who only saw the QR code learns whether it was paired, never the session.
     */
    async status(pairingId: string, secret: string | undefined): Promise<PairingStatus> {
      const idHash = hashToken(pairingId);
      const nowIso = new Date(now()).toISOString();
      const row = await pairings.findLive(idHash, nowIso);
      if (!row) throw notFound(PAIRING_GONE_MESSAGE);
      if (!row.completed_at || row.family_id === null || row.user_id === null) return { paired: false };
      if (!secret || !sameSecret(hashToken(secret), row.secret_hash) || row.claimed_at)
        return { paired: true };

      const familyId = row.family_id;
      const userId = row.user_id;
      return transact(db, changes, async (trx, announce) => {
        if (!(await createPairingRepo(trx).claim(idHash, nowIso))) return { paired: true };
        const token = await createSessionsRepo(trx).create(userId, familyId, 'device');
        const displays = createDisplaysRepo(trx);
        const screenId =
          row.screen_id !== null && (await displays.isFamilyScreen(familyId, row.screen_id))
            ? row.screen_id
            : null;
        const id = await displays.insert({
          familyId,
          name: row.display_name ?? `Display ${(await displays.count(familyId)) + 1}`,
          deviceId: row.device_id,
          widthPx: row.width_px,
          heightPx: row.height_px,
          browser: row.browser,
          screenId,
          sessionHash: hashToken(token),
        });
        announce(familyId, 'devices', [id]);
        return { paired: true, token, familyId, screenId };
      });
    },
  };
}

export type PairingService = ReturnType<typeof createPairingService>;
