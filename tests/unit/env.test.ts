import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, publicOrigin } from '../../worker/env';
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

describe('public origin for links', () => {
  it('uses APP_URL, without a trailing slash', () => {
    expect(publicOrigin(parseEnv({ APP_URL: 'https://recuerdoseternos.co/' }), 'https://evil.example/x')).toBe('https://recuerdoseternos.co');
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
