import type { Mailer } from '../mail/types';
import { log } from '../log';
import { securityNoticeMessage, type SecurityEvent } from '../mail/security-templates';

export type { SecurityEvent };

/**
 * What a notice needs: the mailer (none: nobody is told, e.g. a script) and the site's origin for its link,
 * read only when sending (a getter that throws without APP_URL fails only the notice).
 */
export type NoticeDeps = { mailer?: Mailer; readonly appUrl?: string };

const logFailure = (event: SecurityEvent, error: unknown) => log.error('mail_failed', error, { notice: event });

/**
 * Tells the owner of an account that its protection changed (security-templates.ts). Sent after the change is
 * stored: a lost e-mail or a missing APP_URL is logged, never turned into a failure of the change.
 */
export async function sendSecurityNotice(
  deps: NoticeDeps,
  owner: { email: string; firstName?: string | null },
  event: SecurityEvent,
  extra: { newEmail?: string } = {},
): Promise<void> {
  if (!deps.mailer) return;
  try {
    const link = `${deps.appUrl}/`;
    await deps.mailer.send(securityNoticeMessage({ to: owner.email, name: owner.firstName, link, event, at: new Date(), ...extra }));
  } catch (error) {
    logFailure(event, error);
  }
}
