import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, PHONE } from './browser';
import { adminSessionToken, signInAsAdmin } from './e2e-admin';
import { buyPackage, signUpIn, type SEEDED_PACKAGES } from './e2e-customers';

/**
 * The set-up most e2e files share, written once: one Chromium for the `describe` block (or file) that calls
 * `useBrowser()`, and the people its tests act as, each in a browser context of their own. Each call registers
 * its own `beforeAll`; vitest runs them in the order they were registered and the `afterAll`s in reverse
 * (`sequence.hooks: 'stack'`), so a file's own hooks written after these calls see the browser and the people
 * ready, and the browser closes last. The values exist once the hooks ran: read them inside hooks and tests.
 */

const baseURL = inject('baseURL');

function made<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in a beforeAll: read it inside a hook or a test`);
  return value;
}

export type Person = {
  /** The person's browser context: its requests and pages carry their session cookie. */
  readonly context: BrowserContext;
  /** The address they signed up with (the administrator has none of their own). */
  readonly email: string;
};

export type CustomerOptions = {
  /** The device and any other context options; a phone unless said. `baseURL` is always the Worker's. */
  context?: BrowserContextOptions;
  /** The name they sign up with (signUpIn's own when left out). */
  name?: string;
  /** Packages they buy by transfer, each accepted by the administrator, in this order. */
  buys?: (keyof typeof SEEDED_PACKAGES)[];
};

export type SuiteBrowser = {
  readonly browser: Browser;
  /** A customer who signed up and verified the address in their own context (tests/helpers/e2e-customers.ts). */
  customer(label: string, options?: CustomerOptions): Person;
  /** A visitor: a fresh context of their own (a phone unless said) with a page in it, both closed with the browser. */
  visitor(context?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** The seeded administrator's session (tests/helpers/e2e-admin.ts) in a context of its own. */
  admin(context: BrowserContextOptions): Pick<Person, 'context'>;
  /** A new context holding `who`'s session (their cookies and storage) with `options` (the device, downloads, no JavaScript…); the caller closes it. */
  sameSession(who: Pick<Person, 'context'>, options: BrowserContextOptions): Promise<BrowserContext>;
};

/** Chromium for the tests of the block it is called in: launched before them, closed after them. */
export function useBrowser(): SuiteBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = () => made(browser, 'the browser');

  /** A context made and prepared in a beforeAll registered now, so in the order the file names its people. */
  function person(prepare: (context: BrowserContext) => Promise<string>, options: BrowserContextOptions): Person {
    let ready: { context: BrowserContext; email: string } | undefined;
    beforeAll(async () => {
      const context = await launched().newContext({ ...options, baseURL });
      ready = { context, email: await prepare(context) };
    });
    return {
      get context() {
        return made(ready, 'a person').context;
      },
      get email() {
        return made(ready, 'a person').email;
      },
    };
  }

  return {
    get browser() {
      return launched();
    },
    customer(label, { context = PHONE, name, buys = [] } = {}) {
      return person(async (own) => {
        const email = await signUpIn(own, baseURL, label, name);
        for (const pkg of buys) await buyPackage(own, baseURL, adminSessionToken(), pkg);
        return email;
      }, context);
    },
    async visitor(options = PHONE) {
      const context = await launched().newContext({ ...options, baseURL });
      return { context, page: await context.newPage() };
    },
    async sameSession(who, options) {
      return launched().newContext({ ...options, baseURL, storageState: await who.context.storageState() });
    },
    admin(context) {
      const signedIn = person(async (own) => {
        await signInAsAdmin(own, baseURL);
        return '';
      }, context);
      return {
        get context() {
          return signedIn.context;
        },
      };
    },
  };
}
