import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { createComponent } from '../../common/schemas/component';
import type { SavedScreen, WireScreen } from '../../common/schemas/screen';
import { widgetFor } from '../../widgets/registry';

const STALE = 'This screen was changed somewhere else. Loading the latest version.';
const BAD_ORDER = 'The order must list each of your screens once.';

/** A board as the editor saves it: complete components with per-preset layouts and changed styles. */
function styledComponents() {
  const text = createComponent('text', 'text-1');
  const clock = createComponent('clock', 'clock-1', [text]);
  return [
    {
      ...text,
      headerText: 'Tonight',
      textContent: 'Pizza night 🍕\nBring napkins',
      layouts: {
        ipad_portrait: { x: 20, y: 40, width: 300, height: 120, fontSize: 14, isVisible: true },
        custom: { x: 0, y: 0, width: 200, height: 80, headerFontSize: 10, isVisible: false },
      },
      style: { ...text.style, borderRadius: 24, fontColor: '#1d4ed8', addBoxShadow: true, boxShadowBlur: 12 },
    },
    {
      ...clock,
      x: 600,
      y: 80,
      isLocked: true,
      clockConfig: { timezone: 'Europe/London' as const, hour12: false, showSeconds: true },
      layouts: { tv_16_9: { x: 610, y: 90, width: 260, height: 110 } },
      style: { ...clock.style, fontFamily: 'Lora', opacity: 0.75, bgColor: 'rgb(10, 20, 30)' },
    },
  ];
}

function styledScreen(name = 'Kitchen') {
  return {
    name,
    components: styledComponents(),
    background: {
      type: 'image' as const,
      url: 'https://example.com/sunrise.jpg',
      color: '#102030',
      opacity: 0.8,
      credit: {
        photographer: 'Ana Lima',
        photographerUrl: 'https://example.com/@ana-lima',
        photoUrl: 'https://example.com/photo/sunrise-1/',
      },
    },
    timer: { enabled: true, durationSeconds: 90 },
    care: { shift: false, dimAtNight: true, dimFrom: '21:00', dimTo: '07:15', dimBrightness: 0.5 },
    lookOnly: true,
    activeLayoutPreset: 'ipad_portrait' as const,
    customDimensions: { widthPx: 1280, heightPx: 720 },
  };
}

/** The fields a client edits and sends back on PUT. */
function editable(screen: WireScreen) {
  const { id: _id, position: _position, createdAt: _createdAt, updatedAt: _updatedAt, ...document } = screen;
  return document;
}

