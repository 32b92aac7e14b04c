/**
 * The family's 'Dónde descansa' form (docs/features/resting-places.md) as pure logic: its words, its values as strings, and the body the
 * API takes (`resting_place`), so the island only draws and sends. Numbers travel as numbers; empty texts as null.
 */
import { RESTING_PLACE_KIND_LABELS, RESTING_PLACE_KIND_LIST, type RestingPlaceKind } from '../../../worker/schemas/resting-place-texts';

export const PLACE_FORM_TEXTS = {
  title: 'Dónde descansa',
  lead: 'Para que quien llegue de lejos encuentre la tumba. Puedes mostrarlo en la página o guardarlo solo para la familia.',
  whose: '¿De quién es el lugar?',
  kind: 'Tipo de lugar',
  cemetery: 'Cementerio',
  city: 'Ciudad',
  section: 'Pabellón, sector o galería',
  number: 'Número de bóveda, lote o nicho',
  since: 'Desde qué fecha descansa allí',
  contractYears: 'Años del contrato de la bóveda',
  contractHint: 'Te avisaremos tres meses antes de que venza y el mismo día, en tu panel y por correo.',
  directions: 'Cómo encontrarlo dentro del cementerio',
  directionsHint: 'Por ejemplo: entrando por la puerta principal, la tercera galería a la izquierda.',
  visible: 'Mostrar el lugar en la página pública',
  visibleHint: 'Si lo desmarcas, solo la familia lo verá.',
  outsideColombia: 'Está fuera de Colombia',
  location: 'Ubicación',
  locate: 'Guardar la ubicación de la tumba',
  locateHint: 'Úsalo parado frente a la tumba: tomamos la ubicación de tu teléfono.',
  locating: 'Buscando tu ubicación…',
  located: 'Ubicación tomada. Guarda el lugar para conservarla.',
  accuracy: (meters: number) => `Precisión: ± ${Math.max(1, Math.round(meters))} m`,
  retry: 'Intentar de nuevo',
  paste: 'O pega las coordenadas o un enlace de mapas',
  pasteHint: 'Por ejemplo 4.6097, -74.0817 o un enlace de Google Maps, Apple Maps o Waze.',
  usePaste: 'Usar estas coordenadas',
  coordinates: (lat: number, lng: number) => `Coordenadas: ${lat.toFixed(6)}, ${lng.toFixed(6)}`,
  noCoordinates: 'Aún sin ubicación en el mapa.',
  clearCoordinates: 'Quitar la ubicación',
  noGeolocation: 'Este navegador no puede dar la ubicación. Pega las coordenadas o un enlace de mapas.',
  denied: 'No diste permiso para usar tu ubicación. Actívalo en el navegador o pega las coordenadas.',
  unavailable: 'No pudimos obtener tu ubicación. Intenta de nuevo, mejor al aire libre.',
  timeout: 'Tu ubicación tardó demasiado en llegar. Intenta de nuevo.',
  photo: 'Foto del lugar',
  photoHint: 'Una foto de la bóveda o la tumba ayuda a reconocerla.',
  photoUploading: 'Subiendo la foto…',
  photoFailed: 'No pudimos subir la foto. Intenta con otra.',
  removePhoto: 'Quitar la foto',
  save: 'Guardar el lugar',
  saving: 'Guardando…',
  saved: 'Guardamos el lugar de descanso.',
  remove: 'Quitar el lugar',
  removed: 'Quitamos el lugar de descanso.',
  loadFailed: 'No pudimos cargar el lugar de descanso. Intenta nuevamente.',
  moveTitle: 'Registrar un traslado',
  moveLead:
    'Cuando los restos cambian de lugar (exhumación, osario, cremación), el lugar anterior queda en el historial. La placa y su enlace no cambian.',
  movedOn: 'Fecha del traslado',
  moveSubmit: 'Registrar el traslado',
  movePrefilled: 'Empieza con el lugar actual: mismo cementerio, su ubicación y su foto. Cambia solo lo que cambió.',
  moveKeepsPoint:
    'Queda en el mismo cementerio: si no indicas otra ubicación, conservamos la del lugar actual y su foto, y la página sigue mostrando «Cómo llegar».',
  moved: 'Registramos el traslado.',
  historyTitle: 'Lugares anteriores',
  historyUntil: (when: string) => `hasta el ${when}`,
  contractEnds: (when: string) => `El contrato vence el ${when}.`,
} as const;

