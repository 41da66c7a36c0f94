import {
  type SavedScreen,
  SCREEN_BODY_FIELDS,
  type ScreenBody,
  type ScreenData,
  type ScreenDocument,
  screenBodyOf,
  type WireScreen,
} from '../../common/schemas/screen';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createScreensRepo, type ScreenReads } from './screens.repo';

export type CreateResult = { status: 'created'; screen: WireScreen } | { status: 'limit-reached' };
export type SaveResult =
  | { status: 'saved'; screen: WireScreen }
  | { status: 'stale'; screen: WireScreen }
  | { status: 'missing' };
export type ReorderResult = 'reordered' | 'unknown-screen' | 'incomplete';

/**
 * Every write to a family's screens and templates. Changes to the list (creating, deleting,
 * reordering) lock the family first, so the plan's limit and the positions 0..n-1 hold however
 * many arrive together.
 */
export function createScreensService(db: Db, changes: Changes, reads: ScreenReads) {
  return {
    /** A new screen at the end of the list, unless the family already has `limit` screens. */
    create(familyId: number, limit: number, data: ScreenData & { name: string }): Promise<CreateResult> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const screens = createScreensRepo(trx, reads);
        const existing = await screens.count(familyId);
        if (existing >= limit) return { status: 'limit-reached' };
        const screen = await screens.insert(familyId, data, existing);
        announce(familyId, 'screens', [screen.id]);
        return { status: 'created', screen };
      });
    },

    save(familyId: number, id: number, document: ScreenDocument): Promise<SaveResult> {
      return transact(db, changes, async (trx, announce) => {
        const screens = createScreensRepo(trx, reads);
        // A client that does not send a field added since it was built keeps what the screen had.
        const omits = SCREEN_BODY_FIELDS.some((field) => document[field] === undefined);
        const kept = omits ? await screens.find(familyId, id) : undefined;
        if (omits && !kept) return { status: 'missing' };
        const whole = { ...(kept && screenBodyOf(kept)), ...document } as ScreenBody & ScreenDocument;
        const saved = await screens.saveIfCurrent(familyId, id, whole);
        if (saved) {
          announce(familyId, 'screens', [id]);
          return { status: 'saved', screen: saved };
        }
        const current = await screens.find(familyId, id);
        return current ? { status: 'stale', screen: current } : { status: 'missing' };
      });
    },

    /** False when the family has no such screen. */
    remove(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const screens = createScreensRepo(trx, reads);
        const position = await screens.delete(familyId, id);
        if (position === undefined) return false;
        await screens.closeGapAt(familyId, position);
        announce(familyId, 'screens', [id]);
        // Displays showing it, or scheduled to, lost it with it (the references cascade): TVs read theirs again.
        announce(familyId, 'devices');
        return true;
      });
    },

    /** Applies `order` (distinct ids) only when it names exactly the family's screens. */
    reorder(familyId: number, order: number[]): Promise<ReorderResult> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const screens = createScreensRepo(trx, reads);
        const owned = new Set(await screens.ids(familyId));
        if (order.some((id) => !owned.has(id))) return 'unknown-screen';
        if (order.length !== owned.size) return 'incomplete';
        for (const [position, id] of order.entries()) await screens.setPosition(familyId, id, position);
        announce(familyId, 'screens', order);
        return 'reordered';
      });
    },

    createSaved(familyId: number, name: string, screenData: ScreenData): Promise<SavedScreen> {
      return transact(db, changes, async (trx, announce) => {
        const saved = await createScreensRepo(trx, reads).createSaved(familyId, name, screenData);
        announce(familyId, 'saved-screens', [saved.id]);
        return saved;
      });
    },

    removeSaved(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const removed = await createScreensRepo(trx, reads).removeSaved(familyId, id);
        if (removed) announce(familyId, 'saved-screens', [id]);
        return removed;
      });
    },
  };
}

export type ScreensService = ReturnType<typeof createScreensService>;
