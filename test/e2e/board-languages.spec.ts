import { expect, type Page, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

/** A family's board of money, chores, a clock and a month: what a display abroad shows first. */
async function moneyBoard(phone: Page, { balance, chore }: { balance: number; chore: number }) {
  const bank = await callApi<{ id: number }>(phone, 'POST', '/api/piggy-banks', { name: 'Leo', balance });
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', { name: 'Chores' });
  await callApi(phone, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Feed the cat', value: chore });
  const card = (type: Parameters<typeof createComponent>[0], id: string, box: object, fields: object) => ({
    ...createComponent(type, id),
    ...box,
    ...fields,
  });
  return callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      card('piggy-bank', 'bank', { x: 60, y: 60, width: 560, height: 300 }, { piggyBankId: bank.id }),
      card(
        'list',
        'chores',
        { x: 660, y: 60, width: 560, height: 300 },
        {
          listConfig: {
            ...createComponent('list', 'x').listConfig,
            listId: list.id,
            showValueOnCard: true,
          },
        },
      ),
      card(
        'clock',
        'clock',
        { x: 1260, y: 60, width: 600, height: 160 },
        { clockConfig: { timezone: 'Europe/Berlin', hour12: false, showSeconds: false } },
      ),
      card('calendar', 'month', { x: 60, y: 400, width: 1160, height: 620 }, { calendarViewType: 'month' }),
    ],
  });
}

test('a German family with euros sees its board in German: 1.234,50 €, German day names, a 24-hour clock', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(120_000);
  await signUp(phone, 'german', null);
  await callApi(phone, 'PATCH', '/api/family', { language: 'de', currency: 'EUR' });
  const board = await moneyBoard(phone, { balance: 1234.5, chore: 3 });

  // 13:05 on a Monday in Berlin.
  const { tv, tvContext } = await pairTv(browser, phone, board.id, {
    beforeLoad: async (page) => page.clock.setFixedTime(new Date('2026-11-23T12:05:00Z')),
  });
  const bank = tv.locator('[data-component-id="bank"]');
  await expect(bank).toContainText(/1\.234,50\s€/);
  const chores = tv.locator('[data-component-id="chores"]');
  await expect(chores).toContainText(/3,00\s€/);
  await expect(chores).toContainText('Feed the cat');
  await expect(tv.locator('[data-component-id="clock"] time')).toHaveText('13:05');
  const weekdays = tv.locator('[data-component-id="month"] .calendar-month__weekdays');
  // The month grid starts on Monday in German.
  await expect(weekdays.locator('span').first()).toHaveText('Mo');
  await expect(weekdays).toContainText('So');
  await expect(tv.locator('[data-component-id="month"] .calendar-month__title')).toHaveText('November 2026');
  await expect(tv.locator('body')).not.toContainText('$');
  await picture(tv, 'board-german-euros');
  await tvContext.close();
});

test('a Japanese family’s yen show without decimals', async ({ browser, page: phone }) => {
  test.setTimeout(120_000);
  await signUp(phone, 'japanese', null);
  await callApi(phone, 'PATCH', '/api/family', { language: 'ja', currency: 'JPY' });
  const board = await moneyBoard(phone, { balance: 1235, chore: 300 });
  const { tv, tvContext } = await pairTv(browser, phone, board.id);
  await expect(tv.locator('[data-component-id="bank"]')).toContainText(/[¥￥]1,235(?![.,\d])/);
  await expect(tv.locator('[data-component-id="chores"]')).toContainText(/[¥￥]300(?![.,\d])/);
  await expect(tv.locator('[data-component-id="month"] .calendar-month__weekdays span').first()).toHaveText(
    '日',
  );
  await picture(tv, 'board-japanese-yen');
  await tvContext.close();
});
