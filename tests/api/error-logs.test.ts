import { Hono } from 'hono';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import type { AppEnv } from '../../worker/context';
import { errorForLog } from '../../worker/log-error';
import { handleError } from '../../worker/middleware/errors';
import { createTestDb } from '../helpers/test-db';

afterEach(() => vi.restoreAllMocks());

/** A person's data as a failed query would carry them in its parameters. */
const EMAIL = 'maria.fernanda.rojas@correo-privado.co';
const NAME = 'Maria Fernanda Rojas Quintero';

describe("error logs carry no query's parameters", () => {
  it('logs a failed INSERT (a real UNIQUE failure) with its name, SQL, cause and route, never the e-mail or the name', async () => {
    const db = await createTestDb();
    const insert = () => db.insert(users).values({ email: EMAIL, firstName: NAME, lastName: 'Quintero', role: 'user' });
    await insert();
    const app = new Hono<AppEnv>().post('/api/auth/register', async (c) => {
      await insert();
      return c.json({ success: true });
    });
    app.onError(handleError);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    // Raw on purpose: a small app of its own (a route that fails, and the error handler), not the API's types.
    const response = await app.request('/api/auth/register', { method: 'POST' });
    expect(response.status).toBe(500);
    const lines = logged.mock.calls.map((args) => args.map(String).join(' '));
    expect(lines).toHaveLength(1);
    const text = lines.join('\n');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('maria.fernanda');
    expect(text).not.toContain(NAME);
    expect(text).not.toContain('params');
    const line = JSON.parse(lines[0]!) as { route: string; method: string; error: { name: string; query?: string; cause?: string } };
    expect(line).toMatchObject({ level: 'error', method: 'POST', route: '/api/auth/register' });
    expect(line.error.query).toMatch(/^insert into "users"/);
    expect(line.error.cause).toMatch(/UNIQUE constraint failed/);
  });

  it('keeps the parameters of a drizzle-like error, and of its causes, out of every field', () => {
    const cause = new Error(`D1_ERROR: CHECK constraint failed\nparams: ${EMAIL}`);
    const error = new DrizzleQueryError('update "users" set "first_name" = ? where "email" = ?', [NAME, EMAIL], cause);
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(NAME);
    expect(errorForLog(error)).toMatchObject({
      name: 'DrizzleQueryError',
      query: 'update "users" set "first_name" = ? where "email" = ?',
      cause: 'Error: D1_ERROR: CHECK constraint failed',
    });
    // Any error whose message has drizzle's shape, wrapped or not.
    expect(JSON.stringify(errorForLog(new Error(`Failed query: select 1\nparams: ${EMAIL}`)))).not.toContain(EMAIL);
    expect(JSON.stringify(errorForLog(`Failed query: select 1\nparams: ${EMAIL}`))).not.toContain(EMAIL);
  });
});
