import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isValidDay } from '../../common/calendar-days';
import {
  MENU_DATE_INVALID_MESSAGE,
  menuEntrySchema,
  savedMenuEntrySchema,
  saveMenuEntrySchema,
} from '../../common/schemas/menu';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import type { MenuRepo } from './menu.repo';
import type { MenuService } from './menu.service';

const dayParam = z
  .string({ error: MENU_DATE_INVALID_MESSAGE })
  .refine(isValidDay, MENU_DATE_INVALID_MESSAGE)
  .optional();

/** GET /api/menu?from=YYYY-MM-DD&to=YYYY-MM-DD, both optional and included. */
const menuRangeSchema = z.object({ from: dayParam, to: dayParam });

export interface MenuDeps {
  menu: MenuRepo;
  service: MenuService;
}

export function menuRoutes(app: FastifyInstance, { menu, service }: MenuDeps): void {
  app.get('/api/menu', answers(z.array(menuEntrySchema)), async (request) => {
    const { familyId } = requireMember(request);
    return menu.entries(familyId, parse(menuRangeSchema, request.query));
  });

  app.post('/api/menu', answers(savedMenuEntrySchema), async (request) => {
    const { familyId } = requireMember(request);
    return { entry: await service.save(familyId, parse(saveMenuEntrySchema, request.body)) };
  });
}
