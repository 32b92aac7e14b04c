import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memorialProfiles, memories } from '../../db/schema';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from '../../worker/export/memorial-json';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { createUserWithSession } from '../helpers/auth';
import { seedJpeg, videoBytes } from '../helpers/media-fixtures';
import { insertFamily, insertMemorial, uploadPhoto } from '../helpers/memorials';
import { useTestApp } from '../helpers/test-app';
import { clientAs } from '../helpers/test-client';

const t = useTestApp({ media: true });

/** 'Descargar memorial' of a memorial or a family, as `token`'s user (a guest without one). */
const memorialExport = (id: string) => (token?: string) => clientAs(t.app, token, {}, t.env).profiles[':id'].export.$get({ param: { id } });
const familyExport = (id: string) => (token?: string) =>
  clientAs(t.app, token, {}, t.env).familyProfiles[':id'].export.$get({ param: { id } });
type Export = ReturnType<typeof memorialExport> | ReturnType<typeof familyExport>;

/** A video straight into R2 (uploading one needs a paid order; this test is about the export). */
async function storeVideo(ownerId: string, bytes: number): Promise<string> {
  const key = `video/${ownerId}/${crypto.randomUUID()}.mp4`;
  await t.r2.bucket.put(key, videoBytes('mp4', bytes));
  return `/media/${key}`;
}

let memoryCount = 0;
/** A memory straight in the database, in one of the wall's three states. */
async function addMemory(
  target: { memorialProfileId?: string; familyProfileId?: string },
  photoUrl: string,
  values: Partial<typeof memories.$inferInsert>,
) {
  const createdAt = new Date(Date.UTC(2026, 0, 10, 15, 0, ++memoryCount)).toISOString();
  await t.db.insert(memories).values({ ...target, photoUrl, authorName: 'Camila Torres', message: 'Gracias.', createdAt, ...values });
}

type Zip = { response: Awaited<ReturnType<Export>>; bytes: Uint8Array; files: Record<string, Uint8Array>; html: string; json: ExportJson };
type ExportJson = {
  format: string;
  format_version: number;
  exported_at: string;
  kind: string;
  short_code: string | null;
  short_url: string | null;
  memorial: Record<string, unknown> & { family_members?: { name: string }[] };
  memories: { author_name: string; message: string; photo_file: string | null; things_list: string[] }[];
  files: { path: string; role: string; source_url: string; size: number }[];
  missing: { role: string; source_url: string; reason: string }[];
};

async function download(exporting: Export, token: string): Promise<Zip> {
  const response = await exporting(token);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const files = unzipSync(bytes);
  const text = (name: string) => new TextDecoder().decode(files[name]);
  return { response, bytes, files, html: text('index.html'), json: JSON.parse(text('memorial.json')) as ExportJson };
}

