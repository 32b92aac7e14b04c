import { eq } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { mfaRecoveryCodes, users, userTotp } from '../../db/schema';
import { pageAccount, type SessionAccount } from '../../worker/services/session-accounts';
import { hashToken } from '../../worker/services/tokens';
import { createUserWithSession, setUserFlags } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

/**
 * What a server-rendered page holds as `Astro.locals.user()` (site/middleware.ts → site/data/page-session.ts
 * → pageAccount) is the account without its secrets: never the password hash, the second factor's secret or the
 * recovery codes, in its type or in its value.
 */
const t = useTestApp();

type PageLocalsUser = NonNullable<Awaited<ReturnType<App.Locals['user']>>>;

describe('the account a page gets', () => {
  it('has no secret in its type', () => {
    expectTypeOf<PageLocalsUser>().toEqualTypeOf<SessionAccount>();
    expectTypeOf<PageLocalsUser>().not.toHaveProperty('passwordHash');
  });

  it('carries no password hash, second-factor secret or recovery code, for a customer or an administrator', async () => {
    for (const role of ['user', 'super_admin'] as const) {
      const person = await createUserWithSession(t.db, { role });
      const codeHash = hashToken(`recuperacion-${person.user.id}`);
      await t.db.insert(mfaRecoveryCodes).values({ userId: person.user.id, codeHash });
      const [stored] = await t.db.select().from(users).where(eq(users.id, person.user.id));
      const [factor] = await t.db.select().from(userTotp).where(eq(userTotp.userId, person.user.id));

      const account = await pageAccount(t.db, person.token);
      expect(account).toMatchObject({ id: person.user.id, email: person.email, role });
      expect(Object.keys(account!)).not.toContain('passwordHash');
      const written = JSON.stringify(account);
      expect(stored!.passwordHash).toMatch(/^scrypt\$/);
      expect(written).not.toContain(stored!.passwordHash!);
      expect(written).not.toContain('scrypt$');
      expect(written).not.toContain(codeHash);
      if (role === 'super_admin') expect(written).not.toContain(factor!.secret);
    }
  });

  it('keeps the session’s rules: nobody for an inactive account or one on an administrator’s password, a customer’s powers before the code', async () => {
    const inactive = await createUserWithSession(t.db);
    await setUserFlags(t.db, inactive.user.id, { isActive: false });
    expect(await pageAccount(t.db, inactive.token)).toBeNull();

    const chosenForThem = await createUserWithSession(t.db, { needsPasswordSetup: true });
    expect(await pageAccount(t.db, chosenForThem.token)).toBeNull();
    // Without a password (a sign-up taken over, then a magic link), the person is somebody: the page asks for one.
    await setUserFlags(t.db, chosenForThem.user.id, { passwordHash: null });
    expect((await pageAccount(t.db, chosenForThem.token))?.needsPasswordSetup).toBe(true);

    const adminBeforeCode = await createUserWithSession(t.db, { role: 'admin', mfaVerified: false });
    expect((await pageAccount(t.db, adminBeforeCode.token))?.role).toBe('user');

    expect(await pageAccount(t.db, 'no-es-un-token')).toBeNull();
  });
});
