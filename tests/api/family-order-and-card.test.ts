import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { InferRequestType } from 'hono/client';
import { users } from '../../db/schema';
import type { ApiClients } from '../../site/lib/api-client';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { PARAM_MESSAGES } from '../../worker/schemas/params';
import { CARD_TEXT_PRESETS } from '../../worker/schemas/prayer-card-texts';
import { familyCardSource } from '../../worker/services/qr-codes';
import { findPublishedBySlug } from '../../worker/services/remembrance';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { givePaidOrder, memberAsSent, uploadPhoto } from '../helpers/memorials';
import { readPdf, textIn } from '../helpers/pdf-text';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * A family's members keep the order the family gives them (sent in the one atomic PUT, read back in
 * that order everywhere), and the prayer card is one member's, chosen by `member_id`, else its first member (docs/features/plaque-and-card.md).
 */
type Families = ApiClients['familyProfiles'];
type FamilyChanges = InferRequestType<Families[':id']['$put']>['json'];

const t = useTestApp({ media: true });

const as = (token: string) => testClient(t.app, t.env, { ...bearer(token), 'cf-connecting-ip': uniqueClient() }).familyProfiles;
const get = (path: string, token?: string) => t.app.request(path, { headers: token ? bearer(token) : {} }, t.env);
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

const PEOPLE = [
  { name: 'Jorge Ruiz', birth_date: '1940-01-01', death_date: '2015-03-01', relationship: 'padre' },
  { name: 'Rosa Ruiz', birth_date: '1945-05-06', death_date: '2024-08-09', relationship: 'madre' },
  { name: 'Luis Ruiz', birth_date: '1970-02-03', death_date: '2020-10-11', relationship: 'hermano' },
] as const;

/** A family of three, Jorge, Rosa and Luis in that order, each with a portrait of their own. */
async function familyOfThree() {
  const customer = await createUserWithSession(t.db);
  await givePaidOrder(t.db, customer.user.id, 'family');
  const members = [];
  for (const person of PEOPLE) members.push({ ...person, profile_image_url: await uploadPhoto(t.app, customer.token, t.env) });
  const { status, body } = await read(as(customer.token).index.$post({ json: { family_name: 'Familia Ruiz', members } }));
  expect(status, JSON.stringify(body)).toBe(201);
  const family = body.data;
  const put = (payload: FamilyChanges) => read(as(customer.token)[':id'].$put({ param: { id: family.id }, json: payload }));
  return { ...customer, family, put };
}

type SavedMember = Awaited<ReturnType<typeof familyOfThree>>['family']['family_members'][number];

/** A saved member sent back, in `display_order`'s place when one is given (JSON leaves an undefined one out). */
const asSent = (saved: SavedMember, display_order?: number) => memberAsSent(saved, { display_order });

const shape = (members: readonly SavedMember[]) => members.map((m) => [m.id, m.name, m.profile_image_url]);

describe('the order of a family’s members', () => {
  it('saves a new order in the one PUT, members keeping their ids and their files, and reads it back everywhere', async () => {
    const { family, put, token } = await familyOfThree();
    const [jorge, rosa, luis] = family.family_members as [SavedMember, SavedMember, SavedMember];
    expect(family.family_members.map((m) => m.display_order)).toEqual([0, 1, 2]);

    // Rosa up to the top with her places sent, in the list's old order.
    const { status, body } = await put({ members: [asSent(jorge, 1), asSent(rosa, 0), asSent(luis, 2)] });
    expect(status, JSON.stringify(body)).toBe(200);
    const wanted = shape([rosa, jorge, luis]);
    expect(shape(body.data.family_members)).toEqual(wanted);
    expect(body.data.family_members.map((m) => m.display_order)).toEqual([0, 1, 2]);

    // The owner's read, the dashboard's list, the public page's read and the export all say it.
    const own = await read(as(token)[':id'].$get({ param: { id: family.id } }));
    expect(shape(own.body.data.family_members)).toEqual(wanted);
    const mine = await read(as(token)['my-profiles'].$get());
    expect(shape(mine.body.data.find((f) => f.id === family.id)!.family_members)).toEqual(wanted);
    const shown = await read(testClient(t.app, t.env).familyProfiles.public[':slug'].$get({ param: { slug: family.slug } }));
    expect(shape(shown.body.data.family_members)).toEqual(wanted);
    const zip = await get(`/api/family-profiles/${family.id}/export`, token);
    expect(zip.status).toBe(200);
    const exported = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(await zip.arrayBuffer()))['memorial.json'])) as {
      memorial: { family_members: { name: string }[] };
    };
    expect(exported.memorial.family_members.map((m) => m.name)).toEqual(['Rosa Ruiz', 'Jorge Ruiz', 'Luis Ruiz']);
    // The remembrance dates and the calendar read the members in the same order.
    const remembered = await findPublishedBySlug(t.db, 'family', family.slug);
    expect(remembered!.subject.people.map((person) => person.name)).toEqual(['Rosa Ruiz', 'Jorge Ruiz', 'Luis Ruiz']);

    // Without places, the list's own order is the order (what older clients send): Luis to the top.
    const again = await put({ members: [asSent(luis), asSent(rosa), asSent(jorge)] });
    expect(shape(again.body.data.family_members)).toEqual(shape([luis, rosa, jorge]));
  });

  it('refuses places that are not each member once, from the first to the last, in Spanish, and saves nothing', async () => {
    const { family, put, token } = await familyOfThree();
    const [jorge, rosa, luis] = family.family_members as [SavedMember, SavedMember, SavedMember];
    for (const members of [
      [asSent(jorge, 0), asSent(rosa, 0), asSent(luis, 1)],
      [asSent(jorge, 1), asSent(rosa, 2), asSent(luis, 3)],
      [asSent(jorge, 0), asSent(rosa, 1), asSent(luis)],
      [asSent(jorge, 2), asSent(rosa, 0), asSent(luis, 5)],
      [asSent(jorge, -1), asSent(rosa, 0), asSent(luis, 1)],
      [asSent(jorge, 0.5), asSent(rosa, 1), asSent(luis, 2)],
    ]) {
      const { status, body } = await put({ members });
      expect(status, JSON.stringify(members.map((m) => m.display_order))).toBe(400);
      expect((body as unknown as { error: string }).error).toBe(M.memberOrderInvalid);
    }
    // A place that is not a number at all is the same refusal.
    const text = await put({ members: [{ ...asSent(jorge), display_order: 'primero' as unknown as number }] });
    expect(text.status).toBe(400);
    expect((text.body as unknown as { error: string }).error).toBe(M.memberOrderInvalid);
    // The same member twice is not this family's list either.
    const twice = await put({ members: [asSent(jorge, 0), asSent(jorge, 1)] });
    expect(twice.status).toBe(404);
    const own = await read(as(token)[':id'].$get({ param: { id: family.id } }));
    expect(shape(own.body.data.family_members)).toEqual(shape([jorge, rosa, luis]));
  });

  it('orders a new family by the places it is created with', async () => {
    const customer = await createUserWithSession(t.db);
    await givePaidOrder(t.db, customer.user.id, 'family');
    const members = [];
    for (const [index, person] of PEOPLE.entries())
      members.push({ ...person, profile_image_url: await uploadPhoto(t.app, customer.token, t.env), display_order: 2 - index });
    const { status, body } = await read(as(customer.token).index.$post({ json: { family_name: 'Familia Ruiz', members } }));
    expect(status).toBe(201);
    expect(body.data.family_members.map((m) => m.name)).toEqual(['Luis Ruiz', 'Rosa Ruiz', 'Jorge Ruiz']);
  });
});

