import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, sqlIn, textList, updatedAt, uuidPk } from './columns';
import { COUPLE_TEMPLATES } from './enums';
import { users } from './users';

/**
 * Special couple pages, created by administrators on behalf of a customer. `user_id` is the customer the page
 * belongs to (it shows in their dashboard); it may be set later, so it is optional.
 */
export const coupleProfiles = sqliteTable(
  'couple_profiles',
  {
    id: uuidPk(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    /** The plaque's permanent code (short_links); set by a trigger on insert, never changed. */
    shortCode: text('short_code').unique(),
    coupleName: text('couple_name').notNull(),
    description: text('description').notNull(),
    profileImageUrl: text('profile_image_url').notNull(),
    person1Name: text('person1_name').notNull(),
    person1Alias: text('person1_alias'),
    person1BirthDate: text('person1_birth_date').notNull(),
    person1ZodiacSign: text('person1_zodiac_sign'),
    person1ComidasFavoritas: textList('person1_comidas_favoritas'),
    person1SeriesPeliculas: textList('person1_series_peliculas'),
    person1Suegros: textList('person1_suegros'),
    person1Cunados: textList('person1_cunados'),
    person2Name: text('person2_name').notNull(),
    person2Alias: text('person2_alias'),
    person2BirthDate: text('person2_birth_date').notNull(),
    person2ZodiacSign: text('person2_zodiac_sign'),
    person2ComidasFavoritas: textList('person2_comidas_favoritas'),
    person2SeriesPeliculas: textList('person2_series_peliculas'),
    person2Suegros: textList('person2_suegros'),
    person2Cunados: textList('person2_cunados'),
    relationshipStartDate: text('relationship_start_date'),
    anniversaryDate: text('anniversary_date'),
    commonInterests: textList('common_interests'),
    pets: text('pets'),
    shortTermGoals: text('short_term_goals'),
    mediumTermGoals: text('medium_term_goals'),
    longTermGoals: text('long_term_goals'),
    templateId: text('template_id').notNull().default('couple-1'),
    isPublished: flag('is_published', false),
    visitCount: integer('visit_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('couple_profiles_created_idx').on(t.createdAt, t.id),
    index('couple_profiles_user_idx').on(t.userId),
    check('couple_profiles_template_check', sql`${t.templateId} IN (${sqlIn(COUPLE_TEMPLATES)})`),
    check('couple_profiles_interests_check', sql`json_array_length(${t.commonInterests}) <= 10`),
    check(
      'couple_profiles_foods_check',
      sql`json_array_length(${t.person1ComidasFavoritas}) <= 3 AND json_array_length(${t.person2ComidasFavoritas}) <= 3`,
    ),
  ],
);

const coupleChild = () =>
  text('couple_profile_id')
    .notNull()
    .references(() => coupleProfiles.id, { onDelete: 'cascade' });

export const coupleGalleryPhotos = sqliteTable(
  'couple_gallery_photos',
  {
    id: uuidPk(),
    coupleProfileId: coupleChild(),
    photoUrl: text('photo_url').notNull(),
    photoTitle: text('photo_title'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('couple_gallery_profile_order_idx').on(t.coupleProfileId, t.displayOrder)],
);

export const coupleSongs = sqliteTable(
  'couple_songs',
  {
    id: uuidPk(),
    coupleProfileId: coupleChild(),
    songTitle: text('song_title').notNull(),
    youtubeUrl: text('youtube_url').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('couple_songs_profile_order_idx').on(t.coupleProfileId, t.displayOrder)],
);

export const coupleVideos = sqliteTable(
  'couple_videos',
  {
    id: uuidPk(),
    coupleProfileId: coupleChild(),
    videoUrl: text('video_url').notNull(),
    videoFilename: text('video_filename'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('couple_videos_profile_order_idx').on(t.coupleProfileId, t.displayOrder)],
);
