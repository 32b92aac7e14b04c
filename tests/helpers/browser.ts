import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

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

function asVisitor(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { ...options, extraHTTPHeaders: { 'cf-connecting-ip': testClientAddress(), ...options.extraHTTPHeaders } };
}

/** Debian's Chromium (no browser download here); the flags keep it off the network and usable as root. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options) => newContext(asVisitor(options));
  browser.newPage = (options) => newPage(asVisitor(options));
  return browser;
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
