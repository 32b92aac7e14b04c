import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, familyProfiles, plaques } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { MANAGER_MESSAGES as MM } from '../../worker/schemas/manager-texts';
import { bearer, createUserWithSession, latestMailToken, setUserFlags, uniqueClient } from '../helpers/auth';
import { givePaidOrder } from '../helpers/memorials';
import { withQuery } from '../helpers/query-read-by-hand';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * 'A hand-over that keeps what was bought' (docs/features/family-circle.md): after 'Entregar el memorial' the plaque (state, delivery,
 * tracking, its e-mails) is the new owner's, editors print the QR code and the recordatorio, the buyer's counts say
 * to whom the memorial went, the e-mails speak without gender and never give the receiver orders or invitations,
 * and a removed helper is told by e-mail.
 */
const t = useTestApp({ media: true });

type Person = Awaited<ReturnType<typeof createUserWithSession>>;
let admin: Person;
beforeAll(async () => {
  admin = await createUserWithSession(t.db, { role: 'admin' });
});

const as = (token?: string) => testClient(t.app, t.env, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });

const delivery = {
  recipient_name: 'Juan Gómez',
  phone: '+57 300 123 4567',
  department: 'Antioquia',
  municipality: 'Medellín',
  address: 'Calle 10 # 43-20, apto 301',
  notes: null,
  privacy_consent: true as const,
};

/** Someone with a name the e-mails and the panel print. */
async function person(firstName: string, lastName: string): Promise<Person> {
  const created = await createUserWithSession(t.db);
  await setUserFlags(t.db, created.user.id, { firstName, lastName });
  return created;
}

/** A buyer with a family package, the family memorial it paid for (one member) and that memorial's plaque. */
async function buyerWithFamily() {
  const buyer = await person('Lucía', 'Gómez');
  const order = await givePaidOrder(t.db, buyer.user.id, 'family');
  const [family] = await t.db
    .insert(familyProfiles)
    .values({
      userId: buyer.user.id,
      orderId: order.id,
      slug: `familia-gomez-${Date.now()}`,
      familyName: 'Gómez Herrera',
      isPublished: true,
    })
    .returning();
  await t.db.insert(familyMembers).values({
    familyProfileId: family!.id,
    name: 'Rosa Herrera',
    birthDate: '1940-02-01',
    deathDate: '2024-05-06',
    profileImageUrl: '/media/profile/x/rosa.jpg',
    displayOrder: 0,
  });
  const [plaque] = await t.db.select().from(plaques).where(eq(plaques.orderId, order.id));
  return { buyer, order, familyId: family!.id, plaqueId: plaque!.id };
}

/** 'Entregar el memorial': the owner offers it, the receiver accepts through the e-mailed link. */
async function handOver(owner: Person, familyId: string, receiver: Person) {
  const offered = await read(
    as(owner.token).familyManagers[':id'].transfer.$post({ param: { id: familyId }, json: { email: receiver.email } }),
  );
  expect(offered.status).toBe(201);
  const accepted = await read(
    as(receiver.token).invitations.accept.$post({ json: { token: (await latestMailToken(t.db, receiver.email)).token } }),
  );
  expect(accepted.status).toBe(200);
}

const plaquesOf = async (who: Person) => (await read(as(who.token).plaques.index.$get())).body.data;

