import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../../test/support/databases';
import { readScreen } from '../../../common/schemas/screen-document';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';
import { upgradeComponentText } from './0004-legible-text';

/** A text card as boards stored it before: every default of the time, and layouts the editor derived. */
function oldText(id: string, style: Record<string, unknown> = {}, layouts: Record<string, unknown> = {}) {
  return {
    id,
    type: 'text',
    x: 50,
    y: 50,
    width: 300,
    height: 100,
    headerText: 'Text',
    isLocked: false,
    zIndex: 0,
    layouts,
    textContent: 'Soccer at 4',
    style: {
      fontSize: 16,
      headerFontSize: 12,
      fontColor: '#222222',
      headerFontColor: '#222222',
      bgOpacity: 0,
      cardTaskFontSize: 16,
      cardValueFontSize: 24,
      calendarCardEventFontSize: 14,
      ...style,
    },
  };
}

const styleOf = (component: unknown) => (component as { style: Record<string, unknown> }).style;
const layoutsOf = (component: unknown) =>
  (component as { layouts: Record<string, Record<string, unknown>> }).layouts;

describe('upgrading a stored card to legible text', () => {
  it('gives a card the family never resized the new sizes, and leaves its dark text automatic', () => {
    const upgraded = upgradeComponentText(oldText('a'));
    expect(styleOf(upgraded)).toMatchObject({
      fontSize: 28,
      headerFontSize: 24,
      cardTaskFontSize: 28,
      cardValueFontSize: 32,
      calendarCardEventFontSize: 28,
    });
    expect(styleOf(upgraded)).not.toHaveProperty('fontColor');
    expect(styleOf(upgraded)).not.toHaveProperty('headerFontColor');
  });

  it('keeps sizes and colours the family chose', () => {
    const chosen = oldText('a', { fontSize: 40, fontColor: '#ff0000', cardTaskFontSize: 16 });
    const upgraded = upgradeComponentText(chosen);
    expect(styleOf(upgraded)).toMatchObject({
      fontSize: 40,
      headerFontSize: 12,
      fontColor: '#ff0000',
      cardTaskFontSize: 16,
    });
    const untouched = oldText('b', { fontSize: 40, fontColor: '#ff0000', headerFontColor: '#336699' });
    expect(upgradeComponentText(untouched)).toBe(untouched);
  });

  it('moves per-device sizes derived from the old defaults, and keeps one the family set', () => {
    const upgraded = upgradeComponentText(
      oldText(
        'a',
        {},
        {
          // Derived from the base: 16 x 0.53 and 12 x 0.53 (at least 8).
          ipad_landscape: { x: 30, y: 40, width: 160, height: 70, fontSize: 9, headerFontSize: 8 },
          // Derived through iPad landscape: 9 x 0.75 and 8 x 0.75 (at least 8).
          ipad_portrait: { x: 20, y: 50, width: 120, height: 70, fontSize: 8, headerFontSize: 8 },
          tv_16_9: { x: 50, y: 50, width: 300, height: 100, fontSize: 16, headerFontSize: 12 },
          custom: { x: 50, y: 50, width: 300, height: 100, fontSize: 20, headerFontSize: 12 },
        },
      ),
    );
    const layouts = layoutsOf(upgraded);
    expect(layouts.ipad_landscape).toMatchObject({ x: 30, fontSize: 15, headerFontSize: 13 });
    expect(layouts.ipad_portrait).toMatchObject({ fontSize: 11, headerFontSize: 10 });
    expect(layouts.tv_16_9).toMatchObject({ fontSize: 28, headerFontSize: 24 });
    expect(layouts.custom).toMatchObject({ fontSize: 20, headerFontSize: 12 });
  });

  it('keeps the clock’s big digits and gives it the new header size', () => {
    const clock = { ...oldText('c', { fontSize: 48 }), type: 'clock' };
    expect(styleOf(upgradeComponentText(clock))).toMatchObject({ fontSize: 48, headerFontSize: 24 });
  });
});

describe.each(dialects)('migration 0004 on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('upgrades saved boards and templates once, moving only the boards it changed to a new version', async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    // Back to the database as it was before this migration, holding boards saved then.
    await sql`delete from luno_migrations where name = ${'0004-legible-text'}`.execute(db);
    const now = new Date().toISOString();
    const family = await db
      .insertInto('families')
      .values({ name: 'The Parks', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const screen = (name: string, components: unknown[]) => ({
      family_id: family.id,
      name,
      document: JSON.stringify({ components, customDimensions: { widthPx: 1920, heightPx: 1080 } }),
      version: 3,
      position: 0,
      created_at: now,
      updated_at: now,
    });
    const [old, chosen] = await db
      .insertInto('screens')
      .values([
        screen('Kitchen', [oldText('a')]),
        screen('Den', [oldText('b', { fontSize: 40, fontColor: '#ff0000', headerFontColor: '#336699' })]),
      ])
      .returning('id')
      .execute();
    await db
      .insertInto('saved_screens')
      .values({
        family_id: family.id,
        name: 'Kitchen layout',
        screen_data: JSON.stringify({ components: [oldText('t')] }),
        created_at: now,
      })
      .execute();

    await migrateToLatest(db, dialect, migrations, { allowUnorderedMigrations: true });
    await migrateToLatest(db, dialect, migrations, { allowUnorderedMigrations: true });

    const rows = await db.selectFrom('screens').selectAll().orderBy('id').execute();
    const kitchen = rows.find((row) => row.id === old.id);
    const den = rows.find((row) => row.id === chosen.id);
    expect(kitchen?.version).toBe(4);
    expect(den?.version).toBe(3);
    const read = readScreen({ ...JSON.parse(kitchen?.document ?? '{}'), name: 'Kitchen' });
    expect(read.components[0]?.style).toMatchObject({ fontSize: 28, headerFontSize: 24 });
    expect(read.components[0]?.style.fontColor).toBeUndefined();
    expect(JSON.parse(den?.document ?? '{}').components[0].style).toMatchObject({ fontSize: 40 });

    const template = await db.selectFrom('saved_screens').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(template.screen_data).components[0].style).toMatchObject({
      fontSize: 28,
      headerFontSize: 24,
    });
  });
});
