import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../worker/env';

describe('worker environment', () => {
  it('defaults to the local outbox with no configuration at all', () => {
    expect(parseEnv(undefined)).toMatchObject({ MAIL_TRANSPORT: 'outbox', MAIL_FROM: expect.stringContaining('Recuerdos Eternos') });
  });

  it('treats empty values copied from .env.example as unset', () => {
    const config = parseEnv({ MAIL_TRANSPORT: '', RESEND_API_KEY: '', APP_URL: ' ', MAIL_FROM: '' });
    expect(config).toMatchObject({ MAIL_TRANSPORT: 'outbox', RESEND_API_KEY: undefined, APP_URL: undefined });
  });

  it('reads a production configuration', () => {
    const config = parseEnv({ MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_123', APP_URL: 'https://recuerdoseternos.co' });
    expect(config).toMatchObject({ MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_123', APP_URL: 'https://recuerdoseternos.co' });
  });

  it('refuses an unknown transport rather than silently printing sign-in links', () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow();
  });
});
