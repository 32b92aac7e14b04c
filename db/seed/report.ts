/** How many rows (or stored objects) a seed step created, and how many were already there. */
export type SeedCount = { created: number; existing: number };

export type SeedReport = {
  /** `totp`: its second factor enrolled now, already there, or not asked for (no ADMIN_TOTP_SECRET or key). */
  admin: { id: string; email: string; created: boolean; totp: 'created' | 'existing' | 'none' };
  packages: SeedCount;
  settings: SeedCount;
  quotes: SeedCount;
  /** Objects put in the media store (R2). */
  mediaUploads: SeedCount;
  /** Rows in media_objects. */
  mediaObjects: SeedCount;
  /** Individual memorial pages. */
  memorials: SeedCount;
  /** Family pages; their members are created with them and only then. */
  familyProfiles: SeedCount;
  /** Memories on the demo wall (two public, one awaiting approval). */
  memories: SeedCount;
  /** Couple pages (one published, one draft); their photos and songs are created with them and only then. */
  couples: SeedCount;
};

/** Tallies a step's writes from what each insert … on conflict do nothing … returning gave back. */
export function tally(total: number, created: number): SeedCount {
  return { created, existing: total - created };
}

/** drizzle's batch wants a non-empty tuple; the seed always has something to write. */
export function nonEmpty<T>(items: T[]): [T, ...T[]] {
  if (items.length === 0) throw new Error('Nada que escribir');
  return items as [T, ...T[]];
}
