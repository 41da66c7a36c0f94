import type { FastifyInstance } from 'fastify';
import {
  createShoppingItemSchema,
  createShoppingListSchema,
  type ShoppingItem,
  type ShoppingList,
} from '../../common/schemas/shopping';
import type { Db } from '../db/database';
import { requireMember } from '../http/auth';
import { notFound, parse } from '../http/errors';
import { createShoppingRepo } from './shopping.repo';

/** Digits only, so any other id falls through to the JSON 404; nine keep it a PostgreSQL integer. */
const ID = '(^\\d{1,9}$)';
const LIST_NOT_FOUND_MESSAGE = 'Shopping list not found.';
const ITEM_NOT_FOUND_MESSAGE = 'Item not found.';

type ListParams = { Params: { id: string } };
type ItemParams = { Params: { id: string; itemId: string } };

export function shoppingRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const shopping = createShoppingRepo(db);

  async function requireList(familyId: number, id: string): Promise<ShoppingList> {
    const list = await shopping.findList(familyId, Number(id));
    if (!list) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return list;
  }

  app.get('/api/shopping-lists', async (request): Promise<ShoppingList[]> => {
    return shopping.lists(requireMember(request).familyId);
  });

  app.post('/api/shopping-lists', async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name } = parse(createShoppingListSchema, request.body);
    const list: ShoppingList = await shopping.createList(familyId, name);
    return reply.status(201).send(list);
  });

  app.put<ListParams>(`/api/shopping-lists/:id${ID}`, async (request): Promise<ShoppingList> => {
    const { familyId } = requireMember(request);
    const { name } = parse(createShoppingListSchema, request.body);
    const list = await shopping.renameList(familyId, Number(request.params.id), name);
    if (!list) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return list;
  });

  app.delete<ListParams>(`/api/shopping-lists/:id${ID}`, async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await shopping.deleteList(familyId, Number(request.params.id)))) {
      throw notFound(LIST_NOT_FOUND_MESSAGE);
    }
    return reply.status(204).send();
  });

  app.get<ListParams>(`/api/shopping-lists/:id${ID}/items`, async (request): Promise<ShoppingItem[]> => {
    const { familyId } = requireMember(request);
    const list = await requireList(familyId, request.params.id);
    return shopping.items(familyId, list.id);
  });

  app.post<ListParams>(`/api/shopping-lists/:id${ID}/items`, async (request, reply) => {
    const { familyId } = requireMember(request);
    const list = await requireList(familyId, request.params.id);
    const { item } = parse(createShoppingItemSchema, request.body);
    const created = await shopping.addItem(familyId, list.id, item);
    if (!created) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return reply.status(201).send(created);
  });

  app.delete<ItemParams>(`/api/shopping-lists/:id${ID}/items/:itemId${ID}`, async (request, reply) => {
    const { familyId } = requireMember(request);
    const deleted = await shopping.deleteItem(
      familyId,
      Number(request.params.id),
      Number(request.params.itemId),
    );
    if (!deleted) throw notFound(ITEM_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });
}
