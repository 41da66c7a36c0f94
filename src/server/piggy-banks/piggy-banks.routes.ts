import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dollarsToCents } from '../../common/money';
import {
  createPiggyBankSchema,
  piggyBankBalanceSchema,
  piggyBankDetailsSchema,
  piggyBankSchema,
  renamePiggyBankSchema,
  singlePiggyBankBalanceSchema,
  updatePiggyBankBalanceSchema,
} from '../../common/schemas/piggy-banks';
import { requireMember } from '../http/auth';
import { notFound, parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import { BANK_NOT_FOUND_MESSAGE, type PiggyBanksRepo } from './piggy-banks.repo';
import type { PiggyBanksService } from './piggy-banks.service';

export interface PiggyBanksDeps {
  banks: PiggyBanksRepo;
  service: PiggyBanksService;
}

export function piggyBanksRoutes(app: FastifyInstance, { banks, service }: PiggyBanksDeps): void {
  app.get('/api/piggy-banks', answers(z.array(piggyBankSchema)), async (request) =>
    banks.list(requireMember(request).familyId),
  );

  app.get('/api/piggy-banks/:id', answers(piggyBankDetailsSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const bank = await banks.find(familyId, id);
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return { ...bank, transactions: await banks.history(familyId, id) };
  });

  app.post('/api/piggy-banks', answers(piggyBankSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name, balance, personId } = parse(createPiggyBankSchema, request.body);
    return reply.status(201).send(await service.create(familyId, name, dollarsToCents(balance), personId));
  });

  app.put('/api/piggy-banks/:id', answers(piggyBankSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const { new_balance } = parse(updatePiggyBankBalanceSchema, request.body);
    const bank = await service.setBalance(familyId, id, dollarsToCents(new_balance));
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return bank;
  });

  app.patch('/api/piggy-banks/:id', answers(piggyBankSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    const bank = await service.rename(familyId, id, parse(renamePiggyBankSchema, request.body));
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return bank;
  });

  app.delete('/api/piggy-banks/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', BANK_NOT_FOUND_MESSAGE);
    if (!(await service.delete(familyId, id))) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.get('/api/piggy-bank', answers(piggyBankBalanceSchema), async (request) => {
    const bank = await banks.first(requireMember(request).familyId);
    return { balance: bank?.balance ?? 0 };
  });

  app.post('/api/piggy-bank', answers(piggyBankBalanceSchema), async (request) => {
    const { familyId } = requireMember(request);
    const balanceCents = dollarsToCents(parse(singlePiggyBankBalanceSchema, request.body).balance);
    const bank = await service.setSingleBankBalance(familyId, balanceCents);
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return { balance: bank.balance };
  });
}
