/**
 * What 'Mis memoriales' on the dashboard says and links to (product §2.2), as pure functions: the page
 * builds the cards on the server, the island reuses the same words after a delete. Dependency-free, so
 * the island can import it.
 */
import { formatCount, formatDate } from '../format';
import { memorialPhrase } from '../../../worker/schemas/family-name';
import { plural } from '../../../worker/schemas/plural';
import { WIZARD_TEXTS } from '../memorial/memorial-messages';
import type { Family, Profile } from '../memorial/memorial-types';
import { plaqueCard, type PlaqueCard, type PlaqueDto } from './plaque-delivery';
import type { CardRemembrance } from './remembrance-owner';

export type MemorialKind = 'individual' | 'family';

/** One card, reduced to what it shows: the island's props are serialised into the page's HTML. */
export type MemorialCard = {
  id: string;
  kind: MemorialKind;
  slug: string;
  name: string;
  /** The smallest rendition of the photo (the card shows it at about 100 px); null when there is none. */
  photo: string | null;
  /** Dates as the card prints them: one line for a person, one per member for a family. */
  lines: string[];
  published: boolean;
  visits: number;
  /** The plaque its order paid for; null for a memorial made before orders existed. */
  plaque: PlaqueCard | null;
  /** Its next remembrance dates, candles and reminder subscribers; absent when they could not be read. */
  remembrance?: CardRemembrance;
  /** A family's members, in their order, for the prayer card's 'whose card' choice; absent for a person. */
  members?: CardMember[];
};

/** A member as the prayer card's choice names it. */
export type CardMember = { id: string; name: string; deathDate: string };

/** Non-breaking spaces: a narrow card wraps between the two dates, never inside one. */
const keepTogether = (text: string) => text.replace(/ /g, '\u00a0');

/** '15 de marzo de 1948 – 22 de agosto de 2023': the owner sees both dates even when the page hides one. */
export function lifeDates(birth: string, death: string): string {
  return `${keepTogether(formatDate(birth))} – ${keepTogether(formatDate(death))}`;
}

/** A family card names each member with their years, the way a headstone does: 'Jorge · 1940 – 2015'. */
export function memberLine(member: { name: string; birth_date: string; death_date: string }): string {
  return `${member.name} · ${keepTogether(`${member.birth_date.slice(0, 4)} – ${member.death_date.slice(0, 4)}`)}`;
}

/** `photo` maps a stored URL to the rendition the card shows (the server knows the smaller ones). */
export function profileCard(profile: Profile, photo: (url: string) => string = (url) => url): MemorialCard {
  return {
    id: profile.id,
    kind: 'individual',
    slug: profile.slug,
    name: profile.profile_name,
    photo: profile.profile_image_url ? photo(profile.profile_image_url) : null,
    lines: [lifeDates(profile.birth_date, profile.death_date)],
    published: profile.is_published,
    visits: profile.visit_count,
    plaque: null,
  };
}

/** A family card shows its first member's photo and one line per member. */
export function familyCard(family: Family, photo: (url: string) => string = (url) => url): MemorialCard {
  const first = family.family_members[0]?.profile_image_url;
  return {
    id: family.id,
    kind: 'family',
    slug: family.slug,
    name: family.family_name,
    photo: first ? photo(first) : null,
    lines: family.family_members.map(memberLine),
    published: family.is_published,
    visits: family.visit_count,
    plaque: null,
    members: family.family_members.map((member) => ({ id: member.id, name: member.name, deathDate: member.death_date })),
  };
}

/** Each card with the plaque that carries its code, matched by the page it points at. */
export function withPlaques(cards: MemorialCard[], plaques: readonly PlaqueDto[]): MemorialCard[] {
  return cards.map((card) => {
    const type = card.kind === 'family' ? 'family' : 'memorial';
    const found = plaques.find((plaque) => plaque.memorial.type === type && plaque.memorial.id === card.id);
    return found ? { ...card, plaque: plaqueCard(found) } : card;
  });
}

/**
 * A couple page an administrator made for this customer (product §3): they see it and share it, but it has
 * no memory wall and is changed or removed only by the back-office.
 */
export type CoupleCard = {
  id: string;
  slug: string;
  name: string;
  photo: string | null;
  people: string;
  published: boolean;
  visits: number;
};

export function coupleCard(
  couple: {
    id: string;
    slug: string;
    couple_name: string;
    profile_image_url: string;
    person1_name: string;
    person2_name: string;
    is_published: boolean;
    visit_count: number;
  },
  photo: (url: string) => string = (url) => url,
): CoupleCard {
  return {
    id: couple.id,
    slug: couple.slug,
    name: couple.couple_name,
    photo: couple.profile_image_url ? photo(couple.profile_image_url) : null,
    people: `${couple.person1_name} y ${couple.person2_name}`,
    published: couple.is_published,
    visits: couple.visit_count,
  };
}

/** `handedTo`: who now owns each memorial of these orders that was handed on (docs/features/family-circle.md). */
export type QuotaCount = { total: number; used: number; available: number; handedTo?: readonly string[] };
export type QuotaView = QuotaCount & { individual: QuotaCount; family: QuotaCount };

/** A memorial the customer made with their package and handed on: its name and whose it is now. */
export type HandedOverView = { kind: MemorialKind; memorial: string; to: string };

