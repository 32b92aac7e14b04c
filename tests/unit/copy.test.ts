import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceTexts, type SourceText } from '../helpers/source-texts';

/**
 * The house style of every visible text (docs/product's Spanish texts): 'correo', never 'Email';
 * headings, buttons, labels and titles in sentence case as Spanish writes them; a family after a preposition with
 * its article ('a la familia Gómez', worker/schemas/family-name.ts). Read from the source of site/ and worker/
 * (tests/helpers/source-texts.ts), so a new screen or mail is held to it the day it is written.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TEXTS = sourceTexts(ROOT, ['site', 'worker']);

const where = (text: SourceText) => `${text.file}:${text.line} ${JSON.stringify(text.text)}`;

/** Keys and attributes whose value a person reads. */
const VISIBLE_KEY = /label|title|heading|placeholder|hint|lead|legend|subject|cta|button|alt|text|message|description/i;
/** A string a person reads, by its Spanish: an accent, an opening mark, or a word code never spells alone. */
const SPANISH = /[áéíóúñ¿¡]|\b(tu|su|el|la|los|las|de|del|con|este|ese|por|para|un|una|es|o|y|que)\b/;

function isVisible(text: SourceText): boolean {
  return text.kind === 'jsx' || VISIBLE_KEY.test(text.key ?? '') || SPANISH.test(text.text);
}

/** 'Email', 'e-mail', 'tu@email.com'; not an identifier's part ('user-email', '$.email') nor a placeholder ('{email}'). */
const EMAIL_WORD = /(?<![{.$\w-])e-?mail\b(?![}\w-])/i;

/** A family after a preposition without its article: 'recordar a Familia Gómez'. */
const FAMILY_WITHOUT_ARTICLE = /\b(a|al|de|del|para|por)\s+Familia\b/;

/** Where a text is a heading, a button, a label or a title. */
const HEADING_ELEMENT = /^(h[1-6]|button|legend|summary|th|caption|label|option|dt|a)$/;
const HEADING_KEY = /(title|heading|label|legend|subject|button|cta\w*)$/i;

/** Names that keep their capitals wherever they stand. */
const PROPER_NAMES = [
  'Recuerdos Eternos',
  'Muro de los Recuerdos',
  'Bre-B',
  'Wompi',
  'Nequi',
  'Bancolombia',
  'Colombia',
  'YouTube',
  'WhatsApp',
  'Google',
  'Cloudflare, Inc.',
  'Superintendencia de Industria y Comercio',
  'Día de los Fieles Difuntos',
  'Día de la Madre',
  'Día del Padre',
];

/** The words after the first that start with a capital where Spanish writes a small letter. */
export function titleCaseWords(text: string): string[] {
  const plain = PROPER_NAMES.reduce((rest, name) => rest.split(name).join('x'), text);
  const words = plain
    .replace(/^[^\p{L}]+/u, '')
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(1).filter((word, i) => /^[¿¡("'“]?\p{Lu}\p{Ll}/u.test(word) && !/[.:?!…]["”)]?$/.test(words[i] ?? ''));
}

describe('the visible texts', () => {
  it('say correo, never Email', () => {
    const found = TEXTS.filter((text) => EMAIL_WORD.test(text.text) && isVisible(text)).map(where);
    expect(found).toEqual([]);
  });

  it('write headings, buttons, labels and titles in sentence case', () => {
    const headings = TEXTS.filter(
      (text) => (text.kind === 'jsx' && text.elements.some((tag) => HEADING_ELEMENT.test(tag))) || HEADING_KEY.test(text.key ?? ''),
    );
    const found = headings.filter((text) => titleCaseWords(text.text).length > 0).map(where);
    expect(found).toEqual([]);
  });

  it("name a family with its article: 'a la familia', never 'a Familia'", () => {
    const found = TEXTS.filter((text) => FAMILY_WITHOUT_ARTICLE.test(text.text)).map(where);
    expect(found).toEqual([]);
  });
});

describe('the sentence-case rule', () => {
  it('finds the capitals of title case and leaves proper names, sentences and symbols alone', () => {
    expect(titleCaseWords('Crear Cuenta')).toEqual(['Cuenta']);
    expect(titleCaseWords('Restablecer contraseña')).toEqual([]);
    expect(titleCaseWords('Pagar con Wompi en Recuerdos Eternos')).toEqual([]);
    expect(titleCaseWords('Listo. Ahora sigue')).toEqual([]);
    expect(titleCaseWords('+ Dejar un recuerdo')).toEqual([]);
  });

  it('finds the words the issue names', () => {
    expect(EMAIL_WORD.test('Email')).toBe(true);
    expect(EMAIL_WORD.test('tu@email.com')).toBe(true);
    expect(EMAIL_WORD.test('Te enviamos un correo a {email}')).toBe(false);
    expect(EMAIL_WORD.test("json_extract(data, '$.email')")).toBe(false);
    expect(FAMILY_WITHOUT_ARTICLE.test('las fechas para recordar a Familia Gómez Rincón')).toBe(true);
    expect(FAMILY_WITHOUT_ARTICLE.test('las fechas para recordar a la familia Gómez Rincón')).toBe(false);
  });
});
