import { toOneLine } from '../schemas/control-characters';
import type { MailMessage } from './types';

/**
 * A header value built from people's data (a Subject with a memorial's name, a From display name, the
 * List-Unsubscribe address): every run of CR, LF or other control characters becomes one space, so a name
 * stored with "\r\nBcc: …" stays words in the Subject and never starts a header of its own. Names written
 * before the schemas refused control characters still reach here, hence this last step before every transport.
 */
export const headerValue = (value: string): string => toOneLine(value).trim();

/** A header's name: only the characters RFC 5322 allows (printable ASCII less the colon and the space). */
const headerName = (name: string): string => name.replace(/[^\x21-\x39\x3b-\x7e]/g, '');

/** The message as a transport may hand it on: `to`, `subject` and every extra header on one line each. */
export function withSafeHeaders(message: MailMessage): MailMessage {
  return {
    ...message,
    to: headerValue(message.to),
    subject: headerValue(message.subject),
    ...(message.headers
      ? { headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [headerName(name), headerValue(value)])) }
      : {}),
  };
}
