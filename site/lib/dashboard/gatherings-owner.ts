/**
 * The owner's 'Misas y encuentros' panel on the dashboard (docs/features/gatherings.md): its words, the form's fields and how they
 * become the API's body (the hours typed in Colombia's time, sent with their -05:00 offset) and back. Pure, so
 * the island imports it and unit tests cover it.
 */
import {
  GATHERING_KIND_LABELS,
  GATHERING_LIMITS,
  fromColombiaInput,
  toColombiaInput,
  type GatheringKindName as GatheringKind,
} from '../../../worker/schemas/gathering-texts';
import type { GatheringDto } from '../../../worker/schemas/gatherings';
import { plural } from '../../../worker/schemas/plural';
import type { MemorialCard } from './dashboard-memorials';

export const GATHERINGS_OWNER_TEXTS = {
  title: 'Misas y encuentros',
  hint: 'La velación, las exequias, las misas… Los próximos 60 días se anuncian en la página con el día, la hora y el lugar; quienes reciben los recordatorios tienen un correo el día anterior.',
  empty: 'Aún no has agregado encuentros.',
  loading: 'Cargando…',
  loadFailed: 'No pudimos cargar los encuentros. Intenta nuevamente.',
  retry: 'Intentar de nuevo',
  add: 'Agregar encuentro',
  addTitle: 'Nuevo encuentro',
  editTitle: 'Editar encuentro',
  edit: 'Editar',
  remove: 'Eliminar',
  save: 'Guardar encuentro',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  added: 'Agregamos el encuentro',
  saved: 'Guardamos el encuentro',
  removed: 'Eliminamos el encuentro',
  saveFailed: 'No pudimos guardar el encuentro. Intenta nuevamente.',
  removeFailed: 'No pudimos eliminar el encuentro. Intenta nuevamente.',
  removeQuestion: (name: string) => `¿Eliminar «${name}»?`,
  removeConsequence: 'Dejará de mostrarse en la página y en el calendario. Quienes reciben los recordatorios no tendrán aviso.',
  confirmRemove: 'Sí, eliminar',
  removing: 'Eliminando…',
  passed: 'Ya pasó',
  kind: 'Tipo',
  titleLabel: 'Título (opcional)',
  titleHint: 'Por ejemplo: Misa de mes de Rosa. Si lo dejas vacío, se muestra el tipo.',
  startsAt: 'Fecha y hora',
  endsAt: 'Termina (opcional)',
  timeHint: 'Hora de Colombia.',
  placeName: 'Lugar',
  placeHint: 'Por ejemplo: Parroquia San José o Funeraria San Vicente.',
  address: 'Dirección y ciudad (opcional)',
  addressHint: "Con la dirección, o la ubicación exacta, la página ofrece 'Cómo llegar'.",
  location: 'Ubicación exacta (opcional)',
  latitude: 'Latitud',
  longitude: 'Longitud',
  livestream: 'Enlace de la transmisión (opcional)',
  livestreamHint: 'Una dirección https:// (YouTube, Facebook…). La página muestra «Ver transmisión».',
  notes: 'Notas (opcional)',
  count: (total: number) => (total === 0 ? 'Sin encuentros' : plural(total, 'encuentro', 'encuentros')),
} as const;

export const GATHERING_KIND_OPTIONS = (Object.entries(GATHERING_KIND_LABELS) as [GatheringKind, string][]).map(([value, label]) => ({
  value,
  label,
}));

export { GATHERING_LIMITS };

/** The form's fields, all text as inputs hold them. */
export type GatheringForm = {
  kind: GatheringKind;
  title: string;
  starts_at: string;
  ends_at: string;
  place_name: string;
  address: string;
  latitude: string;
  longitude: string;
  livestream_url: string;
  notes: string;
};

export type GatheringField = keyof GatheringForm;

export const EMPTY_GATHERING_FORM: GatheringForm = {
  kind: 'misa',
  title: '',
  starts_at: '',
  ends_at: '',
  place_name: '',
  address: '',
  latitude: '',
  longitude: '',
  livestream_url: '',
  notes: '',
};

export function formOfGathering(gathering: GatheringDto): GatheringForm {
  return {
    kind: gathering.kind,
    title: gathering.title ?? '',
    starts_at: toColombiaInput(gathering.starts_at),
    ends_at: gathering.ends_at ? toColombiaInput(gathering.ends_at) : '',
    place_name: gathering.place_name,
    address: gathering.address ?? '',
    latitude: gathering.latitude === null ? '' : String(gathering.latitude),
    longitude: gathering.longitude === null ? '' : String(gathering.longitude),
    livestream_url: gathering.livestream_url ?? '',
    notes: gathering.notes ?? '',
  };
}

/** A number field: empty is none; anything else is sent as typed when it is not a number, for the schema's message. */
const numberOrNull = (value: string): number | null => {
  const trimmed = value.trim().replace(',', '.');
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : Number.NaN;
};

/** The body POST and PUT take: hours from Colombia's datetime-local, empty texts as null. */
export function gatheringBody(form: GatheringForm) {
  return {
    kind: form.kind,
    title: form.title.trim() || null,
    starts_at: fromColombiaInput(form.starts_at),
    ends_at: form.ends_at ? fromColombiaInput(form.ends_at) : null,
    place_name: form.place_name,
    address: form.address.trim() || null,
    latitude: numberOrNull(form.latitude),
    longitude: numberOrNull(form.longitude),
    livestream_url: form.livestream_url.trim() || null,
    notes: form.notes.trim() || null,
  };
}

/** What POST and PUT send. */
export type GatheringBody = ReturnType<typeof gatheringBody>;

/** The body's keys are the form's own. */
export const GATHERING_FIELDS: Record<string, GatheringField> = {
  kind: 'kind',
  title: 'title',
  starts_at: 'starts_at',
  ends_at: 'ends_at',
  place_name: 'place_name',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  livestream_url: 'livestream_url',
  notes: 'notes',
};

/** Soonest first, as the API lists them. */
export const sortGatherings = (list: GatheringDto[]): GatheringDto[] => [...list].sort((a, b) => a.starts_at.localeCompare(b.starts_at));

/** Which memorial the panel manages, as the typed client's parameter. */
export const gatheringOwner = (card: Pick<MemorialCard, 'kind' | 'id'>) => ({ family: card.kind === 'family', param: { id: card.id } });
