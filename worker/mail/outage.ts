import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localSwitches } from '../../db/schema';

/**
 * The local provider's outage (POST /api/dev/mail-outage, LOCAL_DEV only): while on, the outbox transport fails
 * every delivery as a provider that is down would, so the queue's retries and dead letters can be rehearsed on a
 * developer's machine. Only the outbox transport reads it, and that transport exists only with LOCAL_DEV.
 */
const MAIL_OUTAGE = 'mail_outage';

export async function setMailOutage(db: Db, on: boolean): Promise<void> {
  if (on) await db.insert(localSwitches).values({ name: MAIL_OUTAGE }).onConflictDoNothing();
  else await db.delete(localSwitches).where(eq(localSwitches.name, MAIL_OUTAGE));
}

export async function mailOutageOn(db: Db): Promise<boolean> {
  const [row] = await db.select({ name: localSwitches.name }).from(localSwitches).where(eq(localSwitches.name, MAIL_OUTAGE));
  return row !== undefined;
}

export const LOCAL_OUTAGE_ERROR = 'El proveedor de correo local está caído (POST /api/dev/mail-outage)';
