import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../../site/lib/api';
import type { SessionUser } from '../../site/lib/auth/session-types';
import { $session, dashboardRedirectKey, loadSession, logout } from '../../site/stores/session';
import { login, verifyEmail } from '../../site/stores/sign-in';

/** The session store against a stubbed fetch: what islands see for each answer of the auth API. */
const user: SessionUser = {
  id: 'u1',
  email: 'ana@example.com',
  name: 'Ana Prueba',
  first_name: 'Ana',
  last_name: 'Prueba',
  role: 'user',
  email_verified: true,
  needs_password_setup: false,
  subscription: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The auth API answers every request with this status and body; the stub is returned to read its calls. */
function apiAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => json(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('is a guest when GET /session answers 401, and signed in when it answers a user', async () => {
    apiAnswers(401, { success: false, error: 'No estás autenticado' });
    await loadSession();
    expect($session.get()).toEqual({ status: 'guest' });

    apiAnswers(200, { success: true, data: { user } });
    await loadSession();
    expect($session.get()).toEqual({ status: 'signed-in', user });
  });

  it('returns the server message verbatim with its code and field, and a Spanish message when the network fails', async () => {
    apiAnswers(401, { success: false, error: 'Contraseña incorrecta', code: 'UNAUTHORIZED' });
    expect(await login('ana@example.com', 'x')).toEqual({ ok: false, error: 'Contraseña incorrecta', code: 'UNAUTHORIZED' });

    apiAnswers(400, { success: false, error: 'Correo inválido', code: 'VALIDATION_FAILED', field: 'email' });
    expect(await login('ana@example.com', 'x')).toEqual({ ok: false, error: 'Correo inválido', code: 'VALIDATION_FAILED', field: 'email' });

    // A code outside the list is not ours to decide by.
    apiAnswers(401, { success: false, error: 'Contraseña incorrecta', code: 'WRONG_PASSWORD' });
    expect(await login('ana@example.com', 'x')).toEqual({ ok: false, error: 'Contraseña incorrecta', code: 'NO_ENVELOPE' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await login('ana@example.com', 'x')).toEqual({ ok: false, error: NETWORK_ERROR, code: 'NETWORK_FAILED' });
    expect(NETWORK_ERROR).toBe('Error de conexión. Intenta nuevamente.');
  });

  it('keeps the session a token page just started even if an older GET /session answers later', async () => {
    let answerSession: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        new URL(path, 'http://localhost').pathname === '/api/auth/session'
          ? // A browser's answer knows its address: a 401 from /api/auth is a guest, not an ended session.
            new Promise<Response>(
              (resolve) => (answerSession = (response) => resolve(Object.defineProperty(response, 'url', { value: path }))),
            )
          : json(200, { success: true, data: { user, access_token: 'a', refresh_token: 'r' } }),
      ),
    );
    $session.set({ status: 'loading' });
    const loading = loadSession();
    expect((await verifyEmail('token')).ok).toBe(true);
    answerSession(json(401, { success: false, error: 'No estás autenticado' }));
    await loading;
    expect($session.get()).toEqual({ status: 'signed-in', user });
  });

  it('logs out: guest, and the one-time dashboard redirect is forgotten for that user', async () => {
    const storage = new Map([[dashboardRedirectKey(user.id), '1']]);
    vi.stubGlobal('localStorage', { removeItem: (key: string) => storage.delete(key) });
    const fetchMock = apiAnswers(200, { success: true, data: null });
    $session.set({ status: 'signed-in', user });

    await logout();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/auth\/logout$/), expect.objectContaining({ method: 'POST' }));
    expect($session.get()).toEqual({ status: 'guest' });
    expect(storage.has('dashboard-redirect:u1')).toBe(false);
  });
});
