import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, sqlIn, updatedAt, uuidPk } from './columns';
import { RESTING_PLACE_KINDS, type RestingPlaceKind } from './enums';
import { familyMembers, memorialProfiles } from './memorials';
import { exactlyOne } from './either-memorial';

/**
 * 'Dónde descansa' (docs/features/resting-places.md): where an individual memorial's person or a family member rests. Each row belongs
 * to exactly one of them. The current place has `ended_on` NULL (one at most, by the partial unique indexes); a
 * move (traslado) closes it with the day it was left and adds the new one in the same batch, so the older rows
 * are the history. `visible` false keeps a place to the family: no public page, answer or calendar shows it.
 */
export const restingPlaces = sqliteTable(
  'resting_places',
  {
    id: uuidPk(),
    memorialProfileId: text('memorial_profile_id').references(() => memorialProfiles.id, { onDelete: 'cascade' }),
    familyMemberId: text('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RestingPlaceKind>().notNull(),
    cemetery: text('cemetery'),
    city: text('city'),
    /** Pabellón, sector, galería. */
    section: text('section'),
    /** The bóveda's, the lote's or the nicho's number. */
    number: text('number'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** The family said the place is outside Colombia: the coordinates may then be anywhere in the world. */
    outsideColombia: flag('outside_colombia', false),
    /** How to find it inside the cemetery. */
    directions: text('directions'),
    /** A photo of the place, uploaded like any memorial photo (a /media/ URL). */
    photoUrl: text('photo_url'),
    /** YYYY-MM-DD: since when the person rests here. */
    since: text('since'),
    /** A bóveda's contract term in years, counted from `since`: the owner is reminded before it ends. */
    contractYears: integer('contract_years'),
    visible: flag('visible', true),
    /** YYYY-MM-DD the remains left this place (the move's `moved_on`); NULL for the current place. */
    endedOn: text('ended_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resting_places_memorial_current_unique')
      .on(t.memorialProfileId)
      .where(sql`${t.endedOn} IS NULL`),
    uniqueIndex('resting_places_member_current_unique')
      .on(t.familyMemberId)
      .where(sql`${t.endedOn} IS NULL`),
    index('resting_places_memorial_idx').on(t.memorialProfileId, t.endedOn),
    index('resting_places_member_idx').on(t.familyMemberId, t.endedOn),
    check('resting_places_one_owner_check', exactlyOne(t.memorialProfileId, t.familyMemberId)),
    check('resting_places_kind_check', sql`${t.kind} IN (${sqlIn(RESTING_PLACE_KINDS)})`),
    check('resting_places_coordinates_check', sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`),
    check('resting_places_latitude_check', sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check('resting_places_longitude_check', sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check('resting_places_directions_check', sql`${t.directions} IS NULL OR length(${t.directions}) <= 500`),
    check(
      'resting_places_contract_check',
      sql`${t.contractYears} IS NULL OR (${t.kind} = 'boveda' AND ${t.contractYears} BETWEEN 1 AND 30)`,
    ),
  ],
);
