import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dollarsToCents } from '../../common/money';
import { PERSON_NOT_FOUND_MESSAGE } from '../../common/schemas/people';
import {
  createPiggyBankSchema,
  earningsQuerySchema,
  personEarningsSchema,
  piggyBankBalanceSchema,
  piggyBankDetailsSchema,
  piggyBankGoalSchema,
  piggyBankSchema,
  renamePiggyBankSchema,
  setPiggyBankGoalSchema,
  singlePiggyBankBalanceSchema,
  takeOutResultSchema,
  takeOutSchema,
  updatePiggyBankBalanceSchema,
} from '../../common/schemas/piggy-banks';
import { notFound } from '../domain-errors';
import { requireMember, requireParent } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import type { EarningsReader } from './earnings';
import type { PiggyBankGoalsRepo } from './piggy-bank-goals.repo';
import type { PiggyBankHistoryRepo } from './piggy-bank-history.repo';
import {
  presentBankDetails,
  presentEarnings,
  presentGoal,
  presentPiggyBank,
  presentTakeOut,
} from './piggy-banks.presenter';
import { BANK_NOT_FOUND_MESSAGE, type PiggyBanksRepo } from './piggy-banks.repo';
import type { PiggyBanksService } from './piggy-banks.service';

export interface PiggyBanksDeps {
  banks: PiggyBanksRepo;
  goals: PiggyBankGoalsRepo;
  history: PiggyBankHistoryRepo;
  service: PiggyBanksService;
  earnings: EarningsReader;
}

export function piggyBanksRoutes(
  app: FastifyInstance,
  { banks, goals, history, service, earnings }: PiggyBanksDeps,
): void {
  app.get('/api/piggy-banks', answers(z.array(piggyBankSchema)), async (request) =>
    (await banks.list(requireMember(request).familyId)).map(presentPiggyBank),
  );

  app.get('/api/piggy-banks/:id', answers(piggyBankDetailsSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const bank = await banks.find(familyId, id);
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentBankDetails(bank, await goals.goal(familyId, id), await history.history(familyId, id));
  });

  // Goals and money taken out are an adult's: a paired screen's session is refused (`requireParent`).
  app.put('/api/piggy-banks/:id/goal', answers(piggyBankGoalSchema), async (request) => {
    const { familyId } = requireParent(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const { name, amount, photoId } = parse(setPiggyBankGoalSchema, request.body);
    const goal = await service.setGoal(familyId, id, { name, cents: dollarsToCents(amount), photoId });
    if (!goal) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentGoal(goal);
  });

  app.delete('/api/piggy-banks/:id/goal', async (request, reply) => {
    const { familyId } = requireParent(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    if (!(await service.clearGoal(familyId, id))) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.post('/api/piggy-banks/:id/withdrawals', answers(takeOutResultSchema, 201), async (request, reply) => {
    const { familyId } = requireParent(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const { amount, note, kind } = parse(takeOutSchema, request.body);
    const result = await service.takeOut(familyId, id, { cents: dollarsToCents(amount), kind, note });
    if (!result) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return reply.status(201).send(presentTakeOut(result));
  });

  app.get('/api/people/:id/earnings', answers(personEarningsSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', PERSON_NOT_FOUND_MESSAGE);
    const { weeks } = parse(earningsQuerySchema, request.query);
    const answer = await earnings(familyId, id, weeks);
    if (!answer) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    return presentEarnings(answer);
  });

  app.post('/api/piggy-banks', answers(piggyBankSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name, balance, personId } = parse(createPiggyBankSchema, request.body);
    const bank = await service.create(familyId, name, dollarsToCents(balance), personId);
    return reply.status(201).send(presentPiggyBank(bank));
  });

  app.put('/api/piggy-banks/:id', answers(piggyBankSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const { new_balance } = parse(updatePiggyBankBalanceSchema, request.body);
    const bank = await service.setBalance(familyId, id, dollarsToCents(new_balance));
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentPiggyBank(bank);
  });

  app.patch('/api/piggy-banks/:id', answers(piggyBankSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const bank = await service.rename(familyId, id, parse(renamePiggyBankSchema, request.body));
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentPiggyBank(bank);
  });

  app.delete('/api/piggy-banks/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    if (!(await service.delete(familyId, id))) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.get('/api/piggy-bank', answers(piggyBankBalanceSchema), async (request) => {
    const bank = await banks.first(requireMember(request).familyId);
    return { balance: bank ? presentPiggyBank(bank).balance : 0 };
  });

  app.post('/api/piggy-bank', answers(piggyBankBalanceSchema), async (request) => {
    const { familyId } = requireMember(request);
    const balanceCents = dollarsToCents(parse(singlePiggyBankBalanceSchema, request.body).balance);
    const bank = await service.setSingleBankBalance(familyId, balanceCents);
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return { balance: presentPiggyBank(bank).balance };
  });
}
