import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, waitForIslands } from '../helpers/browser';
import { deliveredMail, emailedLink } from '../helpers/e2e-accounts';
import { axeViolations } from '../helpers/axe';
import { adminSessionToken } from '../helpers/e2e-admin';
import { createFamily, openDashboard, originHeaders, uploadProfilePhoto } from '../helpers/e2e-customers';
import { readPdf } from '../helpers/pdf-text';
import { useBrowser } from '../helpers/e2e-suite';

/**
 * 'A hand-over that keeps what was bought' (docs/features/family-circle.md), on a 390×844 phone: a buyer with a family package and a
 * plaque already on its way hands the memorial to a relative's account. He accepts from the e-mailed link, finds the
 * plaque on his card with its state and tracking number, downloads the QR code and prints the recordatorio, and is
 * never told to choose a package first. Her panel says she created one and handed it to him, and lets her, now an
 * editor, download the QR code. His 'Quitar' asks before removing her, and she gets the e-mail.
 */
const baseURL = inject('baseURL');
const FAMILY = 'Familia Castaño Ríos';
const OF_FAMILY = 'la familia Castaño Ríos';
const BUYER = 'Lucía Fernanda Ortiz';
const RECEIVER = 'Juan Camilo Gómez';
const TRACKING = 'SV7788990011';

type Family = { id: string; slug: string };

