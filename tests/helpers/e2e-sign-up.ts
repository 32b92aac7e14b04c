import type { Locator, Page } from 'playwright-core';

/** A person as the register dialog asks for them; `email` is left out where the dialog brings it filled in. */
export type SignUpPerson = { names: string; surnames: string; email?: string; password: string };

/** The landing's 'Crear memorial' pressed by a guest: the register dialog, open. */
export async function openSignUpFromLanding(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  await page.locator('#inicio').getByRole('link', { name: 'Crear memorial' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Crear cuenta' }).waitFor();
  return dialog;
}

/** The register dialog's fields filled in: the names, the address, the password twice. The consent stays the caller's. */
export async function fillSignUp(dialog: Locator, person: SignUpPerson): Promise<void> {
  await dialog.getByLabel('Nombres').fill(person.names);
  await dialog.getByLabel('Apellidos').fill(person.surnames);
  if (person.email !== undefined) await dialog.getByLabel('Correo electrónico').fill(person.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(person.password);
  await dialog.getByLabel('Confirmar contraseña').fill(person.password);
}

/** The consent to the processing of personal data ticked in the register dialog. */
export const giveConsent = (dialog: Locator) =>
  dialog.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos personales/ }).check();
