/**
 * 'Quién puede verlo' (docs/features/visibility.md): who may see a memorial or a family, the one place every public surface asks
 * (the pages, the walls, the public API, the calendar, candles, reminders, visits, the live channel), and the one
 * place that says who may change it (the owner, never a manager or an administrator).
 *
 * - `public`: as before.
 * - `unlisted`: served to whoever has the address, with `noindex`, and in no listing (the landing's examples).
 * - `private`: nothing of the person without the family's access code. The code is stored with the password
 *   hasher (scrypt, salted): codes are short and families reuse them, so a leaked row must not give them away,
 *   guessing online is held back per address (./access-attempts.ts), and a new code may not be one a stranger
 *   tries first (./access-code-rules.ts). A right code earns a 30-day token for that
 *   device (../visibility/access-tokens.ts), kept in an HttpOnly cookie named after the memorial.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import type { Visibility } from '../../db/schema/enums';
import { AppError, notFound } from '../errors';
import type { PublicPages } from '../edge-cache/purge';
import { familyPagePath, familyPaths, memorialPaths } from '../edge-cache/public-paths';
import { withExampleLanding } from '../edge-cache/settings-pages';
import { memorialChanged, type Live } from '../realtime/live';
import { MEMORIAL_MESSAGES } from '../schemas/memorial-texts';
import { normalizeAccessCode, VISIBILITY_MESSAGES as M, type VisibilityInput } from '../schemas/visibility';
import { ACCESS_TTL_MS, signAccessToken, verifyAccessToken, type MemorialKind } from '../visibility/access-tokens';
import { NO_PASSES, type AccessPasses, type AccessTarget } from '../visibility/passes';
import { hashPassword, verifyPassword } from './passwords';
import { assertMayTryCode, recordWrongCode, type AttemptDeps } from './access-attempts';
import { assertStrongAccessCode, assertStrongCodeFor } from './access-code-rules';
import type { CodeSubject } from '../visibility/weak-codes';
import { isAdmin, type UserRow } from './users';
import { managerRole } from './memorial-access';

export type { AccessPasses, AccessTarget } from '../visibility/passes';

/** What a public read needs: the database and, when the request carried any, the visitor's access cookies. */
export type VisitorDeps = { db: Db; passes?: AccessPasses };

/** A memorial as far as its visibility goes. */
export type AccessGate = AccessTarget & {
  slug: string;
  visibility: Visibility;
  accessCodeHash: string | null;
  accessVersion: number;
};

/** The columns an AccessGate is read from, for a select beside a service's own. */
export const gateColumns = (kind: MemorialKind) => {
  const table = kind === 'memorial' ? memorialProfiles : familyProfiles;
  return { visibility: table.visibility, accessCodeHash: table.accessCodeHash, accessVersion: table.accessVersion };
};

export const gateOf = (
  kind: MemorialKind,
  row: { id: string; slug: string; visibility: Visibility; accessCodeHash: string | null; accessVersion: number },
): AccessGate => ({
  kind,
  id: row.id,
  slug: row.slug,
  visibility: row.visibility,
  accessCodeHash: row.accessCodeHash,
  accessVersion: row.accessVersion,
});

/**
 * A private memorial asked for without its code: 403 with the words the visitor reads. `target` names the
 * memorial (its id and page) so a page can offer the code form; it says nothing of the person.
 */
export class PrivateMemorialError extends AppError {
  constructor(readonly target: AccessTarget & { slug: string }) {
    super(403, M.privateNotice, { code: 'MEMORIAL_PRIVATE' });
    this.name = 'PrivateMemorialError';
  }
}

/** Listed only when public: the landing's examples and anything else that lists memorials. */
export const isListed = (visibility: Visibility): boolean => visibility === 'public';

/** Whether search engines may index it: only a public page. */
export const isIndexable = (visibility: Visibility): boolean => visibility === 'public';

/** The memorial's public page. */
export const pagePathOfGate = (gate: Pick<AccessGate, 'kind' | 'slug'>): string =>
  gate.kind === 'memorial' ? `/memorial/${encodeURIComponent(gate.slug)}` : familyPagePath(gate.slug);

