/** One e-mail as every transport receives it; `links` lets the dev outbox and tests find the action link. */
export type MailMessage = { to: string; subject: string; text: string; html: string; links: string[] };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** `local` is the LOCAL_DEV switch: the outbox, which keeps one-time links readable, needs it. */
export type MailConfig = { transport: 'outbox' | 'resend'; from: string; resendApiKey?: string; local: boolean };
