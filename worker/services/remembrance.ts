import { and, asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers, familyProfiles, memorialProfiles, remembranceSettings } from '../../db/schema';
import { REMEMBRANCE_KINDS, type Relationship, type RemembranceKind } from '../../db/schema/enums';
import type { PublicPages } from '../edge-cache/purge';
import { familyPagePath } from '../edge-cache/public-paths';
import { AppError, badRequest, forbidden, notFound } from '../errors';
import { MANAGER_MESSAGES } from '../schemas/manager-texts';
import { availableKinds, DEFAULT_CHOICES, type RemembranceChoices } from '../remembrance/choices';
import {
  dayAfter,
  nextRemembranceDates,
  todaysRemembrance,
  type RememberedPerson,
  type RemembranceDate,
  type RemembranceNotice,
  type RemembranceSubject,
  type RemembranceTarget,
} from '../remembrance/rules';
import { REMEMBRANCE_MESSAGES as M, type RemembranceSettingsInput } from '../schemas/remembrance';
import type { UserRow } from './users';
import { auditManagedChange, requireMemorialRole, type MemorialAccess, type MemorialRole } from './memorial-access';

export type { RemembranceTarget } from '../remembrance/rules';

type SettingsRow = typeof remembranceSettings.$inferSelect;

/**
 * A memorial as remembrance needs it. `audience: 'public'` leaves out the dates the family hid on the page
 * (show_birth_date, show_death_date), so no public date, calendar or reminder reveals them; the owner's view has
 * them all.
 */
export type RemembranceMemorial = {
  target: RemembranceTarget;
  slug: string;
  name: string;
  ownerId: string;
  published: boolean;
  subject: RemembranceSubject;
};

export type Audience = 'public' | 'owner';

/** The owner's choices as the API shows them. */
export type RemembranceSettingsDto = {
  kinds: RemembranceChoices;
  /** Which kinds make sense here: Día de la Madre / del Padre on a family need a member recorded as madre / padre. */
  available: Record<RemembranceKind, boolean>;
  /** Reminders of these dates to the owner's own address (on by default). */
  owner_reminders: boolean;
  /** The daily e-mail with the candles lit the day before (on by default). */
  candle_digest: boolean;
};

/** The public page's part: the banner's texts for today and the card's next dates. */
export type PublicRemembrance = {
  today: RemembranceNotice[];
  upcoming: RemembranceDate[];
  /** `/memorial/{slug}/fechas.ics` (or the family's): 'Agregar a mi calendario', also as webcal://. */
  calendar_path: string;
};

const SETTING_COLUMNS: Record<RemembranceKind, keyof SettingsRow> = {
  novenario: 'novenario',
  misa_de_mes: 'misaDeMes',
  cabo_de_ano: 'caboDeAno',
  aniversario: 'aniversario',
  cumpleanos: 'cumpleanos',
  fieles_difuntos: 'fielesDifuntos',
  dia_de_la_madre: 'diaDeLaMadre',
  dia_del_padre: 'diaDelPadre',
};

export const targetOf = (ids: { memorial_profile_id: string | null; family_profile_id: string | null }): RemembranceTarget =>
  ids.memorial_profile_id ? { kind: 'memorial', id: ids.memorial_profile_id } : { kind: 'family', id: ids.family_profile_id ?? '' };

const notFoundFor = (target: RemembranceTarget) => notFound(target.kind === 'memorial' ? M.memorialNotFound : M.familyNotFound);

export const pagePathOf = (memorial: Pick<RemembranceMemorial, 'target' | 'slug'>): string =>
  memorial.target.kind === 'memorial' ? `/memorial/${encodeURIComponent(memorial.slug)}` : familyPagePath(memorial.slug);

export const calendarPathOf = (memorial: Pick<RemembranceMemorial, 'target' | 'slug'>): string => `${pagePathOf(memorial)}/fechas.ics`;

/** Which settings row belongs to `target`. */
const settingsOf = (target: RemembranceTarget) =>
  target.kind === 'memorial' ? eq(remembranceSettings.memorialProfileId, target.id) : eq(remembranceSettings.familyProfileId, target.id);

type MemorialRow = typeof memorialProfiles.$inferSelect;
type FamilyRow = typeof familyProfiles.$inferSelect;
type MemberRow = typeof familyMembers.$inferSelect;

export function fromMemorial(row: MemorialRow, audience: Audience): RemembranceMemorial {
  const target: RemembranceTarget = { kind: 'memorial', id: row.id };
  const person: RememberedPerson = {
    memberId: null,
    name: row.profileName,
    birthDate: audience === 'owner' || row.showBirthDate ? row.birthDate : null,
    deathDate: audience === 'owner' || row.showDeathDate ? row.deathDate : null,
    relationship: null,
  };
  return {
    target,
    slug: row.slug,
    name: row.profileName,
    ownerId: row.userId,
    published: row.isPublished,
    subject: { target, people: [person] },
  };
}

