import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { memorialPhrase } from '../schemas/family-name';
import type { Db } from '../../db/client';
import { familyProfiles, mediaObjects, memorialProfiles, memories, users } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../errors';
import { newMemoryMessage } from '../mail/memory-templates';
import type { Mailer } from '../mail/types';
import { keyFromMediaUrl } from '../media/keys';
import type { WallLive, WallTarget } from '../realtime/wall-live';
import type { PublicPages } from '../edge-cache/purge';
import { wallPaths } from '../edge-cache/public-paths';
import { MEMORY_MESSAGES as M, WALL_PAGE_SIZE, type MemoryInput } from '../schemas/memories';
import { CAPTCHA_MESSAGES } from '../schemas/captcha-texts';
import { UPLOAD_MESSAGES } from '../schemas/uploads';
import { CaptchaRefusal, verifyCaptcha } from './captcha';
import { paginate, type Pagination } from './pagination';
import { consentInsert } from './privacy-consents';
import { hitRateLimit, rateLimitReached } from './rate-limit';
import { isFamilySlug } from './slugs';
import { DAY, HOUR } from './time';
import type { UserRow } from './users';
import { isWriterBlocked, wallWriterHash } from './wall-writers';
import { closeReports } from './memory-report-rows';
import { auditManagedChange, requireMemorialRole, type MemorialAccess, type MemorialRole } from './memorial-access';
import { log } from '../log';
import type { Visibility } from '../../db/schema/enums';
import { photolessRefusalsOf, photolessReset, recordPhotolessRefusal, type PhotolessRefusals } from './photoless-refusals';
import { assertOpen, assertTargetOpen, gateColumns, gateOf, type AccessGate, type AccessPasses, type VisitorDeps } from './visibility';

export type { WallTarget } from '../realtime/wall-live';
type MemoryRow = typeof memories.$inferSelect;

/** A memory as the API and the wall show it (product §2.3 'Memory'). */
export type MemoryDto = {
  id: string;
  memorial_profile_id: string | null;
  family_profile_id: string | null;
  /** Null when the visitor left words alone (the family accepts memories without a photo). */
  photo_url: string | null;
  author_name: string;
  message: string;
  song: string | null;
  things_list: string[];
  /** The visitor ticked 'Hacer público': without it the memory is only ever the owner's to read. */
  visitor_consent: boolean;
  /** The owner approved it (by hand, or by the memorial's 'Publicar recuerdos sin mi aprobación'). */
  is_authorized: boolean;
  /** Three different visitors reported it: off the wall until the family decides. */
  hidden_by_reports: boolean;
  /** Left while its writer was blocked on this wall: it waits for the family whatever the wall's settings. */
  from_blocked_writer: boolean;
  /** On the public wall: consented, approved and not hidden by reports. */
  is_public: boolean;
  likes: number;
  created_at: string;
};

/** The memorial a wall belongs to, as far as memories need it. */
export type WallMemorial = WallTarget & {
  slug: string;
  name: string;
  ownerId: string;
  templateId: string;
  autoPublish: boolean;
  visibility: Visibility;
  /** 'Aceptar recuerdos sin foto' (docs/features/memory-wall.md). */
  photoOptional: boolean;
};

/** The owner's memory settings for one wall, with the visitors refused for lacking a photo (docs/features/memory-wall.md). */
export type WallSettings = { auto_publish: boolean; wall_photo_optional: boolean } & PhotolessRefusals;

export type WallPage = { data: MemoryDto[]; pagination: Pagination };

/** What memory writes need besides the database: the owner's e-mail, open walls, and R2. */
export type MemoryDeps = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  wall: WallLive;
  /** The wall's first page is kept at the edge: a memory that was or becomes public changes it. */
  pages: PublicPages;
  removeMedia: (urls: string[]) => Promise<void>;
  /** The visitor's access cookies: a private memorial's wall takes memories only from who gave its code. */
  passes?: AccessPasses;
};

/**
 * A visitor may leave 5 memories per 10 minutes from one address (relatives at a grave share a
 * network), and like one memory 3 times a day from one address, so a loop inflates neither. Wrong
 * captcha codes have their own, more generous limit: a person who misreads a few codes has sent nothing,
 * while a script guessing codes is stopped after 10.
 */