export const KIND_OPTIONS = RESTING_PLACE_KIND_LIST.map((kind) => ({ value: kind, label: RESTING_PLACE_KIND_LABELS[kind] }));

export type PlaceFormValues = {
  kind: RestingPlaceKind;
  cemetery: string;
  city: string;
  section: string;
  number: string;
  since: string;
  contract_years: string;
  directions: string;
  latitude: number | null;
  longitude: number | null;
  outside_colombia: boolean;
  visible: boolean;
  photo_url: string | null;
};

export type PlaceFormField =
  'kind' | 'cemetery' | 'city' | 'section' | 'number' | 'since' | 'contract_years' | 'directions' | 'latitude' | 'photo_url';

export const emptyPlace = (): PlaceFormValues => ({
  kind: 'boveda',
  cemetery: '',
  city: '',
  section: '',
  number: '',
  since: '',
  contract_years: '',
  directions: '',
  latitude: null,
  longitude: null,
  outside_colombia: false,
  visible: true,
  photo_url: null,
});

type StoredPlace = Omit<PlaceFormValues, 'cemetery' | 'city' | 'section' | 'number' | 'since' | 'contract_years' | 'directions'> & {
  cemetery: string | null;
  city: string | null;
  section: string | null;
  number: string | null;
  since: string | null;
  contract_years: number | null;
  directions: string | null;
};

export const valuesOf = (place: StoredPlace): PlaceFormValues => ({
  kind: place.kind,
  cemetery: place.cemetery ?? '',
  city: place.city ?? '',
  section: place.section ?? '',
  number: place.number ?? '',
  since: place.since ?? '',
  contract_years: place.contract_years === null ? '' : String(place.contract_years),
  directions: place.directions ?? '',
  latitude: place.latitude,
  longitude: place.longitude,
  outside_colombia: place.outside_colombia,
  visible: place.visible,
  photo_url: place.photo_url,
});

/**
 * The move form's first values (docs/features/resting-places.md): a traslado usually stays in the cemetery (bóveda → osario), so it starts
 * from the current place's cemetery, city, point, photo and visibility; what names the old spot (section, number,
 * directions, the bóveda's contract) starts empty. From a bóveda the next place is most often an osario.
 */
export const moveValuesFrom = (current: StoredPlace): PlaceFormValues => ({
  ...emptyPlace(),
  kind: current.kind === 'boveda' ? 'osario' : current.kind,
  cemetery: current.cemetery ?? '',
  city: current.city ?? '',
  latitude: current.latitude,
  longitude: current.longitude,
  outside_colombia: current.outside_colombia,
  visible: current.visible,
  photo_url: current.photo_url,
});

/** The API's `resting_place`: empty texts null, the contract only for a bóveda, years as a number. */
export function placeBody(values: PlaceFormValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const years = values.kind === 'boveda' && values.contract_years.trim() !== '' ? Number(values.contract_years) : null;
  return {
    kind: values.kind,
    cemetery: text(values.cemetery),
    city: text(values.city),
    section: text(values.section),
    number: text(values.number),
    since: text(values.since),
    contract_years: years,
    directions: text(values.directions),
    latitude: values.latitude,
    longitude: values.longitude,
    outside_colombia: values.outside_colombia,
    visible: values.visible,
    photo_url: values.photo_url,
  };
}

/** The form's field for an API body key. */
export const PLACE_FIELDS: Record<string, PlaceFormField> = {
  kind: 'kind',
  cemetery: 'cemetery',
  city: 'city',
  section: 'section',
  number: 'number',
  since: 'since',
  contract_years: 'contract_years',
  directions: 'directions',
  latitude: 'latitude',
  longitude: 'latitude',
  photo_url: 'photo_url',
};

const longDate = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const dayText = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : longDate.format(time);
};
