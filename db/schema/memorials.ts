import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, sqlIn, textList, updatedAt, uuidPk } from './columns';
import {
  FAMILY_TEMPLATES,
  INDIVIDUAL_TEMPLATES,
  PROFILE_TYPES,
  RELATIONSHIPS,
  type FamilyTemplate,
  type IndividualTemplate,
  type Relationship,
  type Visibility,
} from './enums';
import { orders } from './commerce';
import { users } from './users';

/**
 * The columns an individual's memorial and a family's share, written once so the two tables cannot drift
 * apart: who owns the page, the order that paid for it, its address and the plaque's code.
 */
const ownership = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The paid order whose quota this memorial consumed; unique so one order can never pay for two. */
  orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
  slug: text('slug').notNull().unique(),
  /** The plaque's permanent code (short_links); set by a trigger on insert, never changed. */
  shortCode: text('short_code').unique(),
});

/** Who may see the page and how its wall takes memories: the same settings on both kinds of memorial. */
const pageSettings = () => ({
  /** 'Publicar recuerdos sin mi aprobación': a memory its visitor made public is approved on arrival. */
  autoPublishMemories: flag('auto_publish_memories', false),
  /**
   * 'Quién puede verlo' (docs/features/visibility.md; worker/services/visibility.ts). Its CHECK (one of VISIBILITIES, and a
   * private page always has a code) is written by hand on the column in migration 0020, not here: a
   * table-level check would make drizzle rebuild the table, and dropping this parent would cascade.
   */
  visibility: text('visibility').$type<Visibility>().notNull().default('public'),
  /** The private page's access code, hashed with the password hasher; null unless private. */
  accessCodeHash: text('access_code_hash'),
  /** Raised whenever the code is set or dropped: devices opened under an older version are shut out. */
  accessVersion: integer('access_version').notNull().default(0),
  /** 'Aceptar recuerdos sin foto' (docs/features/memory-wall.md): a visitor may leave words alone. Off, as the spec asks. */
  wallPhotoOptional: flag('wall_photo_optional', false),
  /**
   * Visitors who sent a memory without a photo while the wall asked for one (docs/features/memory-wall.md), since the setting above
   * last changed, and when the latest was refused: the owner is offered 'Aceptar recuerdos sin foto'.
   */
  wallPhotolessRefusals: integer('wall_photoless_refusals').notNull().default(0),
  wallPhotolessRefusedAt: text('wall_photoless_refused_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const memorialProfiles = sqliteTable(
  'memorial_profiles',
  {
    id: uuidPk(),
    ...ownership(),
    profileType: text('profile_type').notNull().default('individual'),
    profileName: text('profile_name').notNull(),
    birthDate: text('birth_date').notNull(),
    deathDate: text('death_date').notNull(),
    description: text('description').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    galleryImages: textList('gallery_images'),
    memorialVideoUrl: text('memorial_video_url'),
    videoThumbnailUrl: text('video_thumbnail_url'),
    favoriteMusic: text('favorite_music'),
    templateId: text('template_id').$type<IndividualTemplate>().notNull().default('general-1'),
    visitCount: integer('visit_count').notNull().default(0),
    isPublished: flag('is_published', false),
    showBirthDate: flag('show_birth_date', true),
    showDeathDate: flag('show_death_date', true),
    ...pageSettings(),
  },
  (t) => [
    index('memorial_profiles_user_created_idx').on(t.userId, t.createdAt),
    index('memorial_profiles_published_idx').on(t.isPublished, t.createdAt),
    // The back-office's list seeks pages by (created_at, id) (worker/services/keyset-pages.ts).
    index('memorial_profiles_created_idx').on(t.createdAt, t.id),
    uniqueIndex('memorial_profiles_order_unique').on(t.orderId),
    check('memorial_profiles_type_check', sql`${t.profileType} IN (${sqlIn(PROFILE_TYPES)})`),
    check('memorial_profiles_template_check', sql`${t.templateId} IN (${sqlIn(INDIVIDUAL_TEMPLATES)})`),
    check('memorial_profiles_dates_check', sql`${t.deathDate} >= ${t.birthDate}`),
    check('memorial_profiles_visits_check', sql`${t.visitCount} >= 0`),
  ],
);

export const familyProfiles = sqliteTable(
  'family_profiles',
  {
    id: uuidPk(),
    ...ownership(),
    familyName: text('family_name').notNull(),
    description: text('description').notNull().default(''),
    templateId: text('template_id').$type<FamilyTemplate>().notNull().default('family-1'),
    favoriteMusic: text('favorite_music'),
    memorialVideoUrl: text('memorial_video_url'),
    galleryImages: textList('gallery_images'),
    visitCount: integer('visit_count').notNull().default(0),
    isPublished: flag('is_published', false),
    ...pageSettings(),
  },
  (t) => [
    index('family_profiles_user_created_idx').on(t.userId, t.createdAt),
    index('family_profiles_created_idx').on(t.createdAt, t.id),
    // The real figures ('Usar cifras reales') count the published ones, as the memorials' own index does.
    index('family_profiles_published_idx').on(t.isPublished, t.createdAt),
    uniqueIndex('family_profiles_order_unique').on(t.orderId),
    check('family_profiles_slug_check', sql`${t.slug} LIKE 'familia-%'`),
    check('family_profiles_template_check', sql`${t.templateId} IN (${sqlIn(FAMILY_TEMPLATES)})`),
    check('family_profiles_name_check', sql`length(${t.familyName}) BETWEEN 1 AND 100`),
    check('family_profiles_description_check', sql`length(${t.description}) <= 1000`),
    check('family_profiles_visits_check', sql`${t.visitCount} >= 0`),
  ],
);

export const familyMembers = sqliteTable(
  'family_members',
  {
    id: uuidPk(),
    familyProfileId: text('family_profile_id')
      .notNull()
      .references(() => familyProfiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthDate: text('birth_date').notNull(),
    deathDate: text('death_date').notNull(),
    profileImageUrl: text('profile_image_url').notNull(),
    relationship: text('relationship').$type<Relationship>().notNull().default('otro'),
    memorialVideoUrl: text('memorial_video_url'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_members_profile_order_idx').on(t.familyProfileId, t.displayOrder),
    check('family_members_relationship_check', sql`${t.relationship} IN (${sqlIn(RELATIONSHIPS)})`),
    check('family_members_name_check', sql`length(${t.name}) BETWEEN 1 AND 50`),
    check('family_members_dates_check', sql`${t.deathDate} >= ${t.birthDate}`),
  ],
);
