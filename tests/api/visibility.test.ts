import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { familyProfiles, memories, memorialProfiles } from '../../db/schema';
import type { Visibility } from '../../db/schema/enums';
import { calendarRoutes } from '../../worker/remembrance/calendar-routes';
import { VISIBILITY_MESSAGES as M } from '../../worker/schemas/visibility-texts';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { publishedExamples } from '../../worker/services/settings';
import { createUserWithSession, uniqueClient } from '../helpers/auth';
import { watchPurges } from '../helpers/edge-purges';
import { insertFamily, insertMemorial, ROSA_CARDENAS } from '../helpers/memorials';
import { recordingWallRooms } from '../helpers/memories';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';
import { clientAs, read } from '../helpers/test-client';

/**
 * 'Quién puede verlo' (docs/features/visibility.md): each visibility on every public surface the API and the Worker answer (the
 * memorial and family reads, visits, the wall's memories, likes, new memories and live channel, candles,
 * reminders, the calendar, the landing's examples), the code form's route and its cookie, who may change the
 * setting, and the purge that lands with the change. The pages themselves are read by the same services
 * (site/data/); tests/e2e/visibility.test.ts opens them in a phone's browser.
 */
const t = useTestApp();
let env: object;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let stranger: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  env = { WALL_ROOMS: recordingWallRooms().namespace };
  owner = await createUserWithSession(t.db);
  admin = await createUserWithSession(t.db, { role: 'admin' });
  stranger = await createUserWithSession(t.db);
});

const CODE = 'Abuela Rosa 2024';

type Kind = 'memorial' | 'family';
type Subject = { kind: Kind; id: string; slug: string; memoryId: string };

let made = 0;
async function publishedSubject(kind: Kind): Promise<Subject> {
  made += 1;
  let id: string;
  let slug: string;
  if (kind === 'memorial') {
    const row = await insertMemorial(t.db, owner.user.id, { isPublished: true, slug: `rosa-visibilidad-${Date.now()}-${made}` });
    id = row.id;
    slug = row.slug;
  } else {
    const family = { slug: `familia-visibilidad-${Date.now()}-${made}`, familyName: 'Cárdenas Ruiz', isPublished: true };
    const row = await insertFamily(t.db, owner.user.id, family, [ROSA_CARDENAS]);
    id = row.id;
    slug = row.slug;
  }
  const [memory] = await t.db
    .insert(memories)
    .values({
      memorialProfileId: kind === 'memorial' ? id : null,
      familyProfileId: kind === 'family' ? id : null,
      photoUrl: `/media/memory/anon/${id}.jpg`,
      authorName: 'Camila',
      message: 'Gracias.',
      visitorConsent: true,
      isAuthorized: true,
    })
    .returning();
  return { kind, id, slug, memoryId: memory!.id };
}

/** The owner's client; `as(undefined, cookie)` a visitor with (or without) an access cookie. */
const as = (token?: string, cookie?: string) => clientAs(t.app, token, cookie ? { cookie } : {}, env);

async function setVisibility(subject: Subject, visibility: Visibility, accessCode?: string, token = owner.token) {
  const json = { visibility, ...(accessCode === undefined ? {} : { access_code: accessCode }) };
  const client = as(token);
  return read(
    subject.kind === 'memorial'
      ? client.profileVisibility[':id'].visibility.$put({ param: { id: subject.id }, json })
      : client.familyVisibility[':id'].visibility.$put({ param: { id: subject.id }, json }),
  );
}

async function openWith(subject: Subject, code: string, client = uniqueClient()) {
  const visitor = clientAs(t.app, undefined, { 'cf-connecting-ip': client }, env);
  return read(
    subject.kind === 'memorial'
      ? visitor.profileVisibility[':id'].access.$post({ param: { id: subject.id }, json: { code } })
      : visitor.familyVisibility[':id'].access.$post({ param: { id: subject.id }, json: { code } }),
  );
}

/** The `name=value` of the access cookie an answer set. */
function cookieOf(headers: Headers): string {
  const set = headers.get('set-cookie') ?? '';
  return set.split(';')[0] ?? '';
}

const idField = (subject: Subject) =>
  subject.kind === 'memorial' ? { memorial_profile_id: subject.id } : { family_profile_id: subject.id };

