import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, sqlIn } from './columns';
import { MEDIA_KINDS, type MediaKind } from './enums';
import { users } from './users';

/**
 * Every object this product stored in R2. A URL is only accepted on a memorial or memory when it
 * points at a row here, so nobody can hot-link foreign content into a page.
 */
export const mediaObjects = sqliteTable(
  'media_objects',
  {
    /** The R2 key, made by the server: {kind}/{ownerId}/{uuid}.{ext} */
    key: text('key').primaryKey(),
    /** Null for anonymous uploads (a visitor's memory photo). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** A smaller rendition (phone-sized image, video thumbnail) points at its original. */
    variantOf: text('variant_of'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_objects_owner_idx').on(t.ownerId, t.createdAt),
    index('media_objects_variant_idx').on(t.variantOf),
    check('media_objects_kind_check', sql`${t.kind} IN (${sqlIn(MEDIA_KINDS)})`),
    check('media_objects_size_check', sql`${t.size} > 0`),
  ],
);
