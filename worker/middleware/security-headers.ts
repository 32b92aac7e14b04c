import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What the product uses: nothing of the camera, microphone, location or payments; fullscreen for videos. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
/**
 * The memorial's editor alone may ask for the location, this origin only: 'Guardar la ubicación de la tumba'
 * (docs/features/resting-places.md) takes the grave's position from the family's phone.
 */
const EDITOR_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('geolocation=()', 'geolocation=(self)');
const usesLocation = (path: string) => path.startsWith('/edit/');
const HSTS = 'max-age=31536000; includeSubDomains';

const PAGE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};
/** Added as a second policy next to Astro's own (scripts and styles by hash): browsers enforce both. */
const FRAMING_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/**
 * Pages rendered by the Worker. (Static files get the same headers from public/_headers: the assets binding
 * answers them before the Worker runs.) A response may carry immutable headers; then the headers go on a
 * copy, set in place of the original rather than through Hono's merge, which would let the original's win.
 */
export const pageSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  let response = c.res;
  try {
    response.headers.append('Content-Security-Policy', FRAMING_POLICY);
  } catch {
    response = new Response(response.body, response);
    response.headers.append('Content-Security-Policy', FRAMING_POLICY);
    c.res = undefined;
    c.res = response;
  }
  for (const [name, value] of Object.entries(PAGE_HEADERS)) response.headers.set(name, value);
  if (usesLocation(new URL(c.req.url).pathname)) response.headers.set('Permissions-Policy', EDITOR_PERMISSIONS_POLICY);
  if (new URL(c.req.url).protocol === 'https:') response.headers.set('Strict-Transport-Security', HSTS);
};

const honoSecureHeaders = (https: boolean) =>
  secureHeaders({
    strictTransportSecurity: https ? HSTS : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
  });

/** Hono's secure headers for the JSON API (nosniff, no framing, no referrer leaks, HSTS on https), no scripts. */
export const apiSecurityHeaders: MiddlewareHandler = async (c, next) => {
  // A WebSocket handshake answered by a Durable Object carries immutable headers, and no document.
  if (c.req.header('upgrade')) return next();
  await honoSecureHeaders(new URL(c.req.url).protocol === 'https:')(c, next);
  c.res.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
};

/**
 * Media from R2: the same, plus a sandboxing policy, so an uploaded file opened directly can never run
 * script in our origin (an SVG or HTML that slipped past the content checks stays inert).
 */
export const mediaSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await honoSecureHeaders(new URL(c.req.url).protocol === 'https:')(c, next);
  c.res.headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
};
