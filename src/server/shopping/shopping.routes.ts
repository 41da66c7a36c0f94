import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addMenuIngredientsSchema,
  clearTickedResultSchema,
  createShoppingItemSchema,
  createShoppingListSchema,
  menuIngredientsResultSchema,
  saveShoppingCategoriesSchema,
  setItemCategorySchema,
  setShoppingItemCompleteSchema,
  shoppingCategorySchema,
  shoppingItemSchema,
  shoppingListSchema,
} from '../../common/schemas/shopping';
import { notFound } from '../domain-errors';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ShoppingRepo } from './shopping.repo';
import type { ShoppingService } from './shopping.service';
import type { ShoppingCategoriesRepo } from './shopping-categories.repo';

const LIST_NOT_FOUND_MESSAGE = 'Shopping list not found.';
const ITEM_NOT_FOUND_MESSAGE = 'Item not found.';

export interface ShoppingDeps {
  shopping: ShoppingRepo;
  categories: ShoppingCategoriesRepo;
  service: ShoppingService;
  /** Told who changed which list's items, for the other members' notices. */
  notifications: Pick<NotificationsService, 'shoppingChanged'>;
}

export function shoppingRoutes(
  app: FastifyInstance,
  { shopping, categories, service, notifications }: ShoppingDeps,
): void {
  const listId = (request: Parameters<typeof idParam>[0]) => idParam(request, 'id', LIST_NOT_FOUND_MESSAGE);

  app.get('/api/shopping-lists', answers(z.array(shoppingListSchema)), async (request) =>
    shopping.lists(requireMember(request).familyId),
  );

  app.post('/api/shopping-lists', answers(shoppingListSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name } = parse(createShoppingListSchema, request.body);
    return reply.status(201).send(await service.createList(familyId, name));
  });

  app.put('/api/shopping-lists/:id', answers(shoppingListSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = listId(request);
    const { name } = parse(createShoppingListSchema, request.body);
    const list = await service.renameList(familyId, id, name);
    if (!list) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return list;
  });

  app.delete('/api/shopping-lists/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await service.deleteList(familyId, listId(request)))) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.get('/api/shopping-lists/:id/items', answers(z.array(shoppingItemSchema)), async (request) => {
    const { familyId } = requireMember(request);
    const id = listId(request);
    if (!(await shopping.findList(familyId, id))) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return shopping.items(familyId, id);
  });

  // A paired screen adds to a list and ticks items off from its board, as a phone does (touch on the wall).
  const fromTheWall = { config: { displays: 'allowed' as const } };

  app.post(
    '/api/shopping-lists/:id/items',
    { ...fromTheWall, ...answers(shoppingItemSchema, 201) },
    async (request, reply) => {
      const session = requireMember(request);
      const id = listId(request);
      const { item, categoryId } = parse(createShoppingItemSchema, request.body);
      const created = await service.addItem(session.familyId, id, item, categoryId);
      if (!created) throw notFound(LIST_NOT_FOUND_MESSAGE);
      await notifications.shoppingChanged(session, id, { added: [created.item] });
      return reply.status(201).send(created);
    },
  );

  app.delete('/api/shopping-lists/:id/items/:itemId', fromTheWall, async (request, reply) => {
    const session = requireMember(request);
    const id = listId(request);
    const itemId = idParam(request, 'itemId', ITEM_NOT_FOUND_MESSAGE);
    const removed = await service.deleteItem(session.familyId, id, itemId);
    if (removed === undefined) throw notFound(ITEM_NOT_FOUND_MESSAGE);
    await notifications.shoppingChanged(session, id, { removed: [removed] });
    return reply.status(204).send();
  });

  // Ticking an item where it stands (spec 02's isComplete), from a phone in the shop or from the wall.
  app.patch(
    '/api/shopping-lists/:id/items/:itemId',
    { ...fromTheWall, ...answers(shoppingItemSchema) },
    async (request) => {
      const session = requireMember(request);
      const id = listId(request);
      const itemId = idParam(request, 'itemId', ITEM_NOT_FOUND_MESSAGE);
      const { isComplete } = parse(setShoppingItemCompleteSchema, request.body);
      const item = await service.setItemComplete(session.familyId, id, itemId, isComplete);
      if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      await notifications.shoppingChanged(
        session,
        id,
        isComplete ? { ticked: [item.item] } : { unticked: [item.item] },
      );
      return item;
    },
  );

  app.post('/api/shopping-lists/:id/clear-ticked', answers(clearTickedResultSchema), async (request) => {
    const session = requireMember(request);
    const id = listId(request);
    // The names of what went, for those told of a changed list (none: nobody is told).
    const removed = await service.clearTicked(session.familyId, id);
    if (removed === undefined) throw notFound(LIST_NOT_FOUND_MESSAGE);
    await notifications.shoppingChanged(session, id, { removed });
    return { deleted: removed.length };
  });

  // Beyond the spec: categories in the family's store order, and the menu's ingredients.

  app.put('/api/shopping-lists/:id/items/:itemId/category', answers(shoppingItemSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = listId(request);
    const itemId = idParam(request, 'itemId', ITEM_NOT_FOUND_MESSAGE);
    const { categoryId } = parse(setItemCategorySchema, request.body);
    const item = await service.setItemCategory(familyId, id, itemId, categoryId);
    if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
    return item;
  });

  app.post(
    '/api/shopping-lists/:id/menu-ingredients',
    answers(menuIngredientsResultSchema),
    async (request) => {
      const session = requireMember(request);
      const id = listId(request);
      const days = parse(addMenuIngredientsSchema, request.body);
      const result = await service.addMenuIngredients(session.familyId, id, days);
      if (!result) throw notFound(LIST_NOT_FOUND_MESSAGE);
      const added = [...result.added, ...result.reopened].map((item) => item.item);
      await notifications.shoppingChanged(session, id, { added });
      return result;
    },
  );

  app.get('/api/shopping-categories', answers(z.array(shoppingCategorySchema)), async (request) =>
    categories.categories(requireMember(request).familyId),
  );

  app.put('/api/shopping-categories', answers(z.array(shoppingCategorySchema)), async (request) => {
    const { familyId } = requireMember(request);
    return service.saveCategories(familyId, parse(saveShoppingCategoriesSchema, request.body));
  });
}
