import { beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client';
import { packages, settings } from '../../db/schema';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import type { AnswerData, ApiClients } from '../../site/lib/api-client';
import { todayInColombia } from '../../worker/services/time';
import { bearer, createUserWithSession, jsonPost, setUserFlags, type Envelope } from './auth';
import type { TestSetup, UserSession } from './test-app';
import { call, type TestApp } from './test-db';

/** The two packages and the payment methods a storefront needs, straight in the database. */
export async function seedCatalog(db: Db) {
  const [individual] = await db
    .insert(packages)
    .values({ name: 'Memorial Individual', packageType: 'individual', price: 150000, features: ['QR'], sortOrder: 0 })
    .returning();
  const [family] = await db
    .insert(packages)
    .values({ name: 'Memorial Familiar', packageType: 'family', price: 280000, features: ['QR'], sortOrder: 1 })
    .returning();
  await db.insert(settings).values({ key: 'payment_methods', value: DEFAULT_SETTINGS.payment_methods }).onConflictDoNothing();
  if (!individual || !family) throw new Error('catalog not seeded');
  return { individual, family };
}

let reference = 0;
/** A valid payment-proof body for `pkg`, with a fresh reference each call. */
export function paymentProof(pkg: { id: string; price: number }, overrides: Record<string, unknown> = {}) {
  return {
    package_id: pkg.id,
    amount: pkg.price,
    payment_method: 'nequi',
    payment_reference: `REF${Date.now().toString(36).toUpperCase()}${++reference}`,
    payer_name: 'María Elena Gómez',
    payment_date: todayInColombia(),
    transferred_amount: String(pkg.price),
    terms_accepted: true as const,
    ...overrides,
  };
}

/** The order as POST /api/orders answers it. */
type PlacedOrder = AnswerData<Awaited<ReturnType<ApiClients['orders']['index']['$post']>>>;

/**
 * A new customer reports a transfer for `pkg` through the API: the pending order as the API answers it, the
 * customer, and the proof sent (its reference, payer and date). `customer` names the person differently.
 */
export async function placeOrder(
  app: TestApp,
  db: Db,
  pkg: { id: string; price: number },
  options: { proof?: Record<string, unknown>; customer?: { firstName: string; lastName: string } } = {},
) {
  const customer = await createUserWithSession(db);
  if (options.customer) await setUserFlags(db, customer.user.id, options.customer);
  const proof = paymentProof(pkg, options.proof);
  const { status, body } = await call<Envelope<PlacedOrder>>(app, '/api/orders', jsonPost(proof, bearer(customer.token)));
  expect(status).toBe(201);
  return { customer, order: body.data, id: body.data.id, proof };
}

type CatalogAndAdmin = { catalog: Awaited<ReturnType<typeof seedCatalog>>; admin: UserSession };

/**
 * The catalog (`seedCatalog`) and an administrator (named Ana Pérez, as the helper names everyone), made once in
 * `beforeAll` on the file's test app: the set-up of the back-office's order tests. With `{ superAdmin: true }`, a
 * super administrator too. Read its fields inside tests.
 */
export function useCatalogAndAdmin(setup: TestSetup): CatalogAndAdmin;
export function useCatalogAndAdmin(setup: TestSetup, options: { superAdmin: true }): CatalogAndAdmin & { superAdmin: UserSession };
export function useCatalogAndAdmin(setup: TestSetup, options: { superAdmin?: boolean } = {}) {
  const made = {} as CatalogAndAdmin & { superAdmin: UserSession };
  beforeAll(async () => {
    made.catalog = await seedCatalog(setup.db);
    made.admin = await createUserWithSession(setup.db, { role: 'admin' });
    if (options.superAdmin) made.superAdmin = await createUserWithSession(setup.db, { role: 'super_admin' });
  });
  return made;
}
