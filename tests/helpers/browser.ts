import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { QUIET_CHROMIUM_FLAGS } from '../../bench/chromium-flags.mjs';
import { CONDITION_TIMEOUT_MS } from './timeouts';

/**
 * Content-Security-Policy violations any page reported since the last check. Every page the suite opens
 * listens for them; tests/e2e/setup-csp.ts fails the test that caused one, so pages keep working under
 * the policy (a refused script or style is otherwise a silent, partial breakage).
 */
const cspViolations: string[] = [];

export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

function watchCsp(page: Page): void {
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(text)) cspViolations.push(`${page.url()}: ${text}`);
  });
}

/**
 * The public memorial pages add their script once their first screen is shown (site/components/public/
 * PublicPageScript.astro) and say so on `<html data-page-script>`. The load event waits for that script when it
 * was added first, but a page whose pictures were all in before its first paint can fire `load` earlier; so the
 * suite's own navigations return once the page's script has wired the page, as a visitor's tap would find it.
 * Other pages carry no such attribute and return as before.
 */
function waitForPageScript(page: Page): void {
  /** After a navigation that waited for load (the default): one asking for less returns as it asked. */
  const whenWired = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil && options.waitUntil !== 'load' && options.waitUntil !== 'networkidle') return;
    await page.waitForFunction(() => document.documentElement.dataset.pageScript !== 'loading');
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await whenWired(options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await whenWired(options);
    return response;
  };
}

function watchPage(page: Page): void {
  watchCsp(page);
  waitForPageScript(page);
}

function watchContext(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  context.on('page', watchPage);
  return context;
}

let clients = 0;
/**
 * A fresh client address for the Worker's rate limits (it reads `cf-connecting-ip`, as behind
 * Cloudflare). Each browser context in the e2e suite is a different visitor, the way real people are,
 * so one file's sign-ups never eat another's allowance. Only a header value: nothing is sent there.
 */
export function testClientAddress(): string {
  clients += 1;
  return `198.18.${(clients >> 8) & 0xff}.${clients & 0xff}`;
}

/**
 * Every visitor is a fresh client address, and the site's service worker stays off unless a test asks for
 * it: once it controls a page (it claims clients right after load, so only sometimes before a test acts),
 * the page's requests reach the network through it and slip past `page.route`.
 */
function asVisitor(options: BrowserContextOptions = {}): BrowserContextOptions {
  return {
    serviceWorkers: 'block',
    ...options,
    extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(), ...options.extraHTTPHeaders },
  };
}

/**
 * Debian's Chromium (no browser download here), with the flags every script of ours drives it with (off the network,
 * usable as root) and QUIC off.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...QUIET_CHROMIUM_FLAGS, '--disable-quic'],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(asVisitor(options)));
  browser.newPage = async (options) => {
    const page = await newPage(asVisitor(options));
    page.setDefaultTimeout(CONDITION_TIMEOUT_MS);
    watchPage(page);
    return page;
  };
  return browser;
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** The two screens a page is checked on, each with the name its tests say. */
export const DEVICES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * Waits until every Astro island that wakes by itself has hydrated (Astro drops the `ssr` attribute then).
 * Islands marked client:idle wake only when the browser is idle, which on a busy machine can be well after
 * `load`; a click before that lands on server-rendered markup with no handler yet. Islands marked
 * client:touch (the site header's dialogs, the landing's) sleep until a person reaches for them, and their
 * triggers work before they wake, so they are not waited for.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="touch"])').length === 0);
}
