import type { BrowserContext, Page } from 'playwright-core';
import { waitForIslands } from './browser';

/** The family wizard in a new page of `context`, its islands awake, the family named and its 'Miembros' step shown. */
export async function familyWizardAtMembers(context: BrowserContext, familyName: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/create-family-memorial');
  await waitForIslands(page);
  await page.getByLabel('Nombre de la familia').fill(familyName);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('heading', { name: 'Miembros' }).waitFor();
  return page;
}

const SEED_MEDIA = new URL('../../db/seed/media/', import.meta.url).pathname;

/** A member as the family wizard takes one; `photo` is a file of db/seed/media/. */
export type WizardMember = { name: string; relationship?: string; born: string; died: string; photo: string };

/** Fills the 'Miembros' step with `people`, adding a fieldset for each after the first; waits for each photo's preview. */
export async function fillFamilyMembers(page: Page, people: WizardMember[]): Promise<void> {
  for (let shown = 1; shown < people.length; shown++) await page.getByRole('button', { name: 'Agregar miembro' }).click();
  const members = page.locator('fieldset.mem-member');
  for (const [index, person] of people.entries()) {
    const member = members.nth(index);
    await member.getByRole('textbox', { name: 'Nombre', exact: true }).fill(person.name);
    if (person.relationship) await member.getByLabel('Parentesco').selectOption(person.relationship);
    await member.getByLabel('Fecha de nacimiento').fill(person.born);
    await member.getByLabel('Fecha de fallecimiento').fill(person.died);
    await member.locator('.mem-photo input[type=file]').setInputFiles(`${SEED_MEDIA}${person.photo}`);
    await member.getByAltText(/Vista previa/).waitFor();
  }
}
