import { describe, expect, expectTypeOf, it } from 'vitest';
import { request, requestData, type AnswerData } from '../../site/lib/api-client';
import type { MfaStatus } from '../../site/stores/mfa';
import { bearer, createUserWithSession } from '../helpers/auth';
import { testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * The contract between the screens and the API is the routes' own types, through Hono's typed client
 * (site/lib/api-client.ts): the answer a screen reads is inferred from the route that writes it, so a route
 * whose answer changes breaks the type-check of the screen (the type assertions below are checked by `tsc`
 * in `npm test`), and the same client reaches the test app here.
 */
const t = useTestApp();

describe('the typed client', () => {
  it("infers a screen's answer from the route: the factor's status is what GET /api/auth/mfa writes", async () => {
    expectTypeOf<MfaStatus>().toEqualTypeOf<{ enabled: boolean; required: boolean; recovery_codes_left: number }>();
    const person = await createUserWithSession(t.db);
    const result = await requestData(testClient(t.app, undefined, bearer(person.token)).mfa.index.$get());
    expect(result).toEqual({ ok: true, data: { enabled: false, required: false, recovery_codes_left: 0 } });
    if (result.ok) {
      expectTypeOf(result.data.recovery_codes_left).toEqualTypeOf<number>();
      // @ts-expect-error: the route writes no such field, so reading it does not type-check.
      void result.data.recoveryCodesLeft;
    }
  });

  it('types the path, the body and the query: a wrong one does not type-check', () => {
    const client = testClient(t.app);
    // @ts-expect-error: /api/candles takes a name, never a `nombre`.
    void client.candles.index.$post({ json: { nombre: 'Ana' } });
    expectTypeOf<AnswerData<Awaited<ReturnType<typeof client.health.index.$get>>>>().not.toBeAny();
  });

  it("answers a refusal as the server's Spanish message and status, never as a success", async () => {
    const result = await request(testClient(t.app).auth.login.$post({ json: { email: 'nadie@example.com', password: 'no-es-la-clave' } }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(401);
      expect(result.error).toMatch(/[a-záéíóúñ]/i);
    }
  });
});
