import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { emailedLink, uniqueEmail } from './e2e-accounts';
import { paymentProof } from './orders';

/**
 * Paying customers for browser tests. Each signs up inside its own browser context, so the session is
 * that context's HttpOnly cookie and no password sign-in is spent per customer.
 */
export const SEEDED_PACKAGES = {
  individual: { id: 'pkg-individual', price: 150000 },
  family: { id: 'pkg-family', price: 280000 },
} as const;

const SEED_MEDIA = new URL('../../db/seed/media/', import.meta.url).pathname;

/** Same-origin header for cookie requests that change state. */
export const originHeaders = (baseURL: string) => ({ origin: baseURL });

/** Registers and follows the e-mailed link inside `context`: the context now holds the session cookie. */
export async function signUpIn(context: BrowserContext, baseURL: string, label: string, name = 'Lucía Fernanda Ortiz'): Promise<string> {
  const email = uniqueEmail(label);
  const headers = originHeaders(baseURL);
  const registered = await context.request.post('/api/auth/register', {
    data: { name, email, password: 'clave-segura', privacy_consent: true },
    headers,
  });
  expect(registered.status()).toBe(201);
  const token = new URL(await emailedLink(baseURL, email, '/verify-email')).hash.replace('#token=', '');
  expect((await context.request.post('/api/auth/verify-email', { data: { token }, headers })).status()).toBe(200);
  return email;
}

/** A transfer the customer reports at checkout: a pending order, with its id and its fresh reference. */
export async function placeOrder(
  context: BrowserContext,
  baseURL: string,
  pkg: { id: string; price: number } = SEEDED_PACKAGES.individual,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; reference: string }> {
  const proof = paymentProof(pkg, overrides);
  const order = await context.request.post('/api/orders', { data: proof, headers: originHeaders(baseURL) });
  expect(order.status()).toBe(201);
  const { data } = (await order.json()) as { data: { id: string } };
  return { id: data.id, reference: proof.payment_reference };
}

/** A paid order: the customer reports the transfer, the administrator accepts it. */
export async function buyPackage(
  context: BrowserContext,
  baseURL: string,
  adminToken: string,
  pkg: keyof typeof SEEDED_PACKAGES,
): Promise<void> {
  const order = await placeOrder(context, baseURL, SEEDED_PACKAGES[pkg]);
  const accepted = await fetch(`${baseURL}/api/admin/orders/${order.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status: 'completed' }),
  });
  expect(accepted.status).toBe(200);
}

/** Uploads one of the seed's photographs as a profile photo and returns its /media/ URL. */
export async function uploadProfilePhoto(context: BrowserContext, baseURL: string, file = 'maria-elena-rodriguez.jpg'): Promise<string> {
  const response = await context.request.post('/api/upload-proxy/proxy', {
    multipart: { file: { name: file, mimeType: 'image/jpeg', buffer: readFileSync(`${SEED_MEDIA}${file}`) }, type: 'profile' },
    headers: originHeaders(baseURL),
  });
  expect(response.status()).toBeLessThan(300);
  return ((await response.json()) as { publicUrl: string }).publicUrl;
}

/** What the context's customer makes by POSTing `data` to `path`: the API's answer (its `data`). */
const maker =
  (path: string) =>
  async <T = { id: string; slug: string }>(context: BrowserContext, baseURL: string, data: Record<string, unknown>): Promise<T> => {
    const response = await context.request.post(path, { data, headers: originHeaders(baseURL) });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: T }).data;
  };

/** An individual memorial the context's customer makes through the API (`POST /api/profiles`): the API's answer. */
export const createMemorial = maker('/api/profiles');

/** A family memorial the context's customer makes through the API (`POST /api/family-profiles`): the API's answer. */
export const createFamily = maker('/api/family-profiles');

/**
 * An individual memorial whose photo is one of the seed's portraits, uploaded first (`uploadProfilePhoto`): the API's
 * answer, and the portrait's /media/ URL for rows that show it again.
 */
export async function createMemorialWithPortrait<T = { id: string; slug: string }>(
  context: BrowserContext,
  baseURL: string,
  data: Record<string, unknown>,
): Promise<{ memorial: T; portrait: string }> {
  const portrait = await uploadProfilePhoto(context, baseURL);
  return { memorial: await createMemorial<T>(context, baseURL, { ...data, profile_image_url: portrait }), portrait };
}

/** A memorial read back by its owner (`GET /api/profiles/{id}`), with what the database adds on insert (the plaque's short code). */
export async function readMemorial<T>(context: BrowserContext, id: string): Promise<T> {
  const response = await context.request.get(`/api/profiles/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The customer's dashboard with its island awake (its buttons stay disabled until then). */
export async function openDashboard(context: BrowserContext, query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/dashboard${query}`);
  await page.getByRole('heading', { name: 'Mis memoriales' }).waitFor();
  return page;
}
