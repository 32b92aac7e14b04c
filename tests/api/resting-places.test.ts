import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, remembranceSettings, restingPlaces } from '../../db/schema';
import { MEMORIAL_MESSAGES } from '../../worker/schemas/memorials';
import { RESTING_PLACE_MESSAGES as M } from '../../worker/schemas/resting-places';
import { todayInColombia } from '../../worker/services/time';
import { createOutboxMailer, listOutbox } from '../../worker/mail/outbox';
import { runRemembranceMail } from '../../worker/services/remembrance-mail';
import { loadCardContracts } from '../../site/data/dashboard-contracts';
import { listOwnFamilies } from '../../worker/services/family-memorials';
import { listOwnIndividualMemorials } from '../../worker/services/individual-memorials';
import { createUserWithSession } from '../helpers/auth';
import { watchPurges } from '../helpers/edge-purges';
import { givePaidOrder, individualPayload, uploadPhoto } from '../helpers/memorials';
import { useTestApp } from '../helpers/test-app';
import { CENTRAL_BOVEDA } from '../helpers/resting-places';
import { clientAs, read } from '../helpers/test-client';

/**
 * 'Dónde descansa' (docs/features/resting-places.md): an individual memorial's and a family member's resting place, through the
 * memorial's own GET/PUT and the place's routes; who may see and change it, its validation in Spanish, a
 * traslado with its history, and the page's purge.
 */
const t = useTestApp({ media: true });

type Customer = Awaited<ReturnType<typeof createUserWithSession>>;
let owner: Customer;
let stranger: Customer;
let admin: Customer;

beforeAll(async () => {
  owner = await createUserWithSession(t.db);
  stranger = await createUserWithSession(t.db);
  admin = await createUserWithSession(t.db, { role: 'admin' });
});

const as = (token?: string) => clientAs(t.app, token, {}, t.r2.env);

/** La Central, Bogotá: a bóveda in the Galería 7. */
const boveda = (overrides: Record<string, unknown> = {}) => ({
  ...CENTRAL_BOVEDA,
  directions: 'Entrando por la calle 26, la tercera galería a la izquierda.',
  since: '2023-08-24',
  contract_years: 4,
  visible: true,
  ...overrides,
});

