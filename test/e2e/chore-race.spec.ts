import { expect, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import type { TaskItem } from '../../src/common/schemas/tasks';
import { formatShortDay } from '../../src/web/data-ui/format';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

const CHORE = 'Empty the dishwasher';

test('the phone and the TV complete one weekly chore at once: it is paid once, and the TV shows it done until its next day', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'chore-race', null);
  const bank = await callApi<{ id: number }>(phone, 'POST', '/api/piggy-banks', { name: 'Emma', balance: 5 });
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', { name: 'Chores' });
  const chore = await callApi<TaskItem>(phone, 'POST', `/api/task-lists/${list.id}/items`, {
    task: CHORE,
    value: 2,
    targetPiggyBankId: bank.id,
    repeatConfig: { freq: 'WEEKLY' },
  });
  const listComponent = createComponent('list', 'chores');
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      {
        ...listComponent,
        x: 40,
        y: 40,
        width: 1000,
        height: 600,
        listId: list.id,
        listConfig: {
          ...listComponent.listConfig,
          listId: list.id,
          features: { ...listComponent.listConfig.features, enableTaskFeatures: true },
        },
      },
    ],
  });

  // The TV asks for a pairing and the phone confirms it through the API. The TV's clock is the
  // test's (pairTv installs it), so its tap's five seconds of undo end when the phone confirms.
  const { tv, tvContext } = await pairTv(browser, phone, board.id, { name: 'Living room' });

  // Both show the chore due today.
  const onTv = tv.locator('[data-component-id="chores"]');
  await expect(onTv.locator('time')).toHaveText('Due today');
  await expect(onTv.locator('time')).toHaveAttribute('datetime', chore.dueDate!);
  await phone.goto('/app/todos');
  const onPhone = phone.getByRole('listitem').filter({ hasText: CHORE });
  await expect(onPhone.locator('time')).toHaveText('Due today');

  // The TV's tap completes it once its five seconds of undo are over, just as the phone confirms.
  await onTv.getByRole('button', { name: `Complete ${CHORE}` }).click();
  await expect(tv.getByRole('button', { name: `Undo: Completed ${CHORE}` })).toBeVisible();
  await phone.getByRole('button', { name: `Complete ${CHORE}`, exact: true }).click();
  const phoneDialog = phone.getByRole('dialog', { name: 'Complete task?' });
  await expect(phoneDialog).toContainText(`(due ${formatShortDay(chore.dueDate!)})`);
  await Promise.all([
    tv.clock.fastForward(5_000),
    phoneDialog.getByRole('button', { name: 'Complete', exact: true }).click(),
  ]);

  // One of them was first; the other is told the chore was already completed.
  const onTvRefused = tv
    .getByRole('status')
    .getByText(`Could not complete ${CHORE}: This task was already completed.`);
  const onPhoneRefused = phoneDialog.getByText('Failed to complete task: This task was already completed.');
  await expect
    .poll(async () => (await onTvRefused.isVisible()) || (await onPhoneRefused.isVisible()))
    .toBe(true);
  if (await onTvRefused.isVisible()) {
    await expect(phoneDialog).toBeHidden();
    await tv.getByRole('button', { name: 'OK' }).click();
    await expect(onTvRefused).toBeHidden();
  } else {
    await expect(tv.getByRole('status').getByText('Could not complete')).toHaveCount(0);
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(phoneDialog).toBeHidden();
  }

  const next = new Date(`${chore.dueDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 7);
  const nextDue = next.toISOString().slice(0, 10);
  const details = await callApi<{ balance: number; transactions: { reason: string }[] }>(
    phone,
    'GET',
    `/api/piggy-banks/${bank.id}`,
  );
  expect(details.balance).toBe(7);
  expect(details.transactions.filter((entry) => entry.reason === `Task: ${CHORE}`)).toHaveLength(1);

  // The TV shows this week done and the next due day, and offers nothing to tap until then.
  await expect(onTv).toContainText('Done');
  await expect(onTv.locator('time')).toHaveText(`Next due ${formatShortDay(nextDue)}`);
  await expect(onTv.locator('time')).toHaveAttribute('datetime', nextDue);
  await expect(onTv.getByRole('button', { name: `Complete ${CHORE}` })).toHaveCount(0);
  // The phone, too; it may still complete next week's early.
  await expect(onPhone).toContainText('Done');
  await expect(onPhone.locator('time')).toHaveText(`Next due ${formatShortDay(nextDue)}`);
  await expect(phone.getByRole('button', { name: `Complete ${CHORE} early` })).toBeVisible();

  await picture(tv, 'tv');
  await picture(phone, 'phone', { fullPage: true });
  await tvContext.close();
});
