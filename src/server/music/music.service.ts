/**
 * The family's Spotify connection: connecting, refreshing and disconnecting, and every Web API call
 * made with its token. A call refused with 401 is retried once after a refresh; a refresh Spotify
 * refuses ends in the spec's "Couldn't refresh session…" message.
 */
import { MUSIC_MESSAGES } from '../../common/schemas/music';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { DomainError } from '../domain-errors';
import {
  type SpotifyClient,
  SpotifyError,
  SpotifyGrantRefused,
  type SpotifyTokens,
} from '../integrations/music/spotify';
import type { Changes } from '../live/changes';
import type { Sealer } from '../sealed';
import { createMusicRepo } from './music.repo';

/** A token this close to its end is refreshed before use. */
const EARLY_MS = 60_000;

export function createMusicService(db: Db, changes: Changes, sealer: Sealer, spotify: SpotifyClient) {
  const repo = createMusicRepo(db);

  function sealedTokens(tokens: SpotifyTokens, previousRefresh: string) {
    return {
      access_sealed: sealer.seal(tokens.accessToken),
      refresh_sealed: tokens.refreshToken ? sealer.seal(tokens.refreshToken) : previousRefresh,
      expires_at: tokens.expiresAt.toISOString(),
    };
  }

  async function refresh(familyId: number): Promise<string> {
    const row = await repo.find(familyId);
    if (!row) throw new DomainError('not_connected', MUSIC_MESSAGES.tokenMissing);
    let tokens: SpotifyTokens;
    try {
      tokens = await spotify.refresh(sealer.open(row.refresh_sealed));
    } catch (error) {
      if (error instanceof SpotifyGrantRefused || error instanceof SpotifyError) {
        throw new DomainError('reconnect_needed', MUSIC_MESSAGES.refreshFailed);
      }
      throw error;
    }
    await transact(db, changes, (trx) =>
      createMusicRepo(trx).saveTokens(familyId, sealedTokens(tokens, row.refresh_sealed)),
    );
    return tokens.accessToken;
  }

  /** Runs `work` with the family's token; once more with a fresh one when Spotify answers 401. */
  async function withToken<T>(familyId: number, work: (token: string) => Promise<T>): Promise<T> {
    try {
      return await work(await accessToken(familyId));
    } catch (error) {
      if (!(error instanceof SpotifyError && error.status === 401)) throw error;
    }
    return work(await refresh(familyId));
  }

  async function accessToken(familyId: number): Promise<string> {
    const row = await repo.find(familyId);
    if (!row) throw new DomainError('not_connected', MUSIC_MESSAGES.tokenMissing);
    if (Date.parse(row.expires_at) - EARLY_MS > Date.now()) return sealer.open(row.access_sealed);
    return refresh(familyId);
  }

  return {
    async status(familyId: number) {
      const row = await repo.find(familyId);
      return {
        connected: row !== undefined,
        account: row?.account ?? null,
        premium: row?.product ? row.product === 'premium' : null,
      };
    },

    async connect(familyId: number, code: string, verifier: string, redirectUri: string): Promise<void> {
      const tokens = await spotify.exchange(code, verifier, redirectUri);
      if (!tokens.refreshToken) throw new Error('Spotify gave no refresh token.');
      const me = await spotify.me(tokens.accessToken);
      await transact(db, changes, async (trx, announce) => {
        await createMusicRepo(trx).connect(
          familyId,
          {
            ...sealedTokens(tokens, ''),
            account: me.name ?? me.id,
            product: me.product,
          },
          new Date().toISOString(),
        );
        announce(familyId, 'music');
      });
    },

    refresh,

    async disconnect(familyId: number): Promise<void> {
      await transact(db, changes, async (trx, announce) => {
        await createMusicRepo(trx).delete(familyId);
        announce(familyId, 'music');
      });
    },

    withToken,

    /**
     * Changes what plays (`work` sends the command with the family's token), then tells the
     * family's screens, whose players ask Spotify again at once instead of at their next look.
     */
    async control(familyId: number, work: (token: string) => Promise<void>): Promise<void> {
      await withToken(familyId, work);
      await changes.publish({ familyId, resource: 'music', ids: [] });
    },
  };
}

export type MusicService = ReturnType<typeof createMusicService>;
