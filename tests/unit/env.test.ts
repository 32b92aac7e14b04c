import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, publicOrigin, wompiKeys } from '../../worker/env';
import { LOCAL_WOMPI_VARS } from '../../worker/local/vars';
import { createMailer } from '../../worker/mail';
import type { Db } from '../../db/client';

const noDb = {} as Db;

describe('worker environment', () => {
  it('is production with no configuration at all: real e-mail, no local switch', () => {
    expect(parseEnv(undefined)).toMatchObject({
      LOCAL_DEV: false,
      MAIL_TRANSPORT: 'resend',
      MAIL_FROM: expect.stringContaining('Recuerdos Eternos'),
    });
  });

  it('treats empty values copied from .env.example as unset', () => {
    const config = parseEnv({ MAIL_TRANSPORT: '', RESEND_API_KEY: '', APP_URL: ' ', MAIL_FROM: '', LOCAL_DEV: '' });
    expect(config).toMatchObject({ LOCAL_DEV: false, MAIL_TRANSPORT: 'resend', RESEND_API_KEY: undefined, APP_URL: undefined });
  });

  it('reads a production configuration', () => {
    const config = parseEnv({ MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_123', APP_URL: 'https://recuerdoseternos.co' });
    expect(config).toMatchObject({ MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_123', APP_URL: 'https://recuerdoseternos.co' });
  });

  it('turns local behaviour on only when told to', () => {
    expect(parseEnv({ LOCAL_DEV: 'true', MAIL_TRANSPORT: 'outbox' })).toMatchObject({ LOCAL_DEV: true, MAIL_TRANSPORT: 'outbox' });
    expect(() => parseEnv({ LOCAL_DEV: 'yes' })).toThrow();
  });

  it('refuses an unknown transport rather than silently printing sign-in links', () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow();
  });
});

describe("Wompi's keys", () => {
  const OWN = {
    WOMPI_PUBLIC_KEY: 'pub_prod_c0mercioPropio8Hs2kq',
    WOMPI_INTEGRITY_SECRET: 'prod_integrity_c0mercioPropio8Hs2kq',
    WOMPI_EVENTS_SECRET: 'prod_events_c0mercioPropio8Hs2kq',
  };
  const EXAMPLES: Record<keyof typeof OWN, string[]> = {
    // Wompi's documentation, and .env.example's local values.
    WOMPI_PUBLIC_KEY: [
      'pub_prod_Kw4aC0rZVgLZQn209NbEKPuXLzBD28Zx',
      'pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf',
      LOCAL_WOMPI_VARS.WOMPI_PUBLIC_KEY,
    ],
    WOMPI_INTEGRITY_SECRET: ['prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6', LOCAL_WOMPI_VARS.WOMPI_INTEGRITY_SECRET],
    WOMPI_EVENTS_SECRET: ['prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z', LOCAL_WOMPI_VARS.WOMPI_EVENTS_SECRET],
  };

  it("reads a business's own keys in production", () => {
    expect(wompiKeys(parseEnv(OWN))).toEqual({
      publicKey: OWN.WOMPI_PUBLIC_KEY,
      integritySecret: OWN.WOMPI_INTEGRITY_SECRET,
      eventsSecret: OWN.WOMPI_EVENTS_SECRET,
    });
  });

  it('refuses to start with a public example key outside a developer machine, naming the variable', () => {
    for (const [name, values] of Object.entries(EXAMPLES)) {
      for (const value of values) {
        for (const off of [{}, { LOCAL_DEV: 'false' }, { LOCAL_DEV: '' }]) {
          expect(() => parseEnv({ ...OWN, ...off, [name]: ` ${value} ` }), `${name}=${value}`).toThrow(
            new RegExp(`${name} es una llave de ejemplo pública`),
          );
        }
      }
    }
  });

  it("accepts them on a developer's machine", () => {
    expect(wompiKeys(parseEnv({ LOCAL_DEV: 'true', ...LOCAL_WOMPI_VARS }))).toEqual({
      publicKey: LOCAL_WOMPI_VARS.WOMPI_PUBLIC_KEY,
      integritySecret: LOCAL_WOMPI_VARS.WOMPI_INTEGRITY_SECRET,
      eventsSecret: LOCAL_WOMPI_VARS.WOMPI_EVENTS_SECRET,
    });
  });

  it('reads WOMPI_API_URL as an address', () => {
    expect(parseEnv({ WOMPI_API_URL: 'https://sandbox.wompi.co' }).WOMPI_API_URL).toBe('https://sandbox.wompi.co');
    expect(parseEnv({ WOMPI_API_URL: '' }).WOMPI_API_URL).toBeUndefined();
    expect(() => parseEnv({ WOMPI_API_URL: 'sandbox' })).toThrow();
  });
});

describe('public origin for links', () => {
  it('uses APP_URL, without a trailing slash', () => {
    expect(publicOrigin(parseEnv({ APP_URL: 'https://recuerdoseternos.co/' }), 'https://evil.example/x')).toBe(
      'https://recuerdoseternos.co',
    );
  });

  it("falls back to the request's origin only on a developer's machine", () => {
    expect(publicOrigin(parseEnv({ LOCAL_DEV: 'true' }), 'http://localhost:4321/api/x')).toBe('http://localhost:4321');
  });

  it('is a clear configuration error in production, never a guess from the Host header', () => {
    expect(() => publicOrigin(parseEnv({}), 'https://evil.example/api/auth/register')).toThrow(ConfigError);
    expect(() => publicOrigin(parseEnv({}), 'https://evil.example/')).toThrow(/APP_URL no está configurado/);
  });
});

describe('mail transport choice', () => {
  it('refuses the outbox outside a developer machine', () => {
    expect(() => createMailer({ transport: 'outbox', from: 'a <a@b.co>', local: false }, noDb)).toThrow(/solo funciona en local/);
    expect(() => createMailer({ transport: 'outbox', from: 'a <a@b.co>', local: true }, noDb)).not.toThrow();
  });

  it('needs the Resend key in production', () => {
    expect(() => createMailer({ transport: 'resend', from: 'a <a@b.co>', local: false }, noDb)).toThrow(/RESEND_API_KEY/);
  });
});
