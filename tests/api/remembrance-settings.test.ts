import { describe, expect, it } from 'vitest';
import { publicRemembrance } from '../../worker/services/remembrance';
import { todayInColombia } from '../../worker/services/time';
import type { InferRequestType } from 'hono/client';
import type { ApiClients } from '../../site/lib/api-client';
import { bearer, createUserWithSession, jsonPost, uniqueClient } from '../helpers/auth';
import { watchPurges } from '../helpers/edge-purges';
import { insertFamily, insertMemorial } from '../helpers/memorials';
import { read, testClient, type Refusal } from '../helpers/test-client';
import { call } from '../helpers/test-db';
import { useFreshTestApp } from '../helpers/test-app';

const t = useFreshTestApp();

type SettingsChange = InferRequestType<ApiClients['remembrance']['settings']['$patch']>['json'];
/** The typed remembrance client as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) =>
  testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() }).remembrance;
const patch = (token: string, json: SettingsChange) => read(as(token).settings.$patch({ json }));
const settings = (query: { memorial_profile_id?: string; family_profile_id?: string }, token?: string) =>
  read(as(token).settings.$get({ query }));

describe('GET|PATCH /api/remembrance/settings', () => {
  it('starts with every kind on but the family days, reminders and the digest on; changes only what is named, and purges the page', async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true });
    const current = await settings({ memorial_profile_id: memorial.id }, owner.token);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('private, no-store');
    const everyKind = {
      novenario: true,
      misa_de_mes: true,
      cabo_de_ano: true,
      aniversario: true,
      cumpleanos: true,
      fieles_difuntos: true,
      dia_de_la_madre: true,
      dia_del_padre: true,
    };
    expect(current.body.data).toEqual({
      kinds: { ...everyKind, dia_de_la_madre: false, dia_del_padre: false },
      available: everyKind,
      owner_reminders: true,
      candle_digest: true,
    });

    const purges = await watchPurges(t.db);
    const changed = await patch(owner.token, { memorial_profile_id: memorial.id, kinds: { dia_de_la_madre: true, novenario: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.kinds).toMatchObject({ dia_de_la_madre: true, novenario: false, cumpleanos: true });
    expect(await purges.take()).toEqual([`/memorial/${memorial.slug}`]);
    const more = await patch(owner.token, { memorial_profile_id: memorial.id, owner_reminders: false });
    expect(more.body.data).toMatchObject({
      owner_reminders: false,
      candle_digest: true,
      kinds: { dia_de_la_madre: true, novenario: false },
    });
  });

  it('refuses a family day no member can have, an empty change, a stranger and nobody', async () => {
    const owner = await createUserWithSession(t.db);
    const family = await insertFamily(t.db, owner.user.id, { slug: 'familia-perez', familyName: 'Pérez', isPublished: true }, [
      { name: 'Ana Pérez', birthDate: '1950-01-01', deathDate: '2020-01-01', profileImageUrl: '/media/a.jpg', relationship: 'madre' },
    ]);
    const current = await settings({ family_profile_id: family.id }, owner.token);
    expect(current.body.data.available).toMatchObject({ dia_de_la_madre: true, dia_del_padre: false });
    const father = await patch(owner.token, { family_profile_id: family.id, kinds: { dia_del_padre: true } });
    expect(father.status).toBe(400);
    expect(father.body.error).toBe('Esta fecha no aplica a este memorial: ningún familiar está registrado como madre o padre');
    expect((await patch(owner.token, { family_profile_id: family.id, kinds: { dia_de_la_madre: true } })).status).toBe(200);
    expect((await patch(owner.token, { family_profile_id: family.id })).body.error).toBe('Indica al menos una opción para cambiar');
    // A kind the route's type does not know: sent untyped, to be refused.
    const unknownKind = { family_profile_id: family.id, kinds: { otra: true } };
    expect(
      (await call<Refusal>(t.app, '/api/remembrance/settings', { ...jsonPost(unknownKind, bearer(owner.token)), method: 'PATCH' })).status,
    ).toBe(400);
    const stranger = await createUserWithSession(t.db);
    const refused = await patch(stranger.token, { family_profile_id: family.id, kinds: { novenario: false } });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Memorial familiar no encontrado');
    expect((await as().settings.$get({ query: { family_profile_id: family.id } })).status).toBe(401);
  });
});

describe('GET /api/remembrance/upcoming', () => {
  it("lists the owner's next dates, the hidden ones included", async () => {
    const owner = await createUserWithSession(t.db);
    const memorial = await insertMemorial(t.db, owner.user.id, { birthDate: '1948-03-15', deathDate: '2020-08-22', showDeathDate: false });
    const { status, body } = await read(as(owner.token).upcoming.$get({ query: { memorial_profile_id: memorial.id, count: '3' } }));
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    expect(body.data.map((date) => date.kind)).toContain('aniversario');
    for (const date of body.data) expect(date.date >= todayInColombia()).toBe(true);
  });
});

describe('publicRemembrance (the page’s card and banner)', () => {
  it('reads a death at 23:30 in Bogotá: at 04:30 UTC a month later the banner still says the misa de mes', async () => {
    const owner = await createUserWithSession(t.db);
    // Died on 10 March 2025 at 23:30 in Bogotá (04:30 UTC on the 11th): the death date is the 10th.
    const memorial = await insertMemorial(t.db, owner.user.id, { isPublished: true, deathDate: '2025-03-10', birthDate: '1950-07-01' });
    const at = (iso: string) => publicRemembrance({ db: t.db }, 'memorial', memorial.slug, todayInColombia(Date.parse(iso)));
    expect((await at('2025-03-11T04:30:00Z'))?.today.map((notice) => notice.text)).toEqual([
      'Hoy es el día 1 del novenario de Rosa Elvira Cárdenas',
    ]);
    const month = await at('2025-04-11T04:30:00Z');
    expect(month?.today.map((notice) => notice.text)).toEqual(['Hoy se cumple un mes de su partida']);
    expect(month?.upcoming.map((date) => `${date.date} ${date.kind}`)).toEqual(['2025-07-01 cumpleanos', '2025-11-02 fieles_difuntos']);
    expect(month?.calendar_path).toBe(`/memorial/${memorial.slug}/fechas.ics`);
    expect((await at('2025-04-11T05:00:00Z'))?.today).toEqual([]);
  });

  it('keeps a hidden death date out of the page, and answers nothing for an unpublished one', async () => {
    const owner = await createUserWithSession(t.db);
    const hidden = await insertMemorial(t.db, owner.user.id, { isPublished: true, deathDate: '2025-03-10', showDeathDate: false });
    const page = await publicRemembrance({ db: t.db }, 'memorial', hidden.slug, '2026-03-10');
    expect(page?.today).toEqual([]);
    expect(page?.upcoming.every((date) => date.kind === 'cumpleanos')).toBe(true);
    const draft = await insertMemorial(t.db, owner.user.id);
    expect(await publicRemembrance({ db: t.db }, 'memorial', draft.slug, '2026-03-10')).toBeNull();
  });
});
