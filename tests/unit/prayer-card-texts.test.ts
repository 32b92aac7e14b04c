import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  CARD_TEXT_PRESETS,
  cardQuery,
  chosenText,
  cleanOwnText,
  OWN_TEXT_MAX,
  ownTextLength,
  parseCardOptions,
  textDoesNotFitMessage,
} from '../../worker/schemas/prayer-card-texts';

const parse = (query: string) => {
  const params = new URLSearchParams(query);
  return parseCardOptions((name) => params.get(name) ?? undefined);
};

describe('the prayer card’s choices', () => {
  it('defaults to the wallet size and the prayer for the dead, as the plain download links ask', () => {
    expect(parse('')).toEqual({ ok: true, options: { size: 'wallet', text: { preset: 'oracion' } } });
    expect(parse('size=a6&texto=salmo23')).toEqual({ ok: true, options: { size: 'a6', text: { preset: 'salmo23' } } });
  });

  it('refuses an unknown size or text, and own words that are missing or too long, in Spanish', () => {
    expect(parse('size=carta')).toEqual({ ok: false, error: 'Tamaño no válido. Usa wallet o a6.' });
    expect(parse('texto=padrenuestro')).toEqual({ ok: false, error: 'Texto no válido. Usa oracion, salmo23, juan11, recuerdo o propio.' });
    expect(parse('texto=propio')).toEqual({ ok: false, error: CARD_MESSAGES.ownTextRequired });
    expect(parse('texto=propio&texto_propio=%20%0A%20')).toEqual({ ok: false, error: CARD_MESSAGES.ownTextRequired });
    expect(parse(`texto=propio&texto_propio=${'a'.repeat(OWN_TEXT_MAX + 1)}`)).toEqual({
      ok: false,
      error: 'Tus palabras pueden tener hasta 300 caracteres.',
    });
    expect(parse(`texto=propio&texto_propio=${'ñ'.repeat(OWN_TEXT_MAX)}`).ok).toBe(true);
  });

  it('keeps the line breaks of own words, one space between words, no empty lines', () => {
    expect(cleanOwnText('  Te   quiero\r\n\r\n  mamá \n\n')).toBe('Te quiero\nmamá');
    expect(ownTextLength('  Te   quiero\r\n\r\n  mamá \n\n')).toBe(14);
  });

  it('travels as the query the server reads back', () => {
    for (const options of [
      { size: 'a6', text: { preset: 'juan11' } },
      { size: 'wallet', text: { own: 'Gracias por todo.\nTe amamos & te extrañamos' } },
    ] as const) {
      expect(parse(cardQuery(options))).toEqual({ ok: true, options });
    }
  });

  it('speaks of a family in the plural, and says which size the text does not fit', () => {
    expect(chosenText({ preset: 'oracion' }, 'family').text).toContain('Dales, Señor');
    expect(chosenText({ preset: 'oracion' }, 'individual').text).toContain('Dale, Señor');
    expect(chosenText({ preset: 'salmo23' }, 'individual')).toEqual({ text: CARD_TEXT_PRESETS[1]!.text.individual, source: 'Salmo 23' });
    expect(chosenText({ own: 'Hola' }, 'family')).toEqual({ text: 'Hola', source: null });
    expect(textDoesNotFitMessage('wallet')).toBe(
      'El texto no cabe completo en el recordatorio Billetera. Acórtalo, quita saltos de línea o elige otro tamaño.',
    );
  });
});
