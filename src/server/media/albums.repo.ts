import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AlbumReadsTable } from '../db/schema';

export type AlbumReadRow = Selectable<AlbumReadsTable>;

const digest = (url: string) => createHash('sha256').update(url).digest('hex');

/** The albums linked on families' boards as last read: queries only, on `db` or the transaction it is. */
export function createAlbumsRepo(db: Db) {
  return {
    async find(familyId: number, url: string): Promise<AlbumReadRow | undefined> {
      return db
        .selectFrom('album_reads')
        .selectAll()
        .where('family_id', '=', familyId)
        .where('url_digest', '=', digest(url))
        .executeTakeFirst();
    },

    async findById(id: number): Promise<AlbumReadRow | undefined> {
      return db.selectFrom('album_reads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The family's row for `url`, made due now when there was none (two instances may race: one row). */
    async findOrAdd(familyId: number, url: string, now: string): Promise<AlbumReadRow> {
      await db
        .insertInto('album_reads')
        .values({ family_id: familyId, url, url_digest: digest(url), next_read_at: now, created_at: now })
        .onConflict((conflict) => conflict.columns(['family_id', 'url_digest']).doNothing())
        .execute();
      const row = await this.find(familyId, url);
      if (!row) throw new Error('the album row was not stored');
      return row;
    },

    /** Albums whose next reading is due, oldest first. */
    async due(now: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('album_reads')
        .select('id')
        .where('next_read_at', '<=', now)
        .orderBy('next_read_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async recordRead(
      id: number,
      { images, now, nextReadAt }: { images: string; now: string; nextReadAt: string },
    ): Promise<void> {
      await db
        .updateTable('album_reads')
        .set({
          images,
          read_at: now,
          last_error: null,
          failure_count: 0,
          next_read_at: nextReadAt,
        })
        .where('id', '=', id)
        .execute();
    },

    async recordFailure(id: number, error: string, nextReadAt: string): Promise<void> {
      await db
        .updateTable('album_reads')
        .set((eb) => ({
          last_error: error,
          failure_count: eb('failure_count', '+', 1),
          next_read_at: nextReadAt,
        }))
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('album_reads').where('id', '=', id).execute();
    },
  };
}

export type AlbumsRepo = ReturnType<typeof createAlbumsRepo>;