export function fromFamily(row: FamilyRow, members: MemberRow[]): RemembranceMemorial {
  const target: RemembranceTarget = { kind: 'family', id: row.id };
  const people: RememberedPerson[] = members.map((member) => ({
    memberId: member.id,
    name: member.name,
    birthDate: member.birthDate,
    deathDate: member.deathDate,
    relationship: member.relationship as Relationship,
  }));
  return { target, slug: row.slug, name: row.familyName, ownerId: row.userId, published: row.isPublished, subject: { target, people } };
}

async function membersOf(db: Db, familyIds: string[]): Promise<MemberRow[]> {
  if (familyIds.length === 0) return [];
  return db
    .select()
    .from(familyMembers)
    .where(inArray(familyMembers.familyProfileId, familyIds))
    .orderBy(asc(familyMembers.displayOrder), asc(familyMembers.createdAt));
}

/** A memorial or family by id (published or not), or null. */
export async function findRemembranceMemorial(db: Db, target: RemembranceTarget, audience: Audience): Promise<RemembranceMemorial | null> {
  if (target.kind === 'memorial') {
    const [row] = await db.select().from(memorialProfiles).where(eq(memorialProfiles.id, target.id)).limit(1);
    return row ? fromMemorial(row, audience) : null;
  }
  const [row] = await db.select().from(familyProfiles).where(eq(familyProfiles.id, target.id)).limit(1);
  return row ? fromFamily(row, await membersOf(db, [row.id])) : null;
}

/** A published memorial (public view) by its page's slug, or null: the calendar and the public page. */
export async function findPublishedBySlug(db: Db, kind: RemembranceTarget['kind'], slug: string): Promise<RemembranceMemorial | null> {
  if (kind === 'memorial') {
    const [row] = await db
      .select()
      .from(memorialProfiles)
      .where(and(eq(memorialProfiles.slug, slug), eq(memorialProfiles.isPublished, true)))
      .limit(1);
    return row ? fromMemorial(row, 'public') : null;
  }
  const [row] = await db
    .select()
    .from(familyProfiles)
    .where(and(eq(familyProfiles.slug, slug), eq(familyProfiles.isPublished, true)))
    .limit(1);
  return row ? fromFamily(row, await membersOf(db, [row.id])) : null;
}

/** A published memorial by id, for visitors (candles, reminders); 404 otherwise. */
export async function publishedMemorial(db: Db, target: RemembranceTarget): Promise<RemembranceMemorial> {
  const memorial = await findRemembranceMemorial(db, target, 'public');
  if (!memorial?.published) throw notFoundFor(target);
  return memorial;
}

/**
 * The memorial `actor` may act on as `need` (memorial-access.ts: its owner, a manager of that role, an administrator;
 * `admin` lets an administrator through an owner's check too), in the owner's view; the same 404 otherwise.
 */
export async function managedMemorial(
  db: Db,
  actor: Pick<UserRow, 'id' | 'role'>,
  target: RemembranceTarget,
  need: MemorialRole = 'editor',
  options: { admin?: boolean } = {},
): Promise<RemembranceMemorial & { access: MemorialAccess }> {
  const memorial = await findRemembranceMemorial(db, target, 'owner');
  if (!memorial) throw notFoundFor(target);
  try {
    return {
      ...memorial,
      access: await requireMemorialRole({ db }, actor, { kind: target.kind, id: target.id, ownerId: memorial.ownerId }, need, options),
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFoundFor(target);
    throw error;
  }
}

/** The stored choices, or the defaults when the owner never changed them. */
export function choicesFrom(row: SettingsRow | undefined): RemembranceChoices {
  if (!row) return { ...DEFAULT_CHOICES };
  return Object.fromEntries(REMEMBRANCE_KINDS.map((kind) => [kind, row[SETTING_COLUMNS[kind]] === true])) as RemembranceChoices;
}

export async function settingsRow(db: Db, target: RemembranceTarget): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(remembranceSettings).where(settingsOf(target)).limit(1);
  return row;
}

/** The settings row of the memorials `ids` names (a list, or a subquery), for a page's batch; `choicesFrom` reads it. */
export const memorialSettingsQuery = (db: Db, ids: readonly string[] | SQLWrapper) =>
  db.select().from(remembranceSettings).where(inArray(remembranceSettings.memorialProfileId, ids)).limit(1);

export async function readChoices(db: Db, target: RemembranceTarget): Promise<RemembranceChoices> {
  return choicesFrom(await settingsRow(db, target));
}

