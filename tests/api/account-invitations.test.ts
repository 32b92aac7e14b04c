import { and, eq, inArray, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memorialInvitations } from '../../db/schema';
import type { AccountExport } from '../../worker/services/account-data';
import { bearer, createUserWithSession, latestMailToken, uniqueClient } from '../helpers/auth';
import { givePaidOrder, individualPayload } from '../helpers/memorials';
import { recordingWallRooms } from '../helpers/memories';
import { recordingRooms } from '../helpers/rooms';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * An account's invitations ('Familia que ayuda') are in 'Mis datos', and leave with the account: the
 * ones it sent, the ones to its address (pending or accepted), and the invited address in the audit of those.
 */
const t = useTestApp({ media: true });
type Person = Awaited<ReturnType<typeof createUserWithSession>>;

let env: object;
const as = (token?: string) => testClient(t.app, env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });

let ana: Person;
let beto: Person;
let carla: Person;
/** Ana's two memorials (Beto helps with the first and is invited to the second) and the one Beto handed to Ana. */
let helped: string;
let invitedTo: string;
let handed: string;

async function memorialOf(person: Person, name: string): Promise<string> {
  await givePaidOrder(t.db, person.user.id);
  const created = await read(as(person.token).profiles.index.$post({ json: individualPayload({ name }) }));
  expect(created.status).toBe(201);
  return created.body.data.id;
}
const invite = async (from: Person, id: string, to: Person, role: 'editor' | 'moderator') =>
  expect(
    (await read(as(from.token).profileManagers[':id'].managers.$post({ param: { id }, json: { email: to.email, role } }))).status,
  ).toBe(201);
const acceptLatest = async (person: Person) =>
  expect(
    (await read(as(person.token).invitations.accept.$post({ json: { token: (await latestMailToken(t.db, person.email)).token } }))).status,
  ).toBe(200);

beforeAll(async () => {
  env = {
    ...t.r2.env,
    WALL_ROOMS: recordingWallRooms().namespace,
    ADMIN_ROOMS: recordingRooms().namespace,
    CUSTOMER_ROOMS: recordingRooms().namespace,
  };
  [ana, beto, carla] = await Promise.all([createUserWithSession(t.db), createUserWithSession(t.db), createUserWithSession(t.db)]);
  helped = await memorialOf(ana, 'Rosa Elvira Díaz');
  invitedTo = await memorialOf(ana, 'Jorge Díaz');
  handed = await memorialOf(beto, 'Teresa Gómez');

  // Sent by Beto: Carla invited to his memorial, then the memorial handed to Ana (who accepts).
  await invite(beto, handed, carla, 'editor');
  expect(
    (await read(as(beto.token).profileManagers[':id'].transfer.$post({ param: { id: handed }, json: { email: ana.email } }))).status,
  ).toBe(201);
  await acceptLatest(ana);
  // To Beto's address: one accepted (he helps with `helped`), one still pending.
  await invite(ana, helped, beto, 'editor');
  await acceptLatest(beto);
  await invite(ana, invitedTo, beto, 'moderator');
  // Nothing to do with Beto: Carla invited to Ana's memorial.
  await invite(ana, helped, carla, 'moderator');
});

const invitationsOf = (person: Person) =>
  t.db
    .select()
    .from(memorialInvitations)
    .where(
      or(
        eq(memorialInvitations.invitedBy, person.user.id),
        eq(memorialInvitations.email, person.email),
        eq(memorialInvitations.acceptedBy, person.user.id),
      ),
    );

describe('an account’s invitations', () => {
  it('are in ‘Mis datos’: the ones sent, with the address, and the ones received, never a token', async () => {
    const response = await as(beto.token).account.export.$get();
    const text = await response.text();
    const { invitations } = JSON.parse(text) as AccountExport;
    expect(invitations.sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          memorial_profile_id: handed,
          memorial_name: 'Teresa Gómez',
          email: carla.email,
          role: 'editor',
          status: 'pending',
        }),
        expect.objectContaining({ memorial_profile_id: handed, email: ana.email, role: 'owner', status: 'accepted' }),
      ]),
    );
    expect(invitations.sent).toHaveLength(2);
    expect(invitations.received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memorial_profile_id: helped, memorial_name: 'Rosa Elvira Díaz', role: 'editor', status: 'accepted' }),
        expect.objectContaining({ memorial_profile_id: invitedTo, memorial_name: 'Jorge Díaz', role: 'moderator', status: 'pending' }),
      ]),
    );
    expect(invitations.received).toHaveLength(2);
    const hashes = (await invitationsOf(beto)).map((row) => row.tokenHash);
    expect(hashes.length).toBeGreaterThanOrEqual(4);
    for (const hash of hashes) expect(text).not.toContain(hash);
  });

  it('leave with the account: sent, received and accepted ones, and the invited address in their audit; nobody else’s', async () => {
    expect((await invitationsOf(beto)).length).toBeGreaterThanOrEqual(4);
    const deleted = await read(as(beto.token).account.index.$delete({ json: { password: 'clave-segura' } }));
    expect(deleted.status).toBe(200);

    expect(await invitationsOf(beto)).toEqual([]);
    const carlas = await t.db.select().from(memorialInvitations).where(eq(memorialInvitations.email, carla.email));
    // Ana's invitation to Carla stays; Beto's to Carla is gone.
    expect(carlas.map((row) => [row.memorialProfileId, row.invitedBy])).toEqual([[helped, ana.user.id]]);

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ['manager_invited', 'memorial_transfer_offered']),
          inArray(auditLog.entityId, [helped, invitedTo, handed]),
        ),
      );
    expect(audited.length).toBeGreaterThanOrEqual(4);
    const written = JSON.stringify(audited);
    expect(written).not.toContain(beto.email);
    // Carla's and Ana's addresses, invited by others who remain, stay in the audit.
    expect(written).toContain(carla.email);
  });
});
