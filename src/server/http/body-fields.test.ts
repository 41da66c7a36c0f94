import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { createComponent } from '../../common/schemas/component';
import { localTimeZone } from '../../common/time-zone';
import { WIDGET_TYPES } from '../../widgets/registry';

/**
 * Every field of every request body, given what a hostile or broken client sends: text neither
 * database can store, and numbers at the edges of the columns they land in. The answer is never a
 * 5xx, and bad text is refused naming its field.
 */
const BAD_TEXT = ['nul\u0000byte', 'lone \ud83d surrogate', '\udc00'];
const EDGE_NUMBERS = [2 ** 31, 2 ** 53, -1];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

function leaves(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => leaves(entry, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => leaves(entry, [...path, key]));
  }
  return [path];
}

function withValueAt(value: Json, path: Path, replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[head as string] = withValueAt(copy[head as string] as Json, rest, replacement);
  return copy as Json;
}

interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  body: () => Json;
  /** Sent from a browser of its own, so signing in does not change whose family the others write to. */
  signsIn?: true;
  /** Keeps state that a successful write moves on (a screen's version). */
  after?: (answer: Record<string, unknown>) => void;
}

describe.each(dialects)('every body field on %s', (dialect) => {
  let t: TestApp;
  let agent: Agent;
  let familyEmail: string;
  const ids: Record<string, number> = {};
  let screenVersion = 1;
  const screenOrder: number[] = [];
  let dueDate: string;

  const components = () =>
    WIDGET_TYPES.map((type, index) => {
      const component = createComponent(type, `c-${type}`);
      // One component carries every style field; the others keep only their own fields.
      return (index === 0 ? component : { ...component, style: {} }) as unknown as Json;
    });

  const routes: Record<string, WriteRoute> = {
    signup: {
      method: 'POST',
      url: () => '/api/signup',
      body: () => ({
        email: uniqueEmail(),
        password: PASSWORD,
        family: 'The Parks',
        timeZone: 'Europe/Berlin',
        language: 'de',
        currency: 'EUR',
      }),
      signsIn: true,
    },
    login: {
      method: 'POST',
      url: () => '/api/login',
      body: () => ({ email: familyEmail, password: PASSWORD }),
      signsIn: true,
    },
    family: {
      method: 'PATCH',
      url: () => '/api/family',
      body: () => ({ name: 'The Parks', timeZone: localTimeZone(), language: 'en-US', currency: 'USD' }),
    },
    account: {
      method: 'PATCH',
      url: () => '/api/account',
      body: () => ({ language: 'de' }),
    },
    analytics: {
      method: 'POST',
      url: () => '/api/analytics',
      body: () => ({ event: 'login', method: 'email', source: 'direct', path: '/login' }),
    },
    demoEmail: {
      method: 'POST',
      url: () => '/api/mailing-list/subscribe-demo',
      body: () => ({ email: uniqueEmail('demo') }),
    },
    device: {
      method: 'POST',
      url: () => `/api/tv-devices/${crypto.randomUUID()}/dimensions`,
      body: () => ({ widthPx: 1920, heightPx: 1080 }),
    },
    createScreen: {
      method: 'POST',
      url: () => '/api/screens',
      body: () => ({
        name: 'Hall',
        components: [createComponent('text', 't') as unknown as Json],
        background: { type: 'color', url: null, color: '#ffffff', opacity: 1 },
        timer: { enabled: false, durationSeconds: 0 },
        activeLayoutPreset: 'base',
        customDimensions: { widthPx: 1920, heightPx: 1080 },
      }),
      after: (answer) => {
        screenOrder.push(answer.id as number);
      },
    },
    saveScreen: {
      method: 'PUT',
      url: () => `/api/screens/${ids.screen}`,
      body: () => ({
        name: 'Kitchen',
        components: components(),
        background: { type: 'image', url: 'https://example.com/a.jpg', color: '#102030', opacity: 0.5 },
        timer: { enabled: true, durationSeconds: 60 },
        activeLayoutPreset: 'base',
        customDimensions: { widthPx: 1280, heightPx: 720 },
        version: screenVersion,
      }),
      after: (answer) => {
        screenVersion = answer.version as number;
      },
    },
    reorder: { method: 'POST', url: () => '/api/screens/reorder', body: () => ({ order: screenOrder }) },
    simpleForm: {
      method: 'POST',
      url: () => '/api/screens/simple',
      body: () => ({
        screenId: ids.screen!,
        version: screenVersion,
        name: 'Kitchen',
        choices: { menu: true, lists: true, piggyBank: true },
        listId: ids.taskList!,
        piggyBankBalance: 3,
      }),
      after: (answer) => {
        screenVersion = (answer.screen as { version: number }).version;
      },
    },
    template: {
      method: 'POST',
      url: () => '/api/saved-screens',
      body: () => ({ name: 'Template', screenData: { name: 'Inner', components: [] } }),
    },
    taskList: { method: 'POST', url: () => '/api/task-lists', body: () => ({ name: 'Chores' }) },
    renameTaskList: {
      method: 'PUT',
      url: () => `/api/task-lists/${ids.taskList}`,
      body: () => ({ name: 'Jobs' }),
    },
    task: {
      method: 'POST',
      url: () => `/api/task-lists/${ids.taskList}/items`,
      body: () => ({
        task: 'Feed the cat',
        assignee: 'Sam',
        value: 2.5,
        targetPiggyBankId: ids.piggyBank!,
        repeatConfig: {
          freq: 'MONTHLY',
          interval: 1,
          byweekday: ['MO'],
          bymonthday: null,
          bysetpos: 2,
          byweekdayForMonthlyNth: 'TU',
          bymonth: 3,
        },
      }),
    },
    editTask: {
      method: 'PUT',
      url: () => `/api/task-lists/${ids.taskList}/items/${ids.task}`,
      body: () => ({
        task: 'Walk the dog',
        assignee: 'Ada',
        value: '1.25',
        targetPiggyBankId: ids.piggyBank!,
      }),
    },
    complete: {
      method: 'POST',
      url: () => `/api/task-lists/${ids.taskList}/items/${ids.dailyTask}/complete`,
      body: () => ({ addToPiggyBank: true, dueDate }),
      after: (answer) => {
        dueDate = (answer.item as { dueDate: string }).dueDate;
      },
    },
    piggyBank: { method: 'POST', url: () => '/api/piggy-banks', body: () => ({ name: 'Sam', balance: 3 }) },
    personsBank: {
      method: 'POST',
      url: () => '/api/piggy-banks',
      body: () => ({ name: 'Leo', balance: 0, personId: ids.leo! }),
    },
    person: {
      method: 'POST',
      url: () => '/api/people',
      body: () => ({ name: 'Zoe', color: '#43a047', emoji: '🦊' }),
    },
    editPerson: {
      method: 'PATCH',
      url: () => `/api/people/${ids.leo}`,
      body: () => ({ name: 'Leo', color: '#1e88e5', emoji: '🦁' }),
    },
    rotatingTask: {
      method: 'POST',
      url: () => `/api/task-lists/${ids.taskList}/items`,
      body: () => ({
        task: 'Bins',
        repeatConfig: { freq: 'WEEKLY' },
        rotation: { mode: 'alternating', peopleIds: [ids.leo!, ids.maya!], startDay: '2030-05-03' },
      }),
    },
    assignedTask: {
      method: 'PUT',
      url: () => `/api/task-lists/${ids.taskList}/items/${ids.task}`,
      body: () => ({ task: 'Dishes', assigneeId: ids.leo! }),
    },
    swapTurns: {
      method: 'POST',
      url: () => `/api/task-lists/${ids.taskList}/items/${ids.turns}/rotation/swap`,
      body: () => ({ personId: null, dueDate: null }),
    },
    balance: {
      method: 'PUT',
      url: () => `/api/piggy-banks/${ids.piggyBank}`,
      body: () => ({ new_balance: 4 }),
    },
    singleBank: { method: 'POST', url: () => '/api/piggy-bank', body: () => ({ balance: 5 }) },
    savingsGoal: {
      method: 'PUT',
      url: () => `/api/piggy-banks/${ids.richBank}/goal`,
      body: () => ({ name: 'A new bike', amount: '40.50', photoId: null }),
    },
    takeOut: {
      method: 'POST',
      url: () => `/api/piggy-banks/${ids.richBank}/withdrawals`,
      body: () => ({ amount: 0.01, note: 'Sweets', kind: 'spend' }),
    },
    shoppingList: { method: 'POST', url: () => '/api/shopping-lists', body: () => ({ name: 'Groceries' }) },
    renameShoppingList: {
      method: 'PUT',
      url: () => `/api/shopping-lists/${ids.shoppingList}`,
      body: () => ({ name: 'Hardware' }),
    },
    shoppingItem: {
      method: 'POST',
      url: () => `/api/shopping-lists/${ids.shoppingList}/items`,
      body: () => ({ item: 'Milk' }),
    },
    menu: {
      method: 'POST',
      url: () => '/api/menu',
      body: () => ({ date: '2030-05-01', breakfast: 'Eggs', lunch: 'Soup', dinner: 'Tacos' }),
    },
    familyEvent: {
      method: 'POST',
      url: () => '/api/family-events',
      body: () => ({
        title: 'Swimming',
        start: '2030-05-01T16:00:00Z',
        end: '2030-05-01T17:00:00Z',
        personId: 3,
        notes: 'Lane 3',
        repeatConfig: { freq: 'WEEKLY', interval: 1, byweekday: ['WE'] },
        repeatUntil: '2030-07-01',
      }),
    },
    editFamilyEvent: {
      method: 'PUT',
      url: () => `/api/family-events/${ids.familyEvent}`,
      body: () => ({ title: 'Fair', allDay: true, start: '2030-05-02', end: '2030-05-04' }),
    },
    event: {
      method: 'POST',
      url: () => '/api/events',
      body: () => ({
        calendarId: 0,
        title: 'Swimming',
        start: '2030-05-01T16:00:00Z',
        end: '2030-05-01T17:00:00Z',
        notes: 'Lane 3',
        repeatConfig: { freq: 'WEEKLY', interval: 1, byweekday: ['WE'] },
        repeatUntil: '2030-07-01',
      }),
    },
    editEvent: {
      method: 'PUT',
      url: () => `/api/events/family:${ids.eventToEdit}:2030-05-03T09:00:00.000Z`,
      body: () => ({ title: 'Fair', allDay: true, start: '2030-05-02', end: '2030-05-04', scope: 'all' }),
    },
    calendarFeed: {
      method: 'POST',
      url: () => '/api/family/calendar-feed',
      body: () => ({ includeChores: true }),
    },
    menuIngredients: {
      method: 'POST',
      url: () => '/api/menu',
      body: () => ({
        date: '2030-05-02',
        breakfast: 'Toast',
        dinner: 'Tacos',
        ingredients: { breakfast: ['Bread'], dinner: ['Tortillas', 'Limes'] },
      }),
    },
    shoppingCategories: {
      method: 'PUT',
      url: () => '/api/shopping-categories',
      body: (): Json => ({ categories: [{ id: ids.category!, name: 'Dairy' }, { name: 'Bakery' }] }),
    },
    categorisedShoppingItem: {
      method: 'POST',
      url: () => `/api/shopping-lists/${ids.shoppingList}/items`,
      body: () => ({ item: 'Cheese', categoryId: ids.category! }),
    },
    shoppingItemCategory: {
      method: 'PUT',
      url: () => `/api/shopping-lists/${ids.shoppingList}/items/${ids.shoppingItem}/category`,
      body: () => ({ categoryId: ids.category! }),
    },
    tickShoppingItem: {
      method: 'PATCH',
      url: () => `/api/shopping-lists/${ids.shoppingList}/items/${ids.shoppingItem}`,
      body: () => ({ isComplete: true }),
    },
    menuIngredientsToList: {
      method: 'POST',
      url: () => `/api/shopping-lists/${ids.shoppingList}/menu-ingredients`,
      body: () => ({ from: '2030-04-29', to: '2030-05-05' }),
    },
    recipe: {
      method: 'POST',
      url: () => '/api/recipes',
      body: () => ({
        name: 'Pancakes',
        servings: 4,
        prepMinutes: 5,
        cookMinutes: 10,
        totalMinutes: 15,
        ingredients: [{ text: '200 g flour', quantity: 200, unit: 'g', name: 'flour' }],
        sections: [{ name: 'Batter', steps: ['Whisk for 2 minutes.'] }],
        tags: ['Breakfast'],
        notes: 'Rest the batter.',
        sourceUrl: 'https://example.com/pancakes',
        author: 'Sam',
      }),
    },
    menuRecipe: {
      method: 'POST',
      url: () => '/api/menu',
      body: () => ({
        date: '2030-05-03',
        dinner: 'Pancakes',
        recipes: { dinner: { recipeId: ids.recipe!, servings: 6 } },
      }),
    },
    alwaysAtHome: {
      method: 'PUT',
      url: () => '/api/recipes/always-at-home',
      body: () => ({ items: ['Salt', 'Oil'] }),
    },
    weatherPlace: {
      method: 'PUT',
      url: () => '/api/weather/place',
      body: () => ({ name: 'Springfield', latitude: 39.8, longitude: -89.64, units: 'fahrenheit' }),
    },
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ agent, email: familyEmail } = await makeSignedInFamily(t));
    ids.screen = (await agent.post('/api/screens', { name: 'Kitchen' })).json().id;
    ids.taskList = (await agent.post('/api/task-lists', { name: 'Chores' })).json().id;
    ids.piggyBank = (await agent.post('/api/piggy-banks', { name: 'Sam' })).json().id;
    ids.richBank = (await agent.post('/api/piggy-banks', { name: 'Sam', balance: 1000 })).json().id;
    ids.task = (await agent.post(`/api/task-lists/${ids.taskList}/items`, { task: 'Dishes' })).json().id;
    ids.shoppingList = (await agent.post('/api/shopping-lists', { name: 'Groceries' })).json().id;
    ids.familyEvent = (
      await agent.post('/api/family-events', { title: 'Dentist', start: '2030-05-01T09:00:00Z' })
    ).json().id;
    ids.eventToEdit = (
      await agent.post('/api/events', { calendarId: 0, title: 'Fair', start: '2030-05-03T09:00:00Z' })
    ).json().familyEventId;
    ids.shoppingItem = (
      await agent.post(`/api/shopping-lists/${ids.shoppingList}/items`, { item: 'Milk' })
    ).json().id;
    ids.category = (
      await agent.put('/api/shopping-categories', { categories: [{ name: 'Dairy' }] })
    ).json()[0].id;
    ids.leo = (await agent.post('/api/people', { name: 'Leo', color: '#1e88e5' })).json().id;
    ids.recipe = (await agent.post('/api/recipes', { name: 'Pancakes' })).json().id;
    ids.maya = (await agent.post('/api/people', { name: 'Maya', color: '#d81b60' })).json().id;
    ids.turns = (
      await agent.post(`/api/task-lists/${ids.taskList}/items`, {
        task: 'Bins',
        repeatConfig: { freq: 'WEEKLY' },
        rotation: { mode: 'turns', peopleIds: [ids.leo, ids.maya] },
      })
    ).json().id;
    const daily = (
      await agent.post(`/api/task-lists/${ids.taskList}/items`, {
        task: 'Make the bed',
        value: 0.5,
        targetPiggyBankId: ids.piggyBank,
        repeatConfig: { freq: 'DAILY', interval: 1 },
      })
    ).json();
    ids.dailyTask = daily.id;
    dueDate = daily.dueDate;
    screenOrder.push(ids.screen!);
  });
  afterAll(() => t.close());

  async function send(route: WriteRoute, body: Json) {
    const client = route.signsIn ? new Agent(t.app) : agent;
    const response = await client.request(route.method, route.url(), body as Record<string, unknown>);
    if (response.statusCode < 300) route.after?.(response.json());
    return response;
  }

  it.each(Object.keys(routes))(
    '%s: bad text is refused naming its field, and nothing answers 5xx',
    async (name) => {
      const route = routes[name]!;
      expect((await send(route, route.body())).statusCode, 'the sample body itself').toBeLessThan(300);
      const failures: string[] = [];
      for (const path of leaves(route.body())) {
        const field = String(path.filter((segment) => typeof segment === 'string').at(-1));
        for (const bad of [...BAD_TEXT, ...EDGE_NUMBERS]) {
          const response = await send(route, withValueAt(route.body(), path, bad));
          const where = `${path.join('.')} = ${JSON.stringify(bad)}`;
          if (response.statusCode >= 500) failures.push(`${where}: ${response.statusCode} ${response.body}`);
          if (typeof bad === 'string') {
            const error = String(response.json().error);
            if (response.statusCode !== 400 || !error.includes(field)) {
              failures.push(`${where}: ${response.statusCode} ${error}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('refuses ids that no row can have in every URL, with 404', async () => {
    const urls = [
      '/api/screens/{id}',
      '/api/task-lists/{id}/items',
      '/api/task-lists/1/items/{id}',
      '/api/piggy-banks/{id}',
      '/api/shopping-lists/{id}/items',
    ];
    for (const template of urls) {
      for (const id of ['2147483648', '9007199254740992', '-1', '0', '1e3']) {
        const response = await agent.get(template.replace('{id}', id));
        expect(response.statusCode, `${template} ${id}`).toBe(404);
      }
    }
    const put = await agent.put(
      '/api/screens/2147483648',
      routes.saveScreen!.body() as Record<string, unknown>,
    );
    expect(put.statusCode).toBe(404);
  });

  it('refuses bad text in query strings too', async () => {
    const response = await agent.get('/api/menu?from=2030-01-01%00');
    expect(response.statusCode).toBe(400);
  });

  it('leaves everything the family saved readable afterwards', async () => {
    for (const url of [
      '/api/screens',
      `/api/screens/${ids.screen}`,
      '/api/saved-screens',
      '/api/task-lists',
      `/api/task-lists/${ids.taskList}/items`,
      '/api/piggy-banks',
      `/api/piggy-banks/${ids.piggyBank}`,
      '/api/piggy-bank',
      '/api/shopping-lists',
      `/api/shopping-lists/${ids.shoppingList}/items`,
      '/api/menu',
      '/api/shopping-categories',
      '/api/tv-devices',
    ]) {
      expect((await agent.get(url)).statusCode, url).toBe(200);
    }
  });
});
