import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, waitForIslands } from '../helpers/browser';
import { deliveredMail, emailedLink, verifiedAccount } from '../helpers/e2e-accounts';
import { createMemorialWithPortrait, openDashboard } from '../helpers/e2e-customers';
import { executeLocalSql } from '../helpers/local-worker';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * 'Familia que ayuda' on a phone (docs/features/family-circle.md): the owner invites a cousin from the memorial's card as 'Moderador(a) de
 * recuerdos'; the cousin opens the e-mailed /invitacion link without being signed in, signs in from the page, comes
 * back to the invitation, accepts it, finds the memorial under 'Compartidos conmigo' and approves a waiting memory,
 * which the public wall then shows. The owner is told by e-mail.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const NAME = 'Rosalba Inés Cárdenas';

type Profile = { id: string; slug: string };

async function publicWall(memorialId: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/memories?memorial_profile_id=${memorialId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string }[] }).data.map((memory) => memory.id);
}

/** The subjects of the e-mails delivered to `email` (sent by the queue's consumer, not merely queued). */
async function mailSubjects(email: string): Promise<string[]> {
  return (await deliveredMail(baseURL, email)).map((message) => message.subject);
}

/** Nothing on the page is wider than the phone. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a relative helps with a memorial, on a phone', () => {
  const suite = useBrowser();
  const owner = suite.customer('familia-ayuda', { buys: ['individual'] });
  let memorial: Profile;
  const memoryId = randomUUID();

  beforeAll(async () => {
    const made = await createMemorialWithPortrait<Profile>(owner.context, baseURL, {
      name: NAME,
      birthDate: '1939-04-11',
      deathDate: '2025-01-20',
      template_id: 'template-4',
    });
    memorial = made.memorial;
    const { portrait } = made;
    await executeLocalSql(
      stateDir,
      'INSERT INTO memories (id, memorial_profile_id, photo_url, author_name, message, things_list, visitor_consent, is_authorized) ' +
        `VALUES ('${memoryId}', '${memorial.id}', '${portrait}', 'Prima Luz Marina', 'Tía, gracias por las natillas de diciembre.', '[]', 1, 0)`,
    );
  });

  it('invites, accepts after signing in from the invitation, and approves a memory', async () => {
    const cousin = await verifiedAccount(baseURL, 'prima');

    // The owner invites from the memorial's card.
    const page = await openDashboard(owner.context);
    const help = page.getByRole('button', { name: `Familia que ayuda ${NAME}` });
    await expect.poll(() => help.isEnabled()).toBe(true);
    await help.click();
    const dialog = page.getByRole('dialog', { name: `Familia que ayuda: ${NAME}` });
    await dialog.getByText('Todavía nadie te ayuda con este memorial.').waitFor();
    await dialog.getByLabel('Correo de tu familiar').fill(cousin.email);
    await dialog.getByRole('radio', { name: /Moderador\(a\) de recuerdos/ }).check();
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await page.getByText(`Enviamos la invitación a ${cousin.email}`).waitFor();
    await dialog.getByText(cousin.email, { exact: true }).waitFor();
    expect(await dialog.innerText()).toContain('Invitación pendiente');
    expect(await fitsThePhone(page)).toBe(true);
    await page.close();

    // The cousin opens the e-mailed link on her phone, not signed in.
    const link = await emailedLink(baseURL, cousin.email, '/invitacion');
    const relative = await suite.browser.newContext({ ...PHONE, baseURL });
    const invitation = await relative.newPage();
    await invitation.goto(link);
    await invitation.getByRole('heading', { name: `Lucía Fernanda Ortiz te invita a ayudar con el memorial de ${NAME}` }).waitFor();
    expect(await invitation.innerText('main')).toContain('Moderador(a) de recuerdos');
    await waitForIslands(invitation);
    await invitation.locator('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    const signIn = invitation.getByRole('dialog', { name: 'Iniciar sesión' });
    await signIn.getByLabel('Correo electrónico').fill(cousin.email);
    await signIn.getByLabel('Contraseña').fill(cousin.password);
    await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();

    // Back on the invitation, now as the invited account.
    const accept = invitation.getByRole('button', { name: 'Aceptar invitación' });
    await accept.waitFor();
    await waitForIslands(invitation);
    expect(await fitsThePhone(invitation)).toBe(true);
    await accept.click();
    await invitation.getByRole('heading', { name: `Ya ayudas con el memorial de ${NAME}` }).waitFor();
    await expect.poll(() => mailSubjects(owner.email)).toContain(`Ana Prueba ya ayuda con el memorial de ${NAME}`);

    // 'Compartidos conmigo', then the wall's memories.
    await invitation.getByRole('link', { name: 'Ir a mi panel' }).click();
    await invitation.getByRole('heading', { name: 'Compartidos conmigo' }).waitFor();
    const shared = invitation.locator('.shared__card').filter({ has: invitation.getByRole('heading', { name: NAME }) });
    expect(await shared.innerText()).toContain('Moderador(a) de recuerdos');
    expect(await shared.getByRole('link', { name: `Editar ${NAME}` }).count()).toBe(0);
    const memoriesButton = shared.getByRole('button', { name: `Recuerdos ${NAME}` });
    await expect.poll(() => memoriesButton.isEnabled()).toBe(true);
    expect(await fitsThePhone(invitation)).toBe(true);
    await memoriesButton.click();
    const manager = invitation.getByRole('dialog', { name: `Recuerdos de ${NAME}` });
    const memory = manager
      .getByRole('listitem')
      .filter({ has: invitation.getByRole('heading', { name: 'Prima Luz Marina', exact: true }) });
    await memory.getByText('Esperando tu aprobación').waitFor();
    // Publishing without approval is not a moderator's to change.
    expect(await manager.getByText('Publicar recuerdos sin mi aprobación').count()).toBe(0);
    await memory.getByRole('button', { name: 'Mostrar en el muro' }).click();
    await memory.getByText('Visible en el muro').waitFor();
    await expect.poll(() => publicWall(memorial.id)).toContain(memoryId);
    await relative.close();
  });
});
