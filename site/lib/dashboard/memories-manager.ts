/**
 * The owner's memories manager on the dashboard (product §2.2 "a memories manager exists per profile"):
 * its words, its API paths and the small arithmetic of moderating a page of memories, as pure functions.
 * Dependency-free apart from types, so the island imports it and unit tests cover it.
 */
import type { Answer, AnswerData, api } from '../api-client';
import { MEMORY_MESSAGES } from '../../../worker/schemas/memory-texts';
import { serverMessageOr } from '../api';
import { MEMORIES_QUERY_FLAG, type MemorialCard, type MemorialKind } from './dashboard-memorials';
import { formatCount } from '../format';

/** What the manager reads from GET /api/memories/manage. */
export type ManagedPage = Omit<Answer<Awaited<ReturnType<typeof api.memories.manage.$get>>>, 'success'>;
export type ManagedMemory = ManagedPage['data'][number];

/** Which wall the manager moderates: an individual memorial's or a family's (the API's own words). */
export type WallKind = 'memorial' | 'family';
export type WallRef = { kind: WallKind; id: string };

/** The API answers 5 memories per page (product §2.9); the pager reads the real limit from each answer. */
export const MANAGER_PAGE_SIZE = 5;

export const MANAGER_TEXTS = {
  title: (name: string) => `Recuerdos de ${name}`,
  open: 'Recuerdos',
  loading: 'Cargando recuerdos…',
  empty: 'Aún no hay recuerdos en este muro.',
  loadFailed: 'No pudimos cargar los recuerdos. Intenta nuevamente.',
  retry: 'Intentar de nuevo',
  wallLink: 'Ver el muro público',
  visible: 'Visible en el muro',
  pending: 'Esperando tu aprobación',
  private: 'Privado: el visitante no autorizó publicarlo',
  show: 'Mostrar en el muro',
  hide: 'Ocultar del muro',
  saving: 'Guardando…',
  shown: 'El recuerdo ya se muestra en el muro',
  hidden: 'El recuerdo ya no se muestra en el muro',
  updateFailed: 'Error al actualizar el recuerdo',
  remove: 'Eliminar',
  confirmQuestion: '¿Eliminar este recuerdo? Se borrarán el mensaje y la foto, y no se puede deshacer.',
  confirmRemove: 'Sí, eliminar',
  cancel: 'Cancelar',
  removing: 'Eliminando…',
  removed: 'Recuerdo eliminado',
  deleteFailed: MEMORY_MESSAGES.deleteFailed,
  imageMissing: 'Imagen no disponible',
  things: 'Cosas que extraña',
  song: 'Canción',
  notFound: MEMORY_MESSAGES.memorialNotFound,
  draftNote: 'El muro público se verá cuando el memorial esté publicado.',
  pagerLabel: 'Páginas de recuerdos',
  autoPublish: 'Publicar recuerdos sin mi aprobación',
  autoPublishHint:
    'Los recuerdos que el visitante pida hacer públicos se mostrarán en el muro de inmediato. Los que no, solo los verás tú.',
  autoPublishOn: 'Los recuerdos públicos se mostrarán sin esperar tu aprobación',
  autoPublishOff: 'Los recuerdos nuevos esperarán tu aprobación',
  settingsFailed: 'Error al guardar la configuración de recuerdos',
  settingsLoadFailed: 'No pudimos leer la configuración de recuerdos',
  // Reports, decisions on several memories, blocks, memories without a photo.
  filterLabel: 'Qué recuerdos ver',
  filterAll: 'Todos',
  filterReported: 'Reportados',
  emptyReported: 'No hay recuerdos reportados por decidir.',
  select: (author: string) => `Seleccionar el recuerdo de ${author}`,
  selectPage: 'Seleccionar todos los de esta página',
  selected: (count: number) => (count === 1 ? '1 seleccionado' : `${formatCount(count)} seleccionados`),
  approveSelected: 'Aprobar seleccionados',
  declineSelected: 'Rechazar seleccionados',
  approvedMany: (count: number) => (count === 1 ? 'Recuerdo aprobado' : `${formatCount(count)} recuerdos aprobados`),
  declinedMany: (count: number) => (count === 1 ? 'Recuerdo rechazado' : `${formatCount(count)} recuerdos rechazados`),
  decideFailed: 'No pudimos guardar la decisión. Intenta nuevamente.',
  hiddenByReports: 'Oculto por reportes: decide si vuelve al muro',
  reportedBadge: (count: number) => (count === 1 ? '1 reporte' : `${formatCount(count)} reportes`),
  reportsTitle: 'Lo que dijeron quienes lo reportaron',
  keep: 'Mantener en el muro',
  decline: 'Rechazar',
  kept: 'El recuerdo sigue en el muro',
  fromBlocked: 'De alguien que bloqueaste: espera tu revisión',
  block: 'Bloquear a quien escribió',
  blockQuestion:
    '¿Bloquear a quien escribió este recuerdo durante 30 días? Sus próximos recuerdos en este muro esperarán ocultos hasta que los revises. No vemos ni guardamos su dirección.',
  confirmBlock: 'Sí, bloquear',
  blocking: 'Bloqueando…',
  blocked: 'Bloqueado por 30 días. Sus próximos recuerdos esperarán tu revisión.',
  blockFailed: 'No pudimos bloquear a quien escribió. Intenta nuevamente.',
  blocksTitle: 'Personas bloqueadas en este muro',
  blockUntil: (name: string, date: string) => `${name}: bloqueado hasta el ${date}`,
  unblock: 'Quitar bloqueo',
  unblocked: 'Bloqueo quitado',
  unblockFailed: 'No pudimos quitar el bloqueo. Intenta nuevamente.',
  blocksLoadFailed: 'No pudimos leer las personas bloqueadas',
  photoOptional: 'Aceptar recuerdos sin foto',
  photoOptionalHint: 'Quienes escriban en el muro podrán dejar solo palabras, sin subir una foto.',
  photoOptionalOn: 'El muro acepta recuerdos sin foto',
  photoOptionalOff: 'Los recuerdos nuevos necesitarán una foto',
  noPhoto: 'Sin foto',
  /** Visitors were refused for lacking a photo; the family is offered to accept words alone. */
  photolessTried: (count: number, when: string) =>
    count === 1
      ? `Una persona quiso dejar un recuerdo sin foto (${when}) y no se guardó, porque el muro pide una foto con cada recuerdo.`
      : `${count} personas quisieron dejar un recuerdo sin foto (la última, ${when}) y no se guardaron, porque el muro pide una foto con cada recuerdo.`,
  photolessAccept: 'Aceptar recuerdos sin foto',
} as const;

