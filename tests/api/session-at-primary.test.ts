import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { sessions, users, userTotp } from '../../db/schema';
import { createApi } from '../../worker/api';
import { LOCAL_VARS } from '../../worker/local/vars';
import { createUserWithSession } from '../helpers/auth';
import { clientAs } from '../helpers/test-client';
import { createTestDb } from '../helpers/test-db';

/**
 * Read replication (worker/d1/): a request may read a replica as old as the bookmark it brought, and the
 * bookmark is the client's to send. The check of who is calling must not trust such a replica: here the
 * "replica" still has a session and a role the primary has already taken away, and the API believes the
 * primary.
 */
let primary: Db;
let replica: Db;

/** The Worker's /api where ordinary reads come from the stale replica and session checks from the primary. */
const app = () =>
  new Hono<{ Bindings: Record<string, unknown> }>()
    .use(async (c, next) => {
      c.env = { ...LOCAL_VARS, ...(c.env ?? {}) };
      await next();
    })
    .route(
      '/api',
      createApi(
        () => replica,
        () => primary,
      ),
    );
/** The typed clients to that app as `token`'s user. */
const as = (token: string) => clientAs(app(), token);

/** One person with a session, the same in both copies (the replica caught up to this point). */
async function personInBoth(role: 'user' | 'admin') {
  const person = await createUserWithSession(primary, { role });
  const [session] = await primary.select().from(sessions).where(eq(sessions.userId, person.user.id));
  const factors = await primary.select().from(userTotp).where(eq(userTotp.userId, person.user.id));
  await replica.insert(users).values(person.user);
  await replica.insert(sessions).values(session!);
  if (factors.length > 0) await replica.insert(userTotp).values(factors);
  return person;
}

beforeEach(async () => {
  [primary, replica] = await Promise.all([createTestDb(), createTestDb()]);
});

describe('session and role checks read the primary, whatever replica the bookmark allows', () => {
  it('a session signed out at the primary is no session, though the replica still has it', async () => {
    const person = await personInBoth('user');
    expect((await as(person.token).auth.session.$get()).status).toBe(200);
    await primary.delete(sessions).where(eq(sessions.userId, person.user.id));
    expect((await as(person.token).auth.session.$get()).status).toBe(401);
  });

  it('a demoted administrator is refused the back-office, though the replica still says admin', async () => {
    const person = await personInBoth('admin');
    expect((await as(person.token).admin.dashboard.$get()).status).toBe(200);
    await primary.update(users).set({ role: 'user' }).where(eq(users.id, person.user.id));
    expect((await as(person.token).admin.dashboard.$get()).status).toBe(403);
  });

  it('a deactivated account is a guest, though the replica still says active', async () => {
    const person = await personInBoth('user');
    await primary.update(users).set({ isActive: false }).where(eq(users.id, person.user.id));
    expect((await as(person.token).orders.index.$get()).status).toBe(401);
  });
});