describe('the plaque follows the memorial', () => {
  it("is the new owner's to see, to say where it goes and to hear about; the order stays the buyer's", async () => {
    const { buyer, order, familyId, plaqueId } = await buyerWithFamily();
    const receiver = await person('Juan', 'Gómez');
    await handOver(buyer, familyId, receiver);

    expect(await plaquesOf(buyer)).toEqual([]);
    expect(await plaquesOf(receiver)).toEqual([
      expect.objectContaining({ id: plaqueId, status: 'por_grabar', memorial: expect.objectContaining({ type: 'family', id: familyId }) }),
    ]);
    // Where to send it is the holder's to say: the buyer's plaque is now as unknown to her as anyone's.
    expect((await read(as(buyer.token).plaques[':id'].delivery.$put({ param: { id: plaqueId }, json: delivery }))).status).toBe(404);
    expect((await read(as(receiver.token).plaques[':id'].delivery.$put({ param: { id: plaqueId }, json: delivery }))).status).toBe(200);

    for (const step of [
      { status: 'grabada' as const },
      { status: 'enviada' as const, carrier: 'Servientrega', tracking_number: 'SV123456789' },
    ]) {
      expect((await read(as(admin.token).adminPlaques[':id'].$patch({ param: { id: plaqueId }, json: step }))).status).toBe(200);
    }
    const [shipped] = await plaquesOf(receiver);
    expect(shipped).toMatchObject({
      status: 'enviada',
      carrier: 'Servientrega',
      tracking_number: 'SV123456789',
      delivery: expect.objectContaining({ recipient_name: 'Juan Gómez' }),
    });
    const receiverMail = (await listOutbox(t.db, receiver.email)).map((mail) => mail.subject);
    expect(receiverMail).toContain('La placa de Gómez Herrera va en camino');
    expect((await listOutbox(t.db, buyer.email)).map((mail) => mail.subject)).not.toContain('La placa de Gómez Herrera va en camino');
    // The back-office names the person who holds it now.
    const listed = await read(as(admin.token).adminPlaques[':id'].$get({ param: { id: plaqueId } }));
    expect(listed.body.data.owner.id).toBe(receiver.user.id);

    // The money history is the buyer's.
    expect((await read(as(buyer.token).orders.index.$get())).body.data.map((row) => row.id)).toContain(order.id);
    expect((await read(as(receiver.token).orders.index.$get())).body.data).toEqual([]);
  });

  it("leaves the new owner's delivery data alone when the buyer deletes her account", async () => {
    const { buyer, familyId, plaqueId } = await buyerWithFamily();
    const receiver = await person('Juan', 'Gómez');
    await handOver(buyer, familyId, receiver);
    expect((await read(as(receiver.token).plaques[':id'].delivery.$put({ param: { id: plaqueId }, json: delivery }))).status).toBe(200);
    expect((await read(as(buyer.token).account.index.$delete({ json: { password: 'clave-segura' } }))).status).toBe(200);
    const [kept] = await plaquesOf(receiver);
    expect(kept?.delivery).toMatchObject({ recipient_name: 'Juan Gómez', address: 'Calle 10 # 43-20, apto 301' });
  });
});

describe('editors print for the family', () => {
  it('an editor downloads the QR code and the recordatorio; a moderator gets the role refusal', async () => {
    const { buyer, familyId } = await buyerWithFamily();
    const receiver = await person('Juan', 'Gómez');
    await handOver(buyer, familyId, receiver);
    const param = { id: familyId };

    // The buyer stays on as editor.
    const qr = await as(buyer.token).familyProfiles[':id'].qr.$get(withQuery({ param }, 'format=png'));
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    const card = await as(buyer.token).familyProfiles[':id']['prayer-card'].$get({ param, query: {} });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-disposition')).toContain('recordatorio-rosa-herrera-');

    const moderator = await person('Luz', 'Herrera');
    expect(
      (await read(as(receiver.token).familyManagers[':id'].managers.$post({ param, json: { email: moderator.email, role: 'moderator' } })))
        .status,
    ).toBe(201);
    expect(
      (await read(as(moderator.token).invitations.accept.$post({ json: { token: (await latestMailToken(t.db, moderator.email)).token } })))
        .status,
    ).toBe(200);
    const refused = await as(moderator.token).familyProfiles[':id'].qr.$get({ param });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(MM.roleTooLow);
    expect((await as(moderator.token).familyProfiles[':id']['prayer-card'].$get({ param, query: {} })).status).toBe(403);

    // 'Compartidos conmigo' hands the editor the family's members, for whose card to print.
    const shared = await read(as(buyer.token).invitations.shared.$get());
    expect(shared.body.data).toEqual([
      expect.objectContaining({
        id: familyId,
        role: 'editor',
        members: [expect.objectContaining({ name: 'Rosa Herrera', death_date: '2024-05-06' })],
      }),
    ]);
  });
});

