/**
 * Part of the one module that reaches the API (site/lib/api-client.ts): the few addresses the landing's first
 * JavaScript sends to without Hono's client, so its 2 KB stay off the buyer's page until something needs more
 * (the session the header asks for, signing out, the open tab's settings and packages). Each caller types the
 * answer with its route's `Answer`/`AnswerData` (a type-only import of the client) and sends it with
 * site/lib/endpoint-request.ts. A test holds each address equal to the typed client's own.
 */
export const LIGHT_ADDRESSES = {
  session: '/api/auth/session',
  logout: '/api/auth/logout',
  settings: '/api/settings',
  packages: '/api/packages',
} as const;
