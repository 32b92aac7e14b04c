/**
 * The local switch: the variables a developer's machine runs the Worker with, on top of wrangler.toml's
 * production `[vars]`. `npm start` and `npm run dev` get them from a generated `.dev.vars`
 * (write-dev-vars.ts); the e2e harness and the bench pass them to `wrangler dev` as `--var` flags, so a
 * developer's own `.dev.vars` never changes what the tests see. `wrangler deploy` reads neither.
 *
 * Plain erasable TypeScript: Node 24 imports it directly from the bench's .mjs scripts.
 */
export const LOCAL_VARS: Readonly<Record<string, string>> = {
  LOCAL_DEV: 'true',
  MAIL_TRANSPORT: 'outbox',
};

/** `wrangler dev` arguments that turn the local switch on. */
export function localVarFlags(vars: Readonly<Record<string, string>> = LOCAL_VARS): string[] {
  return Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
}

/**
 * The seeded local administrator's authenticator secret (base32), as in .env.example: `npm start` prints it
 * beside the password, so a developer adds it to an authenticator app once. Local only: nothing seeds
 * production, where the first administrator enrols at the first sign-in.
 */
export const DEFAULT_ADMIN_TOTP_SECRET = 'JFJOOANDUEUFR5RLPJP7QPQ7JZZO2VXV';

/** A fresh TOTP_ENCRYPTION_KEY (base64 of 32 random bytes), for a developer's .dev.vars. */
export function newTotpEncryptionKey(): string {
  const key = new Uint8Array(32);
  crypto.getRandomValues(key);
  return btoa(String.fromCharCode(...key));
}

/**
 * Wompi's keys for a developer's machine and the tests (docs/features/payments.md), as in .env.example: test-shaped values that
 * switch online payment on locally, so the checkout address and the signed events can be tried without an
 * account. Wompi itself does not know them, so with them a local stand-in confirms the transactions
 * (worker/payments/configured.ts): to reach Wompi's sandbox, put your own `pub_test_…`, `test_integrity_…`
 * and `test_events_…` in .env (`npm start` copies them into .dev.vars). Production sets its own as Worker secrets
 * and refuses these (worker/payments/wompi-example-keys.ts).
 */
export const LOCAL_WOMPI_VARS: Readonly<Record<'WOMPI_PUBLIC_KEY' | 'WOMPI_INTEGRITY_SECRET' | 'WOMPI_EVENTS_SECRET', string>> = {
  WOMPI_PUBLIC_KEY: 'pub_test_recuerdoseternoslocal000000',
  WOMPI_INTEGRITY_SECRET: 'test_integrity_recuerdoseternoslocal00',
  WOMPI_EVENTS_SECRET: 'test_events_recuerdoseternoslocal00000',
};