export const MEMORY_POST_RULE = { limit: 5, windowMs: HOUR / 6 };
export const WRONG_CAPTCHA_RULE = { limit: 10, windowMs: HOUR / 6 };
const LIKE_RULE = { limit: 3, windowMs: DAY };

/**
 * The one rule for the public wall: the visitor consented, the owner approved, and no three visitors' reports
 * wait for the family's decision.
 */
export const isPublicMemory = (row: Pick<MemoryRow, 'visitorConsent' | 'isAuthorized' | 'hiddenByReports'>): boolean =>
  row.visitorConsent && row.isAuthorized && !row.hiddenByReports;

/** The same rule in SQL, for every public read and write (wall listing, likes, reports) and the memorial export. */
export const publicOnly = () =>
  and(eq(memories.visitorConsent, true), eq(memories.isAuthorized, true), eq(memories.hiddenByReports, false));

export function toMemoryDto(row: MemoryRow): MemoryDto {
  return {
    id: row.id,
    memorial_profile_id: row.memorialProfileId,
    family_profile_id: row.familyProfileId,
    photo_url: row.photoUrl || null,
    author_name: row.authorName,
    message: row.message,
    song: row.song,
    things_list: row.thingsList,
    visitor_consent: row.visitorConsent,
    is_authorized: row.isAuthorized,
    hidden_by_reports: row.hiddenByReports,
    from_blocked_writer: row.fromBlockedWriter,
    is_public: isPublicMemory(row),
    likes: row.likes,
    created_at: row.createdAt,
  };
}

export const targetOf = (row: Pick<MemoryRow, 'memorialProfileId' | 'familyProfileId'>): WallTarget =>
  row.memorialProfileId ? { kind: 'memorial', id: row.memorialProfileId } : { kind: 'family', id: row.familyProfileId ?? '' };

const onWall = (target: WallTarget): SQL =>
  target.kind === 'memorial' ? eq(memories.memorialProfileId, target.id) : eq(memories.familyProfileId, target.id);

export async function findMemorialOfWall(
  db: Db,
  where: { target: WallTarget } | { kind: WallTarget['kind']; slug: string },
  publishedOnly: boolean,
): Promise<WallMemorial | null> {
  return (await findWallAndGate(db, where, publishedOnly))?.memorial ?? null;
}

/** The wall's memorial and, apart (never inside a WallMemorial a page might render), its visibility. */
async function findWallAndGate(
  db: Db,
  where: { target: WallTarget } | { kind: WallTarget['kind']; slug: string },
  publishedOnly: boolean,
): Promise<{ memorial: WallMemorial; gate: AccessGate } | null> {
  const kind = 'target' in where ? where.target.kind : where.kind;
  const table = kind === 'memorial' ? memorialProfiles : familyProfiles;
  const name = kind === 'memorial' ? memorialProfiles.profileName : familyProfiles.familyName;
  const autoPublish = kind === 'memorial' ? memorialProfiles.autoPublishMemories : familyProfiles.autoPublishMemories;
  const photoOptional = kind === 'memorial' ? memorialProfiles.wallPhotoOptional : familyProfiles.wallPhotoOptional;
  const match = 'target' in where ? eq(table.id, where.target.id) : eq(table.slug, where.slug);
  const [row] = await db
    .select({
      id: table.id,
      slug: table.slug,
      name,
      ownerId: table.userId,
      templateId: table.templateId,
      autoPublish,
      photoOptional,
      ...gateColumns(kind),
    })
    .from(table)
    .where(publishedOnly ? and(match, eq(table.isPublished, true)) : match)
    .limit(1);
  if (!row) return null;
  // The code's hash and version stay in the gate: a WallMemorial reaches pages.
  const { accessCodeHash, accessVersion, ...memorial } = row;
  return {
    memorial: { kind, ...memorial },
    gate: gateOf(kind, { id: row.id, slug: row.slug, visibility: row.visibility, accessCodeHash, accessVersion }),
  };
}

