import { z } from 'zod';
import { isCleanMultiLine, isOneLine, multiLineMessage, oneLineMessage } from './control-characters';

export { multiLineMessage, oneLineMessage } from './control-characters';

/**
 * The one rule every one-line field (names, titles, relationships, places, references) adds after its own
 * trimming: no control character and no line break (./control-characters.ts says why). `field` names the field
 * with its article, for the message: oneLine('El nombre') → 'El nombre no puede contener saltos de línea ni
 * caracteres de control'.
 */
export const oneLine = (field: string) => z.string().refine(isOneLine, oneLineMessage(field));

/** The rule of a multi-line field (a biography, a memory's message): line breaks and tabs, no other control character. */
export const multiLine = (field: string) => z.string().refine(isCleanMultiLine, multiLineMessage(field));
