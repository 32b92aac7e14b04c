// The memorial page reads everything in two D1 calls (site/data/public-memorial-reads.ts), and what it reads
// is what the services answer one by one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { d1Db, type Db } from '../../db/client';
import { memorialProfiles } from '../../db/schema';
import { seed } from '../../db/seed';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { memoryMediaStore } from '../../db/seed/media-store';
import { loadPageImages } from '../../site/data/page-images';
import { loadPageCommons } from '../../site/data/public-page-commons';
import { PUBLIC_GALLERY_LIMIT, readPublicMemorial } from '../../site/data/public-memorial-reads';
import { publicGatherings } from '../../worker/services/gatherings';
import { getPublicIndividualMemorial } from '../../worker/services/individual-memorials';
import { publicRemembrance } from '../../worker/services/remembrance';
import { PrivateMemorialError } from '../../worker/services/visibility';
import { createTestD1 } from '../helpers/test-db';
import { TEST_ADMIN } from '../helpers/seeded-db';

const TODAY = '2026-11-25';

/** The binding with a count of the calls that reach D1: a batch is one, a lone statement's run/all/raw/first one. */
function countingBinding(binding: D1Database, calls: { n: number }): D1Database {
  const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get: (target, key) => {
        if (key === 'bind') return (...args: unknown[]) => counted(target.bind(...args));
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (key === 'run' || key === 'all' || key === 'raw' || key === 'first') calls.n += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return new Proxy(binding, {
    get: (target, key) => {
      if (key === 'prepare') return (query: string) => counted(target.prepare(query));
      if (key === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          calls.n += 1;
          return target.batch(statements);
        };
      }
      return Reflect.get(target, key);
    },
  });
}

let db: Db;
let counted: Db;
const calls = { n: 0 };

beforeAll(async () => {
  const d1 = await createTestD1();
  db = d1.db;
  await seed(db, { ...TEST_ADMIN, media: memoryMediaStore() });
  counted = d1Db(countingBinding(d1.binding, calls));
});

describe('the memorial page’s reads', () => {
  it('are two D1 calls, and answer what the services answer one by one', async () => {
    calls.n = 0;
    const now = Date.now();
    const reads = await readPublicMemorial(counted, SEED_MEMORIAL.slug, TODAY, undefined, now);
    expect(calls.n).toBe(2);
    expect(reads).not.toBeNull();

    const profile = await getPublicIndividualMemorial({ db }, SEED_MEMORIAL.slug);
    expect(reads!.profile).toEqual(profile);
    expect(reads!.gallery).toEqual(profile.gallery_images.slice(0, PUBLIC_GALLERY_LIMIT));
    expect(reads!.remembrance).toEqual(await publicRemembrance({ db }, 'memorial', SEED_MEMORIAL.slug, TODAY));
    expect(reads!.gatherings).toEqual(await publicGatherings({ db }, { kind: 'memorial', id: profile.id }, now));
    expect(reads!.commons).toEqual(await loadPageCommons(db, TODAY));

    const photos = [profile.profile_image_url, ...reads!.gallery].filter((url): url is string => Boolean(url));
    expect(photos.length).toBeGreaterThan(1);
    const image = await loadPageImages(db, photos);
    for (const photo of photos) expect(reads!.image(photo)).toEqual(image(photo));
  });

  it('are null for an address no published memorial has, after one call', async () => {
    calls.n = 0;
    expect(await readPublicMemorial(counted, 'nadie-con-este-nombre', TODAY, undefined)).toBeNull();
    expect(calls.n).toBe(1);
  });

  it('refuse a private memorial to a visitor without its code', async () => {
    const [row] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.slug, SEED_MEMORIAL.slug));
    // The table's check wants a private page to have a code: any hash stands for one here.
    await db
      .update(memorialProfiles)
      .set({ visibility: 'private', accessCodeHash: 'hash-de-prueba' })
      .where(eq(memorialProfiles.id, row!.id));
    try {
      await expect(readPublicMemorial(db, SEED_MEMORIAL.slug, TODAY, undefined)).rejects.toBeInstanceOf(PrivateMemorialError);
    } finally {
      await db
        .update(memorialProfiles)
        .set({ visibility: row!.visibility, accessCodeHash: row!.accessCodeHash })
        .where(eq(memorialProfiles.id, row!.id));
    }
  });
});
