import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeBoard, makeFamily } from '../../../test/support/factories';
import { compiledQuery } from './compiled-query';

describe.each(dialects)('a compiled query on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers as the query built anew each time, for each new set of values', async () => {
    const { db } = t.database.handle;
    const [first, second] = [await makeFamily(t), await makeFamily(t)];
    for (const [family, name] of [
      [first, 'Kitchen'],
      [first, 'Hall'],
      [second, 'Porch'],
    ] as const)
      await makeBoard(t, family, { name });
    const built = (familyId: number, name: string) =>
      db
        .selectFrom('screens')
        .select(['id', 'name'])
        .where('family_id', '=', familyId)
        .where('name', '!=', name)
        // A constant among the values keeps its place.
        .where('position', '>=', 0)
        .orderBy('id');
    const compiled = compiledQuery(db, built);
    for (const [family, name] of [
      [first, 'Hall'],
      [second, 'Hall'],
      [first, 'Nothing'],
      [second, 'Porch'],
    ] as const) {
      expect(await compiled(family, name)).toEqual(await built(family, name).execute());
    }
    expect((await compiled(first, 'Hall')).map((row) => row.name)).toEqual(['Kitchen']);
  });

  it('refuses a builder that leaves a value out, rather than run it with the wrong one', async () => {
    const { db } = t.database.handle;
    const ignoring = compiledQuery(db, (_familyId: number) => db.selectFrom('screens').select('id'));
    await expect(ignoring(1)).rejects.toThrow('each of its values');
  });
});
