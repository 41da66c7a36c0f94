import { expect, type Page, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import type { PiggyBankDetails } from '../../src/common/schemas/piggy-banks';
import type { TaskItem } from '../../src/common/schemas/tasks';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

const CHORE = 'Take out the bins';
const LEO_BLUE = '#1e88e5';
const MAYA_PINK = '#d81b60';

/** Adds a child on the People page, as a parent on the phone does. */
async function addChild(phone: Page, name: string, color: string, emoji: string) {
  await phone.getByRole('button', { name: 'Add a child' }).click();
  const form = phone.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: color, exact: true }).check();
  await form.getByRole('radio', { name: emoji }).check();
  await form.getByRole('button', { name: 'Add Child' }).click();
  await expect(phone.getByRole('list', { name: 'Children' }).getByText(name, { exact: true })).toBeVisible();
}

/** A piggy bank of a person's own, made on the Tasks page. */
async function addBank(phone: Page, name: string, owner: string) {
  const banks = phone.getByRole('region', { name: 'Piggy banks' });
  const form = banks.getByRole('form', { name: 'Add a piggy bank' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Whose bank').selectOption({ label: owner });
  await form.getByRole('button', { name: 'Add Piggy Bank' }).click();
  await expect(banks.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
}

test('two children with colours take turns at a weekly chore that needs a parent’s OK: the wall shows whose turn, the phone approves, the bank rises once and next week is Maya’s', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(180_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'anna', null);

  // The parent adds the children on the People page.
  await phone.goto('/app/people');
  await expect(phone.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await expect(phone.getByText('No children yet.')).toBeVisible();
  await addChild(phone, 'Leo', 'Blue', '🦁');
  await addChild(phone, 'Maya', 'Pink', '🦊');
  expect(await axeFindings(phone)).toEqual([]);
  await picture(phone, 'people-phone', { docs: true, fullPage: true });

  // A list that needs a parent's OK, a bank each, and the chore: weekly, taking turns.
  await phone.goto('/app/todos');
  await phone.getByLabel('New list').fill('Chores');
  await phone.getByRole('button', { name: 'Add List' }).click();
  await expect(phone.getByRole('heading', { name: 'Chores' })).toBeVisible();
  await phone.getByRole('checkbox', { name: /Needs a parent's OK/ }).check();
  await expect(phone.getByRole('checkbox', { name: /Needs a parent's OK/ })).toBeChecked();
  await addBank(phone, "Leo's bank", '🦁 Leo');
  await addBank(phone, "Maya's bank", '🦊 Maya');

  const form = phone.getByRole('form', { name: 'Add a task' });
  await form.getByLabel('New task').fill(CHORE);
  await form.getByRole('button', { name: 'Advanced options' }).click();
  await form.getByLabel('Who does it').selectOption({ label: 'They take turns…' });
  await expect(form.getByRole('checkbox', { name: '🦁 Leo' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: '🦊 Maya' })).toBeChecked();
  await form.getByLabel('Turns change').selectOption({ label: 'Each time it is done' });
  await form.getByLabel('Value ($)').fill('2');
  await form.getByLabel('Frequency').selectOption('WEEKLY');
  await form.getByRole('button', { name: 'Add Task' }).click();
  const row = phone.getByRole('listitem').filter({ hasText: CHORE });
  await expect(row).toContainText("Leo's turn, then Maya");

  // A board showing the list, ticked from the wall.
  const lists = await callApi<{ id: number; name: string }[]>(phone, 'GET', '/api/task-lists');
  const list = lists.find((entry) => entry.name === 'Chores')!;
  const [chore] = await callApi<TaskItem[]>(phone, 'GET', `/api/task-lists/${list.id}/items`);
  expect(lists).toHaveLength(1);
  expect(chore).toMatchObject({ task: CHORE, rotation: { mode: 'turns' } });
  // More of the family's chores, so the board shows everyone's colours.
  const people = await callApi<{ id: number; name: string }[]>(phone, 'GET', '/api/people');
  const idOf = (name: string) => people.find((person) => person.name === name)!.id;
  const daily = { freq: 'DAILY' };
  for (const task of [
    { task: 'Feed the cat', assigneeId: idOf('Leo'), repeatConfig: daily, value: 0.5 },
    { task: 'Tidy your room', assigneeId: idOf('Maya'), repeatConfig: daily, value: 0.5 },
    { task: 'Water the plants', assigneeId: idOf('Anna'), repeatConfig: { freq: 'WEEKLY' } },
    { task: 'Wash the car', value: 5, rotation: { mode: 'grabs', peopleIds: [idOf('Leo'), idOf('Maya')] } },
  ]) {
    await callApi(phone, 'POST', `/api/task-lists/${list.id}/items`, task);
  }
  const banks = await callApi<{ id: number; name: string }[]>(phone, 'GET', '/api/piggy-banks');
  const listComponent = createComponent('list', 'chores');
  const listOf = (id: string, personId: number | null, viewType: 'list' | 'card') => ({
    ...listComponent,
    id,
    listId: list.id,
    listViewType: viewType,
    listConfig: {
      ...listComponent.listConfig,
      listId: list.id,
      viewType,
      personId,
      features: { ...listComponent.listConfig.features, enableTaskFeatures: true, enableRecurrence: true },
      showValueOnCard: true,
    },
  });
  const bankCard = (id: string, name: string, y: number) => ({
    ...createComponent('piggy-bank', id),
    x: 1380,
    y,
    width: 480,
    height: 220,
    piggyBankId: banks.find((bank) => bank.name === name)!.id,
  });
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      { ...listOf('chores', null, 'list'), x: 60, y: 60, width: 760, height: 960, headerText: 'Chores' },
      {
        ...listOf('maya', idOf('Maya'), 'card'),
        x: 860,
        y: 60,
        width: 480,
        height: 600,
        headerText: "Maya's jobs",
      },
      bankCard('leo-bank', "Leo's bank", 60),
      bankCard('maya-bank', "Maya's bank", 320),
    ],
  });

  const { tv, tvContext } = await pairTv(browser, phone, board.id, { name: 'Kitchen' });

  // The wall shows the chore in Leo's colour: it is his turn.
  const onTv = tv.locator('[data-component-id="chores"]').getByRole('listitem').filter({ hasText: CHORE });
  await expect(onTv).toContainText('Leo');
  await expect(onTv).toContainText('then Maya');
  await expect(onTv).toHaveCSS('border-left-color', 'rgb(30, 136, 229)');
  await expect(onTv.locator('.person-badge')).toHaveCSS('background-color', 'rgb(30, 136, 229)');
  // Maya's own board shows her chores and what she may grab, not Leo's turn.
  const mayas = tv.locator('[data-component-id="maya"]');
  await expect(mayas).toContainText('Tidy your room');
  await expect(mayas).toContainText('Wash the car');
  await expect(mayas).not.toContainText(CHORE);
  await expect(mayas).not.toContainText('Feed the cat');
  await picture(tv, 'board-people-colours', { docs: true });

  // Leo ticks it on the wall: once its five seconds to undo pass, it waits for a parent.
  await onTv.getByRole('button', { name: `Complete ${CHORE}` }).click();
  await expect(tv.getByRole('button', { name: `Undo: Completed ${CHORE}` })).toBeVisible();
  await tv.clock.fastForward(5_000);
  await expect(onTv).toContainText('Waiting for OK');
  await expect(onTv.getByRole('button', { name: `Complete ${CHORE}` })).toHaveCount(0);
  const leoBank = async () =>
    (await callApi<{ id: number; name: string }[]>(phone, 'GET', '/api/piggy-banks')).find(
      (bank) => bank.name === "Leo's bank",
    )!.id;
  const bankId = await leoBank();
  expect((await callApi<PiggyBankDetails>(phone, 'GET', `/api/piggy-banks/${bankId}`)).balance).toBe(0);

  // The phone shows a badge, and the parent approves from the queue on the Tasks page.
  await phone.goto('/app/people');
  await phone.getByRole('button', { name: 'Menu' }).click();
  const tasksLink = phone.getByRole('link', { name: /^Tasks\W+1 waiting for your OK$/ });
  await expect(tasksLink).toBeVisible();
  await tasksLink.click();
  const queue = phone.getByRole('region', { name: /Waiting for your OK/ });
  await expect(queue).toContainText(CHORE);
  await expect(queue).toContainText("$2.00 to Leo's bank");
  expect(await axeFindings(phone)).toEqual([]);
  await picture(phone, 'approvals-phone', { docs: true });
  await queue.getByRole('button', { name: `Approve ${CHORE} by Leo` }).click();
  await expect(phone.getByText("Approved: $2.00 went to Leo's bank, now $2.00.")).toBeVisible();

  // Paid once: a second approval (another tab, another parent) is refused and pays nothing.
  const approvals = await callApi<unknown[]>(phone, 'GET', '/api/task-approvals');
  expect(approvals).toEqual([]);
  const details = await callApi<PiggyBankDetails>(phone, 'GET', `/api/piggy-banks/${bankId}`);
  expect(details.balance).toBe(2);
  expect(details.transactions.filter((entry) => entry.reason === `Task: ${CHORE}`)).toHaveLength(1);

  // The wall shows this week done; next week's chore is Maya's, and on her board.
  await expect(onTv).toContainText('Done');
  await expect(mayas).toContainText(CHORE);
  await expect(onTv).toContainText('Maya');
  await expect(onTv).toHaveCSS('border-left-color', 'rgb(216, 27, 96)');
  const moved = (await callApi<TaskItem[]>(phone, 'GET', `/api/task-lists/${list.id}/items`)).find(
    (item) => item.task === CHORE,
  );
  const nextWeek = moved!.dueDate!;
  expect(moved!.rotation).toMatchObject({ upId: expect.any(Number) });
  await tv.clock.setFixedTime(new Date(`${nextWeek}T12:00:00`));
  await tv.reload();
  await expect(onTv.locator('time')).toHaveText('Due today');
  await expect(onTv).toContainText('Maya');
  await expect(onTv).toContainText('then Leo');
  await expect(onTv.locator('.person-badge')).toHaveCSS('background-color', 'rgb(216, 27, 96)');
  await expect(onTv.getByRole('button', { name: `Complete ${CHORE}` })).toBeVisible();
  expect(MAYA_PINK).not.toBe(LEO_BLUE);

  await picture(phone, 'phone-approved', { fullPage: true });
  await tvContext.close();
});
