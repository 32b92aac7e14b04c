import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles, orders, plaques, shortLinks, users } from '../../db/schema';
import type { PlaqueStatus, PlaqueTarget } from '../../db/schema/enums';
import { PLAQUE_STATUSES } from '../../db/schema/enums';
import { conflict, notFound } from '../errors';
import { plaqueMessage } from '../mail/plaque-templates';
import type { Mailer } from '../mail/types';
import type { Live } from '../realtime/live';
import { deliveryEditable, PLAQUE_MESSAGES as M, previousPlaqueStatus } from '../schemas/plaque-texts';
import type { PlaqueAdvanceInput, PlaqueDeliveryInput } from '../schemas/plaques';
import { auditInsertWhen } from './audit';
import { containsText } from './contains';
import { paginate, type Pagination } from './pagination';
import { consentInsertWhen } from './privacy-consents';
import { shortUrl } from './short-links';
import type { UserRow } from './users';
import { log } from '../log';

export type PlaqueDelivery = {
  recipient_name: string;
  phone: string;
  department: string;
  municipality: string;
  address: string;
  notes: string | null;
  updated_at: string | null;
};

/** The page the plaque carries the code of; `name` and `slug` are null once that page was deleted. */
export type PlaqueMemorial = {
  type: PlaqueTarget;
  id: string;
  name: string | null;
  slug: string | null;
  short_code: string | null;
  short_url: string | null;
};

/** A plaque as its owner sees it on the dashboard. */
export type PlaqueDto = {
  id: string;
  status: PlaqueStatus;
  memorial: PlaqueMemorial;
  delivery: PlaqueDelivery | null;
  /** Whether the owner may still write where to send it (schemas/plaque-texts.ts `deliveryEditable`). */
  delivery_editable: boolean;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
  engraved_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
};

/**
 * A plaque in the back-office's 'Placas': the owner's view plus whose it is. `owner` is who holds the plaque now
 * (`heldBy`): the memorial's current owner, after a hand-over too; the order and its buyer stay in 'Órdenes'.
 */
export type AdminPlaqueDto = PlaqueDto & {
  order_id: string;
  owner: { id: string; first_name: string; last_name: string; email: string };
};

export type AdminPlaquesPage = { data: AdminPlaqueDto[]; pagination: Pagination; counts: Record<PlaqueStatus, number> };

type PlaqueDeps = { db: Db; mailer: Mailer; appUrl: string; live: Live; ipAddress: string | null };
type PlaqueReadDeps = { db: Db; appUrl: string };

type PlaqueRow = typeof plaques.$inferSelect;

const selection = {
  plaque: plaques,
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  name: sql<string | null>`coalesce(${memorialProfiles.profileName}, ${familyProfiles.familyName})`,
  slug: sql<string | null>`coalesce(${memorialProfiles.slug}, ${familyProfiles.slug})`,
  // From short_links, which keeps a deleted page's code: an engraved plaque still says which code it carries.
  shortCode: shortLinks.code,
};
type JoinedRow = {
  plaque: PlaqueRow;
  owner: { id: string; firstName: string; lastName: string; email: string };
  name: string | null;
  slug: string | null;
  shortCode: string | null;
};

/** Every plaque with who holds it (`heldBy`), its page and that page's code. */
function plaquesQuery(db: Db) {
  return joined(db.select(selection).from(plaques).$dynamic());
}

/**
 * The joins the list, its count and its search share. The person is the plaque's holder: the owner of the memorial
 * it carries the code of, whoever bought it; once that memorial is deleted (an engraved plaque stays), the buyer.
 */
function joined<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(orders, eq(orders.id, plaques.orderId))
    .leftJoin(memorialProfiles, and(eq(plaques.targetType, 'memorial'), eq(memorialProfiles.id, plaques.targetId)))
    .leftJoin(familyProfiles, and(eq(plaques.targetType, 'family'), eq(familyProfiles.id, plaques.targetId)))
    .innerJoin(users, eq(users.id, sql`coalesce(${memorialProfiles.userId}, ${familyProfiles.userId}, ${orders.userId})`))
    .leftJoin(shortLinks, and(eq(shortLinks.targetType, plaques.targetType), eq(shortLinks.targetId, plaques.targetId)));
}

/**
 * The plaques `userId` holds (docs/features/family-circle.md, "What follows the memorial"): the plaque follows its
 * memorial, so a hand-over hands it on with the page (its state, tracking and delivery); the order that paid for it
 * stays the buyer's. A plaque whose memorial was deleted is its buyer's. Three indexed lookups rather than the
 * join's coalesce, so a dashboard never scans every plaque. Table names are written out: in a one-table UPDATE
 * drizzle names `plaques`' columns without their table, which a subquery would read as its own.
 */
