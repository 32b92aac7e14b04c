/**
 * For the scripts of public pages, which leave Hono's client out of their bundle (a visitor's page has a small
 * JavaScript budget): the server renders a typed route's address into the page (`$url()` of
 * site/lib/api-client.ts), and the script sends it here. The answer's type is still the route's: `R` is the
 * client's answer for that route, imported as a type only (`Awaited<ReturnType<typeof api.candles.index.$get>>`),
 * so nothing of the client reaches the bundle. Same result values, Spanish errors and 401 handling as `request`.
 */
import { networkFailure, settle, type ApiResult } from './api';
import type { Answer, AnswerData } from './api-client';

export type EndpointOptions = {
  method?: 'GET' | 'POST';
  json?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** A sign-in call (/api/auth/*): its 401 is an answer (a guest, wrong credentials), not an ended session. */
  authCall?: boolean;
};

export async function requestEndpoint<R>(
  address: string,
  { method = 'GET', json, signal, cache, authCall = false }: EndpointOptions = {},
): Promise<ApiResult<Answer<R>>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(address, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: 'same-origin',
      signal,
      cache,
    });
  } catch {
    return networkFailure();
  }
  const settled = await settle(response, { authCall });
  // The envelope is the route's own JSON: its type is the route's answer for this status.
  return settled.ok ? { ok: true, data: settled.envelope as Answer<R> } : settled;
}

/** `requestEndpoint`, answering the success body's `data`. */
export async function requestEndpointData<R>(address: string, options?: EndpointOptions): Promise<ApiResult<AnswerData<R>>> {
  const result = await requestEndpoint<R>(address, options);
  return result.ok ? { ok: true, data: (result.data as { data: AnswerData<R> }).data } : result;
}
