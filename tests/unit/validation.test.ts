import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../../worker/context';
import { handleError, MESSAGES } from '../../worker/middleware/errors';
import { validate } from '../../worker/middleware/validation';
import { AppError, badRequest, conflict, defaultCode, forbidden, notFound, tooManyRequests, unauthorized } from '../../worker/errors';
import { isErrorCode } from '../../worker/schemas/error-codes';
import { ISSUE_TEXTS } from '../../worker/schemas/spanish-issues';

const schema = z.object({
  email: z.email('Email inválido'),
  password: z.string().min(6, 'La contraseña debe tener al menos 6 caracteres'),
});

/** A schema that forgot its messages: zod's own would be English. */
const bare = z.object({ profile: z.object({ age: z.coerce.number().int().min(1) }) });

function probeApp() {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.post('/echo', validate('json', schema), (c) => c.json({ success: true, data: c.req.valid('json') }));
  app.post('/bare', validate('json', bare), (c) => c.json({ success: true, data: c.req.valid('json') }));
  app.get('/conflict', () => {
    throw conflict('Este email ya está registrado');
  });
  app.get('/boom', () => {
    throw new Error('secret internals');
  });
  return app;
}

const post = (body: string, contentType = 'application/json') =>
  probeApp().request('/echo', { method: 'POST', body, headers: { 'content-type': contentType } });

describe('the shared validation hook', () => {
  it('answers 400 with the first Spanish message and every issue', async () => {
    const response = await post(JSON.stringify({ email: 'nope', password: '123' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; error: string; issues: { path: string }[] };
    expect(body.success).toBe(false);
    expect(body.error).toBe('Email inválido');
    expect(body.issues.map((issue) => issue.path)).toEqual(['email', 'password']);
  });

  it('answers VALIDATION_FAILED naming the first issue’s field', async () => {
    const response = await post(JSON.stringify({ email: 'ana@example.com', password: '123' }));
    expect(await response.json()).toMatchObject({
      success: false,
      error: 'La contraseña debe tener al menos 6 caracteres',
      code: 'VALIDATION_FAILED',
      field: 'password',
    });
  });

  it('never lets zod’s English through: a schema without messages answers Spanish words naming the field', async () => {
    const send = (body: unknown) =>
      probeApp().request('/bare', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(await (await send({ profile: { age: '0' } })).json()).toMatchObject({
      error: ISSUE_TEXTS.field('profile.age'),
      code: 'VALIDATION_FAILED',
      field: 'profile.age',
    });
    expect(await (await send({ profile: 'x' })).json()).toMatchObject({ error: ISSUE_TEXTS.field('profile'), field: 'profile' });
    const whole = (await (await send([])).json()) as Record<string, unknown>;
    expect(whole).toMatchObject({ error: ISSUE_TEXTS.shape, code: 'VALIDATION_FAILED' });
    expect(whole).not.toHaveProperty('field');
  });

  it('passes valid input through', async () => {
    const response = await post(JSON.stringify({ email: 'ana@example.com', password: '123456' }));
    expect(response.status).toBe(200);
  });

  it('answers malformed JSON with a clear 400, never a 500', async () => {
    const response = await post('{"email":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: MESSAGES.badJson, code: 'INVALID_JSON' });
  });
});

describe('the error handler', () => {
  it('maps a domain error to its status and Spanish message', async () => {
    const response = await probeApp().request('/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: 'Este email ya está registrado', code: 'CONFLICT' });
  });

  it('hides unexpected errors behind a generic message', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await probeApp().request('/boom');
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain('secret internals');
      expect(JSON.parse(text)).toMatchObject({ success: false, error: MESSAGES.internal });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('gives every error its status’s code unless a more precise one was named', () => {
    expect([badRequest('x'), unauthorized(), forbidden(), notFound(), conflict('x'), tooManyRequests()].map((error) => error.code)).toEqual(
      ['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
    );
    expect(forbidden('x', 'MFA_ENROL_REQUIRED').code).toBe('MFA_ENROL_REQUIRED');
    for (const status of [400, 401, 403, 404, 409, 410, 413, 415, 418, 426, 429, 500, 502, 503])
      expect(isErrorCode(defaultCode(status)), String(status)).toBe(true);
  });

  it('keeps AppError as an Error with its status', () => {
    const error = new AppError(413, 'La imagen es demasiado grande. Máximo 2MB.');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(413);
  });
});