export function heldBy(db: Db, userId: string): SQL {
  const owned = (table: typeof memorialProfiles | typeof familyProfiles) =>
    db.select({ id: table.id }).from(table).where(eq(table.userId, userId));
  return sql`(
    (plaques.target_type = 'memorial' AND plaques.target_id IN ${owned(memorialProfiles)})
    OR (plaques.target_type = 'family' AND plaques.target_id IN ${owned(familyProfiles)})
    OR (plaques.order_id IN ${db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))}
      AND NOT EXISTS (SELECT 1 FROM memorial_profiles WHERE memorial_profiles.id = plaques.target_id)
      AND NOT EXISTS (SELECT 1 FROM family_profiles WHERE family_profiles.id = plaques.target_id)))`;
}

function toDelivery(row: PlaqueRow): PlaqueDelivery | null {
  const { recipientName, recipientPhone, department, municipality, address } = row;
  if (!recipientName || !recipientPhone || !department || !municipality || !address) return null;
  return {
    recipient_name: recipientName,
    phone: recipientPhone,
    department,
    municipality,
    address,
    notes: row.deliveryNotes,
    updated_at: row.deliveryUpdatedAt,
  };
}

function toPlaqueDto(row: JoinedRow, appUrl: string): PlaqueDto {
  const { plaque } = row;
  const delivery = toDelivery(plaque);
  return {
    id: plaque.id,
    status: plaque.status,
    memorial: {
      type: plaque.targetType,
      id: plaque.targetId,
      name: row.name,
      slug: row.slug,
      short_code: row.shortCode,
      short_url: row.shortCode ? shortUrl(appUrl, row.shortCode) : null,
    },
    delivery,
    delivery_editable: deliveryEditable(plaque.status, delivery !== null),
    carrier: plaque.carrier,
    tracking_number: plaque.trackingNumber,
    created_at: plaque.createdAt,
    engraved_at: plaque.engravedAt,
    shipped_at: plaque.shippedAt,
    delivered_at: plaque.deliveredAt,
  };
}

function toAdminPlaqueDto(row: JoinedRow, appUrl: string): AdminPlaqueDto {
  return {
    ...toPlaqueDto(row, appUrl),
    order_id: row.plaque.orderId,
    owner: { id: row.owner.id, first_name: row.owner.firstName, last_name: row.owner.lastName, email: row.owner.email },
  };
}

/** The plaques `actor` holds (`heldBy`), oldest first (the order of their memorials). */
export async function listOwnPlaques(deps: PlaqueReadDeps, actor: Pick<UserRow, 'id'>): Promise<PlaqueDto[]> {
  const { db, appUrl } = deps;
  const rows = await plaquesQuery(db).where(heldBy(db, actor.id)).orderBy(asc(plaques.createdAt), asc(plaques.id));
  return rows.map((row) => toPlaqueDto(row, appUrl));
}

async function findPlaque(db: Db, id: string, holderId?: string): Promise<JoinedRow> {
  const [row] = await plaquesQuery(db)
    .where(and(eq(plaques.id, id), holderId ? heldBy(db, holderId) : undefined))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  return row;
}

const plaqueEntity = (id: string) => ({ entityType: 'plaque', entityId: id });
/** For a guarded audit row: the plaque `id` as the change left it. */
const plaqueMatches = (id: string, changed: SQL) => sql`SELECT 1 FROM ${plaques} WHERE ${plaques.id} = ${id} AND ${changed}`;

/**
 * The plaque's holder (`heldBy`: the memorial's owner) says where to send it. One guarded UPDATE: only a plaque they hold, and only while
 * `deliveryEditable` allows it, so an administrator engraving at the same moment wins cleanly.
 */
export async function saveOwnDelivery(
  deps: PlaqueDeps,
  actor: Pick<UserRow, 'id'>,
  id: string,
  input: PlaqueDeliveryInput,
): Promise<PlaqueDto> {
  const { db } = deps;
  const now = new Date().toISOString();
  const editable = or(eq(plaques.status, 'por_grabar'), and(eq(plaques.status, 'grabada'), isNull(plaques.address)));
  const [updated] = await db.batch([
    db
      .update(plaques)
      .set({
        recipientName: input.recipient_name,
        recipientPhone: input.phone,
        department: input.department,
        municipality: input.municipality,
        address: input.address,
        deliveryNotes: input.notes,
        deliveryUpdatedAt: now,
        updatedAt: now,
      })
      .where(and(eq(plaques.id, id), heldBy(db, actor.id), editable))
      .returning({ id: plaques.id }),
    auditInsertWhen(
      db,
      {
        actorId: actor.id,
        action: 'plaque.delivery_saved',
        ...plaqueEntity(id),
        details: { municipality: input.municipality, department: input.department },
        ipAddress: deps.ipAddress,
      },
      plaqueMatches(id, sql`${plaques.deliveryUpdatedAt} = ${now}`),
    ),
    consentInsertWhen(
      db,
      { purpose: 'entrega_placa', userId: actor.id, plaqueId: id, ipAddress: deps.ipAddress },
      plaqueMatches(id, sql`${plaques.deliveryUpdatedAt} = ${now}`),
    ),
  ]);
  if (updated.length === 0) {
    await findPlaque(db, id, actor.id); // 404 for a plaque they do not hold, or none at all
    throw conflict(M.deliveryLocked);
  }
  await Promise.all([deps.live.admins('plaques'), deps.live.customer(actor.id, 'memorials')]);
  return toPlaqueDto(await findPlaque(db, id, actor.id), deps.appUrl);
}

