import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { type SavedScreen, type WireScreen, wireScreenSchema } from '../../common/schemas/screen';
import { SCREEN_DOCUMENT_VERSION } from '../../common/schemas/screen-document';

/**
 * Screens and templates saved by earlier builds sit in families' databases as they were written:
 * documents with no version, in older shapes. They open, and read the same, through the API.
 */

const at = '2025-03-01T08:00:00.000Z';

/** A board as builds before screen care wrote it: no version, legacy component shapes, a stray timer. */
const oldDocument = {
  components: [
    'menu',
    { id: 'p', type: 'piggybank', x: 10, y: 10, width: 200, height: 150 },
    {
      id: 'k',
      type: 'clock',
      x: 400,
      y: 20,
      width: 260,
      height: 120,
      timezone: 'Europe/London',
      hour12: false,
    },
    { id: 'x', type: 'aquarium', x: 0, y: 0, width: 100, height: 100 },
  ],
  background: { type: 'image', url: 'https://example.com/old.jpg', color: '#202020', opacity: 4 },
  timer: { enabled: true, durationSeconds: 0 },
  activeLayoutPreset: 'ipad_portrait',
  customDimensions: { widthPx: 1280, heightPx: 720 },
};

/** A board of the build just before documents carried a version: every field of its day. */
const lastUnversioned = {
  components: [{ id: 't', type: 'text', x: 50, y: 60, width: 300, height: 100, textContent: 'Hello' }],
  background: { type: 'color', url: null, color: '#abcdef', opacity: 0.5, credit: null },
  timer: { enabled: true, durationSeconds: 120 },
  care: { shift: false, dimAtNight: true, dimFrom: '21:00', dimTo: '07:00', dimBrightness: 0.4 },
  lookOnly: true,
  activeLayoutPreset: 'custom',
  customDimensions: { widthPx: 1024, heightPx: 768 },
};

/** What both read as, field by field: the older one brought forward with today's defaults. */
function expectOldBoard(screen: WireScreen) {
  expect(wireScreenSchema.parse(screen)).toEqual(screen);
  expect(screen.components.map((component) => [component.id, component.type])).toEqual([
    ['component-1', 'menu'],
    ['p', 'piggy-bank'],
    ['k', 'clock'],
  ]);
  const [menu, , clock] = screen.components;
  expect(menu.type === 'menu' && menu.menuConfig.daysToDisplay).toBe(3);
  expect(clock.type === 'clock' && clock.clockConfig).toEqual({
    timezone: 'Europe/London',
    hour12: false,
    showSeconds: false,
  });
  expect(screen.background).toEqual({
    type: 'image',
    url: 'https://example.com/old.jpg',
    color: '#202020',
    opacity: 1,
    credit: null,
  });
  expect(screen.timer).toEqual({ enabled: false, durationSeconds: 0 });
  expect(screen.care).toEqual({
    shift: true,
    dimAtNight: false,
    dimFrom: '22:00',
    dimTo: '06:30',
    dimBrightness: 0.35,
  });
  expect(screen.lookOnly).toBe(false);
  expect(screen.activeLayoutPreset).toBe('ipad_portrait');
  expect(screen.customDimensions).toEqual({ widthPx: 1280, heightPx: 720 });
}

function expectLastUnversioned(screen: Partial<WireScreen>) {
  expect(screen.components).toMatchObject([{ id: 't', type: 'text', x: 50, y: 60, textContent: 'Hello' }]);
  const { components: _components, ...rest } = lastUnversioned;
  expect(screen).toMatchObject(rest);
}

describe.each(dialects)('screens saved by earlier builds on %s', (dialect) => {
  let t: TestApp;
  let agent: Agent;
  let familyId: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ agent, familyId } = await makeSignedInFamily(t));
  });
  afterAll(() => t.close());

  async function storeScreen(name: string, document: unknown, position: number): Promise<number> {
    const row = await t.database.handle.db
      .insertInto('screens')
      .values({
        family_id: familyId,
        name,
        document: JSON.stringify(document),
        version: 5,
        position,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function read<T>(response: Promise<{ statusCode: number; body: string }>, status = 200): Promise<T> {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return JSON.parse(answer.body) as T;
  }

  it('opens an unversioned board in an older shape, and it reads the same once saved again', async () => {
    const id = await storeScreen('Hall', oldDocument, 0);
    const opened = await read<WireScreen>(agent.get(`/api/screens/${id}`));
    expect(opened).toMatchObject({ id, name: 'Hall', version: 5, position: 0, createdAt: at, updatedAt: at });
    expectOldBoard(opened);
    const listed = await read<WireScreen[]>(agent.get('/api/screens'));
    expect(listed.find((screen) => screen.id === id)).toEqual(opened);

    // The editor saves back what it opened: the board stays as it read.
    const { id: _id, position: _position, createdAt: _createdAt, updatedAt: _updatedAt, ...sent } = opened;
    const saved = await read<WireScreen>(agent.put(`/api/screens/${id}`, sent));
    expect(saved.version).toBe(6);
    expectOldBoard(saved);
    expectOldBoard(await read<WireScreen>(agent.get(`/api/screens/${id}`)));
    // Saved again, it is stored at today's document version and needs no upgrade to be read.
    const row = await t.database.handle.db
      .selectFrom('screens')
      .select('document')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.document)).toMatchObject({ documentVersion: SCREEN_DOCUMENT_VERSION });
  });

  it('keeps every field of a board saved just before documents carried a version', async () => {
    const id = await storeScreen('Kitchen', lastUnversioned, 1);
    const opened = await read<WireScreen>(agent.get(`/api/screens/${id}`));
    expectLastUnversioned(opened);

    // A client that leaves out screen care and look only keeps them, as before.
    const { care: _care, lookOnly: _lookOnly, ...withoutNewer } = lastUnversioned;
    const saved = await read<WireScreen>(agent.put(`/api/screens/${id}`, { ...withoutNewer, version: 5 }));
    expectLastUnversioned(saved);
  });

  it('lists and loads an unversioned template, with or without a name of its own', async () => {
    const rows = await t.database.handle.db
      .insertInto('saved_screens')
      .values([
        { family_id: familyId, name: 'Old hall', screen_data: JSON.stringify(oldDocument), created_at: at },
        {
          family_id: familyId,
          name: 'Old kitchen',
          screen_data: JSON.stringify({ ...lastUnversioned, name: '  Kitchen  ' }),
          created_at: at,
        },
      ])
      .returning('id')
      .execute();
    const templates = await read<SavedScreen[]>(agent.get('/api/saved-screens'));
    const [hall, kitchen] = rows.map(({ id }) => templates.find((template) => template.id === id));
    expect(hall).toMatchObject({ name: 'Old hall', createdAt: at });
    expect(hall?.screenData).not.toHaveProperty('name');
    expect(kitchen?.screenData).toMatchObject({ name: 'Kitchen' });
    expectLastUnversioned(kitchen?.screenData ?? {});

    const loaded = await read<WireScreen>(agent.post(`/api/screens/load-from-saved/${hall?.id}`), 201);
    expect(loaded.name).toBe('Old hall');
    expectOldBoard(loaded);
  });
});
