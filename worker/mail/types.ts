/**
 * One e-mail as every transport receives it; `links` lets the dev outbox and tests find the action link.
 * `headers` are extra message headers (a reminder's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
 */
export type MailMessage = { to: string; subject: string; text: string; html: string; links: string[]; headers?: Record<string, string> };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** `local` is the LOCAL_DEV switch: the outbox, which keeps one-time links readable, needs it. */
export type MailConfig = { transport: 'outbox' | 'resend'; from: string; resendApiKey?: string; local: boolean };
