import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, inject, it } from 'vitest';
import { ADMIN_VIEWS } from '../../site/lib/admin/views';
import { noTransitionRunning } from '../helpers/axe';
import { DESKTOP, PHONE, waitForIslands } from '../helpers/browser';
import { signInAsAdmin } from '../helpers/e2e-admin';
import { createMemorial, uploadProfilePhoto } from '../helpers/e2e-customers';
import { useBrowser } from '../helpers/e2e-suite';

const baseURL = inject('baseURL');
const dir = process.env.SHOTS_DIR ?? '/tmp/ddi-shots';
mkdirSync(dir, { recursive: true });

async function settled(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Cargando/.test(document.body.innerText));
  await noTransitionRunning(page);
}

async function shot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: 'disabled', caret: 'hide' });
}

describe('shots', () => {
  const suite = useBrowser();
  const customer = suite.customer('fotos', { context: DESKTOP, buys: ['individual'] });

  beforeAll(async () => {
    const portrait = await uploadProfilePhoto(customer.context, baseURL);
    await createMemorial(customer.context, baseURL, {
      name: 'Rosa Elvira Cárdenas',
      birthDate: '1941-03-09',
      deathDate: '2025-01-20',
      template_id: 'template-2',
      profile_image_url: portrait,
    });
  });

  it('dashboard', async () => {
    const page = await customer.context.newPage();
    await page.goto(`${baseURL}/dashboard`);
    await shot(page, 'dashboard');
    for (const name of [/Fechas y recordatorios/, /Recuerdos/, /Familia que ayuda/, /Placa/]) {
      const button = page.getByRole('button', { name }).first();
      if ((await button.count()) === 0) continue;
      await button.click();
      await page.getByRole('dialog').first().waitFor();
      await shot(page, `dashboard-dialog-${name.source.replace(/\W+/g, '-')}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    }
    await page.close();
  });

  it('admin', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL });
    await signInAsAdmin(context, baseURL);
    const page = await context.newPage();
    for (const view of ADMIN_VIEWS) {
      await page.goto(`/admin?vista=${view}`);
      await shot(page, `admin-${view}`);
    }
    const phone = await suite.browser.newContext({ ...PHONE, baseURL });
    await signInAsAdmin(phone, baseURL);
    const small = await phone.newPage();
    for (const view of ADMIN_VIEWS) {
      await small.goto(`/admin?vista=${view}`);
      await shot(small, `admin-phone-${view}`);
    }
    await context.close();
    await phone.close();
  });
});
