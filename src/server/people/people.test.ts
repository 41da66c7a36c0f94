import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import {
  makeChild,
  makeMember,
  makeSession,
  makeSignedInFamily,
  makeTaskList,
} from '../../../test/support/factories';
import {
  MAX_ADULTS,
  MAX_CHILDREN,
  MEMBER_NOT_DELETABLE_MESSAGE,
  PERSON_COLOR_MESSAGE,
  PERSON_EMOJI_MESSAGE,
  PERSON_KIND_MESSAGE,
  PERSON_NAME_REQUIRED_MESSAGE,
  PERSON_NOT_FOUND_MESSAGE,
  type Person,
  TOO_MANY_ADULTS_MESSAGE,
  TOO_MANY_CHILDREN_MESSAGE,
} from '../../common/schemas/people';
import { PERSON_ID_MESSAGE, type TaskItem } from '../../common/schemas/tasks';
import { createCalendarsRepo } from '../calendars/calendars.repo';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';

const weekly = { freq: 'WEEKLY' };

describe.each(dialects)('people on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the members, named from their addresses, then the children the family adds', async () => {
    const { agent, familyId } = await makeSignedInFamily(t, { email: uniqueEmail('anna') });
    await makeMember(t, familyId, { email: uniqueEmail('ben') });
    const before = (await agent.get('/api/people')).json() as Person[];
    expect(before).toEqual([
      { id: expect.any(Number), name: 'Anna', color: '#43a047', emoji: null, kind: 'member' },
      { id: expect.any(Number), name: 'Ben', color: '#1e88e5', emoji: null, kind: 'member' },
    ]);

    const leo = await agent.post('/api/people', { name: ' Leo ', color: '#1E88E5', emoji: '🦁' });
    expect(leo.statusCode).toBe(201);
    expect(leo.json()).toEqual({
      id: expect.any(Number),
      name: 'Leo',
      color: '#1e88e5',
      emoji: '🦁',
      kind: 'child',
    });
    const maya = (await agent.post('/api/people', { name: 'Maya', color: '#d81b60' })).json() as Person;
    expect(maya.emoji).toBeNull();
    // Ids are one series whatever the kind, so a member's and a child's never collide.
    const all = (await agent.get('/api/people')).json() as Person[];
    expect(all.map((person) => [person.name, person.kind])).toEqual([
      ['Anna', 'member'],
      ['Ben', 'member'],
      ['Leo', 'child'],
      ['Maya', 'child'],
    ]);
    expect(new Set(all.map((person) => person.id)).size).toBe(4);
  });

  it('edits a member or a child, refusing what it cannot store or show', async () => {
    const { agent } = await makeSignedInFamily(t, { email: uniqueEmail('dad') });
    const [dad] = (await agent.get('/api/people')).json() as Person[];
    const renamed = await agent.patch(`/api/people/${dad!.id}`, { name: 'Papa', emoji: '👨🏽‍🍳' });
    expect(renamed.json()).toEqual({ ...dad, name: 'Papa', emoji: '👨🏽‍🍳' });
    const child = (await agent.post('/api/people', { name: 'Zoe', color: '#43a047', emoji: '🇳🇿' })).json();
    expect(child.emoji).toBe('🇳🇿');
    const cleared = await agent.patch(`/api/people/${child.id}`, { emoji: null, color: '#8e24aa' });
    expect(cleared.json()).toEqual({ ...child, emoji: null, color: '#8e24aa' });

    const refused: [string, Record<string, unknown>, string][] = [
      ['POST', { color: '#43a047' }, PERSON_NAME_REQUIRED_MESSAGE],
      ['POST', { name: '  ', color: '#43a047' }, PERSON_NAME_REQUIRED_MESSAGE],
      ['POST', { name: 'Ann' }, PERSON_COLOR_MESSAGE],
      ['POST', { name: 'Ann', color: 'red' }, PERSON_COLOR_MESSAGE],
      ['POST', { name: 'Ann', color: '#43a047', emoji: 'AB' }, PERSON_EMOJI_MESSAGE],
      ['POST', { name: 'Ann', color: '#43a047', emoji: '🦁🐯' }, PERSON_EMOJI_MESSAGE],
      ['POST', { name: 'x'.repeat(51), color: '#43a047' }, 'Name must be at most 50 characters.'],
      ['PATCH', {}, 'Send a name, a colour or an emoji to change.'],
      ['PATCH', { color: '#12345' }, PERSON_COLOR_MESSAGE],
    ];
    for (const [method, body, error] of refused) {
      const response =
        method === 'POST'
          ? await agent.post('/api/people', body)
          : await agent.patch(`/api/people/${child.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
  });

  it("keeps each family's people to itself", async () => {
    const ours = await makeSignedInFamily(t);
    const theirs = await makeSignedInFamily(t);
    const child = (await ours.agent.post('/api/people', { name: 'Leo', color: '#1e88e5' })).json() as Person;
    const [ourMember] = (await ours.agent.get('/api/people')).json() as Person[];

    expect(((await theirs.agent.get('/api/people')).json() as Person[]).map((p) => p.kind)).toEqual([
      'member',
    ]);
    for (const id of [child.id, ourMember!.id]) {
      const patched = await theirs.agent.patch(`/api/people/${id}`, { name: 'Mine now' });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual({ error: PERSON_NOT_FOUND_MESSAGE, code: 'not_found' });
      expect((await theirs.agent.delete(`/api/people/${id}`)).statusCode).toBe(404);
    }
    // Nor can they name our people on their tasks or banks.
    const { list } = await makeTaskList(t, theirs.familyId);
    const task = await theirs.agent.post(`/api/task-lists/${list.id}/items`, {
      task: 'Dishes',
      assigneeId: child.id,
    });
    expect(task.statusCode).toBe(400);
    expect(task.json()).toEqual({ error: PERSON_ID_MESSAGE, code: 'invalid_request' });
    const turns = await theirs.agent.post(`/api/task-lists/${list.id}/items`, {
      task: 'Dishes',
      repeatConfig: weekly,
      rotation: { mode: 'turns', peopleIds: [child.id, ourMember!.id] },
    });
    expect(turns.statusCode).toBe(400);
    const bank = await theirs.agent.post('/api/piggy-banks', { name: 'Leo', personId: child.id });
    expect(bank.statusCode).toBe(400);
    expect((await ours.agent.get('/api/people')).json()).toHaveLength(2);
  });

  it('lets a paired screen read the people for their colours, and nothing more', async () => {
    const parent = await makeSignedInFamily(t);
    await parent.agent.post('/api/people', { name: 'Leo', color: '#1e88e5' });
    const { agent: tv } = await makeSession(t, parent, 'device');
    expect(((await tv.get('/api/people')).json() as Person[]).map((p) => p.name)).toHaveLength(2);
    const added = await tv.post('/api/people', { name: 'Sneaky', color: '#1e88e5' });
    expect(added.statusCode).toBe(403);
    expect(added.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE, code: 'display_refused' });
  });

  it('deletes a child, leaving what named them unassigned, but not a member', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    const [parent] = (await agent.get('/api/people')).json() as Person[];
    const leo = (await agent.post('/api/people', { name: 'Leo', color: '#1e88e5' })).json() as Person;
    const maya = (await agent.post('/api/people', { name: 'Maya', color: '#d81b60' })).json() as Person;
    const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
    const fixed = (
      await agent.post(`/api/task-lists/${list.id}/items`, { task: 'Feed the cat', assigneeId: leo.id })
    ).json() as TaskItem;
    expect(fixed).toMatchObject({ assignee: 'Leo', assigneeId: leo.id });
    const turns = (
      await agent.post(`/api/task-lists/${list.id}/items`, {
        task: 'Dishes',
        repeatConfig: weekly,
        rotation: { mode: 'turns', peopleIds: [leo.id, maya.id] },
      })
    ).json() as TaskItem;
    expect(turns.rotation).toMatchObject({ upId: leo.id, nextId: maya.id });
    const bank = (await agent.post('/api/piggy-banks', { name: "Leo's jar", personId: leo.id })).json();
    expect(bank.personId).toBe(leo.id);
    const source = await createCalendarsRepo(t.database.handle.db).insert(
      {
        familyId,
        name: 'Football',
        sourceType: 'ical',
        url: 'https://example.com/football.ics',
        username: null,
        secretSealed: null,
        providerCalendarId: null,
        color: '#43a047',
      },
      new Date().toISOString(),
    );
    const swimming = await agent.post('/api/family-events', {
      title: 'Swimming',
      start: '2030-05-01T16:00:00Z',
      end: '2030-05-01T17:00:00Z',
      personId: leo.id,
    });
    expect(swimming.json()).toMatchObject({ personId: leo.id });
    const given = await agent.patch(`/api/calendars/${source.id}`, { personId: leo.id });
    expect(given.json()).toMatchObject({ id: source.id, personId: leo.id });

    // Another family can neither give our calendar to someone nor learn it exists.
    const stranger = await makeSignedInFamily(t);
    const [theirs] = (await stranger.agent.get('/api/people')).json() as Person[];
    const foreign = await stranger.agent.patch(`/api/calendars/${source.id}`, { personId: theirs!.id });
    expect(foreign.statusCode).toBe(404);
    expect((await agent.patch(`/api/calendars/${source.id}`, { personId: theirs!.id })).statusCode).toBe(400);

    const member = await agent.delete(`/api/people/${parent!.id}`);
    expect(member.statusCode).toBe(409);
    expect(member.json()).toEqual({ error: MEMBER_NOT_DELETABLE_MESSAGE, code: 'conflict' });

    expect((await agent.delete(`/api/people/${leo.id}`)).statusCode).toBe(204);
    expect(((await agent.get('/api/people')).json() as Person[]).map((p) => p.name)).toEqual([
      parent!.name,
      'Maya',
    ]);
    const items = (await agent.get(`/api/task-lists/${list.id}/items`)).json() as TaskItem[];
    expect(items.find((item) => item.id === fixed.id)).toMatchObject({ assignee: null, assigneeId: null });
    expect(items.find((item) => item.id === turns.id)?.rotation).toMatchObject({
      peopleIds: [maya.id],
      upId: maya.id,
      nextId: maya.id,
    });
    expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json()).toMatchObject({
      personId: null,
      balance: 0,
    });
    expect((await agent.get('/api/calendars')).json()).toEqual([expect.objectContaining({ personId: null })]);
    // The family calendar keeps the event, nobody's now, rather than in a colour no one has.
    expect((await agent.get('/api/family-events')).json()).toEqual([
      expect.objectContaining({ id: swimming.json().id, title: 'Swimming', personId: null }),
    ]);
    expect((await agent.delete(`/api/people/${leo.id}`)).statusCode).toBe(404);
  });

  it('takes a member who leaves or is removed out of the rotations, which go on with the others', async () => {
    const { agent, familyId } = await makeSignedInFamily(t, { email: uniqueEmail('anna') });
    const ben = await makeMember(t, familyId, { email: uniqueEmail('ben') });
    const cleo = await makeMember(t, familyId, { email: uniqueEmail('cleo') });
    const people = (await agent.get('/api/people')).json() as Person[];
    const idOf = (name: string) => people.find((person) => person.name === name)!.id;
    const leo = (await agent.post('/api/people', { name: 'Leo', color: '#1e88e5' })).json() as Person;
    const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
    const dishes = (
      await agent.post(`/api/task-lists/${list.id}/items`, {
        task: 'Dishes',
        repeatConfig: weekly,
        rotation: { mode: 'turns', peopleIds: [idOf('Ben'), leo.id, idOf('Cleo')] },
      })
    ).json() as TaskItem;
    expect(dishes.rotation).toMatchObject({ upId: idOf('Ben'), nextId: leo.id });

    const { agent: benAgent } = await makeSession(t, ben);
    expect((await benAgent.post('/api/family/leave', {})).statusCode).toBe(200);
    const rotationNow = async () =>
      ((await agent.get(`/api/task-lists/${list.id}/items`)).json() as TaskItem[])[0]!.rotation;
    expect(await rotationNow()).toMatchObject({ peopleIds: [leo.id, idOf('Cleo')], upId: leo.id });

    expect((await agent.delete(`/api/family/members/${cleo.userId}`)).statusCode).toBe(200);
    expect(await rotationNow()).toMatchObject({ peopleIds: [leo.id], upId: leo.id, nextId: leo.id });
  });

  it('makes a member who joins one of the family, and takes them off the list of the family they left', async () => {
    const joining = await makeSignedInFamily(t, { email: uniqueEmail('sam'), name: 'Old family' });
    await makeMember(t, joining.familyId, { email: uniqueEmail('pat') });
    const host = await makeSignedInFamily(t, { email: uniqueEmail('lou') });
    const invite = (await host.agent.post('/api/family/invites')).json() as { url: string };
    const token = invite.url.split('/join/')[1];
    expect((await joining.agent.post(`/api/invites/${token}/accept`, {})).statusCode).toBe(200);

    const names = async (agent: typeof host.agent) =>
      ((await agent.get('/api/people')).json() as Person[]).map((p) => `${p.name} ${p.kind}`);
    expect(await names(host.agent)).toEqual(['Lou member', 'Sam member']);
    const pat = await makeSession(t, {
      userId: (
        await t.database.handle.db
          .selectFrom('users')
          .select('id')
          .where('family_id', '=', joining.familyId)
          .executeTakeFirstOrThrow()
      ).id,
      familyId: joining.familyId,
    });
    expect(await names(pat.agent)).toEqual(['Pat member']);
  });

  it(`stops at ${MAX_CHILDREN} children`, async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    for (let index = 0; index < MAX_CHILDREN; index += 1) await makeChild(t, familyId, `Child ${index}`);
    const one = await agent.post('/api/people', { name: 'One more', color: '#1e88e5' });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ error: TOO_MANY_CHILDREN_MESSAGE, code: 'conflict' });
  });

  it('adds grown-ups without a log-in, listed after the members, who take tasks, turns, banks and calendars as anyone does', async () => {
    const { agent, familyId } = await makeSignedInFamily(t, { email: uniqueEmail('anna') });
    const leo = (await agent.post('/api/people', { name: 'Leo', color: '#1e88e5' })).json() as Person;
    const added = await agent.post('/api/people', {
      name: 'Grandma Rose',
      color: '#8e24aa',
      emoji: '🌸',
      kind: 'adult',
    });
    expect(added.statusCode).toBe(201);
    const grandma = added.json() as Person;
    expect(grandma).toEqual({
      id: expect.any(Number),
      name: 'Grandma Rose',
      color: '#8e24aa',
      emoji: '🌸',
      kind: 'adult',
    });
    const wrongKind = await agent.post('/api/people', { name: 'Boss', color: '#8e24aa', kind: 'member' });
    expect([wrongKind.statusCode, wrongKind.json()]).toEqual([
      400,
      { error: PERSON_KIND_MESSAGE, code: 'invalid_request' },
    ]);
    expect(((await agent.get('/api/people')).json() as Person[]).map((p) => [p.name, p.kind])).toEqual([
      ['Anna', 'member'],
      ['Grandma Rose', 'adult'],
      ['Leo', 'child'],
    ]);

    const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
    const pickUp = await agent.post(`/api/task-lists/${list.id}/items`, {
      task: 'School pick-up',
      assigneeId: grandma.id,
    });
    expect(pickUp.json()).toMatchObject({ assignee: 'Grandma Rose', assigneeId: grandma.id });
    const turns = await agent.post(`/api/task-lists/${list.id}/items`, {
      task: 'Walk the dog',
      repeatConfig: weekly,
      rotation: { mode: 'turns', peopleIds: [grandma.id, leo.id] },
    });
    expect(turns.json().rotation).toMatchObject({ upId: grandma.id, nextId: leo.id });
    const bank = await agent.post('/api/piggy-banks', { name: 'Holiday fund', personId: grandma.id });
    expect(bank.json().personId).toBe(grandma.id);
    const visit = await agent.post('/api/family-events', {
      title: 'Grandma visits',
      start: '2030-05-01T16:00:00Z',
      end: '2030-05-01T17:00:00Z',
      personId: grandma.id,
    });
    expect(visit.json()).toMatchObject({ personId: grandma.id });
    const source = await createCalendarsRepo(t.database.handle.db).insert(
      {
        familyId,
        name: 'Choir',
        sourceType: 'ical',
        url: 'https://example.com/choir.ics',
        username: null,
        secretSealed: null,
        providerCalendarId: null,
        color: '#43a047',
      },
      new Date().toISOString(),
    );
    expect((await agent.patch(`/api/calendars/${source.id}`, { personId: grandma.id })).json()).toMatchObject(
      {
        personId: grandma.id,
      },
    );

    const renamed = await agent.patch(`/api/people/${grandma.id}`, { name: 'Nana' });
    expect(renamed.json()).toMatchObject({ name: 'Nana', kind: 'adult' });
    expect((await agent.delete(`/api/people/${grandma.id}`)).statusCode).toBe(204);
    expect(((await agent.get('/api/people')).json() as Person[]).map((p) => p.name)).toEqual(['Anna', 'Leo']);
    const items = (await agent.get(`/api/task-lists/${list.id}/items`)).json() as TaskItem[];
    expect(items.find((item) => item.task === 'School pick-up')).toMatchObject({ assigneeId: null });
  });

  it(`stops at ${MAX_ADULTS} grown-ups without a log-in, whatever the children`, async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    await makeChild(t, familyId, 'Leo');
    for (let index = 0; index < MAX_ADULTS; index += 1)
      expect(
        (await agent.post('/api/people', { name: `Helper ${index}`, color: '#1e88e5', kind: 'adult' }))
          .statusCode,
      ).toBe(201);
    const one = await agent.post('/api/people', { name: 'One more', color: '#1e88e5', kind: 'adult' });
    expect([one.statusCode, one.json()]).toEqual([409, { error: TOO_MANY_ADULTS_MESSAGE, code: 'conflict' }]);
    expect((await agent.post('/api/people', { name: 'Maya', color: '#d81b60' })).statusCode).toBe(201);
  });
});
