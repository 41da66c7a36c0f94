/**
 * Tasks and the family's people (issue 29): who does a task, turns that rotate and the parent's
 * one tap that skips or swaps them, up-for-grabs chores, and a parent's OK before a tick from the
 * wall counts — approved once however many approve at once, over real sockets, on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { addDays } from '../../common/calendar-days';
import type { Person } from '../../common/schemas/people';
import type { PiggyBankDetails } from '../../common/schemas/piggy-banks';
import {
  GRABS_PEOPLE_MESSAGE,
  NOT_A_GRABBER_MESSAGE,
  PERSON_ID_MESSAGE,
  ROTATION_NEEDS_REPEAT_MESSAGE,
  ROTATION_PEOPLE_MESSAGE,
  type TaskApproval,
  type TaskItem,
  type TaskList,
  WHO_DID_IT_MESSAGE,
} from '../../common/schemas/tasks';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';
import {
  ALREADY_APPROVED_MESSAGE,
  ALREADY_COMPLETED_MESSAGE,
  APPROVAL_NOT_FOUND_MESSAGE,
  AWAITING_APPROVAL_MESSAGE,
} from './task-completion.service';
import { ONE_OR_TURNS_MESSAGE, TURN_MOVED_MESSAGE } from './tasks.service';

/** Wednesday 25 November 2026, noon, in a family on UTC: a weekly chore is first due today. */
const START = Date.parse('2026-11-25T12:00:00Z');
const TODAY = '2026-11-25';
const WEEK_MS = 7 * 86_400_000;
const weekly = { freq: 'WEEKLY' };

