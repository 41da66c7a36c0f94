import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { planFor, screenLimitFor, TIERS, type Tier } from '../../common/plans';
import {
  createScreenSchema,
  reorderScreensSchema,
  savedScreenSchema,
  screenDocumentSchema,
} from '../../common/schemas/screen';
import type { Db } from '../db/database';
import { requireMember } from '../http/auth';
import { badRequest, notFound, parse } from '../http/errors';
import { createScreensRepo, type ScreensRepo } from './screens.repo';

const SCREEN_NOT_FOUND = 'Screen not found.';
const SAVED_SCREEN_NOT_FOUND = 'Saved screen not found.';
const STALE_SCREEN = 'This screen was changed somewhere else. Loading the latest version.';
const BAD_ORDER = 'The order must list each of your screens once.';

// Ids are serial integers (int4 on PostgreSQL); anything else cannot name a row.
const MAX_ROW_ID = 2_147_483_647;

function rowId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : undefined;
}

function paramId(request: FastifyRequest, name: string, message: string): number {
  const id = rowId((request.params as Record<string, unknown>)[name]);
  if (id === undefined) throw notFound(message);
  return id;
}

// A tier the code does not know gets the smallest allowance rather than an error.
function tierOf(value: string): Tier {
  return TIERS.find((tier) => tier === value) ?? 'core';
}

function screenLimitReached(reply: FastifyReply, tier: Tier) {
  const limit = screenLimitFor(tier);
  return reply.status(403).send({
    error: `You've reached your screen limit of ${limit} for the ${planFor(tier).name} plan.`,
    code: 'screen_limit',
    limit,
    tier,
  });
}

/** Screen ids are integers on the wire while the shared reorder schema lists them as text. */
function orderAsText(body: unknown): unknown {
  const order = (body as { order?: unknown } | null | undefined)?.order;
  if (!Array.isArray(order)) return body;
  return { ...(body as object), order: order.map((id) => (typeof id === 'number' ? String(id) : id)) };
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function screensRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const screens: ScreensRepo = createScreensRepo(db);

  app.get('/api/screens', async (request, reply) => {
    const auth = requireMember(request);
    return reply.type(JSON_TYPE).send(await screens.listJson(auth.familyId));
  });

  app.get('/api/screens/:id', async (request, reply) => {
    const auth = requireMember(request);
    const screen = await screens.findJson(auth.familyId, paramId(request, 'id', SCREEN_NOT_FOUND));
    if (!screen) throw notFound(SCREEN_NOT_FOUND);
    return reply.type(JSON_TYPE).send(screen);
  });

  app.post('/api/screens', async (request, reply) => {
    const auth = requireMember(request);
    const data = parse(createScreenSchema, request.body);
    const tier = tierOf(auth.subscriptionTier);
    const screen = await screens.create(auth.familyId, screenLimitFor(tier), data);
    if (!screen) return screenLimitReached(reply, tier);
    return reply.status(201).send(screen);
  });

  app.put('/api/screens/:id', async (request, reply) => {
    const auth = requireMember(request);
    const id = paramId(request, 'id', SCREEN_NOT_FOUND);
    const document = parse(screenDocumentSchema, request.body);
    const result = await screens.update(auth.familyId, id, document);
    if (result.status === 'missing') throw notFound(SCREEN_NOT_FOUND);
    if (result.status === 'stale') {
      return reply.status(409).send({ error: STALE_SCREEN, screen: result.screen });
    }
    return result.screen;
  });

  app.delete('/api/screens/:id', async (request, reply) => {
    const auth = requireMember(request);
    const removed = await screens.remove(auth.familyId, paramId(request, 'id', SCREEN_NOT_FOUND));
    if (!removed) throw notFound(SCREEN_NOT_FOUND);
    return reply.status(204).send();
  });

  app.post('/api/screens/reorder', async (request) => {
    const auth = requireMember(request);
    const { order } = parse(reorderScreensSchema, orderAsText(request.body));
    const ids = order.map(rowId);
    if (ids.some((id) => id === undefined)) throw notFound(SCREEN_NOT_FOUND);
    const result = await screens.reorder(auth.familyId, ids as number[]);
    if (result === 'unknown-screen') throw notFound(SCREEN_NOT_FOUND);
    if (result === 'incomplete') throw badRequest(BAD_ORDER);
    return { success: true };
  });

  app.post('/api/screens/load-from-saved/:templateId', async (request, reply) => {
    const auth = requireMember(request);
    const template = await screens.findSaved(
      auth.familyId,
      paramId(request, 'templateId', SAVED_SCREEN_NOT_FOUND),
    );
    if (!template) throw notFound(SAVED_SCREEN_NOT_FOUND);
    const tier = tierOf(auth.subscriptionTier);
    const screen = await screens.create(auth.familyId, screenLimitFor(tier), {
      ...template.screenData,
      name: template.name,
    });
    if (!screen) return screenLimitReached(reply, tier);
    return reply.status(201).send(screen);
  });

  app.get('/api/saved-screens', async (request) => {
    const auth = requireMember(request);
    return screens.listSaved(auth.familyId);
  });

  app.post('/api/saved-screens', async (request, reply) => {
    const auth = requireMember(request);
    const { name, screenData } = parse(savedScreenSchema, request.body);
    return reply.status(201).send(await screens.createSaved(auth.familyId, name, screenData));
  });

  app.delete('/api/saved-screens/:id', async (request, reply) => {
    const auth = requireMember(request);
    const removed = await screens.removeSaved(auth.familyId, paramId(request, 'id', SAVED_SCREEN_NOT_FOUND));
    if (!removed) throw notFound(SAVED_SCREEN_NOT_FOUND);
    return reply.status(204).send();
  });
}
