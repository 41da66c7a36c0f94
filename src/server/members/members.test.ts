import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { createSessionsRepo } from '../accounts/sessions.repo';
import {
  ALREADY_MEMBER,
  deletesOldFamily,
  INVITE_EXPIRED,
  INVITE_INVALID,
  INVITE_USED,
  ONLY_MEMBER,
  REMOVE_SELF,
} from './members.service';

describe.each(dialects)('family members on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const tokenOf = (url: string) => url.split('/join/')[1] as string;

  /** A family with one board, and an invite link one of its members made. */
  async function familyWithInvite(name = 'The Parks') {
    const parent = await makeSignedInFamily(t, { email: uniqueEmail('parent'), name });
    expect((await parent.agent.post('/api/screens', { name: 'Kitchen' })).statusCode).toBe(201);
    const invite = await parent.agent.post('/api/family/invites');
    expect(invite.statusCode).toBe(201);
    return { parent, invite: invite.json() as { id: number; url: string; expiresAt: string } };
  }

  it('signs a new adult up into the family by a link, once, and both see the same boards', async () => {
    const { parent, invite } = await familyWithInvite();
    expect(invite.url).toMatch(/^http:\/\/.+\/join\/[A-Za-z0-9_-]{40,}$/);
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const token = tokenOf(invite.url);

    const preview = await new Agent(t.app).get(`/api/invites/${token}`);
    expect(preview.json()).toMatchObject({
      familyName: 'The Parks',
      invitedBy: parent.email,
      alreadyMember: false,
    });

    const joiner = new Agent(t.app);
    const email = uniqueEmail('second');
    const joined = await joiner.post('/api/signup', {
      email,
      password: PASSWORD,
      invite: token,
      family: 'Ignored',
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().familyId).toBe(parent.familyId);
    expect((await joiner.get('/api/screens')).json().map((s: { name: string }) => s.name)).toEqual([
      'Kitchen',
    ]);
    const list = (await parent.agent.get('/api/family/members')).json();
    expect(list.map((m: { email: string; isYou: boolean }) => [m.email, m.isYou])).toEqual([
      [parent.email, true],
      [email, false],
    ]);
    expect((await parent.agent.get('/api/family/invites')).json()).toEqual([]);

    // Used once: a second sign-up with it makes no account.
    const again = await new Agent(t.app).post('/api/signup', {
      email: uniqueEmail('third'),
      password: PASSWORD,
      invite: token,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: INVITE_USED, code: 'gone' });
    expect((await parent.agent.get('/api/family/members')).json()).toHaveLength(2);
  });

  it('refuses an expired or unknown link, creating nothing', async () => {
    const { parent, invite } = await familyWithInvite();
    await t.database.handle.db
      .updateTable('family_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invite.id)
      .execute();
    const email = uniqueEmail('late');
    const late = await new Agent(t.app).post('/api/signup', {
      email,
      password: PASSWORD,
      invite: tokenOf(invite.url),
    });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: INVITE_EXPIRED, code: 'gone' });
    expect((await new Agent(t.app).post('/api/login', { email, password: PASSWORD })).statusCode).toBe(401);
    const unknown = await new Agent(t.app).get(`/api/invites/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: INVITE_INVALID, code: 'not_found' });
    expect((await parent.agent.get('/api/family/invites')).json()).toEqual([]);
  });

  it('lets a signed-in adult join, deleting their own empty family only once they confirmed', async () => {
    const { parent, invite } = await familyWithInvite();
    const token = tokenOf(invite.url);
    const other = await makeSignedInFamily(t, { email: uniqueEmail('other'), name: 'Solo' });
    const preview = (await other.agent.get(`/api/invites/${token}`)).json();
    expect(preview.leavesFamily).toEqual({ name: 'Solo', otherMembers: 0 });

    const unconfirmed = await other.agent.post(`/api/invites/${token}/accept`, {});
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ error: deletesOldFamily('Solo'), code: 'conflict' });

    const joined = await other.agent.post(`/api/invites/${token}/accept`, { confirmDeleteOldFamily: true });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().familyid).toBe(parent.familyId);
    // The same session now reads the family it joined.
    expect((await other.agent.get('/api/screens')).json()).toHaveLength(1);
    const db = t.database.handle.db;
    expect(await db.selectFrom('families').select('id').where('id', '=', other.familyId).execute()).toEqual(
      [],
    );
    const twice = await parent.agent.post('/api/family/invites');
    const already = await other.agent.post(`/api/invites/${tokenOf(twice.json().url)}/accept`, {});
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ error: ALREADY_MEMBER, code: 'conflict' });
  });

  it('keeps the family a joiner leaves when others remain there, with the TV they paired', async () => {
    const { invite } = await familyWithInvite();
    const home = await makeSignedInFamily(t, { email: uniqueEmail('home'), name: 'Home' });
    const homeInvite = (await home.agent.post('/api/family/invites')).json();
    const partner = new Agent(t.app);
    await partner.post('/api/signup', {
      email: uniqueEmail('partner'),
      password: PASSWORD,
      invite: tokenOf(homeInvite.url),
    });
    const partnerId = (await partner.get('/api/auth/status')).json().user.id;
    const tv = new Agent(t.app);
    tv.bearer = await createSessionsRepo(t.database.handle.db).create(partnerId, home.familyId, 'device');

    const joined = await partner.post(`/api/invites/${tokenOf(invite.url)}/accept`, {});
    expect(joined.statusCode).toBe(200);
    expect((await home.agent.get('/api/family/members')).json()).toHaveLength(1);
    // The TV stays paired to the family it was in.
    expect((await tv.get('/api/auth/status')).json().user.familyid).toBe(home.familyId);
  });

  it('leaves and removes: alone is refused, a removed member is signed out into a family of their own', async () => {
    const { parent, invite } = await familyWithInvite();
    const alone = await makeSignedInFamily(t);
    const refused = await alone.agent.post('/api/family/leave');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: ONLY_MEMBER, code: 'conflict' });

    const member = new Agent(t.app);
    const email = uniqueEmail('member');
    await member.post('/api/signup', { email, password: PASSWORD, invite: tokenOf(invite.url) });
    const memberId = (await member.get('/api/auth/status')).json().user.id;

    const self = await parent.agent.delete(`/api/family/members/${parent.userId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: REMOVE_SELF, code: 'invalid_request' });
    // Another family cannot remove this family's member or revoke its invites.
    const stranger = await makeSignedInFamily(t);
    expect((await stranger.agent.delete(`/api/family/members/${memberId}`)).statusCode).toBe(404);
    const pending = (await parent.agent.post('/api/family/invites')).json();
    expect((await stranger.agent.delete(`/api/family/invites/${pending.id}`)).statusCode).toBe(404);
    expect((await parent.agent.get('/api/family/invites')).json()).toHaveLength(1);

    expect((await parent.agent.delete(`/api/family/members/${memberId}`)).statusCode).toBe(200);
    expect((await member.get('/api/auth/status')).json().isAuthenticated).toBe(false);
    const back = await new Agent(t.app).post('/api/login', { email, password: PASSWORD });
    expect(back.json().familyId).not.toBe(parent.familyId);
    expect((await parent.agent.get('/api/family/members')).json()).toHaveLength(1);

    // Revoked links stop working.
    expect((await parent.agent.delete(`/api/family/invites/${pending.id}`)).statusCode).toBe(200);
    expect((await new Agent(t.app).get(`/api/invites/${tokenOf(pending.url)}`)).statusCode).toBe(404);

    // Leaving: the member keeps their session, in a new family of their own.
    const leaver = new Agent(t.app);
    const next = (await parent.agent.post('/api/family/invites')).json();
    await leaver.post('/api/signup', {
      email: uniqueEmail('leaver'),
      password: PASSWORD,
      invite: tokenOf(next.url),
    });
    const left = await leaver.post('/api/family/leave');
    expect(left.statusCode).toBe(200);
    expect(left.json().familyid).not.toBe(parent.familyId);
    expect((await leaver.get('/api/screens')).json()).toEqual([]);
    expect((await parent.agent.get('/api/screens')).json()).toHaveLength(1);
  });
});
