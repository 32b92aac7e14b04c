/**
 * 'Dónde descansa' (docs/features/resting-places.md): the Spanish words the API, the editor and the public page share, library-free so
 * the public page and the editor's island carry only these strings.
 */
import type { RestingPlaceKind } from '../../db/schema/enums';

export const RESTING_PLACE_MESSAGES = {
  placeRequired: 'Indica el lugar de descanso',
  kindRequired: 'Elige el tipo de lugar: bóveda, tumba, osario, cenizario, cenizas en casa, cenizas esparcidas u otro',
  cemeteryTooLong: 'El cementerio no puede superar 120 caracteres',
  cityTooLong: 'La ciudad no puede superar 80 caracteres',
  sectionTooLong: 'El pabellón, sector o galería no puede superar 80 caracteres',
  numberTooLong: 'El número de bóveda, lote o nicho no puede superar 40 caracteres',
  directionsTooLong: 'Las indicaciones para encontrarlo no pueden superar 500 caracteres',
  latitudeInvalid: 'La latitud debe ser un número entre -90 y 90',
  longitudeInvalid: 'La longitud debe ser un número entre -180 y 180',
  coordinatesPair: 'Indica la latitud y la longitud juntas, o ninguna de las dos',
  outsideColombia: 'Esas coordenadas quedan fuera de Colombia. Si el lugar está en otro país, marca «Está fuera de Colombia».',
  outsideColombiaInvalid: 'Indica si el lugar está fuera de Colombia (sí o no)',
  dateInvalid: 'La fecha desde la que descansa allí no es válida (AAAA-MM-DD)',
  dateFuture: 'La fecha desde la que descansa allí no puede ser futura',
  dateBeforeDeath: 'La fecha desde la que descansa allí no puede ser anterior al fallecimiento',
  contractYearsInvalid: 'El plazo del contrato de la bóveda debe ser un número entero de años, de 1 a 30',
  contractOnlyBoveda: 'El plazo del contrato solo aplica a una bóveda',
  contractNeedsSince: 'Para saber cuándo vence el contrato de la bóveda indica desde qué fecha está allí',
  photoInvalid: 'La foto del lugar no es válida: súbela desde este formulario',
  visibleInvalid: 'Indica si el lugar se muestra en la página pública (sí o no)',
  movedOnRequired: 'Indica la fecha del traslado (AAAA-MM-DD)',
  movedOnFuture: 'La fecha del traslado no puede ser futura',
  movedOnBeforeDeath: 'La fecha del traslado no puede ser anterior al fallecimiento',
  movedOnBeforeSince: 'La fecha del traslado no puede ser anterior a la fecha desde la que descansaba en el lugar anterior',
  nothingToMove: 'Aún no hay un lugar de descanso guardado. Guárdalo primero: el traslado es para cuando cambia de lugar.',
  /** The field names the control-character messages use (one-line.ts). */
  fields: {
    cemetery: 'El cementerio',
    city: 'La ciudad',
    section: 'El pabellón, sector o galería',
    number: 'El número',
    directions: 'Las indicaciones',
  },
} as const;

/** What each kind is called on the page and in the editor. */
export const RESTING_PLACE_KIND_LABELS: Record<RestingPlaceKind, string> = {
  boveda: 'Bóveda',
  tumba: 'Tumba',
  osario: 'Osario',
  cenizario: 'Cenizario',
  cenizas_en_casa: 'Cenizas en casa',
  cenizas_esparcidas: 'Cenizas esparcidas',
  otro: 'Otro lugar',
};

/** The kinds in the editor's order (the same list as db/schema/enums.ts, which browser code does not import). */
export const RESTING_PLACE_KIND_LIST = Object.keys(RESTING_PLACE_KIND_LABELS) as RestingPlaceKind[];
export type { RestingPlaceKind };

/** What the number is called for each kind ('Bóveda 214', 'Lote 12', 'Nicho 31'). */
export const RESTING_PLACE_NUMBER_LABELS: Record<RestingPlaceKind, string> = {
  boveda: 'Bóveda',
  tumba: 'Lote',
  osario: 'Nicho',
  cenizario: 'Nicho',
  cenizas_en_casa: 'Número',
  cenizas_esparcidas: 'Número',
  otro: 'Número',
};

/** Maps-link parsing (worker/resting-places/map-links.ts): what the family is told. */
export const MAP_LINK_MESSAGES = {
  empty: 'Pega las coordenadas (por ejemplo 4.6097, -74.0817) o un enlace de Google Maps, Apple Maps o Waze',
  shortLink:
    'Ese es un enlace corto (maps.app.goo.gl) y no se puede leer sin abrirlo. Ábrelo en tu teléfono y pega las coordenadas que muestra el mapa, por ejemplo 4.6097, -74.0817.',
  notFound: 'No encontramos coordenadas en ese texto. Pega algo como 4.6097, -74.0817 o un enlace de Google Maps con la ubicación.',
  outOfRange: 'Esas coordenadas no existen: la latitud va de -90 a 90 y la longitud de -180 a 180.',
} as const;

/** The bóveda's contract reminder (dashboard and e-mail). */
export const BOVEDA_TERM_TEXTS = {
  /** The dashboard line: 'Contrato de la bóveda de María: vence el …'. */
  line: (name: string) => `Contrato de la bóveda de ${name}`,
  /** Before the day: 'vence el sábado, 15 de enero de 2028', 'vence mañana', 'vence hoy'. */
  ends: 'vence',
} as const;
