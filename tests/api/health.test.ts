import { describe, expect, it } from 'vitest';
import { call, createTestApp, createTestDb } from '../helpers/test-db';

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const app = createTestApp(await createTestDb());
    const { status, body, headers } = await call<{ success: boolean; data: { status: string; database: { ok: boolean } } }>(
      app,
      '/api/health',
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.ok).toBe(true);
    expect(headers.get('x-request-id')).toMatch(/.+/);
  });
});