/** The published memorial whose wall is at /muro-de-recuerdos/{slug}; 404 'Perfil no encontrado' otherwise. */
export async function findWallMemorial(deps: VisitorDeps, slug: string, familyPath = false): Promise<WallMemorial> {
  const { db } = deps;
  const kind = familyPath || isFamilySlug(slug) ? 'family' : 'memorial';
  const found = await findWallAndGate(db, { kind, slug }, true);
  if (!found) throw notFound(M.memorialNotFound);
  await assertOpen(deps, found.gate);
  return found.memorial;
}

/** A published memorial by id, for visitors writing to or listening on its wall (a private one: with its code). */
export async function findPublishedTarget(deps: VisitorDeps, target: WallTarget): Promise<WallMemorial> {
  const { db } = deps;
  const found = await findWallAndGate(db, { target }, true);
  if (!found) throw notFound(M.memorialNotFound);
  await assertOpen(deps, found.gate);
  return found.memorial;
}

export async function pageOf(db: Db, where: SQL | undefined, page: number): Promise<WallPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memories)
      .where(where)
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(WALL_PAGE_SIZE)
      .offset((page - 1) * WALL_PAGE_SIZE),
    db.select({ n: count() }).from(memories).where(where),
  ]);
  return { data: rows.map(toMemoryDto), pagination: paginate(page, WALL_PAGE_SIZE, total?.n ?? 0) };
}

/** The public wall: public memories only (consented and approved), newest first, 5 per page with the exact total. */
export async function listWall(deps: VisitorDeps, target: WallTarget, page = 1): Promise<WallPage> {
  const { db } = deps;
  await findPublishedTarget(deps, target);
  return pageOf(db, and(onWall(target), publicOnly()), page);
}

/**
 * The memorial behind `target` when `actor` may act on its memories as `need` (memorial-access.ts: its owner, a
 * manager, an admin); 404 otherwise, so a stranger learns nothing about whether the memorial exists.
 */
export async function moderatedMemorial(
  db: Db,
  actor: UserRow,
  target: WallTarget,
  need: MemorialRole = 'moderator',
): Promise<{ memorial: WallMemorial; access: MemorialAccess }> {
  const memorial = await findMemorialOfWall(db, { target }, false);
  if (!memorial) throw notFound(M.memorialNotFound);
  try {
    return {
      memorial,
      access: await requireMemorialRole({ db }, actor, { kind: target.kind, id: target.id, ownerId: memorial.ownerId }, need),
    };
  } catch (error) {
    // The wall's own words for a memorial it cannot find.
    if (error instanceof AppError && error.status === 404) throw notFound(M.memorialNotFound);
    throw error;
  }
}

/** The owner's (or an admin's) memory settings for one wall; 404 for anyone else. */
export async function getWallSettings(deps: { db: Db }, actor: UserRow, target: WallTarget): Promise<WallSettings> {
  const { memorial } = await moderatedMemorial(deps.db, actor, target);
  return {
    auto_publish: memorial.autoPublish,
    wall_photo_optional: memorial.photoOptional,
    ...(await photolessRefusalsOf(deps.db, target)),
  };
}

/**
 * Turns 'Publicar recuerdos sin mi aprobación' and 'Aceptar recuerdos sin foto' on or off for one wall (what is
 * left out stays as it is). They decide how memories left from now on arrive; memories already on the wall,
 * waiting or private stay as they are.
 */
export async function setWallSettings(
  deps: { db: Db; pages: PublicPages },
  actor: UserRow,
  target: WallTarget,
  settings: Partial<Pick<WallSettings, 'auto_publish' | 'wall_photo_optional'>>,
): Promise<WallSettings> {
  const { db } = deps;
  // Publishing without approval skips every moderator's check: it is the memorial's setting, an editor's to change.
  const { memorial, access } = await moderatedMemorial(db, actor, target, 'editor');
  const table = target.kind === 'memorial' ? memorialProfiles : familyProfiles;
  const [[row]] = await db.batch([
    db
      .update(table)
      .set({
        autoPublishMemories: settings.auto_publish ?? memorial.autoPublish,
        wallPhotoOptional: settings.wall_photo_optional ?? memorial.photoOptional,
        // The refusals counted under the old setting say nothing about the new one.
        ...(settings.wall_photo_optional !== undefined && settings.wall_photo_optional !== memorial.photoOptional ? photolessReset : {}),
      })
      .where(eq(table.id, target.id))
      .returning({
        autoPublish: table.autoPublishMemories,
        photoOptional: table.wallPhotoOptional,
        photolessRefusals: table.wallPhotolessRefusals,
        photolessRefusedAt: table.wallPhotolessRefusedAt,
      }),
    ...auditManagedChange(db, actor, access, 'memory_settings_updated', settings),
  ]);
  if (!row) throw notFound(M.memorialNotFound);
  // The form on the wall's kept page says whether the photo is optional.
  if (row.photoOptional !== memorial.photoOptional) await deps.pages.purge(wallPaths(memorial.kind, memorial.slug));
  return {
    auto_publish: row.autoPublish,
    wall_photo_optional: row.photoOptional,
    photoless_refusals: row.photolessRefusals,
    photoless_refused_at: row.photolessRefusedAt,
  };
}