describe('GET /api/family-profiles/{id}/prayer-card?member_id=', () => {
  async function frontOf(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { pages } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    return { pages, front: pages[0]!, images: pages.reduce((sum, page) => sum + page.images, 0) };
  }

  it("prints the chosen member's portrait, name and dates, and by default the family's first member", async () => {
    const { family, token, user } = await familyOfThree();
    const [jorge, rosa, luis] = family.family_members as [SavedMember, SavedMember, SavedMember];
    const path = `/api/family-profiles/${family.id}/prayer-card`;

    const chosen = await get(`${path}?size=a6&member_id=${luis.id}`, token);
    expect(chosen.headers.get('cache-control')).toBe('private, no-store');
    const luisCard = await frontOf(chosen);
    expect(luisCard.images).toBe(1);
    expect(textIn(luisCard.front, 'SemiBold')).toBe('Luis Ruiz');
    expect(textIn(luisCard.front, 'EBGaramond-Regular')).toBe('3 de febrero de 1970 – 11 de octubre de 2020');
    // One person's card speaks of one person.
    expect(textIn(luisCard.front, 'Italic')).toBe(CARD_TEXT_PRESETS[0]!.text.individual);

    // Jorge is shown first, though Rosa died last (2024): the family decides who comes first.
    const byDefault = await frontOf(await get(`${path}?size=a6`, token));
    expect(textIn(byDefault.front, 'SemiBold')).toBe('Jorge Ruiz');

    // Each member's own portrait, not the first member's.
    const [owner] = await t.db.select().from(users).where(eq(users.id, user.id));
    for (const member of [jorge, rosa, luis]) {
      expect((await familyCardSource({ db: t.db }, owner!, family.id, member.id)).photoUrl).toBe(member.profile_image_url);
    }
    expect((await familyCardSource({ db: t.db }, owner!, family.id)).photoUrl).toBe(jorge.profile_image_url);

    // The preview asks with the same member and draws the same person.
    const svg = await get(`${path}?size=a6&format=svg&member_id=${jorge.id}`, token);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('cache-control')).toBe('private, no-store');
  });

  it("refuses a malformed member id (400) and another family's member (404), in Spanish", async () => {
    const { family, token } = await familyOfThree();
    const other = await familyOfThree();
    const path = `/api/family-profiles/${family.id}/prayer-card`;
    for (const bad of ['no%20v%C3%A1lido', '', 'x'.repeat(65), '%3Cscript%3E']) {
      const response = await get(`${path}?member_id=${bad}`, token);
      expect(response.status, bad).toBe(400);
      expect(await errorOf(response)).toBe(PARAM_MESSAGES.cardMember);
      expect(PARAM_MESSAGES.cardMember).toBe('ID de miembro no válido');
    }
    const foreign = await get(`${path}?member_id=${other.family.family_members[0]!.id}`, token);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toBe(M.memberNotFound);
    const unknown = await get(`${path}?member_id=${crypto.randomUUID()}`, token);
    expect(unknown.status).toBe(404);
    // The other family's owner cannot print this family's card with their own member's id either.
    const stranger = await get(`${path}?member_id=${other.family.family_members[0]!.id}`, other.token);
    expect(stranger.status).toBe(404);
    expect(await errorOf(stranger)).toBe(M.familyNotFound);
  });
});