const colombianDay = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', timeZone: 'America/Bogota' });

/**
 * What the manager says of the visitors refused for lacking a photo (docs/features/memory-wall.md), or null when there is nothing to
 * offer: none was refused, or the wall already accepts memories without a photo.
 */
export function photolessNotice(settings: {
  wall_photo_optional: boolean;
  photoless_refusals: number;
  photoless_refused_at: string | null;
}): string | null {
  if (settings.wall_photo_optional || settings.photoless_refusals < 1) return null;
  const at = settings.photoless_refused_at ? Date.parse(settings.photoless_refused_at) : Number.NaN;
  return MANAGER_TEXTS.photolessTried(settings.photoless_refusals, Number.isNaN(at) ? 'hace poco' : `el ${colombianDay.format(at)}`);
}

/** A dashboard card's kind, as the memories API names walls. */
export function wallKindOf(kind: MemorialKind): WallKind {
  return kind === 'family' ? 'family' : 'memorial';
}

export function cardKindOf(kind: WallKind): MemorialKind {
  return kind === 'family' ? 'family' : 'individual';
}

/** The wall a dashboard card's memories live on. */
export function cardWall(card: Pick<MemorialCard, 'kind' | 'id'>): WallRef {
  return { kind: wallKindOf(card.kind), id: card.id };
}

/** The card a wall belongs to, among the owner's lists (either may be null when it could not be read). */
export function findWallCard(lists: (MemorialCard[] | null)[], wall: WallRef): MemorialCard | null {
  const kind = cardKindOf(wall.kind);
  return lists.flatMap((list) => list ?? []).find((card) => card.kind === kind && card.id === wall.id) ?? null;
}

