import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { addDays, dayName, todayIn } from '../../common/calendar-days';
import type { TaskItem, TaskList } from '../../common/schemas/tasks';
import type { Db } from '../db/database';
import { createTaskCompletionService } from './task-completion.service';

const ALREADY_COMPLETED = { error: 'This task was already completed.', code: 'conflict' };
/** What a completion answers of who did it, for a task without people. */
const COMPLETED = { completed: true, awaitingApproval: false, personId: null };

/** `db`, running `hook` each time just before a transaction starts: a stand-in for a concurrent request. */
function beforeTransaction(db: Db, hook: () => Promise<unknown>): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return () => {
          const builder = target.transaction();
          return {
            async execute(work: Parameters<typeof builder.execute>[0]) {
              await hook();
              return builder.execute(work);
            },
          };
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe.each(dialects)('tasks API on %s', (dialect) => {
  let t: TestApp;
  let db: Db;
  let agent: Agent;
  let familyId: number;
  let stranger: Agent;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    db = t.database.handle.db;
    ({ agent, familyId } = await makeSignedInFamily(t));
    ({ agent: stranger } = await makeSignedInFamily(t));
  });
  afterAll(() => t.close());

  async function createList(name = 'Chores', as = agent): Promise<TaskList> {
    const response = await as.post('/api/task-lists', { name });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function createTask(listId: number, body: Record<string, unknown>, as = agent): Promise<TaskItem> {
    const response = await as.post(`/api/task-lists/${listId}/items`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function createBank(balance: number, name = 'Mia', as = agent): Promise<number> {
    const response = await as.post('/api/piggy-banks', { name, balance });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  async function bankBalance(id: number): Promise<number> {
    return (await agent.get(`/api/piggy-banks/${id}`)).json().balance;
  }

  describe('task lists', () => {
    it('creates, lists, renames and deletes a list', async () => {
      const list = await createList('  Morning  ');
      expect(list).toEqual({
        id: expect.any(Number),
        name: 'Morning',
        createdAt: expect.any(String),
        needsApproval: false,
      });
      expect(new Date(list.createdAt).toISOString()).toBe(list.createdAt);
      expect((await agent.get('/api/task-lists')).json()).toContainEqual(list);

      const renamed = await agent.put(`/api/task-lists/${list.id}`, { name: 'Mornings' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ ...list, name: 'Mornings' });

      const deleted = await agent.delete(`/api/task-lists/${list.id}`);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await agent.get('/api/task-lists')).json()).not.toContainEqual(
        expect.objectContaining({ id: list.id }),
      );
    });

    it("answers the spec's messages for a missing or empty name", async () => {
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: 7 }]) {
        const response = await agent.post('/api/task-lists', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error: 'List name is required.', code: 'invalid_request' });
      }
      const list = await createList();
      const rename = await agent.put(`/api/task-lists/${list.id}`, { name: ' ' });
      expect(rename.statusCode).toBe(400);
      expect(rename.json()).toEqual({ error: 'Cannot save empty list name.', code: 'invalid_request' });
    });

    it('deletes the items of a deleted list', async () => {
      const list = await createList();
      await createTask(list.id, { task: 'Water plants' });
      await createTask(list.id, { task: 'Feed fish' });
      expect((await agent.delete(`/api/task-lists/${list.id}`)).statusCode).toBe(204);
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).statusCode).toBe(404);
      const left = await db.selectFrom('task_items').select('id').where('list_id', '=', list.id).execute();
      expect(left).toEqual([]);
    });

    it('answers tasks added while their list is deleted with 201 or 404, never an error', async () => {
      const browser = agent.overHttp(await t.url());
      for (let round = 0; round < 5; round++) {
        const list = await createList();
        const add = (i: number) => browser.post(`/api/task-lists/${list.id}/items`, { task: `Chore ${i}` });
        const answers = await Promise.all([
          ...Array.from({ length: 10 }, (_, i) => add(i)),
          browser.delete(`/api/task-lists/${list.id}`),
          ...Array.from({ length: 10 }, (_, i) => add(i)),
        ]);
        for (const answer of answers) expect([201, 204, 404], answer.body).toContain(answer.statusCode);
        const left = await db.selectFrom('task_items').select('id').where('list_id', '=', list.id).execute();
        expect(left).toEqual([]);
      }
    });

    it('keeps each family to its own lists', async () => {
      await createList('Ours');
      const theirs = await createList('Theirs', stranger);
      expect((await agent.get('/api/task-lists')).json()).not.toContainEqual(theirs);
      expect((await stranger.get('/api/task-lists')).json()).toEqual([theirs]);
    });
  });

  describe('task items', () => {
    it('adds a task with its value in dollars on the wire and cents in the database', async () => {
      const list = await createList();
      const bank = await createBank(0);
      const item = await createTask(list.id, {
        task: ' Take out the trash ',
        assignee: 'Sam',
        value: 2.5,
        targetPiggyBankId: bank,
      });
      expect(item).toEqual({
        id: expect.any(Number),
        listId: list.id,
        task: 'Take out the trash',
        assignee: 'Sam',
        value: 2.5,
        completedAt: null,
        repeatConfig: null,
        targetPiggyBankId: bank,
        createdAt: expect.any(String),
        dueDate: null,
        lastDoneDate: null,
        assigneeId: null,
        rotation: null,
        pendingApproval: null,
      });
      const row = await db
        .selectFrom('task_items')
        .selectAll()
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      expect(row.value_cents).toBe(250);
      expect(row.family_id).toBe(familyId);
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).json()).toEqual([item]);
    });

    it('reads a form-style value as dollars and a blank value as 0', async () => {
      const list = await createList();
      expect((await createTask(list.id, { task: 'A', value: '1.05' })).value).toBe(1.05);
      expect((await createTask(list.id, { task: 'B', value: '' })).value).toBe(0);
      expect((await createTask(list.id, { task: 'C' })).value).toBe(0);
    });

    it("answers the spec's messages for a bad task", async () => {
      const list = await createList();
      const theirBank = (await stranger.post('/api/piggy-banks', { name: 'Theirs', balance: 0 })).json().id;
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'Task name is required.'],
        [{ task: '   ' }, 'Task name is required.'],
        [{ task: 'Dishes', value: 'lots' }, 'Value must be a number'],
        [{ task: 'Dishes', value: -1 }, 'Value cannot be negative.'],
        [{ task: 'Dishes', value: 1, targetPiggyBankId: theirBank }, 'Choose a piggy bank from the list.'],
        [{ task: 'Dishes', value: 1, targetPiggyBankId: 999_999 }, 'Choose a piggy bank from the list.'],
        [{ task: 'Dishes', value: 1, targetPiggyBankId: 'piggy' }, 'Choose a piggy bank from the list.'],
      ];
      for (const [body, error] of cases) {
        const response = await agent.post(`/api/task-lists/${list.id}/items`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error, code: 'invalid_request' });
      }
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).json()).toEqual([]);
    });

    it('gives a repeating task its first due day on or after today and a one-off none', async () => {
      const list = await createList();
      const today = todayIn();
      const daily = await createTask(list.id, { task: 'Brush teeth', repeatConfig: { freq: 'DAILY' } });
      expect(daily.dueDate).toBe(today);
      expect(daily.repeatConfig).toMatchObject({ freq: 'DAILY', interval: 1 });

      const saturdays = await createTask(list.id, {
        task: 'Tidy room',
        repeatConfig: { freq: 'WEEKLY', byweekday: ['SA'] },
      });
      expect(dayName(saturdays.dueDate!)).toBe('Saturday');
      expect(saturdays.dueDate! >= today && saturdays.dueDate! < addDays(today, 7)).toBe(true);

      const none = await createTask(list.id, { task: 'Once', repeatConfig: { freq: 'NONE' } });
      expect(none).toMatchObject({ repeatConfig: null, dueDate: null });
    });

    it('lists due tasks first, soonest first, then the rest oldest first', async () => {
      const list = await createList();
      const first = await createTask(list.id, { task: 'One-off A' });
      const monthly = await createTask(list.id, {
        task: 'Monthly',
        repeatConfig: { freq: 'WEEKLY', interval: 4 },
      });
      const second = await createTask(list.id, { task: 'One-off B' });
      const daily = await createTask(list.id, { task: 'Daily', repeatConfig: { freq: 'DAILY' } });
      await agent.post(`/api/task-lists/${list.id}/items/${monthly.id}/complete`);
      const tasks: TaskItem[] = (await agent.get(`/api/task-lists/${list.id}/items`)).json();
      expect(tasks.map((task) => task.task)).toEqual([daily.task, monthly.task, first.task, second.task]);
    });

    it('saves the whole task on PUT, keeping its due day while the rule is unchanged', async () => {
      const list = await createList();
      const weekly = { freq: 'WEEKLY', byweekday: ['MO'] };
      const item = await createTask(list.id, {
        task: 'Bins',
        assignee: 'Sam',
        value: 1,
        repeatConfig: weekly,
      });
      const completed = (
        await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`, { dueDate: item.dueDate })
      ).json().item;

      const edited = await agent.put(`/api/task-lists/${list.id}/items/${item.id}`, {
        task: 'Bins out',
        assignee: '',
        value: '0.75',
        repeatConfig: weekly,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({
        ...completed,
        task: 'Bins out',
        assignee: null,
        value: 0.75,
      });

      const oneOff = await agent.put(`/api/task-lists/${list.id}/items/${item.id}`, { task: 'Bins out' });
      expect(oneOff.json()).toMatchObject({ repeatConfig: null, dueDate: null, value: 0, assignee: null });

      const bad = await agent.put(`/api/task-lists/${list.id}/items/${item.id}`, { task: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'Task name is required.', code: 'invalid_request' });
    });

    it('deletes a task', async () => {
      const list = await createList();
      const item = await createTask(list.id, { task: 'Gone soon' });
      const response = await agent.delete(`/api/task-lists/${list.id}/items/${item.id}`);
      expect(response.statusCode).toBe(204);
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).json()).toEqual([]);
      expect((await agent.delete(`/api/task-lists/${list.id}/items/${item.id}`)).statusCode).toBe(404);
    });

    it('does not reach a task through another list of the family', async () => {
      const list = await createList();
      const other = await createList('Other');
      const item = await createTask(list.id, { task: 'Stay put' });
      expect(
        (await agent.put(`/api/task-lists/${other.id}/items/${item.id}`, { task: 'Moved' })).statusCode,
      ).toBe(404);
      expect((await agent.delete(`/api/task-lists/${other.id}/items/${item.id}`)).statusCode).toBe(404);
      expect((await agent.post(`/api/task-lists/${other.id}/items/${item.id}/complete`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('completing a task', () => {
    it('moves a weekly task on by 7 days and sets completedAt', async () => {
      const list = await createList();
      const item = await createTask(list.id, { task: 'Mow lawn', repeatConfig: { freq: 'WEEKLY' } });
      const response = await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        ...COMPLETED,
        occurrence: item.dueDate,
        item: {
          ...item,
          dueDate: addDays(item.dueDate!, 7),
          lastDoneDate: item.dueDate,
          completedAt: expect.any(String),
        },
        payout: null,
      });
      const again = await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`, {
        dueDate: body.item.dueDate,
      });
      expect(again.json().item.dueDate).toBe(addDays(item.dueDate!, 14));
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).json()).toEqual([again.json().item]);
    });

    it('takes a completion that names no occurrence to be of the one due, never of one to come', async () => {
      const list = await createList();
      const item = await createTask(list.id, { task: 'Feed fish', repeatConfig: { freq: 'DAILY' } });
      const url = `/api/task-lists/${list.id}/items/${item.id}/complete`;
      expect((await agent.post(url)).json().occurrence).toBe(item.dueDate);
      const doubleTap = await agent.post(url);
      expect(doubleTap.statusCode).toBe(409);
      const tomorrow = addDays(item.dueDate!, 1);
      expect(doubleTap.json()).toEqual({
        error: `This task is not due until ${dayName(tomorrow)} ${tomorrow}. To complete it early, send that day as dueDate.`,
        code: 'conflict',
        dueDate: tomorrow,
      });
      const [current] = (await agent.get(`/api/task-lists/${list.id}/items`)).json();
      expect(current.dueDate).toBe(addDays(item.dueDate!, 1));
    });

    it('keeps the rhythm of an every-2-weeks task', async () => {
      const list = await createList();
      const item = await createTask(list.id, {
        task: 'Change sheets',
        repeatConfig: { freq: 'WEEKLY', interval: 2 },
      });
      const body = (await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`)).json();
      expect(body.item.dueDate).toBe(addDays(item.dueDate!, 14));
    });

    it('removes a completed one-off task and records the completion', async () => {
      const list = await createList();
      const item = await createTask(list.id, { task: 'Return library books' });
      const response = await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...COMPLETED, occurrence: null, item: null, payout: null });
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).json()).toEqual([]);
      const completions = await db
        .selectFrom('task_completions')
        .selectAll()
        .where('task_item_id', '=', item.id)
        .execute();
      expect(completions).toEqual([
        expect.objectContaining({ task: 'Return library books', family_id: familyId }),
      ]);
      const second = await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(ALREADY_COMPLETED);
    });

    it('pays the value into the target piggy bank and records it in the bank history', async () => {
      const list = await createList();
      const bank = await createBank(1.25);
      const item = await createTask(list.id, { task: 'Feed the cat', value: 2.5, targetPiggyBankId: bank });
      const body = (await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`)).json();
      expect(body).toEqual({
        ...COMPLETED,
        occurrence: null,
        item: null,
        payout: { piggyBankId: bank, amount: 2.5, balance: 3.75 },
      });
      const details = (await agent.get(`/api/piggy-banks/${bank}`)).json();
      expect(details.balance).toBe(3.75);
      expect(details.transactions[0]).toEqual({
        id: expect.any(Number),
        piggyBankId: bank,
        amount: 2.5,
        reason: 'Task: Feed the cat',
        taskItemId: item.id,
        createdAt: expect.any(String),
        kind: 'payout',
        note: null,
      });
      const completion = await db
        .selectFrom('task_completions')
        .selectAll()
        .where('task_item_id', '=', item.id)
        .executeTakeFirstOrThrow();
      expect(completion).toMatchObject({ paid_cents: 250, piggy_bank_id: bank });
    });

    it('pays nothing when asked not to, or when the task has no value', async () => {
      const list = await createList();
      const bank = await createBank(5);
      const declined = await createTask(list.id, { task: 'Declined', value: 1, targetPiggyBankId: bank });
      const unpaid = await createTask(list.id, { task: 'Unpaid', value: 0, targetPiggyBankId: bank });
      const first = await agent.post(`/api/task-lists/${list.id}/items/${declined.id}/complete`, {
        addToPiggyBank: false,
      });
      expect(first.json()).toEqual({ ...COMPLETED, occurrence: null, item: null, payout: null });
      const second = await agent.post(`/api/task-lists/${list.id}/items/${unpaid.id}/complete`);
      expect(second.json().payout).toBeNull();
      expect(await bankBalance(bank)).toBe(5);
    });

    it('completes the task but reports a payout that would overflow the bank', async () => {
      const list = await createList();
      const bank = await createBank(999_999);
      const item = await createTask(list.id, {
        task: 'Big job',
        value: 5,
        targetPiggyBankId: bank,
        repeatConfig: { freq: 'DAILY' },
      });
      const body = (await agent.post(`/api/task-lists/${list.id}/items/${item.id}/complete`)).json();
      expect(body.payout).toBeNull();
      expect(body.payoutError).toBe(
        'Task completed, but failed to update piggy bank: Amounts must be between $0.00 and $1,000,000.00.',
      );
      expect(body.item.dueDate).toBe(addDays(item.dueDate!, 1));
      expect(await bankBalance(bank)).toBe(999_999);
    });

    it('completes the task without a payout when its bank was deleted just before', async () => {
      const list = await createList();
      const bank = await createBank(3);
      const item = await createTask(list.id, { task: 'Walk dog', value: 1, targetPiggyBankId: bank });
      const racing = beforeTransaction(db, () =>
        db.deleteFrom('piggy_banks').where('id', '=', bank).execute(),
      );
      const result = await createTaskCompletionService(racing, t.app.changes).complete(
        familyId,
        list.id,
        item.id,
        { addToPiggyBank: true, by: 'person' },
      );
      expect(result).toEqual({ ...COMPLETED, occurrence: null, item: null, payout: null });
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).json()).toEqual([]);
    });

    it('refuses a completion whose conditional write lost to another completion, paying once', async () => {
      const list = await createList();
      const bank = await createBank(0);
      for (const repeatConfig of [{ freq: 'DAILY' }, null]) {
        const item = await createTask(list.id, {
          task: 'Race',
          value: 1,
          targetPiggyBankId: bank,
          repeatConfig,
        });
        const complete = () =>
          createTaskCompletionService(db, t.app.changes).complete(familyId, list.id, item.id, {
            addToPiggyBank: true,
            dueDate: item.dueDate,
            by: 'person',
          });
        // The other completion commits just before this one's transaction starts.
        const loser = createTaskCompletionService(beforeTransaction(db, complete), t.app.changes);
        await expect(
          loser.complete(familyId, list.id, item.id, {
            addToPiggyBank: true,
            dueDate: item.dueDate,
            by: 'person',
          }),
        ).rejects.toMatchObject({ code: 'conflict', message: ALREADY_COMPLETED.error });
      }
      expect(await bankBalance(bank)).toBe(2);
    });

    it('pays once and answers 409 when a repeating task is completed twice at once', async () => {
      const list = await createList();
      const bank = await createBank(0);
      const item = await createTask(list.id, {
        task: 'Make bed',
        value: 0.5,
        targetPiggyBankId: bank,
        repeatConfig: { freq: 'DAILY' },
      });
      const url = `/api/task-lists/${list.id}/items/${item.id}/complete`;
      const answers = await Promise.all([agent.post(url), agent.post(url)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      // Refused as done, or, when the winner had moved the task on first, as not due until tomorrow.
      expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toMatch(
        /^(This task was already completed\.|This task is not due until )/,
      );
      expect(await bankBalance(bank)).toBe(0.5);
      const [current] = (await agent.get(`/api/task-lists/${list.id}/items`)).json();
      expect(current.dueDate).toBe(addDays(item.dueDate!, 1));
      const history = (await agent.get(`/api/piggy-banks/${bank}`)).json().transactions;
      expect(history).toHaveLength(1);
    });

    it('pays once and answers 409 when a one-off task is completed twice at once', async () => {
      const list = await createList();
      const bank = await createBank(0);
      const item = await createTask(list.id, { task: 'Wash car', value: 4, targetPiggyBankId: bank });
      const url = `/api/task-lists/${list.id}/items/${item.id}/complete`;
      const answers = await Promise.all([agent.post(url), agent.post(url)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual(ALREADY_COMPLETED);
      expect(await bankBalance(bank)).toBe(4);
    });

    it('answers 409 when the occurrence the caller saw was already completed', async () => {
      const list = await createList();
      const item = await createTask(list.id, { task: 'Set table', repeatConfig: { freq: 'DAILY' } });
      const url = `/api/task-lists/${list.id}/items/${item.id}/complete`;
      expect((await agent.post(url, { dueDate: item.dueDate })).statusCode).toBe(200);
      const late = await agent.post(url, { dueDate: item.dueDate });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual(ALREADY_COMPLETED);
    });

    it('answers 400 for a bad completion body', async () => {
      const list = await createList();
      const item = await createTask(list.id, { task: 'Anything' });
      const url = `/api/task-lists/${list.id}/items/${item.id}/complete`;
      const response = await agent.post(url, { addToPiggyBank: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'addToPiggyBank must be true or false.',
        code: 'invalid_request',
      });
    });
  });

  describe('access', () => {
    it("answers 404 for every call on another family's list or task", async () => {
      const list = await createList();
      const item = await createTask(list.id, { task: 'Private', repeatConfig: { freq: 'DAILY' } });
      const theirList = await createList('Theirs', stranger);
      const calls: [string, string, Record<string, unknown>?][] = [
        ['PUT', `/api/task-lists/${list.id}`, { name: 'Hijacked' }],
        ['DELETE', `/api/task-lists/${list.id}`],
        ['GET', `/api/task-lists/${list.id}/items`],
        ['POST', `/api/task-lists/${list.id}/items`, { task: 'Sneaky' }],
        ['PUT', `/api/task-lists/${list.id}/items/${item.id}`, { task: 'Sneaky' }],
        ['DELETE', `/api/task-lists/${list.id}/items/${item.id}`],
        ['POST', `/api/task-lists/${list.id}/items/${item.id}/complete`],
        ['PUT', `/api/task-lists/${theirList.id}/items/${item.id}`, { task: 'Sneaky' }],
        ['DELETE', `/api/task-lists/${theirList.id}/items/${item.id}`],
        ['POST', `/api/task-lists/${theirList.id}/items/${item.id}/complete`],
      ];
      for (const [method, url, body] of calls) {
        const response = await stranger.request(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error, `${method} ${url}`).toEqual(expect.any(String));
      }
      expect((await agent.get(`/api/task-lists/${list.id}/items`)).json()).toEqual([item]);
      expect((await agent.get('/api/task-lists')).json()).toContainEqual(list);
    });

    it('answers 404 for an id that is not a number', async () => {
      const list = await createList();
      for (const [method, url] of [
        ['GET', '/api/task-lists/abc/items'],
        ['PUT', '/api/task-lists/1.5'],
        ['DELETE', '/api/task-lists/-1'],
        ['POST', `/api/task-lists/${list.id}/items/x/complete`],
        ['DELETE', `/api/task-lists/${list.id}/items/99999999999999999999`],
      ]) {
        const response = await agent.request(method!, url!, method === 'PUT' ? { name: 'x' } : undefined);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: expect.any(String), code: 'not_found' });
      }
    });

    it('needs a session', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/task-lists' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
