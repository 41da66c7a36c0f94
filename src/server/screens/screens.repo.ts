import type { Selectable } from 'kysely';
import type { SavedScreen, ScreenBody, ScreenData, WireScreen } from '../../common/schemas/screen';
import { readScreenBody, readScreenData, storedScreenDocument } from '../../common/schemas/screen-document';
import { repairScreenName, UNTITLED_SCREEN_NAME } from '../../common/schemas/screen-repair';
import { compiledQuery } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { SavedScreensTable, ScreensTable } from '../db/schema';
import { ScreenReadCache } from './screen-read-cache';

const now = () => new Date().toISOString();

/** The document column holds the screen's body; name, version and place have columns of their own. */
function documentText(body: ScreenBody): string {
  return JSON.stringify(storedScreenDocument(body));
}

/** A stored JSON document as an object; a damaged one reads as empty, so reading it fills in defaults. */
function storedObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toScreen(row: Selectable<ScreensTable>): WireScreen {
  return {
    id: row.id,
    name: repairScreenName(row.name) || UNTITLED_SCREEN_NAME,
    ...readScreenBody(storedObject(row.document)),
    version: row.version,
    position: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toSavedScreen(row: Selectable<SavedScreensTable>): SavedScreen {
  return {
    id: row.id,
    name: row.name,
    screenData: readScreenData(storedObject(row.screen_data)),
    createdAt: row.created_at,
  };
}

/** An answer's version, and the answer itself built on demand. */
export interface Versioned {
  version: string;
  json: () => Promise<string>;
}

/** The small columns of a screen row: enough to tell whether its cached answer still holds. */
const HEAD_COLUMNS = ['id', 'name', 'version', 'position', 'created_at', 'updated_at'] as const;
type ScreenHead = Pick<Selectable<ScreensTable>, (typeof HEAD_COLUMNS)[number]>;

const headSource = (head: ScreenHead) =>
  `${head.version}\u0000${head.position}\u0000${head.name}\u0000${head.created_at}\u0000${head.updated_at}`;

/**
 * Boards as read (brought forward and fitted to the schema), kept per row until the row changes
 * (see screen-read-cache.ts). One per app, shared by every repository built on it, transactions
 * included.
 */
export function createScreenReads() {
  return new ScreenReadCache<ScreenHead, Selectable<ScreensTable>, WireScreen>(toScreen, headSource);
}

export type ScreenReads = ReturnType<typeof createScreenReads>;

/** A family's screens and templates: queries only, on `db` or the transaction it is. */
export function createScreensRepo(db: Db, reads: ScreenReads) {
  /** The answers for these rows, in their order: from the cache, reading only the documents it lacks. */
  async function answersFor(familyId: number, heads: ScreenHead[]): Promise<string[]> {
    const cached = heads.map((head) => reads.get(head)?.json);
    const missing = heads.filter((_, index) => cached[index] === undefined).map((head) => head.id);
    if (missing.length === 0) return cached as string[];
    const rows = await db
      .selectFrom('screens')
      .selectAll()
      .where('family_id', '=', familyId)
      .where('id', 'in', missing)
      .execute();
    const fresh = new Map(rows.map((row) => [row.id, reads.put(row).json]));
    return heads.flatMap((head, index) => cached[index] ?? fresh.get(head.id) ?? []);
  }

  // Every display asks for these: compiled once (../db/compiled-query.ts).
  const headsOf = compiledQuery(db, (familyId: number) =>
    db
      .selectFrom('screens')
      .select(HEAD_COLUMNS)
      .where('family_id', '=', familyId)
      .orderBy('position')
      .orderBy('id'),
  );

  const headQuery = compiledQuery(db, (familyId: number, id: number) =>
    db.selectFrom('screens').select(HEAD_COLUMNS).where('id', '=', id).where('family_id', '=', familyId),
  );
  const headOf = async (familyId: number, id: number) => (await headQuery(familyId, id))[0];

  return {
    /** The list as the API answers it, already serialised. */
    async listJson(familyId: number): Promise<string> {
      return `[${(await answersFor(familyId, await headsOf(familyId))).join(',')}]`;
    },

    /**
     * The list's version (it moves whenever any board is written, added, removed or moved) and its
     * answer, built only when asked for: a client that holds this version needs no body.
     */
    async listVersioned(familyId: number): Promise<Versioned> {
      const heads = await headsOf(familyId);
      return {
        version: heads.map((head) => `${head.id}\u0000${headSource(head)}`).join('\u0001'),
        json: async () => `[${(await answersFor(familyId, heads)).join(',')}]`,
      };
    },

    /** One screen as the API answers it, already serialised; undefined when not the family's. */
    async findJson(familyId: number, id: number): Promise<string | undefined> {
      const head = await headOf(familyId, id);
      return head && (await answersFor(familyId, [head]))[0];
    },

    /** One screen's version and its answer, as `listVersioned`; undefined when not the family's. */
    async findVersioned(familyId: number, id: number): Promise<Versioned | undefined> {
      const head = await headOf(familyId, id);
      if (!head) return undefined;
      return { version: headSource(head), json: async () => (await answersFor(familyId, [head]))[0]! };
    },

    async find(familyId: number, id: number): Promise<WireScreen | undefined> {
      const row = await db
        .selectFrom('screens')
        .selectAll()
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return row && toScreen(row);
    },

    async ids(familyId: number): Promise<number[]> {
      const rows = await db.selectFrom('screens').select('id').where('family_id', '=', familyId).execute();
      return rows.map((row) => row.id);
    },

    async count(familyId: number): Promise<number> {
      const { count } = await db
        .selectFrom('screens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async insert(
      familyId: number,
      data: ScreenData & { name: string },
      position: number,
    ): Promise<WireScreen> {
      const at = now();
      const row = await db
        .insertInto('screens')
        .values({
          family_id: familyId,
          name: data.name,
          document: documentText(data),
          version: 1,
          position,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reads.put(row).value;
    },

    /**
     * Saves the whole screen only if it is still at the version the editor loaded: one conditional
     * UPDATE, so of two concurrent saves from the same version exactly one wins. Undefined when it
     * did not (a stale version, or no such screen).
     */
    async saveIfCurrent(
      familyId: number,
      id: number,
      document: ScreenBody & { name?: string; version: number },
    ): Promise<WireScreen | undefined> {
      const saved = await db
        .updateTable('screens')
        .set((eb) => ({
          ...(document.name === undefined ? {} : { name: document.name }),
          document: documentText(document),
          version: eb('version', '+', 1),
          updated_at: now(),
        }))
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .where('version', '=', document.version)
        .returningAll()
        .executeTakeFirst();
      return saved && reads.put(saved).value;
    },

    /** The deleted screen's position, or undefined when the family has no such screen. */
    async delete(familyId: number, id: number): Promise<number | undefined> {
      const deleted = await db
        .deleteFrom('screens')
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .returning('position')
        .executeTakeFirst();
      return deleted?.position;
    },

    /** Moves every screen after `position` one place up, closing a gap. */
    async closeGapAt(familyId: number, position: number): Promise<void> {
      await db
        .updateTable('screens')
        .set((eb) => ({ position: eb('position', '-', 1) }))
        .where('family_id', '=', familyId)
        .where('position', '>', position)
        .execute();
    },

    async setPosition(familyId: number, id: number, position: number): Promise<void> {
      await db
        .updateTable('screens')
        .set({ position })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .execute();
    },

    async listSaved(familyId: number): Promise<SavedScreen[]> {
      const rows = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute();
      return rows.map(toSavedScreen);
    },

    async findSaved(familyId: number, id: number): Promise<SavedScreen | undefined> {
      const row = await db
        .selectFrom('saved_screens')
        .selectAll()
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return row && toSavedScreen(row);
    },

    async createSaved(familyId: number, name: string, screenData: ScreenData): Promise<SavedScreen> {
      const row = await db
        .insertInto('saved_screens')
        .values({
          family_id: familyId,
          name,
          screen_data: JSON.stringify({ ...storedScreenDocument(screenData), name: screenData.name }),
          created_at: now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSavedScreen(row);
    },

    /** False when the family has no such template. */
    async removeSaved(familyId: number, id: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('saved_screens')
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .returning('id')
        .executeTakeFirst();
      return deleted !== undefined;
    },
  };
}

export type ScreensRepo = ReturnType<typeof createScreensRepo>;