describe.each(dialects)('tasks and people on %s', (dialect) => {
  let t: TestApp;
  let clock = START;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: () => new Date(clock) });
  });
  afterAll(() => t.close());

  /** A family with Leo and Maya, a bank each, a list, and the wall's own session. */
  async function family(options: { needsApproval?: boolean } = {}) {
    clock = START;
    const parent = await makeSignedInFamily(t, { timeZone: 'UTC' });
    const { agent: tv } = await makeSession(t, parent, 'device');
    const phone = parent.agent;
    const add = async (name: string, color: string) =>
      (await phone.post('/api/people', { name, color })).json() as Person;
    const leo = await add('Leo', '#1e88e5');
    const maya = await add('Maya', '#d81b60');
    const bank = async (person: Person) =>
      (
        (
          await phone.post('/api/piggy-banks', { name: `${person.name}'s bank`, personId: person.id })
        ).json() as { id: number }
      ).id;
    const banks = { leo: await bank(leo), maya: await bank(maya) };
    const list = (await phone.post('/api/task-lists', { name: 'Chores', ...options })).json() as TaskList;
    const items = `/api/task-lists/${list.id}/items`;
    const create = async (body: Record<string, unknown>) => {
      const response = await phone.post(items, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as TaskItem;
    };
    const balance = async (id: number) =>
      ((await phone.get(`/api/piggy-banks/${id}`)).json() as PiggyBankDetails).balance;
    const shown = async (id: number) =>
      ((await tv.get(items)).json() as TaskItem[]).find((item) => item.id === id)!;
    return { parent, phone, tv, leo, maya, banks, list, items, create, balance, shown };
  }

  describe('who does a task', () => {
    it('names one of the people beside the free text, which spec 02 clients keep sending', async () => {
      const { phone, leo, items, create } = await family();
      const item = await create({ task: 'Feed the cat', assigneeId: leo.id });
      expect(item).toMatchObject({
        assignee: 'Leo',
        assigneeId: leo.id,
        rotation: null,
        pendingApproval: null,
      });

      await phone.patch(`/api/people/${leo.id}`, { name: 'Leonardo' });
      const [renamed] = (await phone.get(items)).json() as TaskItem[];
      expect(renamed).toMatchObject({ assignee: 'Leonardo', assigneeId: leo.id });

      // A client that knows only `assignee` sends back what it was shown: the person stays.
      const kept = await phone.put(`${items}/${item.id}`, { task: 'Feed the cat', assignee: 'Leonardo' });
      expect(kept.json()).toMatchObject({ assignee: 'Leonardo', assigneeId: leo.id });
      // …and another name makes it free text again.
      const typed = await phone.put(`${items}/${item.id}`, { task: 'Feed the cat', assignee: 'Grandma' });
      expect(typed.json()).toMatchObject({ assignee: 'Grandma', assigneeId: null });
      const old = await create({ task: 'Water the plants', assignee: 'Dad' });
      expect(old).toMatchObject({ assignee: 'Dad', assigneeId: null });
    });

    it('refuses people who are not the family’s, and turns that cannot be taken', async () => {
      const { leo, maya, items, phone } = await family();
      const refused: [Record<string, unknown>, string][] = [
        [{ task: 'A', assigneeId: 999_999 }, PERSON_ID_MESSAGE],
        [{ task: 'A', assigneeId: 'Leo' }, PERSON_ID_MESSAGE],
        [
          { task: 'A', rotation: { mode: 'turns', peopleIds: [leo.id, maya.id] } },
          ROTATION_NEEDS_REPEAT_MESSAGE,
        ],
        [
          { task: 'A', repeatConfig: weekly, rotation: { mode: 'weekly', peopleIds: [leo.id] } },
          ROTATION_PEOPLE_MESSAGE,
        ],
        [{ task: 'A', rotation: { mode: 'grabs', peopleIds: [] } }, GRABS_PEOPLE_MESSAGE],
        [
          {
            task: 'A',
            repeatConfig: weekly,
            assigneeId: leo.id,
            rotation: { mode: 'turns', peopleIds: [leo.id, maya.id] },
          },
          ONE_OR_TURNS_MESSAGE,
        ],
        [
          { task: 'A', repeatConfig: weekly, rotation: { mode: 'turns', peopleIds: [leo.id, 999_999] } },
          PERSON_ID_MESSAGE,
        ],
        [
          { task: 'A', repeatConfig: weekly, rotation: { mode: 'rounds', peopleIds: [leo.id, maya.id] } },
          'Rotation mode must be turns, weekly, alternating or grabs.',
        ],
      ];
      for (const [body, error] of refused) {
        const response = await phone.post(items, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error, code: 'invalid_request' });
      }
    });

    it('pays a chore with no bank of its own into the bank of whoever did it', async () => {
      const { phone, leo, banks, items, create, balance } = await family();
      const item = await create({ task: 'Feed the cat', value: 1.5, assigneeId: leo.id });
      const done = await phone.post(`${items}/${item.id}/complete`);
      expect(done.json()).toMatchObject({
        completed: true,
        personId: leo.id,
        payout: { piggyBankId: banks.leo, amount: 1.5 },
      });
      expect(await balance(banks.leo)).toBe(1.5);
    });
  });

  describe('taking turns', () => {
    it('moves on with each occurrence, pays whoever was up, and takes one tap to skip or swap — once', async () => {
      const { phone, tv, leo, maya, banks, items, create, balance, shown } = await family();
      const chore = await create({
        task: 'Take out the bins',
        value: 2,
        repeatConfig: weekly,
        rotation: { mode: 'turns', peopleIds: [leo.id, maya.id] },
      });
      expect(chore).toMatchObject({
        dueDate: TODAY,
        assignee: 'Leo',
        assigneeId: null,
        rotation: {
          mode: 'turns',
          peopleIds: [leo.id, maya.id],
          startDay: TODAY,
          upId: leo.id,
          nextId: maya.id,
        },
      });
      const url = `${items}/${chore.id}`;

      const done = await tv.post(`${url}/complete`, { dueDate: TODAY });
      expect(done.json()).toMatchObject({
        completed: true,
        personId: leo.id,
        payout: { piggyBankId: banks.leo },
      });
      const nextWeek = addDays(TODAY, 7);
      expect(await shown(chore.id)).toMatchObject({
        dueDate: nextWeek,
        assignee: 'Maya',
        rotation: { upId: maya.id, nextId: leo.id },
      });

      // Maya skips her turn: Leo is up, and a second tap (or the other parent's) changes nothing.
      const tap = { dueDate: nextWeek, personId: maya.id };
      const skipped = await phone.post(`${url}/rotation/skip`, tap);
      expect(skipped.json()).toMatchObject({ rotation: { upId: leo.id, nextId: maya.id } });
      const again = await phone.post(`${url}/rotation/skip`, tap);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: TURN_MOVED_MESSAGE, item: { rotation: { upId: leo.id } } });

      // Swapping: Maya now, Leo after her.
      const swapped = await phone.post(`${url}/rotation/swap`, { dueDate: nextWeek, personId: leo.id });
      expect(swapped.json()).toMatchObject({ rotation: { upId: maya.id, nextId: leo.id } });

      // The wall may tick chores, not rearrange them.
      const fromTv = await tv.post(`${url}/rotation/skip`, {});
      expect(fromTv.statusCode).toBe(403);
      expect(fromTv.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE, code: 'display_refused' });

      clock = START + WEEK_MS;
      expect((await tv.post(`${url}/complete`)).json()).toMatchObject({
        personId: maya.id,
        payout: { piggyBankId: banks.maya },
      });
      // Leo's swapped turn, then his own: the turns after a swap stay where they were.
      expect(await shown(chore.id)).toMatchObject({ rotation: { upId: leo.id, nextId: leo.id } });
      expect(await balance(banks.leo)).toBe(2);
      expect(await balance(banks.maya)).toBe(2);
    });

    it('hands out whole weeks, or alternating weeks from the changeover day', async () => {
      const { leo, maya, create, phone, items } = await family();
      const daily = { freq: 'DAILY' };
      const week = await create({
        task: 'Feed the cat',
        repeatConfig: daily,
        rotation: { mode: 'weekly', peopleIds: [maya.id, leo.id] },
      });
      expect(week.rotation).toMatchObject({ startDay: '2026-11-23', upId: maya.id, nextId: leo.id });
      // Leo's custody week began last Friday, 20 November; Maya's begins this Friday.
      const custody = await create({
        task: 'Walk the dog',
        repeatConfig: daily,
        rotation: { mode: 'alternating', peopleIds: [leo.id, maya.id], startDay: '2026-11-20' },
      });
      expect(custody.rotation).toMatchObject({ startDay: '2026-11-20', upId: leo.id, nextId: maya.id });
      // Saving the task unchanged keeps the turns as they are.
      const skipped = (await phone.post(`${items}/${custody.id}/rotation/skip`, {})).json() as TaskItem;
      expect(skipped.rotation?.upId).toBe(maya.id);
      const saved = await phone.put(`${items}/${custody.id}`, {
        task: 'Walk the dog',
        repeatConfig: daily,
        rotation: { mode: 'alternating', peopleIds: [leo.id, maya.id], startDay: '2026-11-20' },
      });
      expect(saved.json().rotation).toMatchObject({ upId: maya.id });
    });
  });

  it('gives an up-for-grabs chore to whoever ticks it first', async () => {
    const { phone, tv, leo, maya, banks, items, create, balance, parent } = await family();
    const chore = await create({
      task: 'Wash the car',
      value: 5,
      rotation: { mode: 'grabs', peopleIds: [leo.id, maya.id] },
    });
    expect(chore.rotation).toMatchObject({ mode: 'grabs', upId: null, nextId: null });
    const url = `${items}/${chore.id}/complete`;
    const [me] = (await phone.get('/api/people')).json() as Person[];
    for (const [body, error] of [
      [{}, WHO_DID_IT_MESSAGE],
      [{ personId: me!.id }, NOT_A_GRABBER_MESSAGE],
    ] as const) {
      const response = await tv.post(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    const base = await t.url();
    const [byMaya, byLeo] = await Promise.all([
      tv.overHttp(base).post(url, { personId: maya.id }),
      parent.agent.overHttp(base).post(url, { personId: leo.id }),
    ]);
    expect([byMaya.statusCode, byLeo.statusCode].sort()).toEqual([200, 409]);
    const winner = byMaya.statusCode === 200 ? 'maya' : 'leo';
    expect(await balance(banks[winner])).toBe(5);
    expect(await balance(banks[winner === 'maya' ? 'leo' : 'maya'])).toBe(0);
  });

  describe("a parent's OK", () => {
    async function approvalFamily() {
      const world = await family();
      const { phone, list, leo, maya, create } = world;
      const turned = await phone.put(`/api/task-lists/${list.id}`, { name: list.name, needsApproval: true });
      expect(turned.json()).toMatchObject({ needsApproval: true });
      const chore = await create({
        task: 'Empty the dishwasher',
        value: 2,
        repeatConfig: weekly,
        rotation: { mode: 'turns', peopleIds: [leo.id, maya.id] },
      });
      return { ...world, chore, url: `${world.items}/${chore.id}` };
    }

    it('holds a tick from the wall until a parent approves it, then pays once however many approve at once', async () => {
      const { phone, tv, leo, maya, banks, chore, url, balance, shown, parent } = await approvalFamily();
      const ticked = await tv.post(`${url}/complete`, { dueDate: TODAY });
      expect(ticked.statusCode).toBe(200);
      expect(ticked.json()).toMatchObject({
        completed: false,
        awaitingApproval: true,
        personId: leo.id,
        occurrence: TODAY,
        payout: null,
        item: { dueDate: TODAY, pendingApproval: { occurrence: TODAY, personId: leo.id } },
      });
      expect(await balance(banks.leo)).toBe(0);

      // Nobody completes it meanwhile: the wall again, nor the phone, which approves instead.
      for (const agent of [tv, phone]) {
        const again = await agent.post(`${url}/complete`, { dueDate: TODAY });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ error: AWAITING_APPROVAL_MESSAGE, code: 'conflict' });
      }
      expect((await tv.get('/api/task-approvals')).statusCode).toBe(403);
      const queue = (await phone.get('/api/task-approvals')).json() as TaskApproval[];
      expect(queue).toEqual([
        {
          id: expect.any(Number),
          listId: chore.listId,
          listName: 'Chores',
          taskId: chore.id,
          task: 'Empty the dishwasher',
          occurrence: TODAY,
          personId: leo.id,
          value: 2,
          piggyBankId: banks.leo,
          tickedAt: new Date(START).toISOString(),
        },
      ]);
      const approval = queue[0]!.id;
      const stranger = await makeSignedInFamily(t);
      expect((await stranger.agent.post(`/api/task-approvals/${approval}/approve`)).statusCode).toBe(404);
      expect((await tv.post(`/api/task-approvals/${approval}/approve`)).statusCode).toBe(403);

      // Two parents, and a double tap: six approvals at once over real sockets.
      const base = await t.url();
      const second = await makeSession(t, parent);
      const approvers = [phone, phone, phone, second.agent, second.agent, second.agent].map((agent) =>
        agent.overHttp(base),
      );
      const answers = await Promise.all(
        approvers.map((agent) => agent.post(`/api/task-approvals/${approval}/approve`)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect([ALREADY_APPROVED_MESSAGE, ALREADY_COMPLETED_MESSAGE]).toContain(refused.json().error);
      }
      const approved = answers.find((answer) => answer.statusCode === 200)!.json();
      expect(approved).toMatchObject({
        completed: true,
        personId: leo.id,
        payout: { piggyBankId: banks.leo, amount: 2, balance: 2 },
      });
      const history = (await phone.get(`/api/piggy-banks/${banks.leo}`)).json() as PiggyBankDetails;
      expect(history.balance).toBe(2);
      expect(history.transactions.map((entry) => [entry.amount, entry.reason])).toEqual([
        [2, 'Task: Empty the dishwasher'],
      ]);
      expect(await shown(chore.id)).toMatchObject({
        dueDate: addDays(TODAY, 7),
        lastDoneDate: TODAY,
        pendingApproval: null,
        rotation: { upId: maya.id },
      });
      expect((await phone.get('/api/task-approvals')).json()).toEqual([]);
      const late = await phone.post(`/api/task-approvals/${approval}/approve`);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: ALREADY_APPROVED_MESSAGE, code: 'conflict' });
    });

    it('sends a tick back to the board, and lets the phone complete without asking', async () => {
      const { phone, tv, leo, banks, url, balance, shown, chore } = await approvalFamily();
      await tv.post(`${url}/complete`);
      const [waiting] = (await phone.get('/api/task-approvals')).json() as TaskApproval[];
      const sent = await phone.post(`/api/task-approvals/${waiting!.id}/send-back`);
      expect(sent.json()).toEqual({ success: true });
      expect(await shown(chore.id)).toMatchObject({
        dueDate: TODAY,
        pendingApproval: null,
        rotation: { upId: leo.id },
      });
      expect((await phone.get('/api/task-approvals')).json()).toEqual([]);
      const twice = await phone.post(`/api/task-approvals/${waiting!.id}/send-back`);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toEqual({ error: APPROVAL_NOT_FOUND_MESSAGE, code: 'not_found' });
      expect(await balance(banks.leo)).toBe(0);

      // Back on the board, it can be ticked again; a parent on the phone needs nobody's OK.
      expect((await tv.post(`${url}/complete`)).json()).toMatchObject({ awaitingApproval: true });
      const [again] = (await phone.get('/api/task-approvals')).json() as TaskApproval[];
      await phone.post(`/api/task-approvals/${again!.id}/send-back`);
      const byParent = await phone.post(`${url}/complete`, { dueDate: TODAY });
      expect(byParent.json()).toMatchObject({
        completed: true,
        awaitingApproval: false,
        payout: { amount: 2 },
      });
      expect(await balance(banks.leo)).toBe(2);
    });

    it('approves a one-off chore by removing it, and forgets a tick when an edit moves the chore', async () => {
      const { phone, tv, maya, banks, items, create, balance, url } = await approvalFamily();
      const once = await create({ task: 'Tidy the garage', value: 3, assigneeId: maya.id });
      expect((await tv.post(`${items}/${once.id}/complete`)).json()).toMatchObject({
        awaitingApproval: true,
        personId: maya.id,
      });
      expect((await tv.post(`${items}/${once.id}/complete`)).json()).toEqual({
        error: AWAITING_APPROVAL_MESSAGE,
        code: 'conflict',
      });
      const [waiting] = (await phone.get('/api/task-approvals')).json() as TaskApproval[];
      expect((await phone.post(`/api/task-approvals/${waiting!.id}/approve`)).json()).toMatchObject({
        item: null,
        payout: { amount: 3 },
      });
      expect(await balance(banks.maya)).toBe(3);
      expect(((await phone.get(items)).json() as TaskItem[]).map((item) => item.task)).toEqual([
        'Empty the dishwasher',
      ]);

      await tv.post(`${url}/complete`);
      // Moved to Fridays: the Wednesday ticked is no longer the chore's.
      const moved = await phone.put(url, {
        task: 'Empty the dishwasher',
        value: 2,
        repeatConfig: { freq: 'WEEKLY', byweekday: ['FR'] },
      });
      expect(moved.json()).toMatchObject({ dueDate: '2026-11-27', pendingApproval: null });
      expect((await phone.get('/api/task-approvals')).json()).toEqual([]);
    });
  });
});
