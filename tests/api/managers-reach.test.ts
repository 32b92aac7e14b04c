import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, memories } from '../../db/schema';
import { createUserWithSession, latestMailToken } from '../helpers/auth';
import { givePaidOrder, individualPayload } from '../helpers/memorials';
import { insertWaitingMemory, recordingWallRooms } from '../helpers/memories';
import { clientAs, read } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';
import { CENTRAL_BOVEDA } from '../helpers/resting-places';
import { colombianDay } from '../helpers/colombian-days';

/**
 * The family circle (docs/features/family-circle.md) reaches the gatherings, resting places and wall moderation: an editor keeps the
 * gatherings and the resting place, a moderator only the memories, neither changes who may see the memorial,
 * and a stranger learns nothing. Each route goes through memorial-access.ts; this file holds them to it.
 */
const t = useTestApp({ media: true });
/** The local R2 bucket, and walls' rooms that only record what they are told. */
const as = (token?: string) => clientAs(t.app, token, {}, { ...t.r2.env, WALL_ROOMS: recordingWallRooms().namespace });

type Person = Awaited<ReturnType<typeof createUserWithSession>>;

async function circle() {
  const owner = await createUserWithSession(t.db);
  await givePaidOrder(t.db, owner.user.id);
  const created = await read(as(owner.token).profiles.index.$post({ json: individualPayload() }));
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  const join = async (role: 'editor' | 'moderator'): Promise<Person> => {
    const person = await createUserWithSession(t.db);
    expect(
      (await read(as(owner.token).profileManagers[':id'].managers.$post({ param: { id }, json: { email: person.email, role } }))).status,
    ).toBe(201);
    const { token } = await latestMailToken(t.db, person.email);
    expect((await read(as(person.token).invitations.accept.$post({ json: { token } }))).status).toBe(200);
    return person;
  };
  return { owner, id, editor: await join('editor'), moderator: await join('moderator'), stranger: await createUserWithSession(t.db) };
}

const gathering = () => ({
  kind: 'misa_de_mes' as const,
  starts_at: `${colombianDay(5)}T18:00:00-05:00`,
  place_name: 'Parroquia Nuestra Señora del Carmen',
});

const place = { ...CENTRAL_BOVEDA, visible: true };

describe('what each role of the family circle may do with gatherings, the resting place, visibility and the wall', () => {
  it('an editor keeps the gatherings (audited as theirs); a moderator is refused with a reason; a stranger gets 404', async () => {
    const { id, editor, moderator, stranger } = await circle();
    const add = (token: string) => read(as(token).gatherings.profiles[':id'].gatherings.$post({ param: { id }, json: gathering() }));

    const added = await add(editor.token);
    expect(added.status).toBe(201);
    const gatheringId = added.body.data.id;
    const edited = await read(
      as(editor.token).gatherings.gatherings[':id'].$put({
        param: { id: gatheringId },
        json: { ...gathering(), title: 'Misa de mes de Rosa' },
      }),
    );
    expect(edited.status).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, editor.user.id), eq(auditLog.entityId, id)));
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['gathering_created', 'gathering_updated']));
    expect(audited[0]?.details).toMatchObject({ role: 'editor' });

    const refused = await add(moderator.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: expect.stringMatching(/\S/) });
    expect((await add(stranger.token)).status).toBe(404);
    expect((await read(as(stranger.token).gatherings.gatherings[':id'].$delete({ param: { id: gatheringId } }))).status).toBe(404);
    expect((await read(as(editor.token).gatherings.gatherings[':id'].$delete({ param: { id: gatheringId } }))).status).toBe(200);
  });

  it('an editor sets the resting place; a moderator is refused; a stranger gets 404', async () => {
    const { id, editor, moderator, stranger } = await circle();
    const setPlace = (token: string) =>
      read(as(token).profiles[':id']['resting-place'].$put({ param: { id }, json: { resting_place: place } as never }));
    const saved = await setPlace(editor.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: { cemetery: 'Cementerio Central', number: '214' } });
    expect((await setPlace(moderator.token)).status).toBe(403);
    expect((await setPlace(stranger.token)).status).toBe(404);
  });

  it('managers read who may see the memorial but never change it; a stranger gets 404', async () => {
    const { id, editor, moderator, stranger } = await circle();
    for (const manager of [editor, moderator]) {
      const read_ = await read(as(manager.token).profileVisibility[':id'].visibility.$get({ param: { id } }));
      expect(read_.status).toBe(200);
      expect(read_.body).toMatchObject({ data: { visibility: 'public', may_change: false } });
      const change = await read(
        as(manager.token).profileVisibility[':id'].visibility.$put({ param: { id }, json: { visibility: 'unlisted' } }),
      );
      expect(change.status).toBe(403);
    }
    expect((await read(as(stranger.token).profileVisibility[':id'].visibility.$get({ param: { id } }))).status).toBe(404);
  });

  it('a moderator approves memories in bulk; a stranger cannot', async () => {
    const { id, moderator, stranger } = await circle();
    const waiting = await insertWaitingMemory(t.db, id);
    const decide = (token: string) => read(as(token).memories.decisions.$post({ json: { ids: [waiting.id], decision: 'approve' } }));
    expect((await decide(stranger.token)).status).toBe(404);
    expect((await decide(moderator.token)).status).toBe(200);
    const [row] = await t.db.select({ isAuthorized: memories.isAuthorized }).from(memories).where(eq(memories.id, waiting.id));
    expect(row?.isAuthorized).toBe(true);
  });
});