/**
 * A visitor's photo must be a memory photo this product stored, not used by any other memory. No photo at all is
 * accepted only where the family turned on 'Aceptar recuerdos sin foto'.
 */
async function assertMemoryPhoto(db: Db, photoUrl: string | null, memorial: WallMemorial): Promise<void> {
  if (photoUrl === null) {
    if (!memorial.photoOptional) throw badRequest(M.photoRequired);
    return;
  }
  const key = keyFromMediaUrl(photoUrl);
  if (!key) throw badRequest(UPLOAD_MESSAGES.invalidMedia);
  const [stored] = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.key, key), eq(mediaObjects.kind, 'memory'), sql`${mediaObjects.variantOf} IS NULL`))
    .limit(1);
  const [taken] = await db.select({ id: memories.id }).from(memories).where(eq(memories.photoUrl, photoUrl)).limit(1);
  if (!stored || taken) throw badRequest(UPLOAD_MESSAGES.invalidMedia);
}

async function notifyOwner(deps: MemoryDeps, memorial: WallMemorial, memory: MemoryRow): Promise<void> {
  const [owner] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, memorial.ownerId))
    .limit(1);
  if (!owner) return;
  await deps.mailer.send(
    newMemoryMessage({
      to: owner.email,
      name: owner.firstName,
      link: `${deps.appUrl}/dashboard?recuerdos=${memorial.kind}:${memorial.id}`,
      memorialName: memorialPhrase(memorial.kind, memorial.name),
      authorName: memory.authorName,
      visibility: isPublicMemory(memory) ? 'public' : memory.visitorConsent ? 'awaiting' : 'private',
    }),
  );
}

/**
 * A memory without a photo on a wall that asks for one (docs/features/memory-wall.md): refused with the spec's 'La foto es requerida'
 * and what follows, and counted for the family (not a writer the family blocked on this wall). The captcha is
 * spent first, so only a person who filled the whole form is counted, and each refusal counts against the
 * memories limit like a memory stored.
 */
async function refuseForPhoto(db: Db, input: MemoryInput, client: string, target: WallTarget): Promise<never> {
  await passCaptcha(db, input, client);
  if (!(await hitRateLimit(db, `memory-post:${client}`, MEMORY_POST_RULE))) throw tooManyRequests(M.tooManyMemories);
  // A writer the family blocked does not reach them, here as with their memories.
  if (!(await isWriterBlocked(db, target, wallWriterHash(target, client)))) await recordPhotolessRefusal(db, target);
  throw badRequest(M.photoRequiredFamilyTold);
}

/** The captcha checked for one memory: a wrong code counts against WRONG_CAPTCHA_RULE, nothing else does. */
async function passCaptcha(db: Db, input: MemoryInput, client: string): Promise<void> {
  try {
    await verifyCaptcha(db, { captchaId: input.captcha_id, input: input.captcha_input });
  } catch (error) {
    if (error instanceof CaptchaRefusal && error.reason === 'wrong')
      await hitRateLimit(db, `memory-wrong-captcha:${client}`, WRONG_CAPTCHA_RULE);
    throw error;
  }
}

