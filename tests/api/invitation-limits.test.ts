import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../worker/mail/outbox';
import { INVITATIONS_PER_ADDRESS_PER_DAY, INVITATIONS_PER_OWNER_PER_DAY, MANAGER_MESSAGES as M } from '../../worker/schemas/manager-texts';
import { bearer, createUserWithSession, uniqueClient, uniqueEmail } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * Invitations and hand-overs are e-mails to addresses the owner types, so they are limited: 3 a day
 * to one address for one memorial, 20 a day from one owner, then a Spanish 429 and no e-mail.
 */
const t = useTestApp();
const as = (token: string) => testClient(t.app, {}, { ...bearer(token), 'cf-connecting-ip': uniqueClient() });

const invite = (token: string, id: string, email: string) =>
  read(as(token).profileManagers[':id'].managers.$post({ param: { id }, json: { email, role: 'editor' } }));
const handOver = (token: string, id: string, email: string) =>
  read(as(token).profileManagers[':id'].transfer.$post({ param: { id }, json: { email } }));

describe('invitation e-mails are limited', () => {
  startInFreshRateWindows();

  it('to 3 a day to one address for one memorial, invitations and hand-overs together; other memorials are apart', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id);
    const other = await insertMemorial(t.db, owner.user.id);
    const cousin = uniqueEmail();
    expect(INVITATIONS_PER_ADDRESS_PER_DAY).toBe(3);
    // A re-send replaces the pending invitation, so only the limit stops the fourth e-mail.
    expect((await invite(owner.token, memorial.id, cousin)).status).toBe(201);
    expect((await invite(owner.token, memorial.id, cousin.toUpperCase())).status).toBe(201);
    expect((await handOver(owner.token, memorial.id, cousin)).status).toBe(201);
    const refused = await invite(owner.token, memorial.id, cousin);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(M.tooManyToAddress);
    expect((await handOver(owner.token, memorial.id, cousin)).status).toBe(429);
    expect(await listOutbox(t.db, cousin)).toHaveLength(3);
    // The same address for another memorial, and another address for this one, still go.
    expect((await invite(owner.token, other.id, cousin)).status).toBe(201);
    expect((await invite(owner.token, memorial.id, uniqueEmail())).status).toBe(201);
  });

  it('to 20 a day from one owner, whatever the addresses and memorials; another owner is apart', async () => {
    const owner = await createUserWithSession(t.db);
    const memorials = [
      await insertMemorial(t.db, owner.user.id),
      await insertMemorial(t.db, owner.user.id),
      await insertMemorial(t.db, owner.user.id),
    ];
    expect(INVITATIONS_PER_OWNER_PER_DAY).toBe(20);
    for (let sent = 0; sent < 20; sent++) {
      // Eight addresses a memorial: under the memorial's cap of 10 managers and invitations.
      expect((await invite(owner.token, memorials[Math.floor(sent / 8)]!.id, uniqueEmail())).status).toBe(201);
    }
    const late = uniqueEmail();
    const refused = await invite(owner.token, memorials[2]!.id, late);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(M.tooManyToday);
    expect((await handOver(owner.token, memorials[2]!.id, late)).body.error).toBe(M.tooManyToday);
    expect(await listOutbox(t.db, late)).toHaveLength(0);

    const neighbour = await createUserWithSession(t.db);
    expect((await invite(neighbour.token, (await insertMemorial(t.db, neighbour.user.id)).id, late)).status).toBe(201);
  });

  it('a refusal for one address does not spend the owner’s day', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id);
    const cousin = uniqueEmail();
    for (let sent = 0; sent < 3; sent++) expect((await invite(owner.token, memorial.id, cousin)).status).toBe(201);
    for (let refused = 0; refused < 20; refused++) expect((await invite(owner.token, memorial.id, cousin)).status).toBe(429);
    // 3 sent, 20 refused: the owner has 17 left today.
    expect((await invite(owner.token, memorial.id, uniqueEmail())).status).toBe(201);
  });
});
