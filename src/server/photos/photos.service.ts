import { photoWidthStep } from '../../common/photo-sizes';
import {
  PHOTO_LIBRARY_FULL_MESSAGE,
  PHOTO_MAX_COUNT,
  PHOTO_MAX_TOTAL_BYTES,
  PHOTO_STORAGE_FULL_MESSAGE,
  type Photo,
} from '../../common/schemas/photos';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { HttpError } from '../http/errors';
import type { Changes } from '../live/changes';
import { normalisePhoto, resizePhoto } from './photo-images';
import { createPhotosRepo } from './photos.repo';

export interface ServedPhoto {
  data: Buffer;
  contentType: string;
  /** Names these exact bytes: the photo's version and the width served. */
  etag: string;
}

export function createPhotosService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  const photos = createPhotosRepo(db);

  async function checkRoom(repo: ReturnType<typeof createPhotosRepo>, familyId: number, adding: number) {
    const usage = await repo.usage(familyId);
    if (usage.count >= PHOTO_MAX_COUNT) throw new HttpError(413, PHOTO_LIBRARY_FULL_MESSAGE);
    if (usage.bytes + adding > PHOTO_MAX_TOTAL_BYTES) throw new HttpError(413, PHOTO_STORAGE_FULL_MESSAGE);
  }

  return {
    /** Adds an upload to the library, resized and stripped first: the work is done outside the transaction. */
    async upload(familyId: number, upload: Buffer): Promise<Photo> {
      await checkRoom(photos, familyId, 0);
      const image = await normalisePhoto(upload);
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const repo = createPhotosRepo(trx);
        await checkRoom(repo, familyId, image.data.length);
        const photo = await repo.insert(familyId, image, now().toISOString());
        announce(familyId, 'photos', [photo.id]);
        return photo;
      });
    },

    /**
     * The photo at the width step that covers `width`, or at its own size when that is smaller. A
     * smaller size is made the first time it is asked for and kept for every instance after.
     */
    async serve(familyId: number, id: number, width: number): Promise<ServedPhoto | null> {
      const photo = await photos.findServed(familyId, id);
      if (!photo) return null;
      const step = photoWidthStep(width);
      const full = step >= photo.width;
      const etag = `"${photo.version}-${full ? 'full' : step}"`;
      let data = full ? await photos.data(familyId, id) : await photos.sizeData(familyId, id, step);
      if (!data && !full) {
        const stored = await photos.data(familyId, id);
        if (!stored) return null;
        const resized = await resizePhoto(stored, photo.content_type, step);
        await transact(db, changes, (trx) => createPhotosRepo(trx).insertSize(id, step, resized));
        data = resized;
      }
      return data ? { data, contentType: photo.content_type, etag } : null;
    },

    remove(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const removed = await createPhotosRepo(trx).remove(familyId, id);
        if (removed) announce(familyId, 'photos', [id]);
        return removed;
      });
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