/** The island's props: built on the server, serialised into the page. A null list could not be read. */
export type DashboardMemorials = {
  individuals: MemorialCard[] | null;
  families: MemorialCard[] | null;
  quotas: QuotaView | null;
  /** Memorials the customer made and handed on: their lists say so instead of 'Aún no has creado…'. */
  handedOver: HandedOverView[];
  canCreate: boolean;
  /** Memories awaiting the owner's approval, by wall key ('memorial:{id}' / 'family:{id}'); walls with none are absent. */
  pendingMemories: Record<string, number>;
  /** Couple pages made for this customer; null when they could not be read. */
  couples: CoupleCard[] | null;
  /** The site's address, for the absolute links the cards share (rendered on the server, before any script). */
  origin: string;
};

/** The event the dashboard's live script sends with memorials read again (scripts/dashboard-live.ts). */
export const DASHBOARD_MEMORIALS_EVENT = 'dashboard:memorials';

export const DASHBOARD_TEXTS = {
  deleteFailed: { individual: 'Error al eliminar memorial', family: 'Error al eliminar perfil familiar' },
  deleted: { individual: 'Memorial eliminado', family: 'Memorial familiar eliminado' },
  loadFailed: {
    individual: 'Error al cargar perfiles',
    family: 'Error al cargar perfiles familiares',
    couple: 'Error al cargar las páginas de pareja',
  },
  quotaFailed: 'No pudimos consultar tus memoriales disponibles',
  familyCreated: WIZARD_TEXTS.familyCreated,
} as const;

/**
 * 'Memoriales disponibles: 1' (docs/product/text-changes.md: "cuotas" reads as instalments in Colombia). The
 * label before a colon stays plural whatever the number; the used line still says how many there were.
 */
export function quotaAvailableText({ available }: Pick<QuotaCount, 'available' | 'total'>): string {
  return `Memoriales disponibles: ${formatCount(available)}`;
}

/** 'Ana, Juan y Luz': names as a Spanish sentence lists them, each once. */
export function namesList(names: readonly string[]): string {
  const unique = [...new Set(names)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} y ${unique.at(-1)}`;
}

/**
 * 'Creados: 1 de 1 · entregado a Juan Gómez': a memorial handed on still spent its buyer's package (docs/features/family-circle.md), and
 * the line says where it went, so the count never reads as a memorial gone missing.
 */
export function quotaUsedText({ used, total, handedTo = [] }: QuotaCount): string {
  const created = `Creados: ${formatCount(used)} de ${formatCount(total)}`;
  if (handedTo.length === 0) return created;
  const handed = handedTo.length === 1 ? 'entregado' : `${formatCount(handedTo.length)} entregados`;
  return `${created} · ${handed} a ${namesList(handedTo)}`;
}

/** Under a list, a memorial the customer made and handed on: 'Entregaste el memorial de la familia Gómez a Juan Gómez.' */
export function handedOverText(handed: HandedOverView): string {
  return `Entregaste el memorial de ${memorialPhrase(handed.kind, handed.memorial)} a ${handed.to}. Ahora lo administra esa persona.`;
}

/** A type's own line, after its label ('Individual: 1 disponible'). */
function typeAvailableText({ available }: QuotaCount): string {
  return plural(available, 'disponible', 'disponibles');
}

export type QuotaRow = { label: string; available: string; used: string | null };

/** The overall summary, then one row per type when the customer holds both kinds of package. */
export function quotaRows(quotas: QuotaView): QuotaRow[] {
  const row = (label: string, count: QuotaCount, available = typeAvailableText): QuotaRow => ({
    label,
    available: available(count),
    used: count.total > 0 ? quotaUsedText(count) : null,
  });
  const rows = [row('Total', quotas, quotaAvailableText)];
  if (quotas.individual.total > 0 && quotas.family.total > 0) {
    rows.push(row('Individual', quotas.individual), row('Familiar', quotas.family));
  }
  return rows;
}

const PUBLIC_SEGMENT: Record<MemorialKind | 'couple', string> = { individual: 'memorial', family: 'familia', couple: 'pareja' };

/** product §2.2: a family page lives under /familia/, a person's under /memorial/; a couple's under /pareja/ (product §3). */
export function publicPath(kind: MemorialKind | 'couple', slug: string): string {
  return `/${PUBLIC_SEGMENT[kind]}/${encodeURIComponent(slug)}`;
}

/** The absolute link the share button copies (it is pasted into WhatsApp, so it needs the origin). */
export function shareUrl(origin: string, kind: MemorialKind | 'couple', slug: string): string {
  return new URL(publicPath(kind, slug), origin).href;
}

export function visitsText(visits: number): string {
  return visits === 1 ? '1 visita' : `${formatCount(visits)} visitas`;
}

/**
 * The one-shot query flags the dashboard reacts to (product §2.2 route table), plus ?recuerdos=… from the
 * owner's new-memory e-mail, which opens that wall's memories manager.
 */
/** The dashboard's query parameter that opens one wall's manager (cleaned from the address after use). */
export const MEMORIES_QUERY_FLAG = 'recuerdos';

export const DASHBOARD_FLAGS = ['payment', 'refresh', 'created', MEMORIES_QUERY_FLAG] as const;

export type DashboardNotices = { paymentSuccess: boolean; familyCreated: boolean };

export function dashboardNotices(search: string): DashboardNotices {
  const params = new URLSearchParams(search);
  return { paymentSuccess: params.get('payment') === 'success', familyCreated: params.get('created') === 'family' };
}

/**
 * The address without the one-shot flags (other parameters and the hash stay), or null when there is
 * nothing to remove: a reload or a shared link must not show the payment dialog again.
 */
export function cleanDashboardUrl(href: string): string | null {
  const url = new URL(href);
  if (!DASHBOARD_FLAGS.some((flag) => url.searchParams.has(flag))) return null;
  DASHBOARD_FLAGS.forEach((flag) => url.searchParams.delete(flag));
  return `${url.pathname}${url.search}${url.hash}`;
}