function settingsDto(memorial: RemembranceMemorial, row: SettingsRow | undefined): RemembranceSettingsDto {
  return {
    kinds: choicesFrom(row),
    available: availableKinds(memorial.subject.people.map((person) => person.relationship)),
    owner_reminders: row?.ownerReminders ?? true,
    candle_digest: row?.candleDigest ?? true,
  };
}

/** GET /api/remembrance/settings: the owner's (or an administrator's) view of one memorial's choices. */
export async function getRemembranceSettings(deps: { db: Db }, actor: UserRow, target: RemembranceTarget): Promise<RemembranceSettingsDto> {
  const { db } = deps;
  const memorial = await managedMemorial(db, actor, target);
  return settingsDto(memorial, await settingsRow(db, target));
}

/**
 * PATCH /api/remembrance/settings: changes only what the request names, in one upsert (so two changes at once
 * never undo each other), then purges the public page, whose card and banner show the kept dates. A family day
 * no member can have (no 'madre' for Día de la Madre) is refused; turning one off is always allowed.
 */
export async function updateRemembranceSettings(
  deps: { db: Db; pages: PublicPages },
  actor: UserRow,
  target: RemembranceTarget,
  input: RemembranceSettingsInput,
): Promise<RemembranceSettingsDto> {
  const { db } = deps;
  const memorial = await managedMemorial(db, actor, target);
  // The reminders and the candles' digest are e-mails to the owner: a manager changes the dates, not the owner's mail.
  const ownerMail = input.owner_reminders !== undefined || input.candle_digest !== undefined;
  if (ownerMail && (memorial.access.role === 'editor' || memorial.access.role === 'moderator'))
    throw forbidden(MANAGER_MESSAGES.ownerEmailsOnly);
  const available = availableKinds(memorial.subject.people.map((person) => person.relationship));
  const changes: Partial<SettingsRow> = {};
  for (const kind of REMEMBRANCE_KINDS) {
    const value = input.kinds?.[kind];
    if (value === undefined) continue;
    if (value && !available[kind]) throw badRequest(M.kindUnavailable);
    Object.assign(changes, { [SETTING_COLUMNS[kind]]: value });
  }
  if (input.owner_reminders !== undefined) changes.ownerReminders = input.owner_reminders;
  if (input.candle_digest !== undefined) changes.candleDigest = input.candle_digest;
  const updatedAt = new Date().toISOString();

  const [[row]] = await db.batch([
    db
      .insert(remembranceSettings)
      .values({
        memorialProfileId: target.kind === 'memorial' ? target.id : null,
        familyProfileId: target.kind === 'family' ? target.id : null,
        ...changes,
        updatedAt,
      })
      .onConflictDoUpdate({
        target: target.kind === 'memorial' ? remembranceSettings.memorialProfileId : remembranceSettings.familyProfileId,
        set: { ...changes, updatedAt },
      })
      .returning(),
    ...auditManagedChange(db, actor, memorial.access, 'remembrance_settings_updated', { kinds: input.kinds ?? {} }),
  ]);
  await deps.pages.purge([pagePathOf(memorial)]);
  return settingsDto(memorial, row);
}

/** The owner's dashboard: the next `count` dates from `today` (the owner's view: hidden dates included). */
export async function upcomingForOwner(
  deps: { db: Db },
  actor: UserRow,
  target: RemembranceTarget,
  today: string,
  count: number,
): Promise<RemembranceDate[]> {
  const { db } = deps;
  // Only dates: anyone who helps with the memorial may read them (a moderator's card shows them too).
  const memorial = await managedMemorial(db, actor, target, 'moderator');
  return nextRemembranceDates(memorial.subject, await readChoices(db, target), today, count);
}

/** The card shows this many dates. */
export const PUBLIC_UPCOMING = 2;

/**
 * What a published memorial's page shows on `today` (the Colombian date): the banner's notices (empty on an
 * ordinary day) and the next two dates after today for 'Fechas para recordar'. Null for a page that is not
 * published. The page is kept at the edge until the Colombian midnight, so rendering it with today's date is
 * enough; a change of the owner's choices purges it.
 */
export async function publicRemembrance(
  deps: { db: Db },
  kind: RemembranceTarget['kind'],
  slug: string,
  today: string,
): Promise<PublicRemembrance | null> {
  const { db } = deps;
  const memorial = await findPublishedBySlug(db, kind, slug);
  if (!memorial) return null;
  return publicRemembranceOf(memorial, await readChoices(db, memorial.target), today);
}

/** The public page's part for a published memorial (public view) whose choices are read. */
export function publicRemembranceOf(memorial: RemembranceMemorial, choices: RemembranceChoices, today: string): PublicRemembrance {
  return {
    today: todaysRemembrance(memorial.subject, choices, today),
    upcoming: nextRemembranceDates(memorial.subject, choices, dayAfter(today), PUBLIC_UPCOMING),
    calendar_path: calendarPathOf(memorial),
  };
}
