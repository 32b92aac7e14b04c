import { z } from 'zod';

/**
 * Environment variables, parsed once per request from the Worker's bindings. wrangler.toml's `[vars]` are
 * production's values; a developer's machine (npm start, npm run dev, the e2e harness, the bench) turns on
 * local behaviour explicitly with LOCAL_DEV=true (see worker/local/vars.mjs). Nothing here defaults to a
 * local convenience: without the switch there are no /api/dev routes, no outbox and no guessed origin.
 */
/** An empty value in .env means "not set", not "set to nothing". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  /** The local switch: only a developer's machine sets it. */
  LOCAL_DEV: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
  /** `outbox` keeps e-mail (with its one-time links) in the database; it works only with LOCAL_DEV. */
  MAIL_TRANSPORT: optional(z.enum(['outbox', 'resend'])).transform((value) => value ?? 'resend'),
  MAIL_FROM: optional(z.string()).transform((value) => value ?? 'Recuerdos Eternos <no-responder@recuerdoseternos.co>'),
  RESEND_API_KEY: optional(z.string()),
  /** Public origin for links in e-mails and QR codes. Required in production; locally the request's origin. */
  APP_URL: optional(z.url()),
});

export type AppConfig = z.infer<typeof envSchema>;

export function parseEnv(bindings: unknown): AppConfig {
  const source = typeof bindings === 'object' && bindings !== null ? bindings : {};
  return envSchema.parse(source);
}

/** A production misconfiguration: logged with its explanation at the first request that needs the value. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The public origin for links; refuses to guess one from the request outside a developer's machine. */
export function publicOrigin(config: AppConfig, requestUrl: string): string {
  if (config.APP_URL) return config.APP_URL.replace(/\/+$/, '');
  if (config.LOCAL_DEV) return new URL(requestUrl).origin;
  throw new ConfigError('APP_URL no está configurado: define la variable APP_URL (https://tu-dominio) en wrangler.toml antes de desplegar');
}
