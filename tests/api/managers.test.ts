import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mediaObjects, memorialInvitations, memorialManagers, memorialProfiles } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { MANAGER_MESSAGES as MM, MAX_MANAGERS } from '../../worker/schemas/manager-texts';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { bearer, createUserWithSession, latestMailToken, setUserFlags, uniqueClient, uniqueEmail } from '../helpers/auth';
import { givePaidOrder, individualPayload, insertFamily } from '../helpers/memorials';
import { formPost, seedJpeg } from '../helpers/media-fixtures';
import { insertWaitingMemory, recordingWallRooms } from '../helpers/memories';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';
import { call } from '../helpers/test-db';

const t = useTestApp({ media: true });

type Person = Awaited<ReturnType<typeof createUserWithSession>>;
/** The request's bindings: the local R2 bucket, and walls' rooms that only record what they are told. */
const env = () => ({ ...t.r2.env, WALL_ROOMS: recordingWallRooms().namespace });
const as = (token?: string) => testClient(t.app, env(), { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });

/** An owner with a published memorial made through the API (so its order counts as the buyer's). */
async function ownerWithMemorial() {
  const owner = await createUserWithSession(t.db);
  await givePaidOrder(t.db, owner.user.id);
  const created = await read(as(owner.token).profiles.index.$post({ json: individualPayload() }));
  expect(created.status).toBe(201);
  return { owner, id: created.body.data.id, slug: created.body.data.slug };
}

const invite = (token: string, id: string, email: string, role: 'editor' | 'moderator') =>
  read(as(token).profileManagers[':id'].managers.$post({ param: { id }, json: { email, role } }));

const accept = (token: string, invitationToken: string) => read(as(token).invitations.accept.$post({ json: { token: invitationToken } }));

/** The owner invites `person` as `role` and `person` accepts through the e-mailed link. */
async function joinAs(owner: Person, id: string, person: Person, role: 'editor' | 'moderator') {
  expect((await invite(owner.token, id, person.email, role)).status).toBe(201);
  const { token } = await latestMailToken(t.db, person.email);
  const accepted = await accept(person.token, token);
  expect(accepted.status).toBe(200);
  return accepted;
}