/** Whether this visitor may see the memorial behind `gate`: any but a private one, or a private one with its valid token. */
export async function visitorMayRead(passes: AccessPasses | undefined, gate: AccessGate, now: number = Date.now()): Promise<boolean> {
  if (gate.visibility !== 'private') return true;
  const token = (passes ?? NO_PASSES).tokenFor(gate);
  if (!token || !gate.accessCodeHash) return false;
  return verifyAccessToken(
    token,
    { kind: gate.kind, id: gate.id, accessVersion: gate.accessVersion, accessCodeHash: gate.accessCodeHash },
    now,
  );
}

/** Throws PrivateMemorialError unless this visitor may see the memorial. */
export async function assertOpen(deps: VisitorDeps, gate: AccessGate): Promise<void> {
  if (!(await visitorMayRead(deps.passes, gate))) throw new PrivateMemorialError({ kind: gate.kind, id: gate.id, slug: gate.slug });
}

/** A published memorial's gate by id, or null. */
export async function findGate(db: Db, target: AccessTarget): Promise<AccessGate | null> {
  const table = target.kind === 'memorial' ? memorialProfiles : familyProfiles;
  const [row] = await db
    .select({ id: table.id, slug: table.slug, ...gateColumns(target.kind) })
    .from(table)
    .where(and(eq(table.id, target.id), eq(table.isPublished, true)))
    .limit(1);
  return row ? gateOf(target.kind, row) : null;
}

/**
 * For the public services that already found the published memorial by id (candles, reminders, visits, likes,
 * the calendar): refuse a private one without its code. A memorial gone meanwhile is the caller's 404.
 */
export async function assertTargetOpen(deps: VisitorDeps, target: AccessTarget): Promise<void> {
  const gate = await findGate(deps.db, target);
  if (gate) await assertOpen(deps, gate);
}

/** The one rule for changing who may see a memorial: its owner, and only its owner (not a co-manager, not an administrator). */
export function assertMayChangeVisibility(actor: Pick<UserRow, 'id'>, ownerId: string): void {
  if (actor.id !== ownerId) throw new AppError(403, M.onlyOwner);
}

type OwnedGate = AccessGate & { ownerId: string; published: boolean };

/** Who sees the setting (the owner, the memorial's managers, an administrator); everyone else gets the 404. */
async function mayReadVisibility(db: Db, actor: Pick<UserRow, 'id' | 'role'>, gate: OwnedGate): Promise<boolean> {
  if (gate.ownerId === actor.id || isAdmin(actor)) return true;
  return (await managerRole(db, { kind: gate.kind, id: gate.id }, actor.id)) !== null;
}

async function findOwnedGate(db: Db, target: AccessTarget): Promise<OwnedGate | null> {
  const table = target.kind === 'memorial' ? memorialProfiles : familyProfiles;
  const [row] = await db
    .select({ id: table.id, slug: table.slug, ownerId: table.userId, published: table.isPublished, ...gateColumns(target.kind) })
    .from(table)
    .where(eq(table.id, target.id))
    .limit(1);
  return row ? { ...gateOf(target.kind, row), ownerId: row.ownerId, published: row.published } : null;
}

const notFoundFor = (kind: MemorialKind) => notFound(kind === 'memorial' ? MEMORIAL_MESSAGES.notFound : MEMORIAL_MESSAGES.familyNotFound);

export type VisibilityDto = { visibility: Visibility; has_access_code: boolean };

/** The owner's (or an administrator's) view of the setting; anyone else gets the memorial's 404. */
export async function getVisibility(
  deps: { db: Db },
  actor: Pick<UserRow, 'id' | 'role'>,
  target: AccessTarget,
): Promise<VisibilityDto & { may_change: boolean }> {
  const gate = await findOwnedGate(deps.db, target);
  if (!gate || !(await mayReadVisibility(deps.db, actor, gate))) throw notFoundFor(target.kind);
  return { visibility: gate.visibility, has_access_code: gate.accessCodeHash !== null, may_change: gate.ownerId === actor.id };
}

/**
 * The one rule for the code a choice leaves stored, for PUT …/visibility and for a new memorial alike: 'private'
 * takes a new code (refused when a stranger would try it first, then hashed) or keeps the stored one, and without
 * either is 400 'Escribe el código de acceso…'; any other choice drops the code. `changed` says whether devices
 * opened with the old code must type again (the version rises).
 */
async function codeForChoice(
  input: VisibilityInput,
  stored: string | null,
  assertStrong: (code: string) => void | Promise<void>,
): Promise<{ accessCodeHash: string | null; changed: boolean }> {
  if (input.visibility !== 'private') return { accessCodeHash: null, changed: stored !== null };
  if (input.access_code !== undefined) {
    await assertStrong(input.access_code);
    return { accessCodeHash: await hashPassword(input.access_code), changed: true };
  }
  if (stored) return { accessCodeHash: stored, changed: false };
  throw new AppError(400, M.codeRequired);
}

