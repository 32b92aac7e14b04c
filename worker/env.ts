import { z } from 'zod';

/**
 * Environment variables, parsed once per request from the Worker's bindings. Everything has a local
 * default so `npm start` needs no configuration; production sets MAIL_TRANSPORT=resend and its key.
 */
const envSchema = z.object({
  MAIL_TRANSPORT: z.enum(['outbox', 'resend']).default('outbox'),
  MAIL_FROM: z.string().default('Recuerdos Eternos <no-responder@recuerdoseternos.co>'),
  RESEND_API_KEY: z.string().optional(),
  /** Public origin for links in e-mails; when unset, the origin of the request that sent them. */
  APP_URL: z.url().optional(),
});

export type AppConfig = z.infer<typeof envSchema>;

export function parseEnv(bindings: unknown): AppConfig {
  const source = typeof bindings === 'object' && bindings !== null ? bindings : {};
  return envSchema.parse(source);
}
