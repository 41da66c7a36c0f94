import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isValidDay } from '../../common/calendar-days';
import {
  hasAnyMeal,
  MENU_DATE_INVALID_MESSAGE,
  type MenuEntry,
  menuEntrySchema,
} from '../../common/schemas/menu';
import type { Db } from '../db/database';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { createMenuRepo } from './menu.repo';

const dayParam = z
  .string({ error: MENU_DATE_INVALID_MESSAGE })
  .refine(isValidDay, MENU_DATE_INVALID_MESSAGE)
  .optional();

/** GET /api/menu?from=YYYY-MM-DD&to=YYYY-MM-DD, both optional and included. */
const menuRangeSchema = z.object({ from: dayParam, to: dayParam });

export function menuRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const menu = createMenuRepo(db);

  app.get('/api/menu', async (request): Promise<MenuEntry[]> => {
    const { familyId } = requireMember(request);
    return menu.entries(familyId, parse(menuRangeSchema, request.query));
  });

  /** An entry whose three meals are all empty is removed (spec 02 §4). */
  app.post('/api/menu', async (request): Promise<{ entry: MenuEntry | null }> => {
    const { familyId } = requireMember(request);
    const entry = parse(menuEntrySchema, request.body);
    if (!hasAnyMeal(entry)) {
      await menu.remove(familyId, entry.date);
      return { entry: null };
    }
    return { entry: await menu.upsert(familyId, entry) };
  });
}