/** Every src, href and poster of the page that is a relative path (not a web address, not an anchor). */
function relativeReferences(html: string): string[] {
  const refs = [...html.matchAll(/\s(?:src|href|poster)="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  return refs.filter((ref) => !/^[a-z][a-z0-9+.-]*:/i.test(ref) && !ref.startsWith('#'));
}

function expectSelfContained(zip: Zip) {
  const refs = relativeReferences(zip.html);
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of refs) {
    expect(ref, 'a relative path, never the site root').not.toMatch(/^\/|^\.\./);
    expect(Object.keys(zip.files), `${ref} is in the zip`).toContain(ref);
  }
  expect(zip.html).not.toMatch(/<script|<link\b|@import|url\(/i);
}

describe('GET /api/profiles/:id/export', () => {
  it('streams a zip with the page, the photos, the video, the public memories and memorial.json', async () => {
    const owner = await createUserWithSession(t.db);
    const portrait = await uploadPhoto(t.app, owner.token, t.env);
    const gallery = [await uploadPhoto(t.app, owner.token, t.env, 'gallery'), await uploadPhoto(t.app, owner.token, t.env, 'gallery')];
    const lost = `/media/gallery/${owner.user.id}/${crypto.randomUUID()}.jpg`;
    const video = await storeVideo(owner.user.id, 3 * 1024 * 1024 + 17);
    const memorial = await insertMemorial(t.db, owner.user.id, {
      profileName: 'Rosa "La Nena" <Cárdenas> & familia',
      description: 'Amaba los girasoles.\n\nY el café <b>de la tarde</b>.',
      profileImageUrl: portrait,
      galleryImages: [gallery[0]!, lost, gallery[1]!, portrait],
      memorialVideoUrl: video,
      favoriteMusic: 'https://www.youtube.com/watch?v=y8AWFf7EAc4',
      showBirthDate: false,
    });
    const photo = () => uploadPhoto(t.app, owner.token, t.env, 'gallery');
    await addMemory({ memorialProfileId: memorial.id }, await photo(), {
      authorName: 'Camila <script>alert(1)</script>',
      message: 'Te extrañamos </article> cada día.',
      thingsList: ['Sus tintos'],
      visitorConsent: true,
      isAuthorized: true,
    });
    await addMemory({ memorialProfileId: memorial.id }, `/media/memory/anon/${crypto.randomUUID()}.jpg`, {
      authorName: 'Luis',
      message: 'Siempre contigo.',
      visitorConsent: true,
      isAuthorized: true,
    });
    await addMemory({ memorialProfileId: memorial.id }, await photo(), {
      message: 'Esperando aprobación',
      visitorConsent: true,
      isAuthorized: false,
    });
    await addMemory({ memorialProfileId: memorial.id }, await photo(), {
      message: 'Solo para la familia',
      visitorConsent: false,
      isAuthorized: true,
    });

    const zip = await download(memorialExport(memorial.id), owner.token);
    expect(zip.response.headers.get('content-type')).toBe('application/zip');
    expect(zip.response.headers.get('content-disposition')).toBe(`attachment; filename="memorial-${memorial.slug}.zip"`);
    expect(zip.response.headers.get('cache-control')).toBe('private, no-store');
    // The length promised before streaming is the length streamed (predicted from R2's sizes).
    expect(Number(zip.response.headers.get('content-length'))).toBe(zip.bytes.byteLength);

    expect(Object.keys(zip.files).sort()).toEqual(
      ['index.html', 'memorial.json', 'fotos/perfil.jpg', 'fotos/01.jpg', 'fotos/03.jpg', 'video/video.mp4', 'recuerdos/01.jpg'].sort(),
    );
    expect(zip.files['fotos/perfil.jpg']).toEqual(seedJpeg());
    expect(zip.files['video/video.mp4']!.byteLength).toBe(3 * 1024 * 1024 + 17);
    expectSelfContained(zip);

    // The page: the memorial's texts escaped, the dates the owner chose to show, the video, the song as a link.
    expect(zip.html).toContain('<h1>Rosa &quot;La Nena&quot; &lt;Cárdenas&gt; &amp; familia</h1>');
    expect(zip.html).toContain('<p>Y el café &lt;b&gt;de la tarde&lt;/b&gt;.</p>');
    expect(zip.html).not.toContain('1940');
    expect(zip.html).toContain('6 de mayo de 2020');
    expect(zip.html).toMatch(/<video[^>]*><source src="video\/video.mp4" type="video\/mp4">/);
    expect(zip.html).toContain('href="https://www.youtube.com/watch?v=y8AWFf7EAc4"');
    expect(zip.html).toContain('Camila &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(zip.html).toContain('Te extrañamos &lt;/article&gt; cada día.');
    expect(zip.html).toContain('Luis');

    // Only public memories (consented and approved) leave the product.
    for (const hidden of ['Esperando aprobación', 'Solo para la familia']) {
      expect(zip.html).not.toContain(hidden);
      expect(JSON.stringify(zip.json)).not.toContain(hidden);
    }

    // The plaque's code is drawn by a trigger after the insert: read it back.
    const [{ shortCode } = { shortCode: null }] = await t.db
      .select({ shortCode: memorialProfiles.shortCode })
      .from(memorialProfiles)
      .where(eq(memorialProfiles.id, memorial.id));
    expect(shortCode).toMatch(/^[2-9A-Z]{6}$/);
    expect(zip.json).toMatchObject({
      format: EXPORT_FORMAT,
      format_version: EXPORT_FORMAT_VERSION,
      kind: 'individual',
      short_code: shortCode,
      memorial: {
        id: memorial.id,
        slug: memorial.slug,
        profile_name: memorial.profileName,
        birth_date: '1940-02-01',
        show_birth_date: false,
      },
    });
    expect(zip.json.short_url).toMatch(new RegExp(`^http://localhost/q/${shortCode!.toLowerCase()}$`));
    expect(zip.html).toContain(`/q/${shortCode!.toLowerCase()}</a>`);
    expect(Date.parse(zip.json.exported_at)).not.toBeNaN();
    expect(zip.json.memories.map((m) => [m.author_name, m.photo_file])).toEqual([
      ['Camila <script>alert(1)</script>', 'recuerdos/01.jpg'],
      ['Luis', null],
    ]);
    expect(zip.json.files.map((f) => [f.path, f.role])).toContainEqual(['video/video.mp4', 'video']);
    expect(zip.json.files.find((f) => f.path === 'fotos/perfil.jpg')).toMatchObject({ source_url: portrait, size: seedJpeg().byteLength });
    // Lost objects are left out of the zip and the page, and said so.
    expect(zip.json.missing).toEqual([
      { role: 'gallery_photo', source_url: lost, reason: 'not_found' },
      { role: 'memory_photo', source_url: expect.stringMatching(/^\/media\/memory\/anon\//), reason: 'not_found' },
    ]);
    expect(zip.html).not.toContain('fotos/02.jpg');
  });

  it("hides another person's memorial, serves an administrator and needs a session", async () => {
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const memorial = await insertMemorial(t.db, owner.user.id, { description: '' });
    const exporting = memorialExport(memorial.id);

    const hidden = await exporting(stranger.token);
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { error: string }).error).toBe(M.notFound);
    expect((await exporting()).status).toBe(401);
    expect((await memorialExport('no-existe')(admin.token)).status).toBe(404);

    // A memorial with nothing but its name still makes a page that opens.
    const zip = await download(exporting, admin.token);
    expect(Object.keys(zip.files).sort()).toEqual(['index.html', 'memorial.json']);
    expect(zip.html).toContain(`<h1>${memorial.profileName}</h1>`);
    expect(zip.json.memories).toEqual([]);
    expect(zip.json.missing).toEqual([]);
  });
});

describe('GET /api/family-profiles/:id/export', () => {
  it('holds every member with their photo and video, the gallery, the public memories, and hides it from others', async () => {
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    const jorge = await uploadPhoto(t.app, owner.token, t.env);
    const rosa = await uploadPhoto(t.app, owner.token, t.env);
    const gallery = await uploadPhoto(t.app, owner.token, t.env, 'gallery');
    const memberVideo = await storeVideo(owner.user.id, 40_000);
    const values = {
      slug: `familia-exportada-${Date.now()}`,
      familyName: 'Familia Ruiz',
      description: 'Siempre juntos.',
      galleryImages: [gallery, jorge],
    };
    const family = await insertFamily(t.db, owner.user.id, values, [
      {
        name: 'Jorge Ruiz',
        birthDate: '1940-01-01',
        deathDate: '2015-01-01',
        profileImageUrl: jorge,
        relationship: 'padre',
        memorialVideoUrl: memberVideo,
        displayOrder: 0,
      },
      {
        name: 'Rosa Ruiz',
        birthDate: '1945-01-01',
        deathDate: '2020-01-01',
        profileImageUrl: rosa,
        relationship: 'madre',
        displayOrder: 1,
      },
    ]);
    await addMemory({ familyProfileId: family.id }, await uploadPhoto(t.app, owner.token, t.env, 'gallery'), {
      authorName: 'Tía Marta',
      visitorConsent: true,
      isAuthorized: true,
    });
    await addMemory({ familyProfileId: family.id }, await uploadPhoto(t.app, owner.token, t.env, 'gallery'), {
      authorName: 'Sin permiso',
      visitorConsent: false,
      isAuthorized: true,
    });
    const exporting = familyExport(family.id);

    const zip = await download(exporting, owner.token);
    expect(zip.response.headers.get('content-disposition')).toBe(`attachment; filename="memorial-${family.slug}.zip"`);
    expect(Object.keys(zip.files).sort()).toEqual(
      [
        'index.html',
        'memorial.json',
        'familiares/01.jpg',
        'familiares/02.jpg',
        'video/familiar-01.mp4',
        'fotos/01.jpg',
        'recuerdos/01.jpg',
      ].sort(),
    );
    expectSelfContained(zip);
    expect(zip.html).toContain('<h1>Familia Ruiz</h1>');
    expect(zip.html).toContain('<h3>Jorge Ruiz</h3>');
    expect(zip.html).toContain('Padre');
    expect(zip.html).toContain('1 de enero de 1945 – 1 de enero de 2020');
    // Jorge's portrait is also in the gallery: one file, shown in both places.
    expect(zip.html.match(/src="familiares\/01\.jpg"/g)).toHaveLength(2);
    expect(zip.html).toContain('Tía Marta');
    expect(zip.html).not.toContain('Sin permiso');
    expect(zip.json).toMatchObject({ kind: 'family', memorial: { family_name: 'Familia Ruiz' } });
    expect(zip.json.memorial.family_members!.map((m) => m.name)).toEqual(['Jorge Ruiz', 'Rosa Ruiz']);

    const hidden = await exporting(stranger.token);
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { error: string }).error).toBe(M.familyNotFound);
    expect((await exporting()).status).toBe(401);
  });
});