/** 'memorial:{id}' or 'family:{id}': the shape of the owner's e-mail link and of the pending counts' keys. */
export function wallKey(wall: WallRef): string {
  return `${wall.kind}:${wall.id}`;
}

/**
 * The wall named by ?recuerdos=memorial:{id} (or family:{id}), the link in the owner's new-memory
 * e-mail; null when the query has none or it is malformed.
 */
export function memoriesQueryTarget(search: string): WallRef | null {
  const value = new URLSearchParams(search).get(MEMORIES_QUERY_FLAG)?.trim();
  const match = value ? /^(memorial|family):([A-Za-z0-9_-]{1,64})$/.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] === 'family' ? 'family' : 'memorial', id: match[2] };
}

/** The query that names one wall (GET /api/memories/settings; PATCH takes the same ids in its body). */
export function wallQuery(wall: WallRef): { memorial_profile_id: string } | { family_profile_id: string } {
  return wall.kind === 'family' ? { family_profile_id: wall.id } : { memorial_profile_id: wall.id };
}

/** GET /api/memories/manage for one wall and page (the first page for anything below it). */
export function manageQuery(wall: WallRef, page: number) {
  return { ...wallQuery(wall), page: String(Math.max(1, Math.floor(page))) };
}

/** The PATCH /api/memories/settings body that turns auto-publishing on or off for one wall. */
export function settingsBody(wall: WallRef, autoPublish: boolean) {
  return { ...wallQuery(wall), auto_publish: autoPublish };
}

/** The PATCH /api/memories/settings body that turns 'Aceptar recuerdos sin foto' on or off for one wall. */
export function photoOptionalBody(wall: WallRef, photoOptional: boolean) {
  return { ...wallQuery(wall), wall_photo_optional: photoOptional };
}

/** Which memories the manager lists: all, or those with reports waiting for a decision ('Reportados'). */
export type ManagerFilter = 'all' | 'reported';

/** GET /api/memories/manage for one wall, page and filter. */
export function filteredManageQuery(wall: WallRef, page: number, filter: ManagerFilter) {
  return filter === 'reported' ? { ...manageQuery(wall, page), filter } : manageQuery(wall, page);
}

/** What the settings endpoints answer. */
export type WallSettings = AnswerData<Awaited<ReturnType<typeof api.memories.settings.$get>>>;

/** The public wall (product §2.2 route table); a family's slug starts with familia-, which the route reads. */
export function wallPath(slug: string): string {
  return `/muro-de-recuerdos/${encodeURIComponent(slug)}`;
}

const memoryDateFormat = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Bogota',
});

/** '22 de noviembre de 2026', on Colombia's calendar; '' for an unreadable timestamp. */
export function memoryDateText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : memoryDateFormat.format(time);
}

export function likesText(likes: number): string {
  return likes === 1 ? '1 me gusta' : `${formatCount(likes)} me gusta`;
}

/** '1 recuerdo' / '12 recuerdos': the exact count above the list. */
export function memoriesCountText(total: number): string {
  return total === 1 ? '1 recuerdo' : `${formatCount(total)} recuerdos`;
}

/** The manager's reminder: '1 recuerdo por aprobar' / '3 recuerdos por aprobar'. */
export function pendingText(count: number): string {
  return count === 1 ? '1 recuerdo por aprobar' : `${formatCount(count)} recuerdos por aprobar`;
}

/** The same on the card, next to the word 'Recuerdos': '3 por aprobar'. */
export function pendingShortText(count: number): string {
  return `${formatCount(count)} por aprobar`;
}

/**
 * The state badge a memory wears and the one button that flips it (`action` null: nothing to decide).
 * `next` is the approval the button asks for.
 */
export type VisibilityView =
  | { badge: string; tone: 'visible' | 'pending'; action: string; next: boolean }
  | { badge: string; tone: 'private'; action: null; next: null };

type MemoryState = Pick<ManagedMemory, 'visitor_consent' | 'is_authorized'>;

