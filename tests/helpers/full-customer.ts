import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupleProfiles, orders, plaques } from '../../db/schema';
import { bearer, jsonPost, registerAndVerify, uniqueClient, type Envelope } from './auth';
import { giveOrder, givePaidOrder, individualPayload, uploadPhoto } from './memorials';
import { memoryBody, solvedCaptcha, uploadMemoryPhoto } from './memories';
import { call, type TestApp } from './test-db';

let couples = 0;

/**
 * A customer with a bit of everything 'Mis datos' is about, made through the API where the API makes it: a
 * registration (and its consent), two paid orders and a rejected one, a memorial with a photo and a family
 * with a member, a visitor's memory on each wall, the plaque's delivery address (and its consent), and a couple
 * page an administrator assigned to them.
 */
export async function fullCustomer(app: TestApp, db: Db, env: object, adminId: string, label: string) {
  const { email, password, session } = await registerAndVerify(app, db);
  const token = session.access_token;
  const userId = session.user.id;
  const send = <T = Envelope>(method: string, path: string, body?: unknown) =>
    call<T>(app, path, body === undefined ? { method, headers: bearer(token) } : { ...jsonPost(body, bearer(token)), method }, env);

  await givePaidOrder(db, userId, 'individual');
  await givePaidOrder(db, userId, 'family');
  const rejected = await giveOrder(db, userId, 'individual', { paid: false });
  await db
    .update(orders)
    .set({ status: 'cancelled', payerName: `Pagador ${label}` })
    .where(eq(orders.id, rejected.id));
  // The transfer data a customer sends with an order (the helpers above leave it out).
  const own = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  for (const [n, order] of own.entries()) {
    await db
      .update(orders)
      .set({ payerName: `Pagador ${label}`, paymentIntentId: `REF${label}${Date.now()}${n}` })
      .where(eq(orders.id, order.id));
  }

  const photo = await uploadPhoto(app, token, env);
  const memorial = await send<Envelope<{ id: string; slug: string }>>(
    'POST',
    '/api/profiles',
    individualPayload({ name: `Memorial ${label}`, profile_image_url: photo }),
  );
  if (memorial.status !== 201) throw new Error(`memorial: ${JSON.stringify(memorial.body)}`);
  const family = await send<Envelope<{ id: string; slug: string }>>('POST', '/api/family-profiles', {
    family_name: `Familia ${label}`,
    members: [
      {
        name: 'Jorge Enrique',
        birth_date: '1936-02-10',
        death_date: '2019-11-03',
        relationship: 'abuelo',
        profile_image_url: await uploadPhoto(app, token, env),
      },
    ],
  });
  if (family.status !== 201) throw new Error(`family: ${JSON.stringify(family.body)}`);

  const leaveMemory = async (wall: Record<string, string>) => {
    const client = uniqueClient();
    const body = {
      ...wall,
      photo_url: await uploadMemoryPhoto(app, env, client),
      ...(await solvedCaptcha(db)),
      ...memoryBody({ author_name: `Visitante ${label}` }),
      visitor_consent: true,
    };
    const posted = await call<Envelope<{ id: string; photo_url: string }>>(
      app,
      '/api/memories',
      { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': client }, body: JSON.stringify(body) },
      env,
    );
    if (posted.status !== 201) throw new Error(`memory: ${JSON.stringify(posted.body)}`);
    return posted.body.data;
  };
  const memories = [
    await leaveMemory({ memorial_profile_id: memorial.body.data.id }),
    await leaveMemory({ family_profile_id: family.body.data.id }),
  ];

  const [plaque] = await db.select().from(plaques).where(eq(plaques.targetId, memorial.body.data.id));
  const delivery = {
    recipient_name: `Destinatario ${label}`,
    phone: '3001234567',
    department: 'Antioquia',
    municipality: 'Medellín',
    address: `Calle ${label} # 43-20`,
    privacy_consent: true,
  };
  const saved = await send('PUT', `/api/plaques/${plaque!.id}/delivery`, delivery);
  if (saved.status !== 200) throw new Error(`delivery: ${JSON.stringify(saved.body)}`);

  const [couple] = await db
    .insert(coupleProfiles)
    .values({
      createdBy: adminId,
      userId,
      slug: `pareja-${label.toLowerCase()}-${++couples}`,
      coupleName: `Pareja ${label}`,
      description: 'Una historia de amor.',
      profileImageUrl: '/templates/couple-1-desktop.webp',
      person1Name: 'Camila',
      person1BirthDate: '1990-04-12',
      person2Name: 'Andrés',
      person2BirthDate: '1989-09-30',
      isPublished: true,
    })
    .returning();

  return {
    email,
    password,
    token,
    userId,
    memorial: memorial.body.data,
    family: family.body.data,
    memories,
    plaqueId: plaque!.id,
    coupleId: couple!.id,
    photos: [photo],
    label,
  };
}

export type FullCustomer = Awaited<ReturnType<typeof fullCustomer>>;