describe("the buyer's counts read true", () => {
  it('says she created one and to whom she handed it; the receiver has no package of his own', async () => {
    const { buyer, familyId } = await buyerWithFamily();
    const receiver = await person('Juan', 'Gómez');
    await handOver(buyer, familyId, receiver);

    const hers = await read(as(buyer.token).profiles['can-create'].$get());
    expect(hers.body).toMatchObject({
      canCreate: false,
      quotas: {
        total: 1,
        used: 1,
        handedTo: ['Juan Gómez'],
        family: { total: 1, used: 1, handedTo: ['Juan Gómez'] },
        individual: { handedTo: [] },
      },
      handedOver: [{ kind: 'family', memorial: 'Gómez Herrera', to: 'Juan Gómez' }],
    });
    const his = await read(as(receiver.token).profiles['can-create'].$get());
    expect(his.body).toMatchObject({ canCreate: false, quotas: { total: 0, handedTo: [] }, handedOver: [] });
    // He owns it and edits it all the same.
    expect((await read(as(receiver.token).familyProfiles['my-profiles'].$get())).body.data).toEqual([
      expect.objectContaining({ id: familyId, role: 'owner' }),
    ]);
  });
});

describe('the e-mails of a hand-over', () => {
  it('speak of whoever administers the memorial, and never give the receiver orders or invitations', async () => {
    const { buyer, familyId } = await buyerWithFamily();
    const receiver = await person('Juan', 'Gómez');
    await handOver(buyer, familyId, receiver);

    const [offer] = await listOutbox(t.db, receiver.email);
    expect(offer?.subject).toBe('Lucía Gómez quiere entregarte el memorial de la familia Gómez Herrera');
    expect(offer?.text).toContain('quiere que seas quien administra el memorial de la familia Gómez Herrera');
    expect(offer?.text).toContain('placa');
    for (const mail of await listOutbox(t.db, receiver.email)) {
      expect(mail.text).not.toMatch(/propietari|invitaste|tus órdenes|tu orden/i);
    }

    const toBuyer = (await listOutbox(t.db, buyer.email)).find((mail) => mail.subject.includes('Juan Gómez'));
    expect(toBuyer?.subject).toBe('Juan Gómez ahora es quien administra el memorial de la familia Gómez Herrera');
    expect(toBuyer?.text).not.toMatch(/propietari|invitaste/i);
    expect(toBuyer?.text).toContain('entregaste este memorial');
  });
});

describe("'Quitar' tells the helper", () => {
  it("e-mails the removed helper with the memorial and who removed them; leaving on one's own sends nothing", async () => {
    const { buyer, familyId } = await buyerWithFamily();
    const receiver = await person('Juan', 'Gómez');
    await handOver(buyer, familyId, receiver);
    const param = { id: familyId };

    const removed = await read(
      as(receiver.token).familyManagers[':id'].managers[':userId'].$delete({ param: { ...param, userId: buyer.user.id } }),
    );
    expect(removed.status).toBe(200);
    const [notice] = (await listOutbox(t.db, buyer.email)).filter((mail) => mail.subject.startsWith('Ya no ayudas'));
    expect(notice?.subject).toBe('Ya no ayudas con el memorial de la familia Gómez Herrera');
    expect(notice?.text).toContain('Juan Gómez, quien administra el memorial de la familia Gómez Herrera, quitó tu acceso como editor(a).');
    expect(notice?.text).toContain('/familia/');

    const cousin = await person('Luz', 'Herrera');
    await read(as(receiver.token).familyManagers[':id'].managers.$post({ param, json: { email: cousin.email, role: 'moderator' } }));
    await read(as(cousin.token).invitations.accept.$post({ json: { token: (await latestMailToken(t.db, cousin.email)).token } }));
    expect(
      (await read(as(cousin.token).familyManagers[':id'].managers[':userId'].$delete({ param: { ...param, userId: cousin.user.id } })))
        .status,
    ).toBe(200);
    expect((await listOutbox(t.db, cousin.email)).filter((mail) => mail.subject.startsWith('Ya no ayudas'))).toEqual([]);
  });
});
