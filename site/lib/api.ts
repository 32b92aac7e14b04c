/**
 * The one way islands talk to the API: same-origin JSON with the session cookie, answered as a result
 * value instead of an exception so every caller handles failure where it shows it.
 */

import { isPublicPath } from './public-paths';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

export const NETWORK_ERROR = 'Error de conexión. Intenta nuevamente.';
/** When the server answers without our envelope (a proxy error page, a crashed isolate). */
export const UNEXPECTED_ERROR = 'Ocurrió un error inesperado. Intenta nuevamente.';

type Envelope = { success?: boolean; data?: unknown; error?: unknown };

/** /api/auth/* answers 401 for wrong credentials and guests: those are results, not an expired session. */
function isAuthCall(path: string): boolean {
  return path.startsWith('/api/auth/');
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Lets the session store clear itself on a 401 without this module importing the store (which imports
 * this module): the dependency points one way only.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * product §1.8: on a guest page (./public-paths.ts) a 401 is a normal answer (a guest looking at a memorial), so
 * nobody is sent away. Everywhere else a 401 means the session ended under the person's feet.
 */
function handleUnauthorized(): void {
  unauthorizedListeners.forEach((listener) => listener());
  if (typeof window !== 'undefined' && !isPublicPath(window.location.pathname)) {
    window.location.assign('/');
  }
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

type Sent = { ok: true; envelope: Envelope | null } | { ok: false; status: number; error: string };

/**
 * An answer read as the API writes it (site/lib/api-client.ts and apiFetch share this): the envelope on
 * success; otherwise its Spanish `error`, and a 401 outside /api/auth ends the page's session.
 */
export async function settle(response: Response, path: string): Promise<Sent> {
  const envelope = await readEnvelope(response);
  if (response.ok && envelope?.success !== false) return { ok: true, envelope };

  if (response.status === 401 && !isAuthCall(path)) handleUnauthorized();
  const error = typeof envelope?.error === 'string' && envelope.error ? envelope.error : UNEXPECTED_ERROR;
  return { ok: false, status: response.status, error };
}

async function send(path: string, options: ApiOptions): Promise<Sent> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  return settle(response, path);
}

export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const sent = await send(path, options);
  return sent.ok ? { ok: true, data: sent.envelope?.data as T } : sent;
}

/**
 * The whole success body, for the answers that carry more than `data`: a list with its `pagination`, the
 * pending-orders `count`, the user search's `users`. Same 401 handling and failures as apiFetch.
 */
export async function apiFetchBody<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const sent = await send(path, options);
  return sent.ok ? { ok: true, data: sent.envelope as T } : sent;
}

/**
 * The server's own message, or the screen's fallback when there is none (network down, no envelope):
 * product §3.8 words every admin error as "server message or '<fallback>'".
 */
export function serverMessageOr(error: string, fallback: string): string {
  return error === NETWORK_ERROR || error === UNEXPECTED_ERROR ? fallback : error;
}