async function createScreen(agent: Agent, body: Record<string, unknown>): Promise<WireScreen> {
  const response = await agent.post('/api/screens', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listScreens(agent: Agent): Promise<WireScreen[]> {
  const response = await agent.get('/api/screens');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function saveTemplate(agent: Agent, name: string, screenData: unknown): Promise<SavedScreen> {
  const response = await agent.post('/api/saved-screens', { name, screenData } as Record<string, unknown>);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe.each(dialects)('screens API on %s', (dialect) => {
  let t: TestApp;
  let core: TestApp;
  beforeAll(async () => {
    [t, core] = await Promise.all([
      buildTestApp(dialect),
      buildTestApp(dialect, { LUNO_DEFAULT_TIER: 'core' }),
    ]);
  });
  afterAll(() => Promise.all([t.close(), core.close()]));

  it('answers 401 without a session and 403 when the subscription is not active', async () => {
    const anonymous = new Agent(t.app);
    for (const [method, url] of [
      ['GET', '/api/screens'],
      ['GET', '/api/screens/1'],
      ['POST', '/api/screens'],
      ['PUT', '/api/screens/1'],
      ['DELETE', '/api/screens/1'],
      ['POST', '/api/screens/reorder'],
      ['GET', '/api/saved-screens'],
      ['POST', '/api/saved-screens'],
      ['DELETE', '/api/saved-screens/1'],
      ['POST', '/api/screens/load-from-saved/1'],
    ]) {
      const response = await anonymous.request(method as string, url as string, {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'You must be logged in.', code: 'not_signed_in' });
    }

    const { agent, familyId } = await makeSignedInFamily(t);
    await t.database.handle.db
      .updateTable('families')
      .set({ subscription_status: 'canceled' })
      .where('id', '=', familyId)
      .execute();
    const lapsed = await agent.get('/api/screens');
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json()).toEqual({
      error: 'Your subscription is not active. Please choose a plan to continue.',
      code: 'subscription_inactive',
    });
    expect((await agent.post('/api/screens', { name: 'Hall' })).statusCode).toBe(403);
  });

  it('tags the board list and each board: a client holding the current version gets a 304 with no body, and any change a new tag', async () => {
    const { agent } = await makeSignedInFamily(t);
    const kitchen = await createScreen(agent, styledScreen('Kitchen'));
    await createScreen(agent, styledScreen('Hallway'));

    for (const url of ['/api/screens', `/api/screens/${kitchen.id}`]) {
      const first = await agent.get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await agent.request('GET', url, undefined, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      // Compressed, it is the same answer, with the same tag.
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await agent.request('GET', url, undefined, { 'accept-encoding': encoding });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.etag).toBe(etag);
        const bytes = packed.rawPayload;
        const text = (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
        expect(JSON.parse(text)).toEqual(first.json());
      }
    }

    const listTag = String((await agent.get('/api/screens')).headers.etag);
    const boardTag = String((await agent.get(`/api/screens/${kitchen.id}`)).headers.etag);
    const renamed = await agent.put(`/api/screens/${kitchen.id}`, {
      ...editable(kitchen),
      name: 'Kitchen TV',
    });
    expect(renamed.statusCode).toBe(200);
    for (const [url, tag] of [
      ['/api/screens', listTag],
      [`/api/screens/${kitchen.id}`, boardTag],
    ] as const) {
      const changed = await agent.request('GET', url, undefined, { 'if-none-match': tag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
      expect(JSON.stringify(changed.json())).toContain('Kitchen TV');
    }

    // Another family never gets this family's boards for a tag, nor a 304 for its own different list.
    const other = await makeSignedInFamily(t);
    const theirs = await other.agent.request('GET', '/api/screens', undefined, { 'if-none-match': listTag });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });

  it('creates screens filled with defaults at the end of the family order', async () => {
    const { agent } = await makeSignedInFamily(t);
    expect(await listScreens(agent)).toEqual([]);

    const first = await createScreen(agent, { name: '  Kitchen  ' });
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Kitchen',
      components: [],
      background: { type: 'color', url: null, color: '#ffffff', opacity: 1, credit: null },
      timer: { enabled: false, durationSeconds: 0 },
      care: { shift: true, dimAtNight: false, dimFrom: '22:00', dimTo: '06:30', dimBrightness: 0.35 },
      lookOnly: false,
      activeLayoutPreset: 'base',
      customDimensions: { widthPx: 1920, heightPx: 1080 },
      version: 1,
      position: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: first.createdAt,
    });
    const second = await createScreen(agent, { name: 'Hallway' });
    expect(second.position).toBe(1);

    expect(await listScreens(agent)).toEqual([first, second]);
    const fetched = await agent.get(`/api/screens/${second.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(second);
  });

  it('stores a board with layouts and styles and gives it back unchanged', async () => {
    const { agent } = await makeSignedInFamily(t);
    const board = styledScreen();
    const created = await createScreen(agent, board);
    expect(editable(created)).toEqual({ ...board, version: 1 });
    expect((await agent.get(`/api/screens/${created.id}`)).json()).toEqual(created);

    const moved = styledComponents().map((component) => ({ ...component, x: component.x + 10 }));
    const saved = await agent.put(`/api/screens/${created.id}`, { ...editable(created), components: moved });
    expect(saved.statusCode).toBe(200);
    const reread = (await agent.get(`/api/screens/${created.id}`)).json();
    expect(editable(reread)).toEqual({ ...board, components: moved, version: 2 });
  });

  it('answers 404 "Screen not found." for an unknown or malformed id', async () => {
    const { agent } = await makeSignedInFamily(t);
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '99999999999999999999']) {
      const response = await agent.get(`/api/screens/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'Screen not found.', code: 'not_found' });
    }
    const update = await agent.put('/api/screens/abc', { ...styledScreen(), version: 1 });
    expect(update.statusCode).toBe(404);
  });

  it('refuses invalid screens with a message that says what is wrong, and stores nothing', async () => {
    const { agent } = await makeSignedInFamily(t);
    const [text] = styledComponents();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Name cannot be empty.'],
      [{ name: '   ' }, 'Name cannot be empty.'],
      [{ components: [] }, 'Name cannot be empty.'],
      [{ name: 'A', components: [{ ...text, type: 'foo' }] }, 'Unknown component type: foo'],
      [
        { name: 'A', components: [{ ...text, style: { fontSize: 300 } }] },
        'Font size must be a number from 8 to 248.',
      ],
      [{ name: 'A', components: [{ ...text, width: 5 }] }, 'Width must be a number from 10 to 100000.'],
      [
        { name: 'A', background: { type: 'color', opacity: 1.5 } },
        'Background opacity must be a number from 0 to 1.',
      ],
      [
        { name: 'A', components: [{ ...text, textContent: 'x'.repeat(10_001) }] },
        'Text must be at most 10,000 characters.',
      ],
      [
        { name: 'A', components: Array.from({ length: 201 }, (_, i) => ({ ...text, id: `t${i}` })) },
        'A screen can hold at most 200 components.',
      ],
      [
        { name: 'A', customDimensions: { widthPx: 0, heightPx: 720 } },
        'Please enter valid positive numbers for custom dimensions.',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await agent.post('/api/screens', body);
      expect(response.statusCode, error).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    expect(await listScreens(agent)).toEqual([]);

    const screen = await createScreen(agent, { name: 'Kitchen' });
    const { version: _version, ...withoutVersion } = editable(screen);
    const missingVersion = await agent.put(`/api/screens/${screen.id}`, withoutVersion);
    expect(missingVersion.json()).toEqual({
      error: 'Screen version must be a whole number.',
      code: 'invalid_request',
    });
    const badComponent = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(screen),
      components: [{ ...text, type: 'foo' }],
    });
    expect(badComponent.statusCode).toBe(400);
    expect(badComponent.json()).toEqual({ error: 'Unknown component type: foo', code: 'invalid_request' });
    expect((await agent.get(`/api/screens/${screen.id}`)).json()).toEqual(screen);
  });

  it('accepts the simple form’s components: bare type names and {type: lists, listId}', async () => {
    const { agent } = await makeSignedInFamily(t);
    const screen = await createScreen(agent, {
      name: 'Simple',
      components: ['events', 'menu', 'shopping', { type: 'lists', listId: 3 }, { type: 'piggy-bank' }],
    });
    expect(screen.components.map((component) => component.type)).toEqual([
      'events',
      'menu',
      'shopping',
      'list',
      'piggy-bank',
    ]);
    expect(new Set(screen.components.map((component) => component.id)).size).toBe(5);
    expect(screen.components[3]).toMatchObject({ listId: 3, ...widgetFor('list').defaultSize });
    const saved = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(screen),
      components: [...screen.components, 'menu'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().components).toHaveLength(6);
    const unknown = await agent.post('/api/screens', { name: 'Bad', components: ['aquarium'] });
    expect(unknown.json()).toEqual({ error: 'Unknown component type: aquarium', code: 'invalid_request' });
  });

  it('copies a screen by posting its fields under a new name', async () => {
    const { agent } = await makeSignedInFamily(t);
    const original = await createScreen(agent, styledScreen('Kitchen'));
    await createScreen(agent, { name: 'Hallway' });
    const copy = await createScreen(agent, { ...original, name: 'Copy of Kitchen' });
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ ...editable(original), name: 'Copy of Kitchen', version: 1, position: 2 });
    expect((await listScreens(agent)).map((screen) => screen.name)).toEqual([
      'Kitchen',
      'Hallway',
      'Copy of Kitchen',
    ]);
  });

  it('saves the whole screen and raises its version; an omitted name is kept', async () => {
    const { agent } = await makeSignedInFamily(t);
    const screen = await createScreen(agent, { name: 'Kitchen' });
    const renamed = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(screen),
      name: 'Family room',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: screen.id, name: 'Family room', version: 2, position: 0 });

    const { name: _name, ...withoutName } = editable(renamed.json());
    const restyled = await agent.put(`/api/screens/${screen.id}`, {
      ...withoutName,
      background: { type: 'color', url: null, color: '#000000', opacity: 0.5 },
    });
    expect(restyled.json()).toMatchObject({
      name: 'Family room',
      version: 3,
      background: { type: 'color', color: '#000000', opacity: 0.5 },
    });
    expect((await agent.get(`/api/screens/${screen.id}`)).json()).toEqual(restyled.json());
  });

  it('keeps the photo library slideshow of a background and an image layer; boards without one have none', async () => {
    const { agent } = await makeSignedInFamily(t);
    const screen = await createScreen(agent, { name: 'Kitchen' });
    expect(screen.background.library).toBeUndefined();
    const library = { intervalSeconds: 12, order: 'in-order' };
    const saved = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(screen),
      background: { ...screen.background, type: 'image', library },
      components: [{ ...createComponent('image', 'photo'), library: { intervalSeconds: 40 } }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await agent.get(`/api/screens/${screen.id}`)).json() as WireScreen;
    expect(read.background.library).toEqual(library);
    expect(read.components[0]).toMatchObject({ library: { intervalSeconds: 40, order: 'shuffle' } });

    const tooFast = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(read),
      background: { ...read.background, library: { intervalSeconds: 1, order: 'shuffle' } },
    });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json()).toEqual({
      error: 'The slideshow interval must be a whole number of seconds from 5 to 3600.',
      code: 'invalid_request',
    });

    const off = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(read),
      background: { ...read.background, library: null },
    });
    expect(off.json().background.library).toBeNull();
  });

  it('keeps screen care: on by default for the shift, saved when sent, kept when a client leaves it out', async () => {
    const { agent } = await makeSignedInFamily(t);
    const screen = await createScreen(agent, { name: 'Kitchen' });
    expect(screen.care).toEqual({
      shift: true,
      dimAtNight: false,
      dimFrom: '22:00',
      dimTo: '06:30',
      dimBrightness: 0.35,
    });
    const care = { shift: false, dimAtNight: true, dimFrom: '21:30', dimTo: '07:00', dimBrightness: 0.2 };
    const saved = await agent.put(`/api/screens/${screen.id}`, { ...editable(screen), care });
    expect(saved.json().care).toEqual(care);

    const { care: _care, ...olderClient } = editable(saved.json());
    const kept = await agent.put(`/api/screens/${screen.id}`, { ...olderClient, name: 'Hall' });
    expect(kept.json()).toMatchObject({ name: 'Hall', care });

    const refused = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(kept.json()),
      care: { ...care, dimFrom: '25:00' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Night dimming times must be 24-hour times such as 22:00.');
    expect((await agent.get(`/api/screens/${screen.id}`)).json().care).toEqual(care);
  });

  it('keeps a board look only: off by default, saved when sent, kept when a client leaves it out', async () => {
    const { agent } = await makeSignedInFamily(t);
    const screen = await createScreen(agent, { name: 'Hall' });
    expect(screen.lookOnly).toBe(false);
    const saved = await agent.put(`/api/screens/${screen.id}`, { ...editable(screen), lookOnly: true });
    expect(saved.json().lookOnly).toBe(true);

    const { lookOnly: _lookOnly, ...olderClient } = editable(saved.json());
    const kept = await agent.put(`/api/screens/${screen.id}`, { ...olderClient, name: 'Landing' });
    expect(kept.json()).toMatchObject({ name: 'Landing', lookOnly: true });

    const refused = await agent.put(`/api/screens/${screen.id}`, {
      ...editable(kept.json()),
      lookOnly: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Look only must be true or false.');
    expect((await agent.get(`/api/screens/${screen.id}`)).json().lookOnly).toBe(true);
  });

  it('refuses a save from a stale version with 409 and the current screen, changing nothing', async () => {
    const { agent } = await makeSignedInFamily(t);
    const loaded = await createScreen(agent, { name: 'Kitchen' });
    const onPhone = await agent.put(`/api/screens/${loaded.id}`, {
      ...editable(loaded),
      name: 'From the phone',
    });
    expect(onPhone.statusCode).toBe(200);

    const fromLaptop = await agent.put(`/api/screens/${loaded.id}`, {
      ...editable(loaded),
      name: 'From the laptop',
      components: styledComponents(),
    });
    expect(fromLaptop.statusCode).toBe(409);
    expect(fromLaptop.json()).toEqual({ error: STALE, code: 'screen_changed', screen: onPhone.json() });
    expect((await agent.get(`/api/screens/${loaded.id}`)).json()).toEqual(onPhone.json());
  });

  it('lets exactly one of two concurrent saves from the same version win', async () => {
    const { agent } = await makeSignedInFamily(t);
    const loaded = await createScreen(agent, { name: 'Kitchen' });
    const [a, b] = await Promise.all([
      agent.put(`/api/screens/${loaded.id}`, { ...editable(loaded), name: 'Tablet' }),
      agent.put(`/api/screens/${loaded.id}`, { ...editable(loaded), name: 'Laptop' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a.json() : b.json();
    const loser = a.statusCode === 409 ? a.json() : b.json();
    expect(winner.version).toBe(2);
    expect(loser).toEqual({ error: STALE, code: 'screen_changed', screen: winner });
    expect((await agent.get(`/api/screens/${loaded.id}`)).json()).toEqual(winner);
  });

  it('deletes a screen and closes the gap in the order', async () => {
    const { agent } = await makeSignedInFamily(t);
    const kitchen = await createScreen(agent, { name: 'Kitchen' });
    const hallway = await createScreen(agent, { name: 'Hallway' });
    const bedroom = await createScreen(agent, { name: 'Bedroom' });

    const deleted = await agent.delete(`/api/screens/${hallway.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await agent.get(`/api/screens/${hallway.id}`)).statusCode).toBe(404);
    const remaining = await listScreens(agent);
    expect(remaining.map((screen) => [screen.id, screen.position])).toEqual([
      [kitchen.id, 0],
      [bedroom.id, 1],
    ]);
    expect((await createScreen(agent, { name: 'Porch' })).position).toBe(2);

    const again = await agent.delete(`/api/screens/${hallway.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Screen not found.', code: 'not_found' });
  });

  it('reorders screens only when the order lists each of them once', async () => {
    const { agent } = await makeSignedInFamily(t);
    const a = await createScreen(agent, { name: 'A' });
    const b = await createScreen(agent, { name: 'B' });
    const c = await createScreen(agent, { name: 'C' });

    const reordered = await agent.post('/api/screens/reorder', { order: [c.id, a.id, b.id] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json()).toEqual({ success: true });
    const names = async () => (await listScreens(agent)).map((screen) => `${screen.name}${screen.position}`);
    expect(await names()).toEqual(['C0', 'A1', 'B2']);

    const refused: [unknown, string][] = [
      [[c.id, a.id], BAD_ORDER],
      [[], BAD_ORDER],
      [[c.id, a.id, b.id, a.id], 'Each screen can appear only once in the order.'],
      ['C,A,B', 'The screen order must be a list of screen ids.'],
    ];
    for (const [order, error] of refused) {
      const response = await agent.post('/api/screens/reorder', { order });
      expect(response.statusCode, JSON.stringify(order)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    expect(await names()).toEqual(['C0', 'A1', 'B2']);

    // Ids written as text, as a client holding them in a string-keyed map may send them.
    const asText = await agent.post('/api/screens/reorder', {
      order: [String(b.id), String(c.id), String(a.id)],
    });
    expect(asText.statusCode).toBe(200);
    expect(await names()).toEqual(['B0', 'C1', 'A2']);
  });

  it('saves, lists, loads and deletes templates', async () => {
    const { agent } = await makeSignedInFamily(t);
    expect((await agent.get('/api/saved-screens')).json()).toEqual([]);
    const source = await createScreen(agent, styledScreen('Kitchen'));

    const template = await saveTemplate(agent, 'Morning board', editable(source));
    const { version: _version, ...screenData } = editable(source);
    expect(template).toEqual({
      id: expect.any(Number),
      name: 'Morning board',
      screenData,
      createdAt: expect.any(String),
    });
    expect('id' in template.screenData).toBe(false);
    const withId = await saveTemplate(agent, 'Copy with id', { ...screenData, id: source.id });
    expect('id' in withId.screenData).toBe(false);
    expect((await agent.get('/api/saved-screens')).json()).toEqual([template, withId]);

    const loaded = await agent.post(`/api/screens/load-from-saved/${template.id}`);
    expect(loaded.statusCode).toBe(201);
    const screen: WireScreen = loaded.json();
    expect(screen.id).not.toBe(source.id);
    expect(screen).toMatchObject({ ...screenData, name: 'Morning board', version: 1, position: 1 });
    expect((await agent.get(`/api/screens/${screen.id}`)).json()).toEqual(screen);

    const deleted = await agent.delete(`/api/saved-screens/${template.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await agent.get('/api/saved-screens')).json()).toEqual([withId]);
    const again = await agent.delete(`/api/saved-screens/${template.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Saved screen not found.', code: 'not_found' });
    const loadDeleted = await agent.post(`/api/screens/load-from-saved/${template.id}`);
    expect(loadDeleted.statusCode).toBe(404);
    expect(loadDeleted.json()).toEqual({ error: 'Saved screen not found.', code: 'not_found' });
  });

  it('refuses a template without a name or with an invalid board', async () => {
    const { agent } = await makeSignedInFamily(t);
    const [text] = styledComponents();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', screenData: {} }, 'Saved screen name cannot be empty.'],
      [{ screenData: {} }, 'Saved screen name cannot be empty.'],
      [
        { name: 'Board', screenData: { components: [{ ...text, type: 'foo' }] } },
        'Unknown component type: foo',
      ],
      [
        { name: 'Board', screenData: { timer: { enabled: true, durationSeconds: -5 } } },
        'The screen timer must be a whole number of seconds, at most 24 hours.',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await agent.post('/api/saved-screens', body);
      expect(response.statusCode, error).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    expect((await agent.get('/api/saved-screens')).json()).toEqual([]);
  });

  it("enforces the plan's screen limit on create, copy and load-from-saved", async () => {
    const { agent } = await makeSignedInFamily(core);
    const first = await createScreen(agent, styledScreen('Kitchen'));
    await createScreen(agent, { name: 'Hallway' });
    const template = await saveTemplate(agent, 'Morning board', editable(first));

    const limitReached = {
      error: "You've reached your screen limit of 2 for the Core plan.",
      code: 'screen_limit',
      limit: 2,
      tier: 'core',
    };
    for (const attempt of [
      () => agent.post('/api/screens', { name: 'Porch' }),
      () => agent.post('/api/screens', { ...first, name: 'Copy of Kitchen' }),
      () => agent.post(`/api/screens/load-from-saved/${template.id}`),
    ]) {
      const response = await attempt();
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(limitReached);
    }
    expect(await listScreens(agent)).toHaveLength(2);

    expect((await agent.delete(`/api/screens/${first.id}`)).statusCode).toBe(204);
    expect((await agent.post(`/api/screens/load-from-saved/${template.id}`)).statusCode).toBe(201);
  });

  it('lets only as many concurrent creates succeed as the plan allows', async () => {
    const { agent } = await makeSignedInFamily(core);
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => agent.post('/api/screens', { name })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 403, 403]);
    const screens = await listScreens(agent);
    expect(screens.map((screen) => screen.position)).toEqual([0, 1]);
  });

  it("never shows or changes another family's screens and templates", async () => {
    const owner = await makeSignedInFamily(t);
    const screen = await createScreen(owner.agent, styledScreen('Kitchen'));
    const template = await saveTemplate(owner.agent, 'Morning board', editable(screen));
    const { agent: stranger } = await makeSignedInFamily(t);
    const own = await createScreen(stranger, { name: 'Mine' });

    const notFound = { error: 'Screen not found.', code: 'not_found' };
    const attempts = [
      await stranger.get(`/api/screens/${screen.id}`),
      await stranger.put(`/api/screens/${screen.id}`, { ...editable(screen), name: 'Taken over' }),
      await stranger.delete(`/api/screens/${screen.id}`),
      await stranger.post('/api/screens/reorder', { order: [screen.id, own.id] }),
      await stranger.post('/api/screens/reorder', { order: [screen.id] }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    for (const response of [
      await stranger.delete(`/api/saved-screens/${template.id}`),
      await stranger.post(`/api/screens/load-from-saved/${template.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Saved screen not found.', code: 'not_found' });
    }

    expect(await listScreens(stranger)).toEqual([own]);
    expect((await stranger.get('/api/saved-screens')).json()).toEqual([]);
    expect(await listScreens(owner.agent)).toEqual([screen]);
    expect((await owner.agent.get('/api/saved-screens')).json()).toEqual([template]);
  });

  it("removes a family's screens and templates when its account is deleted", async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    const screen = await createScreen(agent, { name: 'Kitchen' });
    await saveTemplate(agent, 'Morning board', editable(screen));
    expect((await agent.post('/api/account/delete')).statusCode).toBe(200);

    const db = t.database.handle.db;
    const left = await Promise.all([
      db.selectFrom('screens').select('id').where('family_id', '=', familyId).execute(),
      db.selectFrom('saved_screens').select('id').where('family_id', '=', familyId).execute(),
    ]);
    expect(left).toEqual([[], []]);
  });
});