/** The calendar is answered by the Worker before Astro (worker/remembrance/calendar-routes.ts). */
const calendar = () => calendarRoutes(() => t.db);
async function readCalendar(subject: Subject, cookie?: string) {
  const path = subject.kind === 'memorial' ? `/memorial/${subject.slug}/fechas.ics` : `/familia/${subject.slug}/fechas.ics`;
  const response = await calendar().request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }, { LOCAL_DEV: 'true' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * Every public surface of one memorial as a visitor (with `cookie`, or none): each entry answers its status and,
 * for a refusal, the text. Writes that reach further than the gate (a memory without a real photo) are refused
 * later for another reason: only whether the gate let them through matters here.
 */
function surfaces(subject: Subject, cookie?: string): Record<string, () => Promise<{ status: number; error?: string | undefined }>> {
  const visitor = () => as(undefined, cookie);
  const json = async (sending: Promise<{ status: number; text: () => Promise<string> }>) => {
    const response = await sending;
    const text = await response.text();
    const body = text ? (JSON.parse(text) as { error?: string }) : {};
    return { status: response.status, error: body.error };
  };
  const read =
    subject.kind === 'memorial'
      ? () => json(visitor().profiles.public[':slug'].$get({ param: { slug: subject.slug } }))
      : () => json(visitor().familyProfiles.public[':slug'].$get({ param: { slug: subject.slug } }));
  const visit =
    subject.kind === 'memorial'
      ? () => json(visitor().profiles.public[':slug'].visit.$post({ param: { slug: subject.slug } }))
      : () => json(visitor().familyProfiles[':id'].visit.$post({ param: { id: subject.id } }));
  return {
    'the memorial read': read,
    'a visit': visit,
    'the wall': () => json(visitor().memories.index.$get({ query: { ...idField(subject), page: '1' } })),
    'a like': () => json(visitor().memories[':id'].like.$post({ param: { id: subject.memoryId } })),
    'a new memory': () =>
      json(
        visitor().memories.index.$post({
          json: {
            ...idField(subject),
            photo_url: '/media/memory/anon/none.jpg',
            author_name: 'Ana',
            message: 'Hola',
            captcha_id: 'x',
            captcha_input: 'ABCD',
            privacy_consent: true,
          },
        }),
      ),
    'the live channel': () => json(visitor().memories.live.$get({ query: idField(subject) }, { headers: { upgrade: 'websocket' } })),
    'the candles': () => json(visitor().candles.index.$get({ query: idField(subject) })),
    'a candle': () => json(visitor().candles.index.$post({ json: { ...idField(subject), name: null } })),
    reminders: () =>
      json(
        visitor().reminders.index.$post({
          json: { ...idField(subject), email: `visita.${Date.now()}@example.com`, privacy_consent: true },
        }),
      ),
    'the calendar': async () => {
      const answer = await readCalendar(subject, cookie);
      return { status: answer.status, error: answer.status === 200 ? undefined : answer.body };
    },
  };
}

describe.each<Kind>(['memorial', 'family'])('a %s on every public surface', (kind) => {
  it.each<Visibility>(['public', 'unlisted'])('%s: every surface answers as before', async (visibility) => {
    const subject = await publishedSubject(kind);
    if (visibility !== 'public') expect((await setVisibility(subject, visibility)).status).toBe(200);
    for (const [name, ask] of Object.entries(surfaces(subject))) {
      const answer = await ask();
      expect(answer.status, name).not.toBe(403);
      expect(answer.error ?? '', name).not.toBe(M.privateNotice);
    }
  });

  it('private: without the code every surface answers 403 with the private notice, and nothing of the person', async () => {
    const subject = await publishedSubject(kind);
    expect((await setVisibility(subject, 'private', CODE)).status).toBe(200);
    for (const [name, ask] of Object.entries(surfaces(subject))) {
      const answer = await ask();
      expect(answer.status, name).toBe(403);
      expect(answer.error, name).toBe(M.privateNotice);
      expect(answer.error ?? '', name).not.toMatch(/Rosa|Cárdenas/);
    }
  });

  it('private: the right code (in any case and spacing) opens every surface on that device', async () => {
    const subject = await publishedSubject(kind);
    await setVisibility(subject, 'private', CODE);
    const opened = await openWith(subject, '  abuela   ROSA 2024 ');
    expect(opened.status).toBe(200);
    expect(opened.body.data.path).toBe(kind === 'memorial' ? `/memorial/${subject.slug}` : `/familia/${subject.slug}`);
    const cookie = cookieOf(opened.headers);
    expect(cookie.startsWith(`acceso-${kind === 'memorial' ? 'm' : 'f'}-${subject.id}=`)).toBe(true);
    for (const [name, ask] of Object.entries(surfaces(subject, cookie))) {
      const answer = await ask();
      expect(answer.status, name).not.toBe(403);
    }
    // Another memorial's cookie opens nothing here.
    const other = await publishedSubject(kind);
    await setVisibility(other, 'private', CODE);
    const elsewhere = await (kind === 'memorial'
      ? as(undefined, cookie).profiles.public[':slug'].$get({ param: { slug: other.slug } })
      : as(undefined, cookie).familyProfiles.public[':slug'].$get({ param: { slug: other.slug } }));
    expect(elsewhere.status).toBe(403);
  });
});

describe('the code form: POST …/{id}/access', () => {
  it('sets an HttpOnly, SameSite=Lax cookie for the whole site for 30 days, kept by nobody', async () => {
    const subject = await publishedSubject('memorial');
    await setVisibility(subject, 'private', CODE);
    const opened = await openWith(subject, CODE);
    const set = opened.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(set)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600_000);
    expect(opened.headers.get('cache-control')).toContain('no-store');
    // On https the cookie is Secure and __Host- prefixed, like the session's.
    const secure = await t.app.request(
      `https://memorial.example/api/profiles/${subject.id}/access`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': uniqueClient() },
        body: JSON.stringify({ code: CODE }),
      },
      env,
    );
    const secureCookie = secure.headers.get('set-cookie') ?? '';
    expect(secureCookie.startsWith(`__Host-acceso-m-${subject.id}=`)).toBe(true);
    expect(secureCookie).toMatch(/Secure/);
  });

  it('refuses a wrong code in Spanish and sets nothing', async () => {
    const subject = await publishedSubject('family');
    await setVisibility(subject, 'private', CODE);
    const wrong = await openWith(subject, 'abuela rosa 2025');
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(M.wrongCode);
    expect(wrong.body.code).toBe('ACCESS_CODE_WRONG');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('answers the path without a cookie for a page that is not private, and 404 for one that is not published', async () => {
    const subject = await publishedSubject('memorial');
    const open = await openWith(subject, 'lo que sea');
    expect(open.status).toBe(200);
    expect(open.headers.get('set-cookie')).toBeNull();
    const hidden = await insertMemorial(t.db, owner.user.id, { isPublished: false });
    const missing = await openWith({ ...subject, id: hidden.id }, CODE);
    expect(missing.status).toBe(404);
  });

  it('shuts out devices opened with the old code when the owner changes it, and opens again with the new one', async () => {
    const subject = await publishedSubject('memorial');
    await setVisibility(subject, 'private', CODE);
    const old = cookieOf((await openWith(subject, CODE)).headers);
    expect((await as(undefined, old).profiles.public[':slug'].$get({ param: { slug: subject.slug } })).status).toBe(200);
    // Keeping the code (no access_code while private) keeps the devices.
    expect((await setVisibility(subject, 'private')).body.data).toEqual({ visibility: 'private', has_access_code: true });
    expect((await as(undefined, old).profiles.public[':slug'].$get({ param: { slug: subject.slug } })).status).toBe(200);
    await setVisibility(subject, 'private', 'nuevo-codigo');
    expect((await as(undefined, old).profiles.public[':slug'].$get({ param: { slug: subject.slug } })).status).toBe(403);
    expect((await openWith(subject, CODE)).status).toBe(403);
    const renewed = cookieOf((await openWith(subject, 'Nuevo-Codigo')).headers);
    expect((await as(undefined, renewed).profiles.public[':slug'].$get({ param: { slug: subject.slug } })).status).toBe(200);
    // A forged token (the right shape, another MAC) opens nothing.
    const forged = renewed.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`);
    expect((await as(undefined, forged).profiles.public[':slug'].$get({ param: { slug: subject.slug } })).status).toBe(403);
  });

  describe('wrong codes are limited', () => {
    startInFreshRateWindows();

    it('10 wrong codes from one address every 15 minutes, then 429 even for the right one', async () => {
      const subject = await publishedSubject('memorial');
      await setVisibility(subject, 'private', CODE);
      const client = uniqueClient();
      for (let attempt = 0; attempt < 10; attempt++) expect((await openWith(subject, `equivocado-${attempt}`, client)).status).toBe(403);
      const limited = await openWith(subject, CODE, client);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe(M.tooManyWrong);
      // Another address still opens it.
      expect((await openWith(subject, CODE)).status).toBe(200);
    });
  });
});

describe('who may change it: PUT …/{id}/visibility', () => {
  it('is the owner’s alone: an administrator gets 403, a stranger the memorial’s 404, a guest 401', async () => {
    const subject = await publishedSubject('memorial');
    const byAdmin = await setVisibility(subject, 'private', CODE, admin.token);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toBe(M.onlyOwner);
    expect((await setVisibility(subject, 'unlisted', undefined, stranger.token)).status).toBe(404);
    const guest = await read(
      clientAs(t.app).profileVisibility[':id'].visibility.$put({ param: { id: subject.id }, json: { visibility: 'public' } }),
    );
    expect(guest.status).toBe(401);
    // The administrator may read it (to explain it to the family), with may_change false.
    const seen = await read(as(admin.token).profileVisibility[':id'].visibility.$get({ param: { id: subject.id } }));
    expect(seen.body.data).toEqual({ visibility: 'public', has_access_code: false, may_change: false });
    const family = await publishedSubject('family');
    expect((await setVisibility(family, 'unlisted', undefined, admin.token)).status).toBe(403);
  });

  it('asks for a code of 6 to 40 characters to make it private, and stores only its hash', async () => {
    const subject = await publishedSubject('family');
    const none = await setVisibility(subject, 'private');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(M.codeRequired);
    const short = await setVisibility(subject, 'private', 'abc12');
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(M.codeLength);
    expect((await setVisibility(subject, 'private', 'x'.repeat(41))).status).toBe(400);
    const wrongValue = await read(
      as(owner.token).familyVisibility[':id'].visibility.$put({ param: { id: subject.id }, json: { visibility: 'secreto' as Visibility } }),
    );
    expect(wrongValue.status).toBe(400);
    expect(wrongValue.body.error).toBe(M.invalid);
    const saved = await setVisibility(subject, 'private', CODE);
    expect(saved.body.data).toEqual({ visibility: 'private', has_access_code: true });
    const [row] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, subject.id));
    expect(row!.accessCodeHash).toMatch(/^scrypt\$/);
    expect(row!.accessCodeHash).not.toContain('abuela');
    // Leaving private drops the code and shuts every device out for a later private page.
    expect((await setVisibility(subject, 'unlisted')).body.data).toEqual({ visibility: 'unlisted', has_access_code: false });
    const [after] = await t.db.select().from(familyProfiles).where(eq(familyProfiles.id, subject.id));
    expect(after!.accessCodeHash).toBeNull();
    expect(after!.accessVersion).toBe(row!.accessVersion + 1);
  });

  it('D1 itself refuses a private row without a code', async () => {
    const subject = await publishedSubject('memorial');
    await expect(t.db.update(memorialProfiles).set({ visibility: 'private' }).where(eq(memorialProfiles.id, subject.id))).rejects.toThrow();
  });

  it('the owner’s dashboard reads the visibility with the memorial', async () => {
    const subject = await publishedSubject('memorial');
    await setVisibility(subject, 'unlisted');
    const mine = await read(as(owner.token).profiles['my-profiles'].$get());
    expect(mine.body.data.find((memorial) => memorial.id === subject.id)?.visibility).toBe('unlisted');
  });
});

describe('the edge cache and the listings', () => {
  let purges: Awaited<ReturnType<typeof watchPurges>>;
  beforeAll(async () => {
    purges = await watchPurges(t.db);
  });
  beforeEach(async () => {
    await purges.take();
  });

  it('a change purges the page and its wall in the same batch, so no copy kept while public is served after', async () => {
    const subject = await publishedSubject('memorial');
    await purges.take();
    await setVisibility(subject, 'private', CODE);
    expect(await purges.take()).toEqual([`/memorial/${subject.slug}`, `/muro-de-recuerdos/${subject.slug}`].sort());
    const family = await publishedSubject('family');
    await purges.take();
    await setVisibility(family, 'unlisted');
    expect(await purges.take()).toEqual(
      [`/familia/${family.slug}`, `/familia/${family.slug}/muro-de-recuerdos`, `/muro-de-recuerdos/${family.slug}`].sort(),
    );
  });

  it('the landing offers only public pages as examples', async () => {
    const [open, unlisted, closed] = [
      await publishedSubject('memorial'),
      await publishedSubject('memorial'),
      await publishedSubject('family'),
    ];
    await setVisibility(unlisted, 'unlisted');
    await setVisibility(closed, 'private', CODE);
    const example = (subject: Subject) => ({
      ...DEFAULT_SETTINGS.examples_section.memorial_profiles[0]!,
      slug: subject.slug,
      type: subject.kind === 'memorial' ? ('individual' as const) : ('family' as const),
    });
    const section = { memorial_profiles: [example(open), example(unlisted), example(closed)] };
    const shown = await publishedExamples({ db: t.db }, section);
    expect(shown.memorial_profiles.map((entry) => entry.slug)).toEqual([open.slug]);
  });

  it('the calendar of an unlisted page says noindex, and a private one’s is never kept', async () => {
    const subject = await publishedSubject('memorial');
    await setVisibility(subject, 'unlisted');
    const unlisted = await readCalendar(subject);
    expect(unlisted.status).toBe(200);
    expect(unlisted.headers.get('x-robots-tag')).toBe('noindex');
    await setVisibility(subject, 'private', CODE);
    const cookie = cookieOf((await openWith(subject, CODE)).headers);
    const opened = await readCalendar(subject, cookie);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const closed = await readCalendar(subject);
    expect(closed.headers.get('cache-control')).toBe('private, no-store');
    expect(closed.body).toBe(M.privateNotice);
  });
});