export async function listAdminPlaques(
  deps: PlaqueReadDeps,
  query: { page: number; limit: number; search?: string; status?: PlaqueStatus },
): Promise<AdminPlaquesPage> {
  const { db, appUrl } = deps;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(plaques.status, query.status));
  if (query.search) {
    const search = query.search;
    const holds = (column: SQL) => containsText(column, search);
    const match = or(
      holds(sql`coalesce(${memorialProfiles.profileName}, ${familyProfiles.familyName}, '')`),
      holds(sql`${users.firstName} || ' ' || ${users.lastName}`),
      holds(sql`${users.email}`),
      holds(sql`coalesce(${plaques.recipientName}, '')`),
      holds(sql`coalesce(${plaques.municipality}, '') || ' ' || coalesce(${plaques.department}, '')`),
      holds(sql`coalesce(${plaques.trackingNumber}, '')`),
      holds(sql`coalesce(${shortLinks.code}, '')`),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  // An open state is a work queue, oldest first; finished plaques read newest first.
  const queue = query.status === 'por_grabar' || query.status === 'grabada';
  const order = queue ? [asc(plaques.createdAt), asc(plaques.id)] : [desc(plaques.updatedAt), desc(plaques.id)];

  const [rows, [total], byStatus] = await Promise.all([
    plaquesQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    joined(db.select({ n: count() }).from(plaques).$dynamic()).where(where),
    db.select({ status: plaques.status, n: count() }).from(plaques).groupBy(plaques.status),
  ]);
  const counts = Object.fromEntries(PLAQUE_STATUSES.map((status) => [status, 0])) as Record<PlaqueStatus, number>;
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    data: rows.map((row) => toAdminPlaqueDto(row, appUrl)),
    pagination: paginate(query.page, query.limit, total?.n ?? 0),
    counts,
  };
}

export async function getAdminPlaque(deps: PlaqueReadDeps, id: string): Promise<AdminPlaqueDto> {
  return toAdminPlaqueDto(await findPlaque(deps.db, id), deps.appUrl);
}

const STAMP = { grabada: 'engravedAt', enviada: 'shippedAt', entregada: 'deliveredAt' } as const;
const ACTION = { grabada: 'plaque.engraved', enviada: 'plaque.shipped', entregada: 'plaque.delivered' } as const;

/**
 * One step forward: por grabar → grabada → enviada → entregada. The UPDATE matches only the state the step
 * leaves (and, to send, a plaque with an address), so a plaque never skips, never goes back, and two
 * administrators at once move it once. Its holder (the memorial's owner now) gets an e-mail for each step.
 */
export async function advancePlaque(
  deps: PlaqueDeps,
  actor: Pick<UserRow, 'id'>,
  id: string,
  input: PlaqueAdvanceInput,
): Promise<AdminPlaqueDto> {
  const { db } = deps;
  const now = new Date().toISOString();
  const stamp = STAMP[input.status];
  const shipping = input.status === 'enviada' ? { carrier: input.carrier, trackingNumber: input.tracking_number } : {};
  const [updated] = await db.batch([
    db
      .update(plaques)
      .set({ status: input.status, [stamp]: now, updatedAt: now, ...shipping })
      .where(
        and(
          eq(plaques.id, id),
          eq(plaques.status, previousPlaqueStatus(input.status)),
          input.status === 'enviada' ? sql`${plaques.address} IS NOT NULL` : undefined,
        ),
      )
      .returning({ id: plaques.id }),
    auditInsertWhen(
      db,
      {
        actorId: actor.id,
        action: ACTION[input.status],
        ...plaqueEntity(id),
        details: { status: input.status, ...shipping },
        ipAddress: deps.ipAddress,
      },
      plaqueMatches(id, sql`${plaques.status} = ${input.status} AND ${plaques[stamp]} = ${now}`),
    ),
  ]);
  if (updated.length === 0) {
    const { plaque } = await findPlaque(db, id); // 404 when there is no such plaque
    if (plaque.status === input.status) throw conflict(M.alreadyChanged);
    if (input.status === 'enviada' && plaque.status === 'grabada') throw conflict(M.noDelivery);
    throw conflict(M.oneStepOnly);
  }

  const result = await getAdminPlaque(deps, id);
  await Promise.all([deps.live.admins('plaques'), deps.live.customer(result.owner.id, 'memorials')]);
  await deps.mailer
    .send(plaqueMessage({ to: result.owner.email, name: result.owner.first_name, link: `${deps.appUrl}/dashboard`, plaque: result }))
    .catch((error: unknown) => log.error('plaque_mail_failed', error));
  return result;
}
