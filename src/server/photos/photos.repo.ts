import { photoUrl } from '../../common/photo-sizes';
import type { Photo } from '../../common/schemas/photos';
import type { Db } from '../db/database';

const LISTED = ['id', 'width', 'height', 'bytes', 'version', 'created_at'] as const;

const toPhoto = (row: {
  id: number;
  width: number;
  height: number;
  bytes: number;
  version: string;
  created_at: string;
}): Photo => ({
  id: row.id,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  createdAt: row.created_at,
  url: photoUrl(row.id, row.version, row.width),
});

export interface NewPhoto {
  width: number;
  height: number;
  data: Buffer;
  contentType: string;
  version: string;
}

/** The family's photo library: always filtered by family. */
export function createPhotosRepo(db: Db) {
  return {
    /** Newest first. */
    async list(familyId: number): Promise<Photo[]> {
      const rows = await db
        .selectFrom('photos')
        .select(LISTED)
        .where('family_id', '=', familyId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toPhoto);
    },

    /** How many photos the family keeps and their bytes together. */
    async usage(familyId: number): Promise<{ count: number; bytes: number }> {
      const row = await db
        .selectFrom('photos')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('count'),
          eb.fn.sum<string | number>('bytes').as('bytes'),
        ])
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    /** What serving a photo needs, without its bytes. */
    findServed(familyId: number, id: number) {
      return db
        .selectFrom('photos')
        .select(['id', 'width', 'content_type', 'version'])
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async data(familyId: number, id: number): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('photos')
        .select('data')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.data;
    },

    async sizeData(familyId: number, id: number, widthStep: number): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('photo_sizes')
        .innerJoin('photos', 'photos.id', 'photo_sizes.photo_id')
        .select('photo_sizes.data')
        .where('photos.family_id', '=', familyId)
        .where('photo_sizes.photo_id', '=', id)
        .where('photo_sizes.width_step', '=', widthStep)
        .executeTakeFirst();
      return row?.data;
    },

    async insert(familyId: number, photo: NewPhoto, createdAt: string): Promise<Photo> {
      const row = await db
        .insertInto('photos')
        .values({
          family_id: familyId,
          width: photo.width,
          height: photo.height,
          data: photo.data,
          bytes: photo.data.length,
          content_type: photo.contentType,
          version: photo.version,
          created_at: createdAt,
        })
        .returning(LISTED)
        .executeTakeFirstOrThrow();
      return toPhoto(row);
    },

    /** Keeps a smaller size; a size another request made at the same moment is left as it is. */
    async insertSize(photoId: number, widthStep: number, data: Buffer): Promise<void> {
      await db
        .insertInto('photo_sizes')
        .values({ photo_id: photoId, width_step: widthStep, data })
        .onConflict((oc) => oc.columns(['photo_id', 'width_step']).doNothing())
        .execute();
    },

    /** Removes the photo and, with it, every size made of it. Whether there was one. */
    async remove(familyId: number, id: number): Promise<boolean> {
      const owned = await db
        .selectFrom('photos')
        .select('id')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!owned) return false;
      await db.deleteFrom('photo_sizes').where('photo_id', '=', id).execute();
      await db.deleteFrom('photos').where('family_id', '=', familyId).where('id', '=', id).execute();
      return true;
    },
  };
}

export type PhotosRepo = ReturnType<typeof createPhotosRepo>;
