import type { Db } from '../client';
import type { MediaStore } from './media-store';
import type { SeedReport } from './report';
import { seedAdmin, seedAdminTotp, type SeedAdminTotp } from './steps/admin';
import { seedPackages, seedQuotes, seedSettings } from './steps/catalog';
import { seedCouples } from './steps/couples';
import { seedMedia } from './steps/media';
import { seedMemories } from './steps/memories';
import { seedFamily, seedMemorial } from './steps/memorials';

export type { MediaStore } from './media-store';
export type { SeedCount, SeedReport } from './report';

export type SeedOptions = {
  adminEmail: string;
  adminPassword: string;
  media: MediaStore;
  /** The administrator's authenticator; without it the administrator enrols at the first sign-in. */
  adminTotp?: SeedAdminTotp;
};

/**
 * The demo data a newcomer sees: the administrator, the packages, the site settings, the reflection
 * quotes, two published memorials with their photos, memories on the individual one's wall, and a
 * published couple page (with a draft one beside it).
 *
 * The administrator is enrolled in the second factor with `adminTotp`'s secret when given (locally: .env's
 * ADMIN_TOTP_SECRET, sealed under .dev.vars' TOTP_ENCRYPTION_KEY).
 *
 * Idempotent: every row has a stable id, slug, key or unique text and is inserted with
 * "on conflict do nothing", so a second run creates nothing and changes nothing. Nothing an
 * administrator edited is overwritten (settings, packages, memorials, the admin's password).
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedReport> {
  const admin = await seedAdmin(db, options.adminEmail, options.adminPassword);
  const adminTotp = options.adminTotp ? await seedAdminTotp(db, admin.id, options.adminTotp) : null;
  // Media before memorials and couples: every URL a page stores must already be a stored object.
  const media = await seedMedia(db, options.media, admin.id);
  const memorials = await seedMemorial(db, admin.id);
  return {
    admin: { ...admin, totp: adminTotp === null ? 'none' : adminTotp ? 'created' : 'existing' },
    packages: await seedPackages(db),
    settings: await seedSettings(db),
    quotes: await seedQuotes(db),
    mediaUploads: media.uploads,
    mediaObjects: media.rows,
    memorials,
    familyProfiles: await seedFamily(db, admin.id),
    memories: await seedMemories(db, memorials.created > 0),
    couples: await seedCouples(db, admin.id),
  };
}
