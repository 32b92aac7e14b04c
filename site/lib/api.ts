/**
 * How an answer of the API reads in the browser, for the typed client (site/lib/api-client.ts) and the public
 * pages' small scripts (site/lib/endpoint-request.ts): a result value instead of an exception, so every caller
 * handles failure where it shows it, with the server's Spanish message. No client library here: the public
 * pages' scripts carry this module.
 */

import { isErrorCode, type ErrorCode } from '../../worker/schemas/error-codes';
import { isPublicPath } from './public-paths';

/**
 * What the browser decides by when a call fails (docs/api.md, "Errors"): the server's code, or one of the two the
 * browser gives itself: no answer at all, or an answer that is not ours (no envelope, or a code outside the list).
 */
export type FailureCode = ErrorCode | 'NETWORK_FAILED' | 'NO_ENVELOPE';

/** A failed call: the Spanish text to show, its code to decide by, and the field it is about when the server named one. */
export type ApiFailure = { ok: false; status: number; error: string; code: FailureCode; field?: string };

export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export const NETWORK_ERROR = 'Error de conexión. Intenta nuevamente.';
/** When the server answers without our envelope (a proxy error page, a crashed isolate). */
export const UNEXPECTED_ERROR = 'Ocurrió un error inesperado. Intenta nuevamente.';

type Envelope = { success?: boolean; data?: unknown; error?: unknown; code?: unknown; field?: unknown };

/** A call that never got an answer. */
export const networkFailure = (): ApiFailure => ({ ok: false, status: 0, error: NETWORK_ERROR, code: 'NETWORK_FAILED' });

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

type Sent = { ok: true; envelope: Envelope | null } | ApiFailure;

/**
 * An answer read as the API writes it: the envelope on success; otherwise its Spanish `error`, its `code` and its
 * `field`. A 401 ends the page's session unless it answered a sign-in call (`authCall`: wrong credentials and
 * guests are results there).
 */
export async function settle(response: Response, { authCall }: { authCall: boolean }): Promise<Sent> {
  const envelope = await readEnvelope(response);
  if (response.ok && envelope?.success !== false) return { ok: true, envelope };

  if (response.status === 401 && !authCall) handleUnauthorized();
  const error = typeof envelope?.error === 'string' && envelope.error ? envelope.error : UNEXPECTED_ERROR;
  const code: FailureCode = isErrorCode(envelope?.code) ? envelope.code : 'NO_ENVELOPE';
  const field = typeof envelope?.field === 'string' && envelope.field ? { field: envelope.field } : {};
  return { ok: false, status: response.status, error, code, ...field };
}

/**
 * The server's own message, or the screen's fallback when there is none (network down, no envelope):
 * product §3.8 words every admin error as "server message or '<fallback>'".
 */
export function serverMessageOr(error: string, fallback: string): string {
  return error === NETWORK_ERROR || error === UNEXPECTED_ERROR ? fallback : error;
}