describe('inviting a relative', () => {
  it('e-mails a 7-day link to /invitacion that the invited account accepts; the owner is told', async () => {
    const { owner, id } = await ownerWithMemorial();
    const cousin = await createUserWithSession(t.db);
    const sent = await invite(owner.token, id, cousin.email.toUpperCase(), 'editor');
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ email: cousin.email, role: 'editor' });
    const days = (Date.parse(sent.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const { token, link } = await latestMailToken(t.db, cousin.email);
    expect(new URL(link).pathname).toBe('/invitacion');
    const [stored] = await t.db.select().from(memorialInvitations).where(eq(memorialInvitations.email, cousin.email));
    expect(stored?.tokenHash).not.toContain(token);

    const listed = await read(as(owner.token).profileManagers[':id'].managers.$get({ param: { id } }));
    expect(listed.body.data.invitations).toHaveLength(1);

    const accepted = await accept(cousin.token, token);
    expect(accepted.body.data).toMatchObject({ kind: 'memorial', id, role: 'editor' });
    const after = await read(as(owner.token).profileManagers[':id'].managers.$get({ param: { id } }));
    expect(after.body.data.managers).toEqual([expect.objectContaining({ user_id: cousin.user.id, role: 'editor', email: cousin.email })]);
    expect(after.body.data.invitations).toEqual([]);
    const [toOwner] = await listOutbox(t.db, owner.email);
    expect(toOwner?.subject).toContain('ya ayuda con el memorial');

    // Single use.
    const again = await accept(cousin.token, token);
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(MM.invitationUsed);
  });

  it('refuses a forwarded link to another account (without spending it), an expired one and an unknown one', async () => {
    const { owner, id } = await ownerWithMemorial();
    const invited = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    await invite(owner.token, id, invited.email, 'moderator');
    const { token } = await latestMailToken(t.db, invited.email);

    const forwarded = await accept(other.token, token);
    expect(forwarded.status).toBe(403);
    expect(forwarded.body.error).toBe(MM.otherAccount(invited.email));
    expect(forwarded.body.error).toMatch(/^Esta invitación es para otra cuenta/);
    expect((await accept(invited.token, token)).status).toBe(200);

    const late = await createUserWithSession(t.db);
    await invite(owner.token, id, late.email, 'editor');
    const { token: lateToken } = await latestMailToken(t.db, late.email);
    await t.db
      .update(memorialInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(memorialInvitations.email, late.email));
    const expired = await accept(late.token, lateToken);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(MM.invitationExpired);

    expect((await accept(late.token, 'no-es-un-token')).status).toBe(404);
    expect((await as().invitations.accept.$post({ json: { token: lateToken } })).status).toBe(401);
  });

  it('a person without an account registers with the invited address and accepts from the dashboard list', async () => {
    const { owner, id } = await ownerWithMemorial();
    const email = uniqueEmail('nueva');
    await invite(owner.token, id, email, 'editor');
    const newcomer = await createUserWithSession(t.db);
    await setUserFlags(t.db, newcomer.user.id, { email });
    const mine = await read(as(newcomer.token).invitations.index.$get());
    expect(mine.body.data).toEqual([
      expect.objectContaining({ role: 'editor', kind: 'memorial', memorial_name: 'María Elena Rodríguez', inviter_name: 'Ana Pérez' }),
    ]);
    const invitationId = mine.body.data[0]!.id;
    // Not someone else's to take by id.
    const stranger = await createUserWithSession(t.db);
    expect((await as(stranger.token).invitations[':invitationId'].accept.$post({ param: { invitationId } })).status).toBe(404);
    const accepted = await read(as(newcomer.token).invitations[':invitationId'].accept.$post({ param: { invitationId } }));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.role).toBe('editor');
  });

  it('refuses the owner, an existing manager, a stranger inviting, and more than the cap', async () => {
    const { owner, id } = await ownerWithMemorial();
    const self = await invite(owner.token, id, owner.email, 'editor');
    expect(self.status).toBe(409);
    expect(self.body.error).toBe(MM.alreadyOwner);
    const editor = await createUserWithSession(t.db);
    await joinAs(owner, id, editor, 'editor');
    const twice = await invite(owner.token, id, editor.email, 'moderator');
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(MM.alreadyManager);

    const stranger = await createUserWithSession(t.db);
    const foreign = await invite(stranger.token, id, uniqueEmail(), 'editor');
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(M.notFound);
    const byEditor = await invite(editor.token, id, uniqueEmail(), 'editor');
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.error).toBe(MM.ownerOnly);

    const bad = await read(
      as(owner.token).profileManagers[':id'].managers.$post({ param: { id }, json: { email: 'no-es-correo', role: 'editor' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MM.emailInvalid);

    for (let i = 1; i < MAX_MANAGERS; i++) expect((await invite(owner.token, id, uniqueEmail(), 'moderator')).status).toBe(201);
    const full = await invite(owner.token, id, uniqueEmail(), 'moderator');
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(MM.tooMany);
  });
});

describe('what each role may do', () => {
  it('an editor edits content and memories (audited) but never deletes, manages managers, transfers or sees subscribers', async () => {
    const { owner, id } = await ownerWithMemorial();
    const editor = await createUserWithSession(t.db);
    await joinAs(owner, id, editor, 'editor');
    const client = as(editor.token);

    expect((await read(client.profiles[':id'].$get({ param: { id } }))).status).toBe(200);
    const edited = await read(
      client.profiles[':id'].$put({ param: { id }, json: individualPayload({ description: 'Corregido por su sobrina.' }) }),
    );
    expect(edited.status).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'memorial_profile_updated')));
    expect(audit).toMatchObject({ actorId: editor.user.id, details: { owner_id: owner.user.id } });

    const memory = await insertWaitingMemory(t.db, id);
    expect((await client.memories[':id'].$patch({ param: { id: memory.id }, json: { is_authorized: true } })).status).toBe(200);
    const [decision] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'memory_approved')));
    expect(decision).toMatchObject({ actorId: editor.user.id, details: { role: 'editor', memory_id: memory.id } });

    const deleted = await read(client.profiles[':id'].$delete({ param: { id } }));
    expect(deleted.status).toBe(403);
    expect(deleted.body.error).toBe(MM.ownerOnly);
    expect((await client.profileManagers[':id'].managers.$get({ param: { id } })).status).toBe(403);
    expect((await client.profileManagers[':id'].transfer.$post({ param: { id }, json: { email: uniqueEmail() } })).status).toBe(403);
    expect((await client.reminders.subscribers.$get({ query: { memorial_profile_id: id } })).status).toBe(403);
    const ownerMail = await read(client.remembrance.settings.$patch({ json: { memorial_profile_id: id, owner_reminders: false } }));
    expect(ownerMail.status).toBe(403);
    expect(ownerMail.body.error).toBe(MM.ownerEmailsOnly);
    expect((await client.remembrance.settings.$patch({ json: { memorial_profile_id: id, kinds: { misa_de_mes: false } } })).status).toBe(
      200,
    );
    // Never the owner's orders.
    const orders = await read(client.orders.index.$get());
    expect(orders.body.data).toEqual([]);
    const [row] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id));
    expect(row?.userId).toBe(owner.user.id);
  });

  it('a moderator approves and declines memories only', async () => {
    const { owner, id } = await ownerWithMemorial();
    const moderator = await createUserWithSession(t.db);
    await joinAs(owner, id, moderator, 'moderator');
    const client = as(moderator.token);
    const memory = await insertWaitingMemory(t.db, id);

    const managed = await read(client.memories.manage.$get({ query: { memorial_profile_id: id } }));
    expect(managed.body.data.map((m) => m.id)).toEqual([memory.id]);
    expect((await client.memories[':id'].$patch({ param: { id: memory.id }, json: { is_authorized: true } })).status).toBe(200);
    expect((await client.memories[':id'].$patch({ param: { id: memory.id }, json: { is_authorized: false } })).status).toBe(200);

    const edit = await read(client.profiles[':id'].$put({ param: { id }, json: individualPayload({ name: 'Otro nombre' }) }));
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe(MM.roleTooLow);
    expect((await client.memories.settings.$patch({ json: { memorial_profile_id: id, auto_publish: true } })).status).toBe(403);
    expect((await client.profiles[':id'].$delete({ param: { id } })).status).toBe(403);
    expect((await client.profiles[':id'].export.$get({ param: { id } })).status).toBe(403);
  });

  it('a stranger and a revoked manager get the 404 of a missing memorial', async () => {
    const { owner, id } = await ownerWithMemorial();
    const helper = await createUserWithSession(t.db);
    await joinAs(owner, id, helper, 'editor');
    const memory = await insertWaitingMemory(t.db, id);
    const revoked = await read(
      as(owner.token).profileManagers[':id'].managers[':userId'].$delete({ param: { id, userId: helper.user.id } }),
    );
    expect(revoked.status).toBe(200);
    const stranger = await createUserWithSession(t.db);
    for (const person of [helper, stranger]) {
      const client = as(person.token);
      const got = await read(client.profiles[':id'].$get({ param: { id } }));
      expect(got.status).toBe(404);
      expect(got.body.error).toBe(M.notFound);
      expect((await client.profiles[':id'].$put({ param: { id }, json: individualPayload() })).status).toBe(404);
      expect((await client.memories.manage.$get({ query: { memorial_profile_id: id } })).status).toBe(404);
      expect((await client.memories[':id'].$patch({ param: { id: memory.id }, json: { is_authorized: true } })).status).toBe(403);
      expect((await client.profileManagers[':id'].managers.$get({ param: { id } })).status).toBe(404);
    }
    const [removed] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'manager_removed')));
    expect(removed?.actorId).toBe(owner.user.id);
  });

  it('the owner raises or lowers a role; a manager leaves on their own', async () => {
    const { owner, id } = await ownerWithMemorial();
    const helper = await createUserWithSession(t.db);
    await joinAs(owner, id, helper, 'moderator');
    const raised = await read(
      as(owner.token).profileManagers[':id'].managers[':userId'].$patch({
        param: { id, userId: helper.user.id },
        json: { role: 'editor' },
      }),
    );
    expect(raised.body.data.role).toBe('editor');
    expect((await as(helper.token).profiles[':id'].$put({ param: { id }, json: individualPayload() })).status).toBe(200);
    // A manager cannot change their own role.
    expect(
      (
        await as(helper.token).profileManagers[':id'].managers[':userId'].$patch({
          param: { id, userId: helper.user.id },
          json: { role: 'editor' },
        })
      ).status,
    ).toBe(403);

    const left = await read(as(helper.token).profileManagers[':id'].managers[':userId'].$delete({ param: { id, userId: helper.user.id } }));
    expect(left.status).toBe(200);
    expect((await as(helper.token).profiles[':id'].$get({ param: { id } })).status).toBe(404);
    // The owner does not 'leave' their own memorial.
    expect(
      (await as(owner.token).profileManagers[':id'].managers[':userId'].$delete({ param: { id, userId: owner.user.id } })).status,
    ).toBe(403);
  });

  it("lists shared memorials with their role, and a manager's upload for the memorial is the owner's", async () => {
    const { owner, id } = await ownerWithMemorial();
    const helper = await createUserWithSession(t.db);
    await joinAs(owner, id, helper, 'editor');
    const mine = await read(as(helper.token).profiles['my-profiles'].$get());
    expect(mine.body.data).toEqual([expect.objectContaining({ id, role: 'editor' })]);
    const own = await read(as(owner.token).profiles['my-profiles'].$get());
    expect(own.body.data).toEqual([expect.objectContaining({ id, role: 'owner' })]);
    const shared = await read(as(helper.token).invitations.shared.$get());
    expect(shared.body.data).toEqual([expect.objectContaining({ id, kind: 'memorial', role: 'editor', owner_name: 'Ana Pérez' })]);

    const upload = await call<{ publicUrl: string; data: { key: string } }>(
      t.app,
      `/api/upload-proxy/proxy?profile_id=${id}`,
      formPost(['file', seedJpeg(), 'foto.jpg', 'image/jpeg'], { type: 'gallery' }, bearer(helper.token)),
      t.r2.env,
    );
    expect(upload.status).toBe(200);
    const [object] = await t.db.select().from(mediaObjects).where(eq(mediaObjects.key, upload.body.data.key));
    expect(object?.ownerId).toBe(owner.user.id);
    const saved = await read(
      as(helper.token).profiles[':id'].$put({ param: { id }, json: individualPayload({ galleryImages: [upload.body.publicUrl] }) }),
    );
    expect(saved.status).toBe(200);
    // A stranger cannot upload in someone's name.
    const stranger = await createUserWithSession(t.db);
    const refused = await call(
      t.app,
      `/api/upload-proxy/proxy?profile_id=${id}`,
      formPost(['file', seedJpeg(), 'foto.jpg', 'image/jpeg'], { type: 'gallery' }, bearer(stranger.token)),
      t.r2.env,
    );
    expect(refused.status).toBe(404);
  });
});

