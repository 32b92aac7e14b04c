/**
 * Every word and choice of the prayer card ('recordatorio'): its sizes, the texts an owner may print on it
 * (a prayer, a verse, a message, or their own words), the limits and the API's errors, and how a choice travels
 * as query parameters (`?size=a6&texto=salmo23`, `&texto=propio&texto_propio=…`). Library-free so the
 * dashboard's dialog reads the same lists and checks the same way the server does. Pure.
 */

export const CARD_SIZES = ['wallet', 'a6'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

export const CARD_SIZE_OPTIONS: readonly { id: CardSize; label: string; hint: string }[] = [
  { id: 'wallet', label: 'Billetera', hint: '8,5 × 5,5 cm, tamaño tarjeta, por las dos caras' },
  { id: 'a6', label: 'A6', hint: '10,5 × 14,8 cm, por una cara' },
];

/** The size as the downloaded file names it, in Spanish: `recordatorio-jose-antonio-gomez-billetera.pdf` (docs/features/plaque-and-card.md). */
export const CARD_FILE_SIZE_WORDS: Readonly<Record<CardSize, string>> = { wallet: 'billetera', a6: 'a6' };

/** Whose card it is: a family's texts speak of them in the plural. */
export type CardKind = 'individual' | 'family';

export type CardTextPreset = {
  id: string;
  label: string;
  text: Record<CardKind, string>;
  /** Printed under the text ('Salmo 23'); null when the text needs no source. */
  source: string | null;
};

/**
 * The liturgy's prayer for the dead ('le ilumine' so it fits a man or a woman), the psalm and the gospel read at
 * Colombian funerals and novenas, and a message without religion.
 */
const everyone = (text: string): Record<CardKind, string> => ({ individual: text, family: text });

export const CARD_TEXT_PRESETS: readonly CardTextPreset[] = [
  {
    id: 'oracion',
    label: 'Oración por los difuntos',
    text: {
      individual: 'Dale, Señor, el descanso eterno, y que la luz perpetua le ilumine. Descanse en paz. Amén.',
      family: 'Dales, Señor, el descanso eterno, y que la luz perpetua les ilumine. Descansen en paz. Amén.',
    },
    source: null,
  },
  {
    id: 'salmo23',
    label: 'Salmo 23',
    text: everyone(
      'El Señor es mi pastor, nada me falta: en verdes praderas me hace recostar, me conduce hacia fuentes tranquilas y repara mis fuerzas. Aunque camine por cañadas oscuras, nada temo, porque tú vas conmigo.',
    ),
    source: 'Salmo 23',
  },
  {
    id: 'juan11',
    label: 'Juan 11, 25',
    text: everyone('Yo soy la resurrección y la vida. El que cree en mí, aunque muera, vivirá.'),
    source: 'Juan 11, 25',
  },
  {
    id: 'recuerdo',
    label: 'Mensaje de recuerdo',
    text: {
      individual: 'Partiste de nuestro lado, pero no de nuestro corazón. Gracias por tu amor, que nos acompaña cada día.',
      family: 'Partieron de nuestro lado, pero no de nuestro corazón. Gracias por su amor, que nos acompaña cada día.',
    },
    source: null,
  },
];

export const OWN_TEXT = 'propio';
export const OWN_TEXT_LABEL = 'Mis propias palabras';
export const DEFAULT_CARD_TEXT = 'oracion';
/** Characters of the owner's own words: a few sentences, which fit every size at a readable type size. */
export const OWN_TEXT_MAX = 300;

export const CARD_MESSAGES = {
  size: 'Tamaño no válido. Usa wallet o a6.',
  text: `Texto no válido. Usa ${CARD_TEXT_PRESETS.map((preset) => preset.id).join(', ')} o ${OWN_TEXT}.`,
  format: 'Formato no válido. Usa pdf o svg.',
  ownTextRequired: 'Escribe tus propias palabras para el recordatorio.',
  ownTextTooLong: `Tus palabras pueden tener hasta ${OWN_TEXT_MAX} caracteres.`,
  ownTextEmpty: 'Tus palabras no tienen letras que se puedan imprimir. Escríbelas de nuevo.',
} as const;

/**
 * Whose card a family's is when nobody chose: its first member, in the order the family set (docs/features/plaque-and-card.md; it once had
 * chosen the member who died last, docs/product/text-changes.md). The dialog preselects the same member the API
 * defaults to.
 */
export function defaultCardMember<T>(members: readonly T[]): T | undefined {
  return members[0];
}

/** The whole text always fits or is refused: never cut. Said in the size the owner chose. */
export function textDoesNotFitMessage(size: CardSize): string {
  const label = CARD_SIZE_OPTIONS.find((option) => option.id === size)?.label ?? size;
  return `El texto no cabe completo en el recordatorio ${label}. Acórtalo, quita saltos de línea o elige otro tamaño.`;
}

export type CardTextChoice = { preset: string } | { own: string };
export type CardOptions = { size: CardSize; text: CardTextChoice };

/** Line breaks kept, every other run of spaces made one, ends trimmed: the words as they will be printed. */
export function cleanOwnText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export const ownTextLength = (text: string): number => [...cleanOwnText(text)].length;

type Query = (name: string) => string | undefined;

/** `size`, `texto` and `texto_propio` from a query, or the first problem in the API's words. */
export function parseCardOptions(query: Query): { ok: true; options: CardOptions } | { ok: false; error: string } {
  const size = query('size') ?? 'wallet';
  if (!(CARD_SIZES as readonly string[]).includes(size)) return { ok: false, error: CARD_MESSAGES.size };
  const texto = query('texto') ?? DEFAULT_CARD_TEXT;
  if (texto === OWN_TEXT) {
    const own = cleanOwnText(query('texto_propio') ?? '');
    if (!own) return { ok: false, error: CARD_MESSAGES.ownTextRequired };
    if ([...own].length > OWN_TEXT_MAX) return { ok: false, error: CARD_MESSAGES.ownTextTooLong };
    return { ok: true, options: { size: size as CardSize, text: { own } } };
  }
  if (!CARD_TEXT_PRESETS.some((preset) => preset.id === texto)) return { ok: false, error: CARD_MESSAGES.text };
  return { ok: true, options: { size: size as CardSize, text: { preset: texto } } };
}

/** The query a choice travels as: what the dialog asks for, what a test sends. */
export function cardQuery(options: CardOptions): string {
  const params = new URLSearchParams({ size: options.size });
  if ('own' in options.text) {
    params.set('texto', OWN_TEXT);
    params.set('texto_propio', options.text.own);
  } else params.set('texto', options.text.preset);
  return params.toString();
}

/** The text to print and its source line, for a memorial or a family. */
export function chosenText(choice: CardTextChoice, kind: CardKind): { text: string; source: string | null } {
  if ('own' in choice) return { text: choice.own, source: null };
  const preset = CARD_TEXT_PRESETS.find((candidate) => candidate.id === choice.preset) ?? CARD_TEXT_PRESETS[0]!;
  return { text: preset.text[kind], source: preset.source };
}
