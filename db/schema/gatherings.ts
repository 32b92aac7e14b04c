import { sql } from 'drizzle-orm';
import { check, index, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, sqlIn, updatedAt, uuidPk } from './columns';
import { GATHERING_KINDS, type GatheringKind } from './enums';
import { eitherMemorial, exactlyOne } from './either-memorial';

/**
 * A gathering the family announces (docs/features/gatherings.md): the velación, the exequias, a mass… with its hour and place. It
 * belongs to exactly one individual or family memorial and leaves with it. `starts_at` and `ends_at` are ISO 8601
 * instants in UTC (what the API was given, with its offset, converted), so they sort as text; the page shows them
 * in Colombia's time. At most 50 per memorial: the API says so in Spanish, and the `gatherings_limit` trigger
 * (migration 0019) makes it a rule of the data itself.
 */
export const gatherings = sqliteTable(
  'gatherings',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    kind: text('kind').$type<GatheringKind>().notNull(),
    title: text('title'),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at'),
    placeName: text('place_name').notNull(),
    address: text('address'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    livestreamUrl: text('livestream_url'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gatherings_memorial_idx').on(t.memorialProfileId, t.startsAt),
    index('gatherings_family_idx').on(t.familyProfileId, t.startsAt),
    index('gatherings_starts_at_idx').on(t.startsAt),
    check('gatherings_one_memorial_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
    check('gatherings_kind_check', sql`${t.kind} IN (${sqlIn(GATHERING_KINDS)})`),
    check('gatherings_ends_after_start_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
    check(
      'gatherings_coordinates_check',
      sql`(${t.latitude} IS NULL AND ${t.longitude} IS NULL) OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180)`,
    ),
  ],
);
