import { randomBytes } from 'node:crypto';
import { dollarsToCents } from '../../common/money';
import { screenLimitFor, type Tier } from '../../common/plans';
import type { Resource } from '../../common/resources';
import { BALANCE_NEGATIVE_MESSAGE, OPENING_BALANCE_NEGATIVE_MESSAGE } from '../../common/schemas/piggy-banks';
import { type SimpleScreenRequest, screenDataSchema, type WireScreen } from '../../common/schemas/screen';
import { applyChoices, type ChosenRows, choosesResource } from '../../common/simple-screen';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { invalid, notFound } from '../domain-errors';
import type { Changes } from '../live/changes';
import { presentPiggyBank } from '../piggy-banks/piggy-banks.presenter';
import { createPiggyBanksRepo } from '../piggy-banks/piggy-banks.repo';
import { createShoppingRepo } from '../shopping/shopping.repo';
import { createTaskListsRepo } from '../tasks/task-lists.repo';
import { screenLimitError, staleScreenError } from './screen-errors';
import { createScreensRepo, type ScreenReads } from './screens.repo';

const LIST_REQUIRED = 'Please select a list';
const SCREEN_NOT_FOUND = 'Screen not found.';
/** The bank the form creates when the family has none. */
const DEFAULT_BANK_NAME = 'Piggy Bank';

export interface SimpleScreenResult {
  screen: WireScreen;
  created: boolean;
  piggyBankBalance: number | null;
}

const newComponentId = () => `c-${randomBytes(12).toString('hex')}`;

/**
 * The simple Manage Screens form as one write (spec 02 §2): the family's piggy bank set (or made),
 * the chosen list checked, the components placed, and the screen created or saved — all in one
 * transaction, so the form never leaves a bank without its screen or a screen pointing nowhere.
 */
export function createSimpleScreenService(db: Db, changes: Changes, reads: ScreenReads) {
  return {
    /** Throws the screen-limit 403 or the stale 409 (with the newer screen), changing nothing then. */
    save(familyId: number, tier: Tier, request: SimpleScreenRequest): Promise<SimpleScreenResult> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const screens = createScreensRepo(trx, reads);
        const banks = createPiggyBanksRepo(trx);
        const rows: ChosenRows = {};
        const fill: ChosenRows = {};
        const headers: Partial<Record<Resource, string>> = {};

        if (choosesResource(request.choices, 'task-lists')) {
          const list =
            request.listId === null
              ? undefined
              : await createTaskListsRepo(trx).findList(familyId, request.listId);
          if (!list) throw invalid(LIST_REQUIRED);
          rows['task-lists'] = list.id;
          headers['task-lists'] = list.name;
        }
        let piggyBankBalance: number | null = null;
        if (choosesResource(request.choices, 'piggy-banks')) {
          let bank = await banks.first(familyId);
          if (request.piggyBankBalance !== undefined && request.piggyBankBalance !== null) {
            const cents = dollarsToCents(request.piggyBankBalance);
            if (cents < 0) {
              throw invalid(bank ? BALANCE_NEGATIVE_MESSAGE : OPENING_BALANCE_NEGATIVE_MESSAGE);
            }
            bank = bank
              ? await banks.setBalance(familyId, bank.id, cents)
              : await banks.create(familyId, DEFAULT_BANK_NAME, cents);
            if (bank) announce(familyId, 'piggy-banks', [bank.id]);
            const currency = await createAccountsRepo(trx).familyCurrency(familyId);
            piggyBankBalance = bank ? presentPiggyBank(bank, currency).balance : null;
          }
          fill['piggy-banks'] = bank?.id ?? null;
        }
        if (choosesResource(request.choices, 'shopping-lists')) {
          fill['shopping-lists'] = (await createShoppingRepo(trx).lists(familyId))[0]?.id ?? null;
        }

        const existing =
          request.screenId === null ? undefined : await screens.find(familyId, request.screenId);
        if (request.screenId !== null && !existing) throw notFound(SCREEN_NOT_FOUND);
        const components = applyChoices(existing?.components ?? [], request.choices, {
          newId: newComponentId,
          rows,
          fill,
          headers,
        });

        if (existing) {
          const saved = await screens.saveIfCurrent(familyId, existing.id, {
            ...existing,
            name: request.name,
            components,
            version: request.version ?? existing.version,
          });
          if (!saved) throw staleScreenError(existing);
          announce(familyId, 'screens', [saved.id]);
          return { screen: saved, created: false, piggyBankBalance };
        }
        const count = await screens.count(familyId);
        if (count >= screenLimitFor(tier)) throw screenLimitError(tier);
        const data = { ...screenDataSchema.parse({}), name: request.name, components };
        const screen = await screens.insert(familyId, data, count);
        announce(familyId, 'screens', [screen.id]);
        return { screen, created: true, piggyBankBalance };
      });
    },
  };
}

export type SimpleScreenService = ReturnType<typeof createSimpleScreenService>;
