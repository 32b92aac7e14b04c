import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CART_STORAGE_KEY } from '../../site/stores/cart';
import { DESKTOP, PHONE } from '../helpers/browser';
import { signUpIn } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';
import { addToCartButton } from '../helpers/e2e-cart';

/**
 * The landing and the templates gallery ship no island code before a person reaches for something
 * (the islands are `client:touch`), the header is real HTML meanwhile, and a tap made before an island's code
 * has arrived is not lost: what it asked for opens once the island hydrates.
 */
const baseURL = inject('baseURL');

/** JavaScript before interaction on / and /template, gzip. */
const JS_BUDGET_BYTES = 40 * 1024;

const dialog = (page: Page) => page.getByRole('dialog');

type SleepingIsland = { name: string; componentPath: string; rendererPath: string; hydrated: boolean };

/** Every island on the page with the code it would load, and whether it has hydrated. */
function islands(page: Page): Promise<SleepingIsland[]> {
  return page.locator('astro-island').evaluateAll((nodes) =>
    nodes.map((node) => ({
      name: (JSON.parse(node.getAttribute('opts') ?? '{}') as { value?: string }).value ?? '',
      componentPath: node.getAttribute('component-url') ?? '',
      rendererPath: node.getAttribute('renderer-url') ?? '',
      hydrated: !node.hasAttribute('ssr'),
    })),
  );
}

/** The scripts a page asked for since it opened, with their size as gzip would send them. */
function watchScripts(page: Page): () => Promise<{ path: string; gzip: number }[]> {
  const scripts: Promise<{ path: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    const measured = response.body().then((body) => ({ path, gzip: gzipSync(body, { level: 9 }).length }));
    // A script still arriving when the test has closed its page has no body: that only fails a test that reads it.
    measured.catch(() => undefined);
    scripts.push(measured);
  });
  return () => Promise.all(scripts);
}

/** The header has asked who is here and shows its buttons (the session's answer has been applied). */
async function headerSettled(page: Page): Promise<void> {
  await page.locator('[data-header-account]:not(.header-auth--pending)').waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Holds back the named island's code until `release` is called, so a test can act while the island still
 * sleeps. `asked` turns true once the page has asked for that code (the touch woke the island).
 */
async function holdIsland(page: Page, name: string): Promise<{ asked: () => boolean; release: () => void }> {
  const island = (await islands(page)).find((candidate) => candidate.name === name);
  if (!island) throw new Error(`No island named ${name} on ${page.url()}`);
  let asked = false;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${baseURL}${island.componentPath}`, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { asked: () => asked, release };
}

async function expectAsleep(page: Page, name: string): Promise<void> {
  const island = (await islands(page)).find((candidate) => candidate.name === name);
  expect(island?.hydrated).toBe(false);
}

describe('islands that wake at the first touch', () => {
  const suite = useBrowser();

  for (const path of ['/', '/template']) {
    it(`asks for no island code before a touch on ${path}, within the JavaScript budget`, async () => {
      const page = await suite.browser.newPage(PHONE);
      const scripts = watchScripts(page);
      await page.goto(`${baseURL}${path}`);
      await headerSettled(page);

      const onPage = await islands(page);
      expect(onPage.map((island) => island.name)).toEqual(expect.arrayContaining(['auth', 'cart', 'set-password', 'toaster']));
      expect(onPage.filter((island) => island.hydrated)).toEqual([]);
      const loaded = await scripts();
      const islandCode = new Set(onPage.flatMap((island) => [island.componentPath, island.rendererPath]));
      expect(loaded.filter((script) => islandCode.has(script.path))).toEqual([]);
      const total = loaded.reduce((sum, script) => sum + script.gzip, 0);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      await page.close();
    });
  }

  const taps: {
    what: string;
    path: string;
    device: BrowserContextOptions;
    island: string;
    tap: (page: Page) => Locator;
    opens: (page: Page) => Locator;
  }[] = [
    {
      what: "the header's 'Iniciar sesión' on a phone",
      path: '/',
      device: PHONE,
      island: 'auth',
      tap: (page) => page.getByRole('button', { name: 'Iniciar sesión' }),
      opens: (page) => dialog(page).getByRole('heading', { name: 'Iniciar sesión' }),
    },
    {
      what: "the header's 'Crear memorial' on the gallery, on a desktop",
      path: '/template',
      device: DESKTOP,
      island: 'auth',
      tap: (page) => page.locator('header').getByRole('button', { name: 'Crear memorial' }),
      opens: (page) => dialog(page).getByRole('heading', { name: 'Crear cuenta' }),
    },
    {
      what: "a package's 'Agregar al carrito' (a guest is asked to register)",
      path: '/',
      device: DESKTOP,
      island: 'auth',
      tap: (page) => addToCartButton(page),
      opens: (page) => dialog(page).getByRole('heading', { name: 'Crear cuenta' }),
    },
    {
      what: "the examples card 'Ejemplos reales'",
      path: '/',
      device: PHONE,
      island: 'landing-dialogs',
      tap: (page) => page.locator('#ejemplos').getByRole('button', { name: /Ejemplos reales/ }),
      opens: (page) => dialog(page).getByRole('heading', { name: 'Ejemplos reales' }),
    },
  ];

  for (const { what, path, device, island, tap, opens } of taps) {
    it(`keeps a tap on ${what} made before the island's code arrives`, async () => {
      const page = await suite.browser.newPage(device);
      await page.goto(`${baseURL}${path}`);
      await headerSettled(page);
      const held = await holdIsland(page, island);

      await tap(page).click();
      // The touch asked for the island's code; nothing can show until it arrives.
      await expect.poll(held.asked).toBe(true);
      await expectAsleep(page, island);
      expect(await dialog(page).count()).toBe(0);

      held.release();
      await opens(page).waitFor();
      await page.close();
    });
  }

  it("shows a customer's cart count from storage before any island wakes, and opens the cart tapped before it did", async () => {
    const context = await suite.browser.newContext({ ...PHONE, baseURL });
    await signUpIn(context, baseURL, 'touch-cart');
    const stored = { package: { id: 'pkg-individual', name: 'Memorial Individual', description: '', price: 150000 }, quantity: 1 };
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify(stored)] as const);
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto('/');
    await headerSettled(page);

    const cart = page.getByRole('button', { name: 'Carrito (1)' });
    await cart.waitFor();
    expect(await cart.innerText()).toBe('1');
    // The signed-in header's menu is plain HTML too.
    await page.getByRole('button', { name: /Cuenta de Lucía/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ state: 'hidden' });
    const onPage = await islands(page);
    expect(onPage.filter((island) => island.hydrated)).toEqual([]);
    const islandCode = new Set(onPage.flatMap((island) => [island.componentPath, island.rendererPath]));
    expect((await scripts()).filter((script) => islandCode.has(script.path))).toEqual([]);

    const held = await holdIsland(page, 'cart');
    await cart.click();
    await expect.poll(held.asked).toBe(true);
    await expectAsleep(page, 'cart');
    expect(await dialog(page).count()).toBe(0);
    held.release();
    await dialog(page).getByRole('heading', { name: 'Tu carrito' }).waitFor();
    expect(await dialog(page).innerText()).toContain('Memorial Individual');
    await context.close();
  });
});