/**
 * Public, waiting or private. A memory its visitor did not make public is private whatever the owner
 * decided, so it gets no show button: approving it could never put it on the wall. A memory three visitors
 * reported is off the wall until the family keeps it ('Mantener en el muro') or declines it.
 */
export function visibilityView(
  memory: MemoryState & Partial<Pick<ManagedMemory, 'hidden_by_reports' | 'from_blocked_writer'>>,
): VisibilityView {
  if (memory.hidden_by_reports && memory.visitor_consent && memory.is_authorized) {
    return { badge: MANAGER_TEXTS.hiddenByReports, tone: 'pending', action: MANAGER_TEXTS.keep, next: true };
  }
  if (memory.from_blocked_writer && memory.visitor_consent && !memory.is_authorized) {
    return { badge: MANAGER_TEXTS.fromBlocked, tone: 'pending', action: MANAGER_TEXTS.show, next: true };
  }
  if (!memory.visitor_consent) return { badge: MANAGER_TEXTS.private, tone: 'private', action: null, next: null };
  return memory.is_authorized
    ? { badge: MANAGER_TEXTS.visible, tone: 'visible', action: MANAGER_TEXTS.hide, next: false }
    : { badge: MANAGER_TEXTS.pending, tone: 'pending', action: MANAGER_TEXTS.show, next: true };
}

/** Waiting for the owner: the visitor made it public and the owner has not approved it. */
export const awaitsApproval = (memory: MemoryState): boolean => memory.visitor_consent && !memory.is_authorized;

/**
 * How a moderation changes the number of memories awaiting approval: approving one takes it off,
 * hiding one puts it back, deleting a waiting one takes it off; private memories never count.
 */
export function pendingDelta(before: MemoryState, after: MemoryState | null): number {
  return (after && awaitsApproval(after) ? 1 : 0) - (awaitsApproval(before) ? 1 : 0);
}

/**
 * The page to read after one memory left the list: the same page, or the one before when the deleted
 * memory was the last on the last page.
 */
export function pageAfterRemoval(page: number, total: number, limit: number = MANAGER_PAGE_SIZE): number {
  const remaining = Math.max(0, total - 1);
  const pages = Math.max(1, Math.ceil(remaining / Math.max(1, limit)));
  return Math.min(Math.max(1, page), pages);
}

/** Whether, after removing one memory, another page still holds memories that should move up into this one. */
export function needsRefill(page: number, total: number, limit: number = MANAGER_PAGE_SIZE): boolean {
  return total - 1 >= page * limit;
}

/**
 * What a failed moderation says: the server's own words for a refusal it explains ('Recuerdo no
 * encontrado'), the manager's text when the server broke or could not be reached.
 */
export function failureMessage(failure: { status: number; error: string }, fallback: string): string {
  if (failure.status === 0 || failure.status >= 500) return fallback;
  return serverMessageOr(failure.error, fallback);
}

/** A memory as a decision answers it (without the manager's extras: every decision closes its reports). */
export type DecidedMemory = Omit<ManagedMemory, 'reports' | 'can_block_writer'>;

/** The list with decided memories swapped for their updated versions (same place, so nothing jumps). */
export function replaceMemory(list: ManagedMemory[], ...updated: DecidedMemory[]): ManagedMemory[] {
  const byId = new Map(updated.map((memory) => [memory.id, memory]));
  return list.map((memory) => {
    const next = byId.get(memory.id);
    // A decision closes the memory's reports.
    return next ? { ...memory, ...next, reports: [] } : memory;
  });
}

const blockDateFormat = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', timeZone: 'America/Bogota' });

/** 'Pedro: bloqueado hasta el 12 de julio', for the family's list of blocks. */
export function blockText(block: { author_name: string; expires_at: string }): string {
  const time = Date.parse(block.expires_at);
  return MANAGER_TEXTS.blockUntil(block.author_name, Number.isNaN(time) ? '' : blockDateFormat.format(time));
}

/** What the report reasons are called, for the family reading them. */
export { REPORT_REASON_LABELS } from '../../../worker/schemas/wall-moderation-texts';
