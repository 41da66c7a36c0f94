import type { FastifyInstance } from 'fastify';
import { dollarsToCents } from '../../common/money';
import {
  createPiggyBankSchema,
  type PiggyBank,
  type PiggyBankBalance,
  type PiggyBankTransaction,
  singlePiggyBankBalanceSchema,
  updatePiggyBankBalanceSchema,
} from '../../common/schemas/piggy-banks';
import type { Db } from '../db/database';
import { requireMember } from '../http/auth';
import { notFound, parse } from '../http/errors';
import { BANK_NOT_FOUND_MESSAGE, createPiggyBanksRepo } from './piggy-banks.repo';
import { createPiggyBanksService } from './piggy-banks.service';

/** Digits only, so any other id falls through to the JSON 404; nine keep it a PostgreSQL integer. */
const ID = '(^\\d{1,9}$)';

type IdParams = { Params: { id: string } };

export function piggyBanksRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const banks = createPiggyBanksRepo(db);
  const service = createPiggyBanksService(db);

  app.get('/api/piggy-banks', async (request): Promise<PiggyBank[]> => {
    return banks.list(requireMember(request).familyId);
  });

  app.get<IdParams>(
    `/api/piggy-banks/:id${ID}`,
    async (request): Promise<PiggyBank & { transactions: PiggyBankTransaction[] }> => {
      const { familyId } = requireMember(request);
      const id = Number(request.params.id);
      const bank = await banks.find(familyId, id);
      if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
      return { ...bank, transactions: await banks.history(familyId, id) };
    },
  );

  app.post('/api/piggy-banks', async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name, balance } = parse(createPiggyBankSchema, request.body);
    const bank: PiggyBank = await banks.create(familyId, name, dollarsToCents(balance));
    return reply.status(201).send(bank);
  });

  app.put<IdParams>(`/api/piggy-banks/:id${ID}`, async (request): Promise<PiggyBank> => {
    const { familyId } = requireMember(request);
    const { new_balance } = parse(updatePiggyBankBalanceSchema, request.body);
    const bank = await banks.setBalance(familyId, Number(request.params.id), dollarsToCents(new_balance));
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return bank;
  });

  app.get('/api/piggy-bank', async (request): Promise<PiggyBankBalance> => {
    const bank = await banks.first(requireMember(request).familyId);
    return { balance: bank?.balance ?? 0 };
  });

  app.post('/api/piggy-bank', async (request): Promise<PiggyBankBalance> => {
    const { familyId } = requireMember(request);
    const balanceCents = dollarsToCents(parse(singlePiggyBankBalanceSchema, request.body).balance);
    const bank = await service.setSingleBankBalance(familyId, balanceCents);
    if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
    return { balance: bank.balance };
  });
}
