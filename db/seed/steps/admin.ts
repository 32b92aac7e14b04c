import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { users, userTotp } from '../../schema';
import { NEW_PASSWORD_MIN } from '../../../worker/schemas/auth-texts';
import { hashPassword } from '../../../worker/services/passwords';
import { parseBase32Secret } from '../../../worker/services/totp';
import { encryptTotpSecret } from '../../../worker/services/totp-secrets';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The product's minimum for a new password (ASVS 5.0 V6.2.1; the spec's 6 was below it). */
const MIN_PASSWORD = NEW_PASSWORD_MIN;

export type SeededAdmin = { id: string; email: string; created: boolean };

async function findByEmail(db: Db, email: string): Promise<{ id: string; email: string } | undefined> {
  // E-mail is unique ignoring case (users_email_lower_unique); the same expression uses that index.
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row;
}

/**
 * The super administrator. An existing account with that e-mail is left exactly as it is: its password
 * and profile may have been changed since, and the seed must never undo that.
 */
export async function seedAdmin(db: Db, adminEmail: string, adminPassword: string): Promise<SeededAdmin> {
  const email = adminEmail.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Error(`El correo del administrador no es válido: "${adminEmail}"`);

  const existing = await findByEmail(db, email);
  if (existing) return { ...existing, created: false };

  if (adminPassword.length < MIN_PASSWORD) {
    throw new Error(`La contraseña del administrador debe tener al menos ${MIN_PASSWORD} caracteres`);
  }
  const [created] = await db
    .insert(users)
    .values({
      email,
      emailVerified: true,
      firstName: 'Administrador',
      lastName: 'Principal',
      role: 'super_admin',
      isActive: true,
      passwordHash: await hashPassword(adminPassword),
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (created) return { ...created, created: true };

  // Another seed created it between our look-up and insert.
  const raced = await findByEmail(db, email);
  if (!raced) throw new Error('No se pudo crear la cuenta del administrador');
  return { ...raced, created: false };
}

/** The seeded administrator's authenticator: its base32 secret and the key secrets are sealed under. */
export type SeedAdminTotp = { secret: string; encryptionKey: Uint8Array };

/**
 * Enrols the seeded administrator with a known secret (ADMIN_TOTP_SECRET), so a developer adds it to an
 * authenticator app once and the browser tests compute its codes. An account that already has a second
 * factor (or a half-made enrolment) keeps it: the seed never replaces what someone set up.
 */
export async function seedAdminTotp(db: Db, adminId: string, totp: SeedAdminTotp): Promise<boolean> {
  const secret = parseBase32Secret(totp.secret);
  if (!secret) throw new Error('ADMIN_TOTP_SECRET no es un secreto base32 válido (al menos 128 bits, p. ej. 32 caracteres A-Z y 2-7)');
  const created = await db
    .insert(userTotp)
    .values({ userId: adminId, secret: await encryptTotpSecret(totp.encryptionKey, adminId, secret), enabledAt: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ userId: userTotp.userId });
  return created.length > 0;
}