/**
 * Who may see a memorial being created (the wizard's last step, docs/features/visibility.md), by the same rules as PUT …/visibility;
 * the code may not be only the names and years the request itself gives (`subject`). Left out: public.
 */
export async function newMemorialVisibility(
  subject: CodeSubject,
  input: VisibilityInput,
): Promise<{ visibility: Visibility; accessCodeHash: string | null }> {
  const { accessCodeHash } = await codeForChoice(input, null, (code) => assertStrongCodeFor(subject, code));
  return { visibility: input.visibility, accessCodeHash };
}

export type VisibilityDeps = { db: Db; live: Live; pages: PublicPages };

/**
 * PUT …/{id}/visibility. A new code is hashed and raises the version (every device opened with the old one must
 * type the new one); leaving `private` drops the code and raises the version too. The change and the pages' purge
 * are one D1 batch, so no copy kept at the edge from before (when the page may have been public) is served once
 * the memorial is private, whatever fails afterwards.
 */
export async function setVisibility(
  deps: VisibilityDeps,
  actor: Pick<UserRow, 'id' | 'role'>,
  target: AccessTarget,
  input: VisibilityInput,
): Promise<VisibilityDto> {
  const { db } = deps;
  const current = await findOwnedGate(db, target);
  if (!current || !(await mayReadVisibility(db, actor, current))) throw notFoundFor(target.kind);
  assertMayChangeVisibility(actor, current.ownerId);

  const { accessCodeHash, changed } = await codeForChoice(input, current.accessCodeHash, (code) =>
    assertStrongAccessCode(db, target, code),
  );
  const accessVersion = current.accessVersion + (changed ? 1 : 0);

  const table = target.kind === 'memorial' ? memorialProfiles : familyProfiles;
  const paths = target.kind === 'memorial' ? memorialPaths(current.slug) : familyPaths(current.slug);
  const purge = deps.pages.batched(
    db,
    await withExampleLanding(db, target.kind === 'memorial' ? 'individual' : 'family', current.slug, paths),
  );
  const [[row], bumped] = await db.batch([
    db
      .update(table)
      .set({ visibility: input.visibility, accessCodeHash, accessVersion, updatedAt: new Date().toISOString() })
      .where(eq(table.id, target.id))
      .returning({ visibility: table.visibility, accessCodeHash: table.accessCodeHash }),
    purge.statement,
  ]);
  if (!row) throw notFoundFor(target.kind);
  await purge.settle(bumped);
  await memorialChanged(deps.live, current.ownerId);
  return { visibility: row.visibility, has_access_code: row.accessCodeHash !== null };
}

export type AccessPass = { token: string; expiresAt: number };

/**
 * POST …/{id}/access: a visitor's code. The right one answers the page's path and a pass for the cookie; a
 * memorial that is not private needs none (the path alone). Wrong: 403 'El código no es correcto.'. Wrong codes
 * are limited per address, never for the memorial as a whole (./access-attempts.ts), and refused before the
 * (deliberately slow) hash is computed.
 */
export async function openPrivateMemorial(
  deps: AttemptDeps & { ipAddress: string },
  target: AccessTarget,
  code: string,
  now: number = Date.now(),
): Promise<{ path: string; pass: AccessPass | null }> {
  const { db, ipAddress: client } = deps;
  const gate = await findOwnedGate(db, target);
  if (!gate?.published) throw notFoundFor(target.kind);
  const path = pagePathOfGate(gate);
  if (gate.visibility !== 'private' || !gate.accessCodeHash) return { path, pass: null };

  await assertMayTryCode(db, target, client, now);
  if (!(await verifyPassword(normalizeAccessCode(code), gate.accessCodeHash))) {
    await recordWrongCode(deps, target, client, now);
    throw new AppError(403, M.wrongCode, { code: 'ACCESS_CODE_WRONG' });
  }
  const expiresAt = now + ACCESS_TTL_MS;
  const token = await signAccessToken(
    { kind: gate.kind, id: gate.id, accessVersion: gate.accessVersion, accessCodeHash: gate.accessCodeHash },
    expiresAt,
  );
  return { path, pass: { token, expiresAt } };
}
