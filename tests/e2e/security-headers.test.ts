import { describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { takeCspViolations } from '../helpers/browser';
import { verifiedAccount } from '../helpers/e2e-accounts';
import { useBrowser } from '../helpers/e2e-suite';

/** The headers every answer of the built Worker carries, and the page policy doing its job in Chromium. */
const baseURL = inject('baseURL');
const suite = useBrowser();

const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  it('on pages: a policy with hashed scripts and no inline scripts, no framing, nosniff, referrer and permissions', async () => {
    for (const path of ['/', `/memorial/${SEED_MEMORIAL.slug}`, `/muro-de-recuerdos/${SEED_MEMORIAL.slug}`, '/no-existe']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(Object.fromEntries(Object.keys(PAGE_HEADERS).map((name) => [name, response.headers.get(name)]))).toEqual(PAGE_HEADERS);
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      // Plain http here: HSTS only goes out on https.
      expect(response.headers.get('strict-transport-security')).toBeNull();
      // Astro's policy (script and style hashes) comes as a header or a <meta>, beside the framing policy.
      const html = await response.text();
      const policy = `${response.headers.get('content-security-policy')}; ${html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/i)?.[1] ?? ''}`;
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/'sha(256|384|512)-/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(policy).toContain("default-src 'self'");
    }
  });

  it("on everything that needs a session: 'Cache-Control: private, no-store', pages and API alike", async () => {
    const { token } = await verifiedAccount(baseURL, 'privado');
    const cookie = `session=${token}`;
    for (const path of [
      '/dashboard',
      '/select-memorial-type',
      '/payment-success',
      '/admin',
      '/api/auth/session',
      '/api/orders',
      '/api/profiles/my-profiles',
    ]) {
      // Whatever the page answers this account ('/payment-success' without an order is a 404), it is never stored.
      const response = await fetch(`${baseURL}${path}`, { headers: { cookie }, redirect: 'manual' });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('on static files', async () => {
    const response = await fetch(`${baseURL}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("on the API (Hono's secureHeaders) and on media, which is also sandboxed", async () => {
    const api = await fetch(`${baseURL}/api/health`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    const page = await (await fetch(`${baseURL}/memorial/${SEED_MEMORIAL.slug}`)).text();
    const mediaPath = page.match(/\/media\/[^"'\s)?]+/)?.[0];
    expect(mediaPath).toBeDefined();
    const media = await fetch(`${baseURL}${mediaPath}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses an injected inline script, and reports it', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${baseURL}/memorial/${SEED_MEMORIAL.slug}`);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      // No fallback timer: if no violation is ever reported, the test's own timeout fails it.
      const refused = new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
      });
      document.body.appendChild(script);
      const violation = await refused;
      return { violation, ran: (window as unknown as { __injected?: boolean }).__injected === true };
    });
    expect(ran).toEqual({ violation: true, ran: false });
    await page.close();
    // This test caused the violation on purpose: it is not a page breaking under the policy.
    expect(takeCspViolations().length).toBeGreaterThan(0);
  });
});