/** Nothing on the page is wider than the phone. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const subjects = async (email: string) => (await deliveredMail(baseURL, email)).map((message) => message.subject);

async function adminPatch(path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${baseURL}${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminSessionToken()}` },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

/** Clicks a download link and answers the file's name and bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Uint8Array }> {
  const downloading = page.waitForEvent('download');
  await link.click();
  const file: Download = await downloading;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path())!)) };
}

describe('handing a memorial with its plaque to a relative, on a phone', () => {
  const suite = useBrowser();
  const downloads = { ...PHONE, acceptDownloads: true };
  const buyer = suite.customer('entrega', { context: downloads, name: BUYER, buys: ['family'] });
  let family: Family;

  beforeAll(async () => {
    const members = [
      {
        name: 'Rosa Ríos',
        relationship: 'madre',
        birth_date: '1944-05-06',
        death_date: '2025-02-09',
        profile_image_url: await uploadProfilePhoto(buyer.context, baseURL, 'carmen-rosa-herrera.jpg'),
      },
      {
        name: 'Jorge Castaño',
        relationship: 'padre',
        birth_date: '1940-01-10',
        death_date: '2016-03-01',
        profile_image_url: await uploadProfilePhoto(buyer.context, baseURL, 'jorge-enrique-gomez.jpg'),
      },
    ];
    family = await createFamily<Family>(buyer.context, baseURL, { family_name: FAMILY, members });

    // The plaque the family package paid for: the buyer says where it goes, the workshop engraves and ships it.
    const plaques = (
      (await (await buyer.context.request.get('/api/plaques')).json()) as { data: { id: string; memorial: { id: string } }[] }
    ).data;
    const plaque = plaques.find((row) => row.memorial.id === family.id);
    expect(plaque).toBeDefined();
    const delivery = {
      recipient_name: RECEIVER,
      phone: '300 123 4567',
      department: 'Antioquia',
      municipality: 'Medellín',
      address: 'Calle 10 # 43-20',
      notes: null,
      privacy_consent: true,
    };
    expect(
      (
        await buyer.context.request.put(`/api/plaques/${plaque!.id}/delivery`, { data: delivery, headers: originHeaders(baseURL) })
      ).status(),
    ).toBe(200);
    await adminPatch(`/api/admin/plaques/${plaque!.id}`, { status: 'grabada' });
    await adminPatch(`/api/admin/plaques/${plaque!.id}`, { status: 'enviada', carrier: 'Servientrega', tracking_number: TRACKING });
  });
  const receiver = suite.customer('recibe', { context: downloads, name: RECEIVER });

  it('hands the memorial over; the plaque, the QR code and the recordatorio go with it; the panels read true', async () => {
    // She hands it over from the card's 'Familia que ayuda', confirming first.
    const page = await openDashboard(buyer.context);
    const help = page.getByRole('button', { name: `Familia que ayuda ${FAMILY}` });
    await expect.poll(() => help.isEnabled()).toBe(true);
    await help.click();
    const dialog = page.getByRole('dialog', { name: `Familia que ayuda: ${OF_FAMILY}` });
    await dialog.getByLabel('Correo de quien recibirá el memorial').fill(receiver.email);
    await dialog.getByRole('button', { name: 'Entregar el memorial' }).click();
    expect(await dialog.getByRole('alertdialog').innerText()).toContain('será quien lo administra');
    await dialog.getByRole('button', { name: 'Sí, entregar el memorial' }).click();
    await page.getByText(`Enviamos la invitación para entregar el memorial a ${receiver.email}.`).waitFor();
    expect(await fitsThePhone(page)).toBe(true);
    await page.close();

    // He accepts from the e-mailed link, signed in on his phone.
    const invitation = await receiver.context.newPage();
    await invitation.goto(await emailedLink(baseURL, receiver.email, '/invitacion'));
    await invitation.getByRole('heading', { name: `${BUYER} quiere entregarte el memorial de ${OF_FAMILY}` }).waitFor();
    expect(await invitation.innerText('main')).toContain('serás quien administra el memorial, con su placa');
    await waitForIslands(invitation);
    await invitation.getByRole('button', { name: 'Aceptar invitación' }).click();
    await invitation.getByRole('heading', { name: `Ahora el memorial de ${OF_FAMILY} es tuyo` }).waitFor();
    await expect.poll(() => subjects(buyer.email)).toContain(`${RECEIVER} ahora es quien administra el memorial de ${OF_FAMILY}`);

    // His panel: the memorial with its plaque on the way, and no 'primero elige un paquete'.
    await invitation.goto('/dashboard');
    await invitation.getByRole('heading', { name: 'Mis memoriales' }).waitFor();
    await waitForIslands(invitation);
    expect(await invitation.innerText('main')).not.toContain('primero elige un paquete');
    await invitation.getByRole('heading', { name: '¿Quieres crear otro memorial?' }).waitFor();
    const card = invitation.getByRole('listitem').filter({ has: invitation.getByRole('heading', { name: FAMILY }) });
    const plaque = card.getByRole('region', { name: `Placa con código QR de ${OF_FAMILY}` });
    expect(await plaque.getByText('Enviada', { exact: true }).count()).toBe(1);
    expect(await plaque.innerText()).toContain(`Guía ${TRACKING} · Servientrega`);
    expect(await fitsThePhone(invitation)).toBe(true);
    expect(await axeViolations(invitation)).toEqual([]);

    const qr = await download(invitation, card.getByRole('link', { name: 'PNG', exact: true }));
    expect(qr.name).toBe(`qr-${family.slug}.png`);
    expect([...qr.bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    await card.getByRole('link', { name: 'Billetera', exact: true }).click();
    const cardDialog = invitation.getByRole('dialog', { name: `Recordatorio de ${OF_FAMILY}` });
    const pdfLink = cardDialog.getByRole('link', { name: 'Descargar PDF' });
    await expect.poll(async () => ((await pdfLink.count()) ? ((await pdfLink.getAttribute('href')) ?? '') : '')).toMatch(/size=wallet/);
    const pdf = await download(invitation, pdfLink);
    expect(pdf.name).toBe('recordatorio-rosa-rios-billetera.pdf');
    expect((await readPdf(pdf.bytes)).pages).toHaveLength(2);
    await cardDialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await cardDialog.waitFor({ state: 'detached' });

    // Her panel: one created, handed to him; she helps as editor and may still download the QR code.
    const hers = await openDashboard(buyer.context);
    await waitForIslands(hers);
    const memorials = await hers.locator('.dash-memorials').innerText();
    expect(memorials).toContain(`Creados: 1 de 1 · entregado a ${RECEIVER}`);
    expect(memorials).toContain(`Entregaste el memorial de ${OF_FAMILY} a ${RECEIVER}.`);
    expect(memorials).not.toContain('Aún no has creado un memorial familiar');
    const shared = hers.locator('.shared__card').filter({ has: hers.getByRole('heading', { name: FAMILY }) });
    expect(await shared.innerText()).toContain('Editor(a)');
    const hersQr = await download(hers, shared.getByRole('link', { name: 'SVG', exact: true }));
    expect(hersQr.name).toBe(`qr-${family.slug}.svg`);
    expect(await shared.getByRole('link', { name: 'A6', exact: true }).count()).toBe(1);
    expect(await fitsThePhone(hers)).toBe(true);
    expect(await axeViolations(hers)).toEqual([]);
    await hers.close();

    // His 'Quitar' asks first; she is told by e-mail.
    const helpHis = invitation.getByRole('button', { name: `Familia que ayuda ${FAMILY}` });
    await helpHis.click();
    const panel = invitation.getByRole('dialog', { name: `Familia que ayuda: ${OF_FAMILY}` });
    await panel.getByRole('button', { name: `Quitar a ${BUYER}` }).click();
    const confirm = invitation.getByRole('dialog', { name: `¿Quitar a ${BUYER}?` });
    expect(await confirm.innerText()).toContain('Le avisaremos por correo.');
    expect(await fitsThePhone(invitation)).toBe(true);
    expect(await axeViolations(invitation)).toEqual([]);
    await confirm.getByRole('button', { name: 'No, volver' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await panel.getByText(BUYER, { exact: true }).count()).toBe(1);
    await panel.getByRole('button', { name: `Quitar a ${BUYER}` }).click();
    await invitation
      .getByRole('dialog', { name: `¿Quitar a ${BUYER}?` })
      .getByRole('button', { name: 'Sí, quitar' })
      .click();
    await invitation.getByText('Listo: esa persona ya no ayuda con el memorial. Le avisamos por correo.').waitFor();
    await panel.getByText('Todavía nadie te ayuda con este memorial.').waitFor();
    await expect.poll(() => subjects(buyer.email)).toContain(`Ya no ayudas con el memorial de ${OF_FAMILY}`);
    await invitation.close();
  });
});
