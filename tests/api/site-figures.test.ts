import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import type { SiteStats } from '../../worker/schemas/settings';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';
import { bearer, createUserWithSession, uniqueClient } from '../helpers/auth';
import { insertMemorial } from '../helpers/memorials';
import { read, testClient } from '../helpers/test-client';
import { useTestApp } from '../helpers/test-app';

/**
 * 'Usar cifras reales': the landing's two countable figures follow the real counts (published memorials and
 * families, and their visits) instead of the typed ones, and stay current with no one typing them.
 */
const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let owner: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  admin = await createUserWithSession(t.db, { role: 'admin' });
  owner = await createUserWithSession(t.db);
});

const typed: SiteStats = { memorials_created: 1200, monthly_visits: 50000, rating: 4.8 };

/** The typed clients as `token`'s user (a guest without one), from an address of its own. */
const as = (token?: string) => testClient(t.app, undefined, { ...(token ? bearer(token) : {}), 'cf-connecting-ip': uniqueClient() });
const saveStats = (value: unknown) => read(as(admin.token).adminSettings[':key'].$put({ param: { key: 'site_stats' }, json: { value } }));

/** The figures an open landing tab reads (and the landing renders: both go through services/site-figures.ts). */
async function landingStats(): Promise<unknown> {
  const { body } = await read(as().settings.index.$get());
  return body.data.find((entry) => entry.key === 'site_stats')?.value;
}

async function realFigures() {
  const { body } = await read(as(admin.token).admin.stats.$get());
  return body.data.site_figures;
}

describe("the landing's figures", () => {
  it('are the typed ones while the switch is off, with the real counts beside them in the back-office', async () => {
    await insertMemorial(t.db, owner.user.id, { isPublished: true, visitCount: 30 });
    await insertMemorial(t.db, owner.user.id, { isPublished: false, visitCount: 99 });
    expect((await saveStats(typed)).status).toBe(200);
    expect(await landingStats()).toEqual(typed);
    expect(await realFigures()).toEqual({ memorials_created: 1, monthly_visits: 30 });
  });

  it("follow the real counts when 'Usar cifras reales' is on: new memorials, families and visits show without anyone typing", async () => {
    expect((await saveStats({ ...typed, use_real_figures: true })).status).toBe(200);
    expect(await landingStats()).toEqual({ memorials_created: 1, monthly_visits: 30, rating: 4.8, use_real_figures: true });

    const published = await insertMemorial(t.db, owner.user.id, { isPublished: true, visitCount: 5 });
    await t.db.insert(familyProfiles).values({
      userId: owner.user.id,
      slug: `familia-cifras-${Date.now()}`,
      familyName: 'Familia Cifras',
      isPublished: true,
      visitCount: 7,
    });
    expect(await landingStats()).toMatchObject({ memorials_created: 3, monthly_visits: 42, rating: 4.8 });

    // A visit counted through the API moves the figure too.
    expect((await as().profiles.public[':slug'].visit.$post({ param: { slug: published.slug } })).status).toBe(200);
    expect(await landingStats()).toMatchObject({ memorials_created: 3, monthly_visits: 43 });

    // Unpublished or deleted, a memorial no longer counts.
    await t.db.update(memorialProfiles).set({ isPublished: false }).where(eq(memorialProfiles.id, published.id));
    expect(await landingStats()).toMatchObject({ memorials_created: 2, monthly_visits: 37 });
  });

  it('go back to the typed ones, kept all along, when it is turned off', async () => {
    expect((await saveStats({ ...typed, use_real_figures: false })).status).toBe(200);
    expect(await landingStats()).toEqual({ ...typed, use_real_figures: false });
  });

  it("refuses a switch that is neither on nor off, in the view's words", async () => {
    const { status, body } = await saveStats({ ...DEFAULT_SETTINGS.site_stats, use_real_figures: 'sí' });
    expect(status).toBe(400);
    expect(body.error).toBe("'Usar cifras reales' debe estar activado o desactivado");
  });
});