/**
 * Stores a visitor's memory (product §2.5). Checks run cheapest first; the captcha is spent last, just
 * before the insert, so a typo elsewhere does not cost the visitor their code. Each refusal gives its own
 * reason: the memories limit counts only memories that passed every check, and wrong codes count against
 * their own limit; both are read before the captcha is spent, so a visitor over either keeps their code.
 * Ticking 'Hacer público' is the visitor's consent, never the owner's approval: a consenting memory waits
 * for the owner unless the owner turned on 'Publicar recuerdos sin mi aprobación'; any other memory is only
 * the owner's to read.
 */
export async function createMemory(deps: MemoryDeps & { ipAddress: string }, input: MemoryInput): Promise<MemoryDto> {
  const { db, ipAddress: client } = deps;
  const postKey = `memory-post:${client}`;
  if (await rateLimitReached(db, postKey, MEMORY_POST_RULE)) throw tooManyRequests(M.tooManyMemories);
  if (await rateLimitReached(db, `memory-wrong-captcha:${client}`, WRONG_CAPTCHA_RULE))
    throw tooManyRequests(CAPTCHA_MESSAGES.tooManyWrong);
  const target: WallTarget = input.memorial_profile_id
    ? { kind: 'memorial', id: input.memorial_profile_id }
    : { kind: 'family', id: input.family_profile_id ?? '' };
  const memorial = await findPublishedTarget(deps, target);
  if (input.photo_url === null && !memorial.photoOptional) await refuseForPhoto(db, input, client, target);
  await assertMemoryPhoto(db, input.photo_url, memorial);
  await passCaptcha(db, input, client);
  // Counted now that the memory is about to be stored; the check above refuses a visitor already over the
  // limit, this one a burst of simultaneous posts that all passed it.
  if (!(await hitRateLimit(db, postKey, MEMORY_POST_RULE))) throw tooManyRequests(M.tooManyMemories);

  const writerHash = wallWriterHash(target, client);
  const blocked = await isWriterBlocked(db, target, writerHash);
  const id = crypto.randomUUID();
  // The memory and the proof of its author's authorisation (Ley 1581) are written together or not at all.
  const [[row]] = await db.batch([
    db
      .insert(memories)
      .values({
        id,
        memorialProfileId: target.kind === 'memorial' ? target.id : null,
        familyProfileId: target.kind === 'family' ? target.id : null,
        photoUrl: input.photo_url ?? '',
        authorName: input.author_name,
        message: input.message,
        song: input.song,
        thingsList: input.things_list,
        visitorConsent: input.visitor_consent,
        // A blocked writer's memory is stored but waits hidden for the family, even with auto-publish on.
        isAuthorized: input.visitor_consent && memorial.autoPublish && !blocked,
        writerHash,
        fromBlockedWriter: blocked,
      })
      .returning(),
    consentInsert(db, { purpose: 'recuerdo', memoryId: id, ipAddress: client }),
  ]);
  if (!row) throw new Error('memory insert returned nothing');

  // The memory is stored; neither a mail hiccup nor a missed notice may turn that into an error. A writer the
  // family blocked does not reach their inbox: the memory waits in the manager.
  if (!blocked) {
    await notifyOwner(deps, memorial, row).catch((error: unknown) => log.error('memory_mail_failed', error));
  }
  // Open walls hear only of memories they may show; the same memories change the wall's kept first page.
  if (isPublicMemory(row)) {
    await deps.wall.publish(target, { type: 'added', memoryId: row.id });
    await deps.pages.purge(wallPaths(memorial.kind, memorial.slug));
  }
  return toMemoryDto(row);
}

/** One atomic `likes = likes + 1` on a public memory, at most 3 per address per memory per day. */
export async function likeMemory(deps: Pick<MemoryDeps, 'db' | 'wall' | 'passes'> & { ipAddress: string }, id: string): Promise<number> {
  const { db, ipAddress: client } = deps;
  const [visible] = await db
    .select({ id: memories.id, memorialProfileId: memories.memorialProfileId, familyProfileId: memories.familyProfileId })
    .from(memories)
    .where(and(eq(memories.id, id), publicOnly()))
    .limit(1);
  if (!visible) throw notFound(M.memoryNotFound);
  await assertTargetOpen(deps, targetOf(visible));
  if (!(await hitRateLimit(db, `memory-like:${id}:${client}`, LIKE_RULE))) throw tooManyRequests(M.tooManyLikes);
  const [row] = await db
    .update(memories)
    .set({ likes: sql`${memories.likes} + 1` })
    .where(and(eq(memories.id, id), publicOnly()))
    .returning({ likes: memories.likes, memorialProfileId: memories.memorialProfileId, familyProfileId: memories.familyProfileId });
  if (!row) throw notFound(M.memoryNotFound);
  await deps.wall.publish(targetOf(row), { type: 'liked', memoryId: id, likes: row.likes });
  return row.likes;
}

