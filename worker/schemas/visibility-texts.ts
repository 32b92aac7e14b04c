/**
 * 'Quién puede verlo' (docs/features/visibility.md): the words the owner's settings, the private page's code form and the API share.
 * Library-free, so the public page's tiny script and the dashboard's island can carry them.
 */
import type { Visibility } from '../../db/schema/enums';

export const ACCESS_CODE_MIN = 6;
export const ACCESS_CODE_MAX = 40;

/** The three choices, in the order the owner sees them, each with its help text. */
export const VISIBILITY_CHOICES: readonly { value: Visibility; label: string; help: string }[] = [
  {
    value: 'public',
    label: 'Público',
    help: 'Cualquier persona puede encontrarlo y verlo, también desde buscadores como Google.',
  },
  {
    value: 'unlisted',
    label: 'Solo con el enlace o el código QR',
    help: 'Lo ve quien tenga el enlace o escanee la placa. No aparece en buscadores ni en ningún listado.',
  },
  {
    value: 'private',
    label: 'Privado',
    help: 'Solo lo ve quien escriba el código de acceso que elijas. Compártelo únicamente con tus familiares.',
  },
];

export const VISIBILITY_MESSAGES = {
  title: 'Quién puede verlo',
  invalid: 'Elige quién puede ver el memorial',
  /** What a visitor without the code reads on every private surface (page, wall, API, calendar, candles…). */
  privateNotice: 'Este memorial es privado. Escribe el código que te dio la familia.',
  privateTitle: 'Memorial privado',
  codeLabel: 'Código de acceso',
  open: 'Abrir memorial',
  opening: 'Abriendo…',
  wrongCode: 'El código no es correcto.',
  tooManyWrong: 'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.',
  /** An address that used up its day on one memorial (docs/features/visibility.md): minutes would not help. */
  tooManyWrongToday:
    'Demasiados códigos incorrectos para este memorial desde tu conexión. Inténtalo de nuevo mañana o confirma el código con la familia.',
  codeRequired: 'Escribe el código de acceso que compartirás con tu familia.',
  codeLength: `El código de acceso debe tener entre ${ACCESS_CODE_MIN} y ${ACCESS_CODE_MAX} caracteres.`,
  /** Codes a stranger would try first are refused when the owner sets one. */
  codeTooEasy: 'Ese código es muy fácil de adivinar: evita 123456, 000000 y los números o letras repetidos o seguidos. Elige otro.',
  codePersonal:
    'El código no puede ser solo el nombre de quien recuerdas ni sus años de nacimiento o fallecimiento: es lo primero que alguien probaría. Agrégale algo que solo tu familia sepa.',
  codeHelp: `Entre ${ACCESS_CODE_MIN} y ${ACCESS_CODE_MAX} caracteres; no distingue mayúsculas de minúsculas. Evita 123456, números seguidos, el nombre o los años de nacimiento o fallecimiento. Quien lo escriba podrá ver el memorial durante 30 días en su dispositivo.`,
  codeKeep:
    'Déjalo vacío para mantener el código actual. Si escribes uno nuevo, los dispositivos que usaban el anterior tendrán que escribir el nuevo.',
  onlyOwner: 'Solo quien administra el memorial puede cambiar quién puede verlo.',
  saved: 'Listo: guardamos quién puede ver el memorial.',
  save: 'Guardar',
  saving: 'Guardando…',
  failed: 'No se pudo guardar. Revisa tu conexión e inténtalo de nuevo.',
} as const;
