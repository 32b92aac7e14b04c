import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { captchaAnswerHash } from '../../worker/services/captcha';
import { apiCall } from '../helpers/e2e-accounts';
import { executeLocalSql } from '../helpers/local-worker';
import { adminCookie, adminSessionToken } from '../helpers/e2e-admin';

/**
 * Served from the edge (docs/features/edge-cache.md), against the built Worker in workerd (its Cache API is the local
 * emulation of a data centre's): a public page is rendered once and then served from the cache
 * (`x-edge-cache: miss`, then `hit`) until a write that changes it, after which the next visitor gets the
 * change. Dashboards, the back-office and the API never come from the cache. The suite shares one Worker
 * and one database: everything this file changes is put back.
 */
const baseURL = inject('baseURL');
const stateDir = inject('stateDir');
const MEMORIAL_PAGE = `/memorial/${SEED_MEMORIAL.slug}`;
const WALL_PAGE = `/muro-de-recuerdos/${SEED_MEMORIAL.slug}`;
const SEED_PHOTO = new URL('../../db/seed/media/jardin.jpg', import.meta.url);

type Envelope<T> = { success: boolean; data: T; error?: string };
type Profile = Record<string, unknown> & { id: string; slug: string; description: string };
type FooterInfo = Record<string, unknown> & { company_name: string };

let adminToken: string;

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-edge-cache'),
    cacheControl: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

/** The copy is stored after the answer has gone (waitUntil): visits until one is served from the cache. */
async function servedFromCache(path: string) {
  await expect.poll(async () => (await visit(path)).cache).toBe('hit');
  return visit(path);
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiCall(baseURL, method, path, body, adminToken);
  const json = (await response.json()) as Envelope<T>;
  expect(response.status, `${method} ${path}: ${json.error ?? ''}`).toBeLessThan(300);
  return json.data;
}

/** The seeded memorial belongs to the seeded administrator: its owner's edit is a PUT of every field. */
async function seededMemorial(): Promise<Profile> {
  const mine = await api<Profile[]>('GET', '/api/profiles/my-profiles');
  const found = mine.find((profile) => profile.slug === SEED_MEMORIAL.slug);
  if (!found) throw new Error('the seeded memorial is not the administrator’s');
  return found;
}

const editDescription = (profile: Profile, description: string) =>
  api<Profile>('PUT', `/api/profiles/${profile.id}`, { ...profile, description });

beforeAll(async () => {
  adminToken = adminSessionToken();
});

