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
import { amountsInCurrency, type CurrencyOf } from '../http/family-money';
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
  /** The family's money: amounts are read and answered in it. */
  currencyOf: CurrencyOf;
}

export function piggyBanksRoutes(
  app: FastifyInstance,
  { banks, goals, history, service, earnings, currencyOf }: PiggyBanksDeps,
): void {
  /** The body with its amount fields read in the family's money (`amountsInCurrency`). */
  const inCurrency = async (familyId: number, body: unknown, ...fields: string[]) =>
    amountsInCurrency(body, fields, await currencyOf(familyId));

  app.get('/api/piggy-banks', answers(z.array(piggyBankSchema)), async (request) => {
    const { familyId } = requireMember(request);
    const currency = await currencyOf(familyId);
    return (await banks.list(familyId)).map((bank) => presentPiggyBank(bank, currency));
  });

  app.get('/api/piggy-banks/:id', answers(piggyBankDetailsSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const bank = await banks.find(familyId, id);
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentBankDetails(
      bank,
      await goals.goal(familyId, id),
      await history.history(familyId, id),
      await currencyOf(familyId),
    );
  });

  // Goals and money taken out are an adult's: a paired screen's session is refused (`requireParent`).
  app.put('/api/piggy-banks/:id/goal', answers(piggyBankGoalSchema), async (request) => {
    const { familyId } = requireParent(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const body = await inCurrency(familyId, request.body, 'amount');
    const { name, amount, photoId } = parse(setPiggyBankGoalSchema, body);
    const goal = await service.setGoal(familyId, id, { name, cents: dollarsToCents(amount), photoId });
    if (!goal) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentGoal(goal, await currencyOf(familyId));
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
    const { amount, note, kind } = parse(takeOutSchema, await inCurrency(familyId, request.body, 'amount'));
    const result = await service.takeOut(familyId, id, { cents: dollarsToCents(amount), kind, note });
    if (!result) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return reply.status(201).send(presentTakeOut(result, await currencyOf(familyId)));
  });

  app.get('/api/people/:id/earnings', answers(personEarningsSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', PERSON_NOT_FOUND_MESSAGE);
    const { weeks } = parse(earningsQuerySchema, request.query);
    const answer = await earnings(familyId, id, weeks);
    if (!answer) throw notFound(PERSON_NOT_FOUND_MESSAGE);
    return presentEarnings(answer, await currencyOf(familyId));
  });

  app.post('/api/piggy-banks', answers(piggyBankSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const body = await inCurrency(familyId, request.body, 'balance');
    const { name, balance, personId } = parse(createPiggyBankSchema, body);
    const bank = await service.create(familyId, name, dollarsToCents(balance), personId);
    return reply.status(201).send(presentPiggyBank(bank, await currencyOf(familyId)));
  });

  app.put('/api/piggy-banks/:id', answers(piggyBankSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const body = await inCurrency(familyId, request.body, 'new_balance');
    const { new_balance } = parse(updatePiggyBankBalanceSchema, body);
    const bank = await service.setBalance(familyId, id, dollarsToCents(new_balance));
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentPiggyBank(bank, await currencyOf(familyId));
  });

  app.patch('/api/piggy-banks/:id', answers(piggyBankSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const bank = await service.rename(familyId, id, parse(renamePiggyBankSchema, request.body));
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return presentPiggyBank(bank, await currencyOf(familyId));
  });

  app.delete('/api/piggy-banks/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    if (!(await service.delete(familyId, id))) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.get('/api/piggy-bank', answers(piggyBankBalanceSchema), async (request) => {
    const { familyId } = requireMember(request);
    const bank = await banks.first(familyId);
    return { balance: bank ? presentPiggyBank(bank, await currencyOf(familyId)).balance : 0 };
  });

  app.post('/api/piggy-bank', answers(piggyBankBalanceSchema), async (request) => {
    const { familyId } = requireMember(request);
    const body = await inCurrency(familyId, request.body, 'balance');
    const balanceCents = dollarsToCents(parse(singlePiggyBankBalanceSchema, body).balance);
    const bank = await service.setSingleBankBalance(familyId, balanceCents);
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return { balance: presentPiggyBank(bank, await currencyOf(familyId)).balance };
  });
}
