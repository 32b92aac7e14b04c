import {
  ACCESS_CODE_MAX,
  ACCESS_CODE_MIN,
  type VISIBILITY_CHOICES,
  VISIBILITY_MESSAGES as M,
} from '../../../worker/schemas/visibility-texts';

export type Visibility = (typeof VISIBILITY_CHOICES)[number]['value'];

/**
 * Who may see a memorial being created (the wizards' last step, docs/features/visibility.md): the choice and, for 'Privado', the code
 * as typed. The server holds every rule (services/visibility.ts); the wizard says the two it can know before
 * sending (a code is missing, or too short or long) by the server's own words.
 */
export type MemorialPrivacy = { visibility: Visibility; accessCode: string };

export const PUBLIC_PRIVACY: MemorialPrivacy = { visibility: 'public', accessCode: '' };

/** The code's length as the server counts it (trimmed, inner spaces folded). */
const codeLength = (code: string) => code.normalize('NFKC').trim().replace(/\s+/g, ' ').length;

/** The message the code field shows before sending, or undefined when the server should judge it. */
export function privacyProblem({ visibility, accessCode }: MemorialPrivacy): string | undefined {
  if (visibility !== 'private') return undefined;
  const length = codeLength(accessCode);
  if (length === 0) return M.codeRequired;
  if (length < ACCESS_CODE_MIN || length > ACCESS_CODE_MAX) return M.codeLength;
  return undefined;
}

/** The create request's fields: the code only with 'Privado'. */
export function privacyPayload({ visibility, accessCode }: MemorialPrivacy): { visibility: Visibility; access_code?: string } {
  return visibility === 'private' ? { visibility, access_code: accessCode } : { visibility };
}

/** What the review says will happen on creating, by the choice. */
export function publishedNote(visibility: Visibility, family: boolean): string {
  const what = family ? 'el memorial familiar' : 'el memorial';
  if (visibility === 'private')
    return `Al crear ${what} quedará publicado, pero solo lo verá quien escriba el código de acceso. Comparte el código únicamente con tu familia.`;
  if (visibility === 'unlisted')
    return `Al crear ${what} quedará publicado en línea de inmediato: lo verá quien tenga el enlace o escanee el código QR de la placa, y no aparecerá en buscadores.`;
  return `Al crear ${what} quedará publicado en línea de inmediato: cualquier persona con el enlace o el código QR de la placa podrá visitarlo.`;
}