describe('public pages from the edge cache', () => {
  it("serves the memorial from the cache until its owner's edit, then the edit at once", async () => {
    const memorial = await seededMemorial();
    const original = memorial.description;
    const edited = `${original} Su risa llenaba la casa de la finca.`;
    try {
      // A write first, so the first visit below is known to render.
      await editDescription(memorial, original);
      const first = await visit(MEMORIAL_PAGE);
      expect(first.status).toBe(200);
      expect(first.cache).toBe('miss');
      // The browser's copy must not outlive an edit: only the edge keeps one.
      expect(first.cacheControl).toBe('no-cache');

      const kept = await servedFromCache(MEMORIAL_PAGE);
      expect(kept.html).toBe(first.html);
      expect(kept.cacheControl).toBe('no-cache');

      await editDescription(memorial, edited);
      const after = await visit(MEMORIAL_PAGE);
      expect(after.cache).toBe('miss');
      expect(after.html).toContain('Su risa llenaba la casa de la finca.');
      expect((await servedFromCache(MEMORIAL_PAGE)).html).toContain('Su risa llenaba la casa de la finca.');
    } finally {
      await editDescription(memorial, original);
    }
    const restored = await visit(MEMORIAL_PAGE);
    expect(restored.cache).toBe('miss');
    expect(restored.html).not.toContain('Su risa llenaba la casa de la finca.');
  });

  it('keeps the wall until a memory is approved; a memory waiting for approval and a like change nothing', async () => {
    const memorial = await seededMemorial();
    const client = '203.0.113.161';
    const form = new FormData();
    form.set('type', 'memory');
    form.set('file', new Blob([readFileSync(SEED_PHOTO)], { type: 'image/jpeg' }), 'recuerdo.jpg');
    const upload = await fetch(`${baseURL}/api/upload-proxy/proxy-public`, {
      method: 'POST',
      body: form,
      headers: { 'cf-connecting-ip': client },
    });
    expect(upload.status).toBe(200);
    const { publicUrl } = (await upload.json()) as { publicUrl: string };
    const captcha = (await (await apiCall(baseURL, 'GET', '/api/memories/captcha')).json()) as Envelope<{ captchaId: string }>;
    const { captchaId } = captcha.data;
    await executeLocalSql(
      stateDir,
      `UPDATE captchas SET answer_hash = '${captchaAnswerHash(captchaId, 'ACEF')}' WHERE id = '${captchaId}'`,
    );

    const message = 'Abuela, todavía huele a café de olla cuando pienso en ti.';
    expect((await servedFromCache(WALL_PAGE)).html).not.toContain(message);
    const posted = await fetch(`${baseURL}/api/memories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': client },
      body: JSON.stringify({
        memorial_profile_id: memorial.id,
        photo_url: publicUrl,
        author_name: 'Lucía Prueba',
        message,
        things_list: [],
        visitor_consent: true,
        privacy_consent: true,
        captcha_id: captchaId,
        captcha_input: 'ACEF',
      }),
    });
    expect(posted.status).toBe(201);
    const memory = ((await posted.json()) as Envelope<{ id: string; is_public: boolean }>).data;
    expect(memory.is_public).toBe(false);
    try {
      // Waiting for the owner: the wall shows nothing new, so its copy stays.
      expect((await visit(WALL_PAGE)).cache).toBe('hit');

      await api('PATCH', `/api/memories/${memory.id}`, { is_authorized: true });
      const approved = await visit(WALL_PAGE);
      expect(approved.cache).toBe('miss');
      expect(approved.html).toContain(message);
      await servedFromCache(WALL_PAGE);

      // A like's count is refreshed by the wall's script, not by a new copy.
      expect((await apiCall(baseURL, 'POST', `/api/memories/${memory.id}/like`)).status).toBe(200);
      expect((await visit(WALL_PAGE)).cache).toBe('hit');
    } finally {
      await api('DELETE', `/api/memories/${memory.id}`);
    }
    const removed = await visit(WALL_PAGE);
    expect(removed.cache).toBe('miss');
    expect(removed.html).not.toContain(message);
  });

  it("shows a footer change on every public page at once: the memorial's and the landing", async () => {
    const settings = await api<{ key: string; value: unknown }[]>('GET', '/api/admin/settings');
    const footer = settings.find((entry) => entry.key === 'footer_info')?.value as FooterInfo;
    const renamed = 'Recuerdos Eternos del Valle';
    await servedFromCache(MEMORIAL_PAGE);
    await servedFromCache('/');
    try {
      await api('PUT', '/api/admin/settings/footer_info', { value: { ...footer, company_name: renamed } });
      for (const path of [MEMORIAL_PAGE, '/']) {
        const after = await visit(path);
        expect(after.cache, path).toBe('miss');
        expect(after.html, path).toContain(renamed);
      }
    } finally {
      await api('PUT', '/api/admin/settings/footer_info', { value: footer });
    }
    const restored = await visit(MEMORIAL_PAGE);
    expect(restored.cache).toBe('miss');
    expect(restored.html).not.toContain(renamed);
  });

  it('never answers the dashboard, the back-office, previews, editors or the API from the cache', async () => {
    const cookie = adminCookie();
    const memorial = await seededMemorial();
    const fresh = [
      '/dashboard',
      '/admin',
      `/preview/${SEED_MEMORIAL.slug}`,
      `/edit/${memorial.id}`,
      '/api/health',
      '/api/settings',
      `/api/profiles/public/${SEED_MEMORIAL.slug}`,
    ];
    for (const path of fresh) {
      for (let time = 0; time < 2; time++) {
        const answer = await visit(path, { cookie });
        expect(answer.status, path).toBe(200);
        expect(answer.cache, path).toBeNull();
      }
    }
  });

  it('drops a query no page reads: a shared link’s tracking, an old gallery link’s ?fotos=', async () => {
    await servedFromCache(MEMORIAL_PAGE);
    expect((await visit(`${MEMORIAL_PAGE}?fbclid=compartido-en-whatsapp`)).cache).toBe('hit');
    await servedFromCache('/familia/familia-gomez-herrera');
    expect((await visit('/familia/familia-gomez-herrera?fotos=2')).cache).toBe('hit');
  });
});
