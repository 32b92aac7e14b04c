import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, flag, textList, uuidPk } from './columns';
import { eitherMemorial, exactlyOne } from './either-memorial';

/**
 * A visitor's memory on a wall. It belongs to exactly one individual or family memorial. Two separate
 * decisions put it on the public wall: the visitor's consent ('Hacer público', `visitor_consent`) and
 * the owner's approval (`is_authorized`); without the visitor's consent only the owner ever sees it.
 */
export const memories = sqliteTable(
  'memories',
  {
    id: uuidPk(),
    ...eitherMemorial(),
    /** '' when the visitor left no photo (allowed only where the family turned on `wall_photo_optional`). */
    photoUrl: text('photo_url').notNull(),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    song: text('song'),
    thingsList: textList('things_list'),
    /** The visitor ticked 'Hacer público este recuerdo en el muro'. Never changed after the memory is left. */
    visitorConsent: flag('visitor_consent', false),
    /** The owner approved it, one by one or through the memorial's auto-publish setting. */
    isAuthorized: flag('is_authorized', false),
    likes: integer('likes').notNull().default(0),
    /**
     * Who wrote it, as the wall can recognise them again without knowing them: SHA-256 of the wall and the client
     * address the limits count by (worker/services/wall-writers.ts). Never the address itself; null for memories
     * left before migration 0021. 'Bloquear a quien escribió' blocks this hash on this wall.
     */
    writerHash: text('writer_hash'),
    /** Three different visitors reported it: off the public wall until the family decides (docs/features/memory-wall.md). */
    hiddenByReports: flag('hidden_by_reports', false),
    /** Left while its writer was blocked on this wall: it waits hidden, even with auto-publish on. */
    fromBlockedWriter: flag('from_blocked_writer', false),
    createdAt: createdAt(),
  },
  (t) => [
    // The public wall reads (memorial, approved, consented) newest first.
    index('memories_memorial_wall_idx').on(t.memorialProfileId, t.isAuthorized, t.visitorConsent, t.createdAt),
    index('memories_family_wall_idx').on(t.familyProfileId, t.isAuthorized, t.visitorConsent, t.createdAt),
    check('memories_one_profile_check', exactlyOne(t.memorialProfileId, t.familyProfileId)),
    check('memories_author_check', sql`length(${t.authorName}) BETWEEN 1 AND 100`),
    check('memories_message_check', sql`length(${t.message}) BETWEEN 1 AND 500`),
    check('memories_song_check', sql`${t.song} IS NULL OR length(${t.song}) <= 200`),
    check('memories_things_check', sql`json_valid(${t.thingsList}) AND json_array_length(${t.thingsList}) <= 3`),
    check('memories_likes_check', sql`${t.likes} >= 0`),
  ],
);

/**
 * Captcha challenges, spent on first use. An answer is checked against its hash; the code itself is kept
 * only to speak it (the audio alternative) while the challenge can still be answered, and the attempt that
 * spends the challenge wipes it.
 */
export const captchas = sqliteTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    spokenCode: text('spoken_code'),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
