import { z } from 'zod';

/**
 * Environment variables, parsed once per request from the Worker's bindings. Everything has a local
 * default so `npm start` needs no configuration; production sets MAIL_TRANSPORT=resend and its key.
 */
/** An empty value in .env means "not set", not "set to nothing". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  MAIL_TRANSPORT: optional(z.enum(['outbox', 'resend'])).transform((value) => value ?? 'outbox'),
  MAIL_FROM: optional(z.string()).transform((value) => value ?? 'Recuerdos Eternos <no-responder@recuerdoseternos.co>'),
  RESEND_API_KEY: optional(z.string()),
  /** Public origin for links in e-mails; when unset, the origin of the request that sent them. */
  APP_URL: optional(z.url()),
});

export type AppConfig = z.infer<typeof envSchema>;

export function parseEnv(bindings: unknown): AppConfig {
  const source = typeof bindings === 'object' && bindings !== null ? bindings : {};
  return envSchema.parse(source);
}