async function createMemorial(token = owner.token, userId = owner.user.id) {
  await givePaidOrder(t.db, userId);
  const { status, body } = await read(as(token).profiles.index.$post({ json: individualPayload() }));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function createFamily() {
  await givePaidOrder(t.db, owner.user.id, 'family');
  const photo = await uploadPhoto(t.app, owner.token, t.r2.env);
  const member = {
    name: 'Jorge Enrique',
    birth_date: '1936-02-10',
    death_date: '2019-11-03',
    relationship: 'abuelo' as const,
    profile_image_url: photo,
  };
  const { status, body } = await read(
    as(owner.token).familyProfiles.index.$post({
      json: { family_name: 'Gómez Herrera', members: [member, { ...member, name: 'Carmen Rosa', relationship: 'abuela' as const }] },
    }),
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}

const setPlace = (id: string, resting_place: unknown, token = owner.token) =>
  read(as(token).profiles[':id']['resting-place'].$put({ param: { id }, json: { resting_place } as never }));
const movePlace = (id: string, json: unknown, token = owner.token) =>
  read(as(token).profiles[':id']['resting-place'].move.$post({ param: { id }, json: json as never }));
const history = (id: string, token = owner.token) => read(as(token).profiles[':id']['resting-places'].$get({ param: { id } }));

describe('an individual memorial with its resting place', () => {
  it('is saved with the memorial (PUT) and read back with it (GET), with the contract`s end', async () => {
    const memorial = await createMemorial();
    const saved = await read(
      as(owner.token).profiles[':id'].$put({ param: { id: memorial.id }, json: { ...individualPayload(), resting_place: boveda() } }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.resting_place).toMatchObject({
      kind: 'boveda',
      cemetery: 'Cementerio Central',
      number: '214',
      contract_years: 4,
      contract_ends_on: '2027-08-24',
      moved_on: null,
    });

    const got = await read(as(owner.token).profiles[':id'].$get({ param: { id: memorial.id } }));
    expect(got.body.data.resting_place).toMatchObject({ latitude: 4.6209, longitude: -74.0818, visible: true });

    // A PUT without the field keeps the place; null removes it.
    await read(as(owner.token).profiles[':id'].$put({ param: { id: memorial.id }, json: individualPayload() }));
    expect((await read(as(owner.token).profiles[':id'].$get({ param: { id: memorial.id } }))).body.data.resting_place).not.toBeNull();
    const removed = await read(
      as(owner.token).profiles[':id'].$put({ param: { id: memorial.id }, json: { ...individualPayload(), resting_place: null } }),
    );
    expect(removed.body.data.resting_place).toBeNull();
  });

  it('shows a visible place to visitors without the contract, and a hidden one to nobody but the family', async () => {
    const memorial = await createMemorial();
    await setPlace(memorial.id, boveda());
    const shown = await read(as().profiles.public[':slug'].$get({ param: { slug: memorial.slug } }));
    expect(shown.body.data.resting_place).toMatchObject({
      cemetery: 'Cementerio Central',
      latitude: 4.6209,
      contract_years: null,
      contract_ends_on: null,
    });

    await setPlace(memorial.id, boveda({ visible: false }));
    const hidden = await read(as().profiles.public[':slug'].$get({ param: { slug: memorial.slug } }));
    expect(hidden.body.data.resting_place).toBeNull();
    expect(JSON.stringify(hidden.body)).not.toContain('Cementerio Central');
    // The family still sees it.
    const mine = await read(as(owner.token).profiles[':id'].$get({ param: { id: memorial.id } }));
    expect(mine.body.data.resting_place).toMatchObject({ cemetery: 'Cementerio Central', visible: false });
  });

  it('purges the memorial`s page when its place changes', async () => {
    const memorial = await createMemorial();
    const purges = await watchPurges(t.db);
    await setPlace(memorial.id, boveda());
    expect(await purges.take()).toEqual([`/memorial/${memorial.slug}`]);
  });

  it('refuses what cannot be, each in Spanish', async () => {
    const memorial = await createMemorial();
    const refusals: [unknown, string][] = [
      [{ ...boveda(), kind: 'panteon' }, M.kindRequired],
      [boveda({ latitude: 40.4168, longitude: -3.7038 }), M.outsideColombia],
      [boveda({ latitude: 4.6, longitude: null }), M.coordinatesPair],
      [boveda({ latitude: 91 }), M.latitudeInvalid],
      [boveda({ longitude: -181 }), M.longitudeInvalid],
      [boveda({ kind: 'tumba' }), M.contractOnlyBoveda],
      [boveda({ since: null }), M.contractNeedsSince],
      [boveda({ contract_years: 0 }), M.contractYearsInvalid],
      [boveda({ since: '2023-02-30' }), M.dateInvalid],
      [boveda({ directions: 'a'.repeat(501) }), M.directionsTooLong],
      [boveda({ cemetery: 'Central\nBcc: x' }), 'El cementerio no puede contener saltos de línea ni caracteres de control'],
      [boveda({ photo_url: 'https://example.com/tumba.jpg' }), M.photoInvalid],
      [boveda({ visible: 'sí' }), M.visibleInvalid],
      [boveda({ since: '2020-01-01', contract_years: null }), M.dateBeforeDeath],
      [boveda({ since: '2999-01-01' }), M.dateFuture],
    ];
    for (const [place, message] of refusals) {
      const { status, body } = await setPlace(memorial.id, place);
      expect([status, body.error], JSON.stringify(place)).toEqual([400, message]);
    }
    expect(await t.db.select().from(restingPlaces).where(eq(restingPlaces.memorialProfileId, memorial.id))).toHaveLength(0);
  });

  it('takes a point abroad when the family says so, and a photo only from the family`s own uploads', async () => {
    const memorial = await createMemorial();
    const madrid = {
      kind: 'tumba',
      cemetery: 'Cementerio de la Almudena',
      city: 'Madrid',
      latitude: 40.4168,
      longitude: -3.7038,
      outside_colombia: true,
    };
    const abroad = await setPlace(memorial.id, madrid);
    expect(abroad.status, JSON.stringify(abroad.body)).toBe(200);
    expect(abroad.body.data).toMatchObject({ outside_colombia: true, latitude: 40.4168 });

    const strangers = await uploadPhoto(t.app, stranger.token, t.r2.env, 'gallery');
    expect((await setPlace(memorial.id, { ...madrid, photo_url: strangers })).status).toBe(400);
    const own = await uploadPhoto(t.app, owner.token, t.r2.env, 'gallery');
    expect((await setPlace(memorial.id, { ...madrid, photo_url: own })).body.data).toMatchObject({ photo_url: own });
  });

  it('is nobody else`s: another customer gets the 404 of a missing memorial; an administrator may correct it', async () => {
    const memorial = await createMemorial();
    await setPlace(memorial.id, boveda());
    for (const answer of [
      await setPlace(memorial.id, boveda({ number: '999' }), stranger.token),
      await movePlace(memorial.id, { moved_on: todayInColombia(), resting_place: { kind: 'osario' } }, stranger.token),
      await history(memorial.id, stranger.token),
    ]) {
      expect([answer.status, answer.body.error]).toEqual([404, MEMORIAL_MESSAGES.notFound]);
    }
    expect((await as().profiles[':id']['resting-place'].$put({ param: { id: memorial.id }, json: { resting_place: null } })).status).toBe(
      401,
    );

    const corrected = await setPlace(memorial.id, boveda({ number: '215' }), admin.token);
    expect(corrected.body.data).toMatchObject({ number: '215' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, memorial.id));
    expect(audit.map((row) => row.action)).toContain('memorial_profile_updated');
  });
});

describe('a traslado', () => {
  it('keeps the old place in the history, newest first, and the plaque`s short link stays', async () => {
    const memorial = await createMemorial();
    const nothing = await movePlace(memorial.id, { moved_on: '2024-01-10', resting_place: { kind: 'osario' } });
    expect([nothing.status, nothing.body.error]).toEqual([409, M.nothingToMove]);

    await setPlace(memorial.id, boveda());
    const before = await read(as(owner.token).profiles[':id'].$get({ param: { id: memorial.id } }));
    const moved = await movePlace(memorial.id, {
      moved_on: '2024-09-02',
      resting_place: { kind: 'osario', cemetery: 'Parque Cementerio Jardines de Paz', city: 'Bogotá', number: 'Nicho 31', visible: true },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect(moved.body.data.map((place) => [place.kind, place.since, place.moved_on])).toEqual([
      ['osario', '2024-09-02', null],
      ['boveda', '2023-08-24', '2024-09-02'],
    ]);
    const listed = await history(memorial.id);
    expect(listed.body.data).toEqual(moved.body.data);

    const got = await read(as(owner.token).profiles[':id'].$get({ param: { id: memorial.id } }));
    expect(got.body.data.resting_place).toMatchObject({ kind: 'osario', cemetery: 'Parque Cementerio Jardines de Paz' });
    expect(got.body.data.short_code).toBe(before.body.data.short_code);
    expect(got.body.data.short_code).toBeTruthy();
    const shown = await read(as().profiles.public[':slug'].$get({ param: { slug: memorial.slug } }));
    expect(shown.body.data.resting_place).toMatchObject({ kind: 'osario' });
  });

  it('keeps the point and the photo for a new place in the same cemetery that gives no point', async () => {
    const memorial = await createMemorial();
    const photo = await uploadPhoto(t.app, owner.token, t.r2.env, 'gallery');
    await setPlace(memorial.id, boveda({ photo_url: photo }));
    // The family typed the name again, with other capitals, accents and spaces, and no city.
    const moved = await movePlace(memorial.id, {
      moved_on: '2024-09-02',
      resting_place: {
        kind: 'osario',
        cemetery: '  cementerio  CÉNTRAL ',
        section: 'Osarios norte',
        number: '31',
        latitude: null,
        longitude: null,
        photo_url: null,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    const [now, before] = moved.body.data;
    expect(now).toMatchObject({
      kind: 'osario',
      latitude: 4.6209,
      longitude: -74.0818,
      outside_colombia: false,
      photo_url: photo,
      moved_on: null,
    });
    expect(before).toMatchObject({ kind: 'boveda', latitude: 4.6209, longitude: -74.0818, photo_url: photo });
    // Copied into the new row, not read through the old one.
    const [row] = await t.db.select().from(restingPlaces).where(eq(restingPlaces.id, now!.id));
    expect([row?.latitude, row?.longitude, row?.photoUrl]).toEqual([4.6209, -74.0818, photo]);
    const shown = await read(as().profiles.public[':slug'].$get({ param: { slug: memorial.slug } }));
    expect(shown.body.data.resting_place).toMatchObject({ kind: 'osario', latitude: 4.6209, longitude: -74.0818 });
  });

  it('takes the point and photo the family gives, and keeps no point for another cemetery or city', async () => {
    const memorial = await createMemorial();
    await setPlace(memorial.id, boveda());
    const given = await movePlace(memorial.id, {
      moved_on: '2024-01-10',
      resting_place: { kind: 'osario', cemetery: 'Cementerio Central', latitude: 4.6215, longitude: -74.0822 },
    });
    expect(given.body.data[0]).toMatchObject({ latitude: 4.6215, longitude: -74.0822 });
    const elsewhere = await movePlace(memorial.id, {
      moved_on: '2024-02-10',
      resting_place: { kind: 'cenizario', cemetery: 'Jardines de Paz', city: 'Bogotá' },
    });
    expect(elsewhere.body.data[0]).toMatchObject({ cemetery: 'Jardines de Paz', latitude: null, longitude: null, photo_url: null });

    const other = await createMemorial();
    await setPlace(other.id, boveda());
    const otherCity = await movePlace(other.id, {
      moved_on: '2024-01-10',
      resting_place: { kind: 'osario', cemetery: 'Cementerio Central', city: 'Medellín' },
    });
    expect(otherCity.body.data[0]).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses a move dated in the future, before the death or before the current place', async () => {
    const memorial = await createMemorial();
    await setPlace(memorial.id, boveda());
    const refusals: [unknown, string][] = [
      [{ resting_place: { kind: 'osario' } }, M.movedOnRequired],
      [{ moved_on: '2024-13-01', resting_place: { kind: 'osario' } }, M.movedOnRequired],
      [{ moved_on: '2024-09-02' }, M.placeRequired],
      [{ moved_on: '2024-09-02', resting_place: null }, M.placeRequired],
      [{ moved_on: '2999-01-01', resting_place: { kind: 'osario' } }, M.movedOnFuture],
      [{ moved_on: '2022-01-01', resting_place: { kind: 'osario' } }, M.movedOnBeforeDeath],
      [{ moved_on: '2023-08-23', resting_place: { kind: 'osario' } }, M.movedOnBeforeSince],
      [{ moved_on: '2024-09-02', resting_place: { kind: 'osario', latitude: 48.85, longitude: 2.35 } }, M.outsideColombia],
    ];
    for (const [body, message] of refusals) {
      const answer = await movePlace(memorial.id, body);
      expect([answer.status, answer.body.error], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await history(memorial.id)).body.data).toHaveLength(1);
  });
});

describe('a family member`s resting place', () => {
  it('travels in the member list, hidden from visitors when the family keeps it, with its own move and history', async () => {
    const family = await createFamily();
    const [jorge, carmen] = family.family_members;
    const members = as(owner.token).familyProfiles[':id'].members[':memberId'];
    const put = await read(
      members['resting-place'].$put({
        param: { id: family.id, memberId: jorge!.id },
        json: {
          resting_place: { kind: 'tumba', cemetery: 'Cementerio San Pedro', city: 'Medellín', latitude: 6.2637, longitude: -75.5636 },
        },
      }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // Carmen's place comes with the whole family's PUT, and is kept to the family.
    const whole = await read(
      as(owner.token).familyProfiles[':id'].$put({
        param: { id: family.id },
        json: {
          members: family.family_members.map((member) => ({
            id: member.id,
            name: member.name,
            birth_date: member.birth_date,
            death_date: member.death_date,
            profile_image_url: member.profile_image_url,
            relationship: member.relationship as 'abuelo',
            ...(member.id === carmen!.id ? { resting_place: { kind: 'cenizas_en_casa' as const, visible: false } } : {}),
          })),
        },
      }),
    );
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.data.family_members.map((member) => member.resting_place?.kind ?? null)).toEqual(['tumba', 'cenizas_en_casa']);

    const visitors = await read(as().familyProfiles.public[':slug'].$get({ param: { slug: family.slug } }));
    expect(visitors.body.data.family_members.map((member) => member.resting_place?.kind ?? null)).toEqual(['tumba', null]);

    const moved = await read(
      members['resting-place'].move.$post({
        param: { id: family.id, memberId: jorge!.id },
        json: { moved_on: '2024-02-01', resting_place: { kind: 'cenizario', cemetery: 'Cementerio San Pedro' } },
      }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    const listed = await read(members['resting-places'].$get({ param: { id: family.id, memberId: jorge!.id } }));
    expect(listed.body.data.map((place) => place.kind)).toEqual(['cenizario', 'tumba']);
  });

  it('refuses a member of another family and a stranger', async () => {
    const family = await createFamily();
    const other = await createFamily();
    const members = (token: string) => as(token).familyProfiles[':id'].members[':memberId'];
    const wrong = await read(
      members(owner.token)['resting-place'].$put({
        param: { id: family.id, memberId: other.family_members[0]!.id },
        json: { resting_place: { kind: 'tumba' } },
      }),
    );
    expect([wrong.status, wrong.body.error]).toEqual([404, MEMORIAL_MESSAGES.memberNotFound]);
    const strangers = await read(
      members(stranger.token)['resting-places'].$get({ param: { id: family.id, memberId: family.family_members[0]!.id } }),
    );
    expect([strangers.status, strangers.body.error]).toEqual([404, MEMORIAL_MESSAGES.familyNotFound]);
  });
});

describe('the bóveda`s contract reminder', () => {
  it('reaches the owner three months before it ends and on the day, once, in the dashboard and by e-mail', async () => {
    const family = await createUserWithSession(t.db);
    const memorial = await createMemorial(family.token, family.user.id);
    // Four years from 15 January 2024: the contract ends on 15 January 2028, the first notice is 15 October 2027.
    expect((await setPlace(memorial.id, boveda({ since: '2024-01-15', contract_years: 4 }), family.token)).status).toBe(200);
    const deps = { db: t.db, mailer: createOutboxMailer(t.db), appUrl: 'https://recuerdoseternos.co' };
    const mine = async () =>
      (await listOutbox(t.db, family.email)).filter((mail) => mail.subject.includes('bóveda')).map((mail) => mail.subject);

    await runRemembranceMail(deps, '2027-10-14');
    expect(await mine()).toEqual([]);
    await runRemembranceMail(deps, '2027-10-15');
    await runRemembranceMail(deps, '2027-10-15');
    expect(await mine()).toEqual(['En tres meses vence el contrato de la bóveda de María Elena Rodríguez']);
    await runRemembranceMail(deps, '2028-01-15');
    // The outbox lists the newest first.
    expect(await mine()).toEqual([
      'Hoy vence el contrato de la bóveda de María Elena Rodríguez',
      'En tres meses vence el contrato de la bóveda de María Elena Rodríguez',
    ]);
    const [today] = (await listOutbox(t.db, family.email)).filter((mail) => mail.subject.includes('bóveda'));
    expect(today!.text).toContain('Cementerio Central');
    expect(today!.links).toContain(`https://recuerdoseternos.co/edit/${memorial.id}`);
    expect(today!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    const cards = async (day: string) =>
      loadCardContracts(
        t.db,
        await listOwnIndividualMemorials({ db: t.db }, family.user),
        await listOwnFamilies({ db: t.db }, family.user),
        day,
      );
    expect((await cards('2027-10-14')).size).toBe(0);
    expect([...(await cards('2027-10-15')).values()]).toEqual([[{ person_name: 'María Elena Rodríguez', ends_on: '2028-01-15' }]]);
    expect((await cards('2028-01-16')).size).toBe(0);
  });

  it('is not sent once the remains moved, nor when the owner turned the reminders off', async () => {
    const family = await createUserWithSession(t.db);
    const memorial = await createMemorial(family.token, family.user.id);
    await setPlace(memorial.id, boveda({ since: '2024-03-10', contract_years: 2 }), family.token);
    await movePlace(memorial.id, { moved_on: '2025-01-20', resting_place: { kind: 'osario' } }, family.token);
    const deps = { db: t.db, mailer: createOutboxMailer(t.db), appUrl: 'https://recuerdoseternos.co' };
    await runRemembranceMail(deps, '2025-12-10');
    await runRemembranceMail(deps, '2026-03-10');
    expect((await listOutbox(t.db, family.email)).filter((mail) => mail.subject.includes('bóveda'))).toEqual([]);

    const quiet = await createUserWithSession(t.db);
    const other = await createMemorial(quiet.token, quiet.user.id);
    await setPlace(other.id, boveda({ since: '2024-03-10', contract_years: 2 }), quiet.token);
    await t.db.insert(remembranceSettings).values({ memorialProfileId: other.id, ownerReminders: false });
    await runRemembranceMail(deps, '2026-03-10');
    expect((await listOutbox(t.db, quiet.email)).filter((mail) => mail.subject.includes('bóveda'))).toEqual([]);
  });
});
