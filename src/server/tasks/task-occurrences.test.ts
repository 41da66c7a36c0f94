/**
 * One payout per occurrence, whatever the client (issue 24): the phone (a person's session) and a
 * paired TV (a display's session) race to complete one weekly chore over real sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { addDays, type CalendarDay } from '../../common/calendar-days';
import type { TaskItem } from '../../common/schemas/tasks';
import {
  ALREADY_COMPLETED_MESSAGE,
  notDueOnScreenMessage,
  notDueUnnamedMessage,
} from './task-completion.service';

/** Noon in UTC is already Thursday 26 November in Auckland: the family's zone decides today. */
const START = Date.parse('2026-11-25T12:00:00Z');
const FAMILY_ZONE = 'Pacific/Auckland';
const FIRST_DUE: CalendarDay = '2026-11-26';
const WEEK_MS = 7 * 86_400_000;
const CHORE = 'Empty the dishwasher';

type Completer = 'phone' | 'tv';
type Order = 'at once' | 'phone first' | 'tv first';

describe.each(dialects)('one payout per occurrence on %s', (dialect) => {
  let t: TestApp;
  let clock = START;
  let phone: Agent;
  let tv: Agent;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: () => new Date(clock) });
    const url = await t.url();
    const { agent: parent, familyId } = await makeSignedInFamily(t, { timeZone: FAMILY_ZONE });

    // A TV paired the way pairing.test.ts pairs one: it gets a display's session of its own.
    const board = (await parent.post('/api/screens', { name: 'Kitchen' })).json();
    const display = new Agent(t.app);
    const { pairingId } = (
      await display.post('/api/pair', { deviceId: 'living-room-tv', widthPx: 1920, heightPx: 1080 })
    ).json();
    const paired = await parent.post(`/api/pair/${pairingId}/complete`, {
      familyId,
      screenId: board.id,
      name: 'Living room',
    });
    expect(paired.statusCode).toBe(200);
    expect((await display.get(`/api/pair/${pairingId}/status`)).json().paired).toBe(true);

    phone = parent.overHttp(url);
    tv = display.overHttp(url);
    // The TV is a display: it may not do what only a person may.
    expect((await tv.post('/api/task-lists', { name: 'Sneaky' })).statusCode).toBe(403);
  });
  afterAll(() => t.close());

  /** Emma's bank with $5 and a $2 weekly chore paying into it, first due today. */
  async function weeklyChore() {
    clock = START;
    const bank = (await phone.post('/api/piggy-banks', { name: 'Emma', balance: 5 })).json().id as number;
    const list = (await phone.post('/api/task-lists', { name: 'Chores' })).json().id as number;
    const created = await phone.post(`/api/task-lists/${list}/items`, {
      task: CHORE,
      value: 2,
      targetPiggyBankId: bank,
      repeatConfig: { freq: 'WEEKLY', byweekday: ['TH'] },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json() as TaskItem;
    expect(item.dueDate).toBe(FIRST_DUE);
    const url = `/api/task-lists/${list}/items/${item.id}/complete`;
    return { bank, list, item, url };
  }

  async function bank(id: number) {
    return (await phone.get(`/api/piggy-banks/${id}`)).json() as {
      balance: number;
      transactions: { amount: number; reason: string }[];
    };
  }

  async function shownOnTv(list: number): Promise<TaskItem> {
    const [item] = (await tv.get(`/api/task-lists/${list}/items`)).json() as TaskItem[];
    return item!;
  }

  // 36 rounds of real requests: a busy machine needs more than the usual budget.
  it('pays each occurrence once when the phone and the TV complete it, with or without its day, in either order', async () => {
    const chore = await weeklyChore();
    const rounds: { phoneNames: boolean; tvNames: boolean; order: Order }[] = [];
    for (let repeat = 0; repeat < 3; repeat += 1) {
      for (const order of ['at once', 'phone first', 'tv first'] as const) {
        for (const phoneNames of [true, false]) {
          for (const tvNames of [true, false]) rounds.push({ phoneNames, tvNames, order });
        }
      }
    }

    let due = FIRST_DUE;
    for (const [index, round] of rounds.entries()) {
      const context = `round ${index}: ${JSON.stringify(round)}`;
      // Each round is a week later: this week's occurrence is due today on the family's clocks.
      clock = START + index * WEEK_MS;
      const seen = await shownOnTv(chore.list);
      expect(seen.dueDate, context).toBe(due);
      const complete = (who: Completer) => {
        const names = who === 'phone' ? round.phoneNames : round.tvNames;
        return (who === 'phone' ? phone : tv).post(chore.url, names ? { dueDate: seen.dueDate } : {});
      };
      const answers: Record<Completer, { statusCode: number; json(): { error?: string } }> =
        round.order === 'at once'
          ? await Promise.all([complete('phone'), complete('tv')]).then(([p, v]) => ({ phone: p, tv: v }))
          : round.order === 'phone first'
            ? await complete('phone').then(async (p) => ({ phone: p, tv: await complete('tv') }))
            : await complete('tv').then(async (v) => ({ phone: await complete('phone'), tv: v }));

      const statuses = [answers.phone.statusCode, answers.tv.statusCode].sort();
      expect(statuses, context).toEqual([200, 409]);
      const [winner, loser] = answers.phone.statusCode === 200 ? ['phone', 'tv'] : ['tv', 'phone'];
      if (round.order !== 'at once') expect(winner, context).toBe(round.order.split(' ')[0]);
      const won = answers[winner as Completer].json() as { occurrence: string; item: TaskItem };
      expect(won.occurrence, context).toBe(due);
      expect(won.item, context).toMatchObject({ dueDate: addDays(due, 7), lastDoneDate: due });

      // The loser learns the occurrence was done, or that the next one is not due yet.
      const next = addDays(due, 7);
      const loserNamed = loser === 'phone' ? round.phoneNames : round.tvNames;
      const refusal = answers[loser as Completer].json().error;
      const expected = [ALREADY_COMPLETED_MESSAGE];
      if (!loserNamed)
        expected.push(loser === 'tv' ? notDueOnScreenMessage(next) : notDueUnnamedMessage(next));
      expect(expected, context).toContain(refusal);

      expect((await bank(chore.bank)).balance, context).toBe(5 + 2 * (index + 1));
      due = next;
    }

    const history = (await bank(chore.bank)).transactions.filter(
      (entry) => entry.reason === `Task: ${CHORE}`,
    );
    expect(history).toHaveLength(rounds.length);
    expect(history.every((entry) => entry.amount === 2)).toBe(true);
    const completions = await t.database.handle.db
      .selectFrom('task_completions')
      .select(['due_date', 'paid_cents'])
      .where('task_item_id', '=', chore.item.id)
      .orderBy('due_date')
      .execute();
    expect(completions).toEqual(
      rounds.map((_, index) => ({ due_date: addDays(FIRST_DUE, 7 * index), paid_cents: 200 })),
    );
  }, 90_000);

  it('refuses the TV an occurrence that is not due yet, until its day comes on the family’s clocks', async () => {
    const chore = await weeklyChore();
    expect((await phone.post(chore.url, { dueDate: FIRST_DUE })).statusCode).toBe(200);
    const next = addDays(FIRST_DUE, 7);

    // The TV, a day later, with the list it shows: done this week, due again next week.
    clock += 86_400_000;
    expect(await shownOnTv(chore.list)).toMatchObject({ dueDate: next, lastDoneDate: FIRST_DUE });
    for (const body of [{}, { dueDate: next }]) {
      const early = await tv.post(chore.url, body);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: notDueOnScreenMessage(next), code: 'conflict', dueDate: next });
    }
    expect((await tv.post(chore.url, { dueDate: FIRST_DUE })).json()).toEqual({
      error: ALREADY_COMPLETED_MESSAGE,
      code: 'conflict',
    });

    // Wednesday 2 December, 23:59 in Auckland: still not due.
    clock = Date.parse('2026-12-02T10:59:00Z');
    expect((await tv.post(chore.url)).statusCode).toBe(409);
    // A minute later it is Thursday there, though still Wednesday in UTC.
    clock = Date.parse('2026-12-02T11:00:00Z');
    const onItsDay = await tv.post(chore.url);
    expect(onItsDay.statusCode).toBe(200);
    expect(onItsDay.json()).toMatchObject({ occurrence: next, payout: { amount: 2, balance: 9 } });
  });

  it('lets the phone complete an occurrence early and says which one it completed', async () => {
    const chore = await weeklyChore();
    expect((await phone.post(chore.url, { dueDate: FIRST_DUE })).statusCode).toBe(200);
    const next = addDays(FIRST_DUE, 7);

    // Without naming it, a tap is not taken for next week's chore.
    const unnamed = await phone.post(chore.url);
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json()).toEqual({ error: notDueUnnamedMessage(next), code: 'conflict', dueDate: next });

    const early = await phone.post(chore.url, { dueDate: next });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({
      completed: true,
      occurrence: next,
      item: { dueDate: addDays(next, 7), lastDoneDate: next },
      payout: { amount: 2, balance: 9 },
    });
    // Next week the TV finds that week done: nothing more to collect.
    clock = Date.parse('2026-12-03T00:00:00Z');
    const onTv = await tv.post(chore.url, { dueDate: next });
    expect(onTv.json()).toEqual({ error: ALREADY_COMPLETED_MESSAGE, code: 'conflict' });
    expect((await bank(chore.bank)).balance).toBe(9);
  });

  it('does not offer a completed day again when the rule is edited back onto it', async () => {
    const chore = await weeklyChore();
    expect((await phone.post(chore.url, { dueDate: FIRST_DUE })).statusCode).toBe(200);
    const edited = await phone.put(`/api/task-lists/${chore.list}/items/${chore.item.id}`, {
      task: CHORE,
      value: 2,
      targetPiggyBankId: chore.bank,
      repeatConfig: { freq: 'DAILY' },
    });
    expect(edited.json()).toMatchObject({ dueDate: addDays(FIRST_DUE, 1), lastDoneDate: FIRST_DUE });
    expect((await tv.post(chore.url, { dueDate: FIRST_DUE })).json()).toEqual({
      error: ALREADY_COMPLETED_MESSAGE,
      code: 'conflict',
    });
    expect((await bank(chore.bank)).balance).toBe(7);
  });

  it('never pays a day twice, even when the task is put back on a day already paid', async () => {
    const chore = await weeklyChore();
    expect((await phone.post(chore.url, { dueDate: FIRST_DUE })).statusCode).toBe(200);
    // However the task came back to that day (an old backup, a hand edit), the occurrence is paid.
    await t.database.handle.db
      .updateTable('task_items')
      .set({ due_date: FIRST_DUE })
      .where('id', '=', chore.item.id)
      .execute();
    for (const as of [tv, phone]) {
      const again = await as.post(chore.url);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: ALREADY_COMPLETED_MESSAGE, code: 'conflict' });
    }
    expect((await bank(chore.bank)).balance).toBe(7);
  });
});