describe('handing the memorial on', () => {
  it('makes the relative the owner once they accept; the previous owner stays as editor and keeps the order', async () => {
    const { owner, id } = await ownerWithMemorial();
    const heir = await createUserWithSession(t.db);
    const offered = await read(as(owner.token).profileManagers[':id'].transfer.$post({ param: { id }, json: { email: heir.email } }));
    expect(offered.status).toBe(201);
    expect(offered.body.data.role).toBe('owner');
    const { token } = await latestMailToken(t.db, heir.email);
    const accepted = await accept(heir.token, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.role).toBe('owner');

    const [row] = await t.db.select().from(memorialProfiles).where(eq(memorialProfiles.id, id));
    expect(row?.userId).toBe(heir.user.id);
    const managers = await t.db.select().from(memorialManagers).where(eq(memorialManagers.memorialProfileId, id));
    expect(managers).toEqual([expect.objectContaining({ userId: owner.user.id, role: 'editor' })]);
    // The heir now manages the managers; the previous owner may no longer delete.
    expect((await as(heir.token).profileManagers[':id'].managers.$get({ param: { id } })).status).toBe(200);
    expect((await as(owner.token).profiles[':id'].$delete({ param: { id } })).status).toBe(403);
    // The order and its quota stay with the buyer.
    const capability = await read(as(owner.token).profiles['can-create'].$get());
    expect(capability.body).toMatchObject({ canCreate: false, quotas: { total: 1, used: 1 } });
    const heirs = await read(as(heir.token).profiles['can-create'].$get());
    expect(heirs.body).toMatchObject({ quotas: { total: 0 } });
    const [transferred] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'memorial_transferred')));
    expect(transferred).toMatchObject({ actorId: heir.user.id, details: { from: owner.user.id, to: heir.user.id } });
    const [toOwner] = await listOutbox(t.db, owner.email);
    expect(toOwner?.subject).toContain('ahora es quien administra el memorial');
  });

  it('voids invitations of the previous owner and refuses a hand-over to oneself', async () => {
    const { owner, id } = await ownerWithMemorial();
    const self = await read(as(owner.token).profileManagers[':id'].transfer.$post({ param: { id }, json: { email: owner.email } }));
    expect(self.status).toBe(409);
    expect(self.body.error).toBe(MM.transferSelf);
    const later = await createUserWithSession(t.db);
    await invite(owner.token, id, later.email, 'editor');
    const { token: laterToken } = await latestMailToken(t.db, later.email);
    const heir = await createUserWithSession(t.db);
    await as(owner.token).profileManagers[':id'].transfer.$post({ param: { id }, json: { email: heir.email } });
    await accept(heir.token, (await latestMailToken(t.db, heir.email)).token);
    const stale = await accept(later.token, laterToken);
    expect(stale.status).toBe(410);
    expect(stale.body.error).toBe(MM.invitationVoid);
  });

  it('works the same for a family memorial', async () => {
    const owner = await createUserWithSession(t.db);
    const family = { slug: `familia-ayuda-${Date.now()}`, familyName: 'Familia Ríos', isPublished: true };
    const { id } = await insertFamily(t.db, owner.user.id, family);
    const helper = await createUserWithSession(t.db);
    const sent = await read(
      as(owner.token).familyManagers[':id'].managers.$post({ param: { id }, json: { email: helper.email, role: 'editor' } }),
    );
    expect(sent.status).toBe(201);
    const accepted = await accept(helper.token, (await latestMailToken(t.db, helper.email)).token);
    expect(accepted.body.data).toMatchObject({ kind: 'family', id, role: 'editor' });
    expect((await as(helper.token).familyProfiles[':id'].$get({ param: { id } })).status).toBe(200);
    expect((await as(helper.token).familyProfiles[':id'].$delete({ param: { id } })).status).toBe(403);
    const mine = await read(as(helper.token).familyProfiles['my-profiles'].$get());
    expect(mine.body.data).toEqual([expect.objectContaining({ id, role: 'editor' })]);
    const stranger = await createUserWithSession(t.db);
    const hidden = await read(as(stranger.token).familyManagers[':id'].managers.$get({ param: { id } }));
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe(M.familyNotFound);
  });
});
