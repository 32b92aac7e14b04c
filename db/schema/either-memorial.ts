import { sql, type SQL } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';
import { familyProfiles, memorialProfiles } from './memorials';

/**
 * The two columns of a row that belongs to one individual memorial or to one family (the other one null), and
 * leaves with it: memories, candles, gatherings, managers and the rest name their memorial this way.
 */
export const eitherMemorial = () => ({
  memorialProfileId: text('memorial_profile_id').references(() => memorialProfiles.id, { onDelete: 'cascade' }),
  familyProfileId: text('family_profile_id').references(() => familyProfiles.id, { onDelete: 'cascade' }),
});

/** The CHECK that exactly one of two columns is set (`eitherMemorial`'s pair, or a grave's memorial or member). */
export const exactlyOne = (first: unknown, second: unknown): SQL => sql`(${first} IS NULL) <> (${second} IS NULL)`;
