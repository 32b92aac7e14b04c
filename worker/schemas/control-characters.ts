/**
 * Control characters in people's text, in one library-free module: the API's schemas refuse them, the browser's
 * form mirrors may import the same rule, and the calendar and mail writers strip what older rows still hold.
 *
 * Why: a line break in a name is a line break in every place the name is written as a line (a calendar's
 * NAME, an e-mail's Subject). A name with "\r\nEND:VCALENDAR\r\nBEGIN:VEVENT…" wrote whole events into every
 * subscriber's `fechas.ics`; one with "\r\nBcc: …" reached an e-mail's headers. Pure.
 */

/**
 * What a one-line field (a name, a title, a place) refuses: C0 (U+0000–U+001F, with tab, line feed and
 * carriage return), DEL (U+007F), C1 (U+0080–U+009F) and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** What a multi-line field (a biography, a memory's message) refuses: the same less tab, line feed and carriage return (and the separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const isOneLine = (value: string): boolean => !ONE_LINE_FORBIDDEN.test(value);
export const isCleanMultiLine = (value: string): boolean => !MULTI_LINE_FORBIDDEN.test(value);

/** 'El nombre no puede contener saltos de línea ni caracteres de control'; `field` is the field with its article. */
export const oneLineMessage = (field: string): string => `${field} no puede contener saltos de línea ni caracteres de control`;
/** 'La descripción no puede contener caracteres de control'. */
export const multiLineMessage = (field: string): string => `${field} no puede contener caracteres de control`;

/**
 * The text as one line for an output that cannot carry a control character (a calendar's name, an e-mail
 * header): every run of control characters and line or paragraph separators becomes one space.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const toOneLine = (value: string): string => value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
