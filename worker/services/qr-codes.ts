import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers } from '../../db/schema';
import { notFound } from '../errors';
import { COUPLE_MESSAGES } from '../schemas/couple-texts';
import { defaultCardMember } from '../schemas/prayer-card-texts';
import { MEMORIAL_MESSAGES as M } from '../schemas/memorial-texts';
import { getCoupleRow } from './couple-memorials';
import { manageableFamily } from './family-memorials';
import { manageableIndividualMemorial } from './individual-memorials';
import { isAdmin, type UserRow } from './users';

/** What a plaque's QR code needs from a page: its permanent short code, and its slug to name the file. */
export type QrTarget = { slug: string; shortCode: string };

function target(row: { slug: string; shortCode: string | null } | undefined, message: string): QrTarget {
  if (!row?.shortCode) throw notFound(message);
  return { slug: row.slug, shortCode: row.shortCode };
}

/** The owner's memorial, or any memorial for an administrator; another person's is a plain "not found". */
export async function memorialQrTarget(deps: { db: Db }, actor: UserRow, id: string): Promise<QrTarget> {
  return target(await manageableIndividualMemorial(deps, actor, id), M.notFound);
}

/** What a prayer card shows besides the QR code, with the same access rule as the QR code. */
export type MemorialCardSource = QrTarget & {
  /** Whom the card's texts speak of: one person (a person's card, and a family's, which is one member's). */
  kind: 'individual' | 'family';
  templateId: string;
  name: string;
  /** Null where the memorial hides the date. */
  birthDate: string | null;
  deathDate: string | null;
  photoUrl: string | null;
};

export async function memorialCardSource(deps: { db: Db }, actor: UserRow, id: string): Promise<MemorialCardSource> {
  const row = await manageableIndividualMemorial(deps, actor, id);
  return {
    ...target(row, M.notFound),
    kind: 'individual',
    templateId: row.templateId,
    name: row.profileName,
    birthDate: row.showBirthDate ? row.birthDate : null,
    deathDate: row.showDeathDate ? row.deathDate : null,
    photoUrl: row.profileImageUrl,
  };
}

export async function familyQrTarget(deps: { db: Db }, actor: UserRow, id: string): Promise<QrTarget> {
  return target(await manageableFamily(deps, actor, id), M.familyNotFound);
}

/**
 * A family's card is one member's, as a person's card is theirs: the card for mamá's novena shows mamá's
 * portrait, name and dates, and its texts speak of one person. `memberId` names the member (one of this family's,
 * else 404 'Miembro no encontrado', whatever family it belongs to); without it, the family's first member (docs/features/plaque-and-card.md).
 */
export async function familyCardSource(deps: { db: Db }, actor: UserRow, id: string, memberId?: string): Promise<MemorialCardSource> {
  const row = await manageableFamily(deps, actor, id);
  const found = target(row, M.familyNotFound);
  const members = await deps.db
    .select({
      id: familyMembers.id,
      name: familyMembers.name,
      birthDate: familyMembers.birthDate,
      deathDate: familyMembers.deathDate,
      photo: familyMembers.profileImageUrl,
    })
    .from(familyMembers)
    .where(eq(familyMembers.familyProfileId, id))
    .orderBy(asc(familyMembers.displayOrder), asc(familyMembers.createdAt));
  const member = memberId === undefined ? defaultCardMember(members) : members.find((candidate) => candidate.id === memberId);
  if (!member) throw notFound(M.memberNotFound);
  return {
    ...found,
    kind: 'individual',
    templateId: row.templateId,
    name: member.name,
    birthDate: member.birthDate,
    deathDate: member.deathDate,
    photoUrl: member.photo,
  };
}

/** Couple pages are the administrators' (the route sits behind the admin role). */
export async function coupleQrTarget(deps: { db: Db }, id: string): Promise<QrTarget> {
  const row = await getCoupleRow(deps.db, id);
  return target(row, COUPLE_MESSAGES.notFound);
}

/** The customer a couple page was made for (or an administrator); anyone else's is a plain "not found". */
export async function ownCoupleQrTarget(deps: { db: Db }, actor: UserRow, id: string): Promise<QrTarget> {
  const row = await getCoupleRow(deps.db, id);
  if (!isAdmin(actor) && row.userId !== actor.id) throw notFound(COUPLE_MESSAGES.notFound);
  return target(row, COUPLE_MESSAGES.notFound);
}
