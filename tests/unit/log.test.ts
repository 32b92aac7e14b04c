import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPersonalKey, log, logLine, maskFields, MASKED } from '../../worker/log';

afterEach(() => vi.restoreAllMocks());

const EMAIL = 'maria.fernanda.rojas@correo-privado.co';

describe('the logger keeps personal data out by key', () => {
  it('marks keys by their words, whatever their case or separator', () => {
    for (const key of [
      'email',
      'name',
      'password',
      'token',
      'phone',
      'ip',
      'address',
      'Email',
      'first_name',
      'lastName',
      'ipAddress',
      'access_token',
      'refresh-token',
      'PHONE_NUMBER',
      'newEmail',
    ]) {
      expect(isPersonalKey(key), key).toBe(true);
    }
    for (const key of ['event', 'tokens', 'emails_sent', 'subject', 'room', 'requestId', 'files', 'zip', 'shipping', 'notice', 'key']) {
      expect(isPersonalKey(key), key).toBe(false);
    }
  });

  it('masks personal fields at any depth, in objects and arrays, and keeps the rest', () => {
    const masked = maskFields({
      email: EMAIL,
      count: 3,
      user: { id: 'u-1', first_name: 'María', contact: { phone: '3001234567' } },
      recipients: [{ email: EMAIL, id: 'a' }],
      ipAddress: '198.51.100.7',
    });
    expect(masked).toEqual({
      email: MASKED,
      count: 3,
      user: { id: 'u-1', first_name: MASKED, contact: { phone: MASKED } },
      recipients: [{ email: MASKED, id: 'a' }],
      ipAddress: MASKED,
    });
    expect(JSON.stringify(masked)).not.toContain(EMAIL);
  });

  it('writes one JSON line per call, with its level and event, that a field cannot overwrite', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    log.info('daily_cleanup', { sessions: 2, level: 'error', event: 'other', token: 'secreto' });
    log.warn('daily_quote_failed', { message: 'No se pudo cargar la frase del día' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(info.mock.calls[0]?.[0]))).toEqual({ level: 'info', event: 'daily_cleanup', sessions: 2, token: MASKED });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toEqual({
      level: 'warn',
      event: 'daily_quote_failed',
      message: 'No se pudo cargar la frase del día',
    });
  });

  it("logs an error through errorForLog: never a query's parameters, nor a personal field", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = new DrizzleQueryError(
      'update "users" set "email" = ? where "id" = ?',
      [EMAIL, 'u-1'],
      new Error('D1_ERROR: UNIQUE constraint failed'),
    );
    log.error('mail_failed', failed, { email: EMAIL, notice: 'password_changed' });
    const line = JSON.parse(String(error.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', event: 'mail_failed', notice: 'password_changed', email: MASKED });
    expect(line.error).toMatchObject({ name: 'DrizzleQueryError', query: 'update "users" set "email" = ? where "id" = ?' });
    expect(JSON.stringify(line)).not.toContain(EMAIL);
  });

  it('builds the same line without writing it', () => {
    expect(JSON.parse(logLine('info', 'remembrance_mail', { date: '2026-05-01', failed: 0 }))).toEqual({
      level: 'info',
      event: 'remembrance_mail',
      date: '2026-05-01',
      failed: 0,
    });
  });
});