/**
 * The memory and its wall when `actor` may moderate the wall (its owner, a manager, an admin); 404 for a missing
 * memory, 403 for anyone else's (as before managers: the memory's id says nothing of its memorial).
 */
export async function moderatedMemory(
  db: Db,
  actor: UserRow,
  id: string,
): Promise<{ row: MemoryRow; memorial: WallMemorial; access: MemorialAccess }> {
  const [row] = await db.select().from(memories).where(eq(memories.id, id)).limit(1);
  if (!row) throw notFound(M.memoryNotFound);
  const target = targetOf(row);
  const memorial = await findMemorialOfWall(db, { target }, false);
  if (!memorial) throw notFound(M.memoryNotFound);
  try {
    const access = await requireMemorialRole({ db }, actor, { kind: target.kind, id: target.id, ownerId: memorial.ownerId }, 'moderator');
    return { row, memorial, access };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw forbidden();
    throw error;
  }
}

/**
 * The owner (or an admin) approves a memory for the public wall or withdraws the approval. A memory left
 * without the visitor's consent stays private whatever the owner decides. Either way the family has decided:
 * the visitors' open reports are closed and a memory hidden by them is hidden no more.
 */
export async function setMemoryVisibility(
  deps: Pick<MemoryDeps, 'db' | 'wall' | 'pages'>,
  actor: UserRow,
  id: string,
  isAuthorized: boolean,
): Promise<MemoryDto> {
  const { db } = deps;
  const { row: before, memorial, access } = await moderatedMemory(db, actor, id);
  const [[row]] = await db.batch([
    db.update(memories).set({ isAuthorized, hiddenByReports: false }).where(eq(memories.id, id)).returning(),
    closeReports(db, [id]),
    ...auditManagedChange(db, actor, access, isAuthorized ? 'memory_approved' : 'memory_declined', { memory_id: id }),
  ]);
  if (!row) throw notFound(M.memoryNotFound);
  // Open walls hear only of a memory that was or now is on the wall: a private one is never named.
  if (isPublicMemory(before) || isPublicMemory(row)) {
    await deps.wall.publish(targetOf(row), { type: 'updated', memoryId: id });
    await deps.pages.purge(wallPaths(memorial.kind, memorial.slug));
  }
  return toMemoryDto(row);
}

/** True when `url` is a visitor's memory photo this product stored (not, say, a demo gallery picture). */
async function isMemoryPhoto(db: Db, url: string): Promise<boolean> {
  const key = keyFromMediaUrl(url);
  if (!key) return false;
  const [photo] = await db.select({ kind: mediaObjects.kind }).from(mediaObjects).where(eq(mediaObjects.key, key)).limit(1);
  return photo?.kind === 'memory';
}

/** The owner (or an admin) deletes a memory, and its photo when the photo was uploaded for it. */
export async function deleteMemory(deps: MemoryDeps, actor: UserRow, id: string): Promise<void> {
  const { row, memorial, access } = await moderatedMemory(deps.db, actor, id);
  await deps.db.batch([
    deps.db.delete(memories).where(eq(memories.id, id)),
    ...auditManagedChange(deps.db, actor, access, 'memory_deleted', { memory_id: id }),
  ]);
  // The row is gone first: a failed R2 delete leaves an orphan object, never a memory without its photo.
  if (row.photoUrl && (await isMemoryPhoto(deps.db, row.photoUrl))) {
    await deps.removeMedia([row.photoUrl]).catch((error: unknown) => log.error('memory_photo_delete_failed', error));
  }
  if (isPublicMemory(row)) {
    await deps.wall.publish(targetOf(row), { type: 'removed', memoryId: id });
    await deps.pages.purge(wallPaths(memorial.kind, memorial.slug));
  }
}
