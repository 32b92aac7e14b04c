import { env } from 'cloudflare:workers';
import { primaryDb } from '../../worker/d1/request-db';
import { AppError } from '../../worker/errors';
import type { ErrorCode } from '../../worker/schemas/error-codes';
import { checkResetLink } from '../../worker/services/auth-links';
import { reminderLinkState } from '../../worker/services/reminders';

/**
 * What an e-mailed link is now, for the page it opens (docs/features/accounts-and-security.md), read at the D1 primary: a link mailed a
 * moment ago may not have reached a nearby replica yet, and a fresh link must never be called dead. Reads only:
 * the token is spent by the page's form, as before.
 */

/** Why a reset link can no longer be used (status, the API's Spanish words and code), or null while it works. */
export async function resetLinkProblem(token: string): Promise<{ status: 400 | 410; message: string; code: ErrorCode } | null> {
  try {
    await checkResetLink({ db: primaryDb(env) }, { token });
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status === 410 ? 410 : 400, message: error.message, code: error.code };
  }
}

/** A reminder confirmation link's state (services/reminders.ts reminderLinkState), at the primary. */
export const reminderLinkAtPrimary = (token: string) => reminderLinkState({ db: primaryDb(env) }, token);
