// Families and what they keep, made directly through the repositories: a test reaches the state it
// needs without signing up over HTTP, which it does only when sign-up is what it tests. (A screen as
// the API answers it, for tests of the web app, is in screen-fixture.ts: no server code there.)
import { type Screen, type ScreenData, screenDataSchema } from '../../src/common/schemas/screen';
import { localTimeZone } from '../../src/common/time-zone';
import { createAccountsRepo, type FamilyPlan } from '../../src/server/accounts/accounts.repo';
import { hashPassword } from '../../src/server/accounts/passwords';
import { createSessionsRepo, hashToken, type SessionKind } from '../../src/server/accounts/sessions.repo';
import { newFamilyPlan } from '../../src/server/billing/new-family-plan';
import { createDisplaysRepo } from '../../src/server/devices/displays.repo';
import { SESSION_COOKIE } from '../../src/server/http/auth';
import { createMenuRepo } from '../../src/server/menu/menu.repo';
import { createPeopleRepo } from '../../src/server/people/people.repo';
import { presentPiggyBank } from '../../src/server/piggy-banks/piggy-banks.presenter';
import { createPiggyBanksRepo } from '../../src/server/piggy-banks/piggy-banks.repo';
import { createScreenReads, createScreensRepo } from '../../src/server/screens/screens.repo';
import { createShoppingRepo } from '../../src/server/shopping/shopping.repo';
import { createTaskItemsRepo, type TaskItemValues } from '../../src/server/tasks/task-items.repo';
import { createTaskListsRepo } from '../../src/server/tasks/task-lists.repo';
import { presentTaskItem, presentTaskList } from '../../src/server/tasks/tasks.presenter';
import { Agent, PASSWORD, type TestApp, uniqueEmail } from './app';

/** A new family, on the plan this server gives new families unless told otherwise. */
export async function makeFamily(
  t: TestApp,
  options: { name?: string; timeZone?: string; plan?: FamilyPlan } = {},
): Promise<number> {
  return createAccountsRepo(t.database.handle.db).createFamily(
    options.name ?? 'My Family',
    options.timeZone ?? localTimeZone(),
    options.plan ?? newFamilyPlan(t.config),
  );
}

/** A member of the family who can log in with `password` (PASSWORD unless told otherwise). */
export async function makeMember(
  t: TestApp,
  familyId: number,
  options: { email?: string; password?: string } = {},
): Promise<{ userId: number; familyId: number; email: string }> {
  const email = options.email ?? uniqueEmail();
  const passwordHash = await hashPassword(options.password ?? PASSWORD, t.config.passwordCost);
  const userId = await createAccountsRepo(t.database.handle.db).createUser({ familyId, email, passwordHash });
  return { userId, familyId, email };
}

/**
 * A session of the member, as logging in makes one: the token (for `Authorization: Bearer`) and
 * an agent that carries it as the session cookie, as a browser does.
 */
export async function makeSession(
  t: TestApp,
  member: { userId: number; familyId: number },
  kind: SessionKind = 'user',
): Promise<{ token: string; agent: Agent }> {
  const token = await createSessionsRepo(t.database.handle.db).create(member.userId, member.familyId, kind);
  const agent = new Agent(t.app);
  agent.setCookie(SESSION_COOKIE, token);
  return { token, agent };
}

/** A new family with one member, signed in: what `signUp` answers, without the request. */
export async function makeSignedInFamily(
  t: TestApp,
  options: { name?: string; timeZone?: string; plan?: FamilyPlan; email?: string } = {},
): Promise<{ agent: Agent; email: string; token: string; familyId: number; userId: number }> {
  const familyId = await makeFamily(t, options);
  const member = await makeMember(t, familyId, { email: options.email });
  const { token, agent } = await makeSession(t, member);
  return { agent, email: member.email, token, familyId, userId: member.userId };
}

/**
 * A paired screen of the family, as completing a pairing leaves it: its own device session (of the
 * member who paired it, `agent` carries it as the TV's browser does) and its display row.
 */
export async function makeDisplay(
  t: TestApp,
  member: { userId: number; familyId: number },
  options: { name?: string; screenId?: number | null } = {},
): Promise<{ token: string; agent: Agent; displayId: number }> {
  const { token, agent } = await makeSession(t, member, 'device');
  const displayId = await createDisplaysRepo(t.database.handle.db).insert({
    familyId: member.familyId,
    name: options.name ?? 'Kitchen TV',
    deviceId: null,
    widthPx: 1920,
    heightPx: 1080,
    browser: 'Chrome on Android TV',
    screenId: options.screenId ?? null,
    sessionHash: hashToken(token),
  });
  return { token, agent, displayId };
}

/** A board (screen) at the end of the family's list: every default of a new one, then `data`. */
export async function makeBoard(
  t: TestApp,
  familyId: number,
  data: Partial<ScreenData> & { name?: string } = {},
): Promise<Screen> {
  const screens = createScreensRepo(t.database.handle.db, createScreenReads());
  const position = await screens.count(familyId);
  return screens.insert(familyId, { ...screenDataSchema.parse({}), name: 'Hall', ...data }, position);
}

/** A task list with the given tasks, each one-off, worth nothing, due on no day unless told. */
export async function makeTaskList(
  t: TestApp,
  familyId: number,
  name = 'Chores',
  tasks: (string | (Partial<TaskItemValues> & { task: string }))[] = [],
) {
  const db = t.database.handle.db;
  const list = presentTaskList(await createTaskListsRepo(db).createList(familyId, name));
  const items = [];
  for (const task of tasks) {
    const values = typeof task === 'string' ? { task } : task;
    const item = await createTaskItemsRepo(db).createItem(familyId, list.id, {
      assignee: null,
      valueCents: 0,
      repeatConfig: null,
      targetPiggyBankId: null,
      anchorDate: new Date().toISOString().slice(0, 10),
      dueDate: null,
      assigneeId: null,
      rotation: null,
      ...values,
    });
    if (item) items.push(presentTaskItem(item));
  }
  return { list, items };
}

/** A piggy bank holding `balanceCents`; a starting balance opens its history, as the API's does. */
export async function makePiggyBank(
  t: TestApp,
  familyId: number,
  name = 'Savings',
  balanceCents = 0,
  personId: number | null = null,
) {
  const bank = await t.database.handle.db
    .transaction()
    .execute((trx) => createPiggyBanksRepo(trx).create(familyId, name, balanceCents, personId));
  return presentPiggyBank(bank);
}

/** A child of the family: one of its people, without a log-in. */
export function makeChild(
  t: TestApp,
  familyId: number,
  name = 'Leo',
  options: { color?: string; emoji?: string | null } = {},
) {
  return createPeopleRepo(t.database.handle.db).createProfile(familyId, 'child', {
    name,
    color: options.color ?? '#1e88e5',
    emoji: options.emoji ?? null,
  });
}

/** A shopping list holding `items`, oldest first. */
export async function makeShoppingList(
  t: TestApp,
  familyId: number,
  name = 'Groceries',
  items: string[] = [],
) {
  const repo = createShoppingRepo(t.database.handle.db);
  const list = await repo.createList(familyId, name);
  for (const item of items) await repo.addItem(familyId, list.id, item);
  return list;
}

/** One day of the menu; a meal left out is empty. */
export function makeMenuEntry(
  t: TestApp,
  familyId: number,
  entry: { date: string; breakfast?: string; lunch?: string; dinner?: string },
) {
  return createMenuRepo(t.database.handle.db).upsert(familyId, {
    breakfast: '',
    lunch: '',
    dinner: '',
    ...entry,
  });
}
