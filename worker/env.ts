import { decodeBase64 } from '@oslojs/encoding';
import { z } from 'zod';
import { PUBLIC_EXAMPLE_WOMPI_KEYS } from './payments/wompi-example-keys';

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
  /**
   * The key the administrators' (and customers') authenticator secrets are encrypted under: base64 of 32
   * random bytes, a Worker secret in production. Read through totpEncryptionKey(), only by the requests that
   * need it, so a missing key fails the second factor (clearly, in the log), never the whole site.
   */
  TOTP_ENCRYPTION_KEY: optional(z.string()),
  /**
   * Wompi's online payments (docs/features/payments.md), the administrator's to switch on: its public key, integrity secret and
   * events secret (Worker secrets). Without all three nothing of Wompi is offered and its routes answer 404.
   */
  WOMPI_PUBLIC_KEY: optional(z.string()),
  WOMPI_INTEGRITY_SECRET: optional(z.string()),
  WOMPI_EVENTS_SECRET: optional(z.string()),
  /**
   * Where Wompi's transactions are confirmed before an event pays anything. Unset: production's API, or the
   * sandbox's for a `pub_test_` key (worker/payments/wompi-api.ts); on a developer's machine with the local test
   * keys, which Wompi does not know, the local stand-in (worker/payments/configured.ts).
   */
  WOMPI_API_URL: optional(z.url()),
});

const WOMPI_KEY_NAMES = ['WOMPI_PUBLIC_KEY', 'WOMPI_INTEGRITY_SECRET', 'WOMPI_EVENTS_SECRET'] as const;

/**
 * Wompi's keys from its documentation or from .env.example are public: whoever read them could sign events. Off a
 * developer's machine the configuration is refused outright (worker/payments/wompi-example-keys.ts).
 */
const refuseExampleWompiKeys = (config: z.infer<typeof envSchema>, ctx: z.RefinementCtx) => {
  if (config.LOCAL_DEV) return;
  for (const name of WOMPI_KEY_NAMES) {
    const value = config[name]?.trim();
    if (value && PUBLIC_EXAMPLE_WOMPI_KEYS.has(value)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} es una llave de ejemplo pública (de la documentación de Wompi o de .env.example): pon la de tu comercio, del panel de Wompi (Desarrolladores), con npx wrangler secret put ${name}`,
      });
    }
  }
};

const configSchema = envSchema.superRefine(refuseExampleWompiKeys);

export type AppConfig = z.infer<typeof configSchema>;

export function parseEnv(bindings: unknown): AppConfig {
  const source = typeof bindings === 'object' && bindings !== null ? bindings : {};
  return configSchema.parse(source);
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

const TOTP_KEY_BYTES = 32;

/**
 * TOTP_ENCRYPTION_KEY as the 32 bytes of an AES-256 key. Without it nothing is stored in the clear instead:
 * enrolment and sign-in codes fail with this explanation in the log (a 500 to the person), like APP_URL.
 */
export function totpEncryptionKey(config: Pick<AppConfig, 'TOTP_ENCRYPTION_KEY'>): Uint8Array {
  const value = config.TOTP_ENCRYPTION_KEY?.trim();
  if (!value) {
    throw new ConfigError(
      'TOTP_ENCRYPTION_KEY no está configurado: crea la clave con `openssl rand -base64 32` y guárdala con `npx wrangler secret put TOTP_ENCRYPTION_KEY` antes de usar la verificación en dos pasos',
    );
  }
  let bytes: Uint8Array | null;
  try {
    bytes = decodeBase64(value);
  } catch {
    bytes = null;
  }
  if (bytes?.length !== TOTP_KEY_BYTES) {
    throw new ConfigError('TOTP_ENCRYPTION_KEY no es válido: debe ser base64 de 32 bytes aleatorios (`openssl rand -base64 32`)');
  }
  return bytes;
}

/** Wompi's three keys, or null while any of them is missing (online payment is then simply not offered). */
export function wompiKeys(config: Pick<AppConfig, 'WOMPI_PUBLIC_KEY' | 'WOMPI_INTEGRITY_SECRET' | 'WOMPI_EVENTS_SECRET'>) {
  const publicKey = config.WOMPI_PUBLIC_KEY?.trim();
  const integritySecret = config.WOMPI_INTEGRITY_SECRET?.trim();
  const eventsSecret = config.WOMPI_EVENTS_SECRET?.trim();
  if (!publicKey || !integritySecret || !eventsSecret) return null;
  return { publicKey, integritySecret, eventsSecret };
}
