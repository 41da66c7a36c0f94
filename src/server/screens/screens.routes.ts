import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { screenLimitFor, type Tier } from '../../common/plans';
import { successSchema } from '../../common/schemas/accounts';
import {
  createSavedScreenSchema,
  createScreenSchema,
  reorderScreensSchema,
  savedScreenSchema,
  screenDocumentSchema,
  simpleScreenAnswerSchema,
  simpleScreenSchema,
  wireScreenSchema,
} from '../../common/schemas/screen';
import { invalid, notFound } from '../domain-errors';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { amountsInCurrency, type CurrencyOf } from '../http/family-money';
import { idParam } from '../http/params';
import type { VersionedAnswers } from '../http/versioned-answers';
import { answers } from '../http/zod-serializer';
import type { BoardListCache } from './board-list-cache';
import { screenLimitError, staleScreenError } from './screen-errors';
import type { ScreensRepo } from './screens.repo';
import type { CreateResult, ScreensService } from './screens.service';
import type { SimpleScreenService } from './simple-screen.service';

const SCREEN_NOT_FOUND = 'Screen not found.';
const SAVED_SCREEN_NOT_FOUND = 'Saved screen not found.';
const BAD_ORDER = 'The order must list each of your screens once.';

// A tier the code does not know gets the smallest allowance rather than an error.
/** The created screen, or the 403 the editor's limit dialog reads. */
function created(result: CreateResult, tier: Tier) {
  if (result.status === 'created') return result.screen;
  throw screenLimitError(tier);
}

export interface ScreensDeps {
  screens: ScreensRepo;
  /** The board list as last read, kept until a change to the family's boards (./board-list-cache.ts). */
  boardLists: BoardListCache;
  versioned: VersionedAnswers;
  service: ScreensService;
  simpleForm: SimpleScreenService;
  /** The family's money: the simple form's piggy bank balance is read in it. */
  currencyOf: CurrencyOf;
}

export function screensRoutes(
  app: FastifyInstance,
  { screens, boardLists, versioned, service, simpleForm, currencyOf }: ScreensDeps,
): void {
  // The list and each screen go out as the JSON the read cache keeps, built from wireScreenSchema values.
  // Both carry an ETag: a display asking again for boards that did not change gets a 304.
  app.get('/api/screens', answers(z.array(wireScreenSchema)), async (request, reply) => {
    const { familyId } = requireMember(request);
    const list = await boardLists.list(familyId);
    return versioned.send(request, reply, { key: `screens:${familyId}`, ...list });
  });

  app.get('/api/screens/:id', answers(wireScreenSchema), async (request, reply) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', SCREEN_NOT_FOUND);
    const screen = await screens.findVersioned(familyId, id);
    if (!screen) throw notFound(SCREEN_NOT_FOUND);
    return versioned.send(request, reply, { key: `screen:${familyId}:${id}`, ...screen });
  });

  app.post('/api/screens', answers(wireScreenSchema, 201), async (request, reply) => {
    const auth = requireMember(request);
    const data = parse(createScreenSchema, request.body);
    const tier = auth.subscriptionTier;
    const result = await service.create(auth.familyId, screenLimitFor(tier), data);
    return reply.status(201).send(created(result, tier));
  });

  app.post('/api/screens/simple', answers(simpleScreenAnswerSchema, 200, 201), async (request, reply) => {
    const auth = requireMember(request);
    const currency = await currencyOf(auth.familyId);
    const body = parse(simpleScreenSchema, amountsInCurrency(request.body, ['piggyBankBalance'], currency));
    const result = await simpleForm.save(auth.familyId, auth.subscriptionTier, body);
    return reply
      .status(result.created ? 201 : 200)
      .send({ screen: result.screen, piggyBankBalance: result.piggyBankBalance });
  });

  app.put('/api/screens/:id', answers(wireScreenSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', SCREEN_NOT_FOUND);
    const result = await service.save(familyId, id, parse(screenDocumentSchema, request.body));
    if (result.status === 'missing') throw notFound(SCREEN_NOT_FOUND);
    if (result.status === 'stale') throw staleScreenError(result.screen);
    return result.screen;
  });

  app.delete('/api/screens/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await service.remove(familyId, idParam(request, 'id', SCREEN_NOT_FOUND)))) {
      throw notFound(SCREEN_NOT_FOUND);
    }
    return reply.status(204).send();
  });

  app.post('/api/screens/reorder', answers(successSchema), async (request) => {
    const { familyId } = requireMember(request);
    const { order } = parse(reorderScreensSchema, request.body);
    const result = await service.reorder(familyId, order);
    if (result === 'unknown-screen') throw notFound(SCREEN_NOT_FOUND);
    if (result === 'incomplete') throw invalid(BAD_ORDER);
    return { success: true };
  });

  app.post(
    '/api/screens/load-from-saved/:templateId',
    answers(wireScreenSchema, 201),
    async (request, reply) => {
      const auth = requireMember(request);
      const templateId = idParam(request, 'templateId', SAVED_SCREEN_NOT_FOUND);
      const template = await screens.findSaved(auth.familyId, templateId);
      if (!template) throw notFound(SAVED_SCREEN_NOT_FOUND);
      const tier = auth.subscriptionTier;
      const result = await service.create(auth.familyId, screenLimitFor(tier), {
        ...template.screenData,
        name: template.name,
      });
      return reply.status(201).send(created(result, tier));
    },
  );

  app.get('/api/saved-screens', answers(z.array(savedScreenSchema)), async (request) =>
    screens.listSaved(requireMember(request).familyId),
  );

  app.post('/api/saved-screens', answers(savedScreenSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name, screenData } = parse(createSavedScreenSchema, request.body);
    return reply.status(201).send(await service.createSaved(familyId, name, screenData));
  });

  app.delete('/api/saved-screens/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await service.removeSaved(familyId, idParam(request, 'id', SAVED_SCREEN_NOT_FOUND)))) {
      throw notFound(SAVED_SCREEN_NOT_FOUND);
    }
    return reply.status(204).send();
  });
}
