import { describe, expect, it } from 'vitest';
import { QUOTE_TEXTS, readQuoteAnswer } from '../../site/lib/public/quote-card';

describe('the reflection quote card', () => {
  it('uses the spec’s words', () => {
    expect(QUOTE_TEXTS).toEqual({
      dailyFailed: 'No se pudo cargar la frase del día',
      nextFailed: 'No se pudo cargar una nueva frase',
      next: 'Otra frase',
    });
  });

  it('reads the quote from a successful GET /api/quotes/random answer', () => {
    const answer = { success: true, data: { text: 'Recordar es volver a vivir.', author: 'Anónimo', html: '<blockquote>…</blockquote>' } };
    expect(readQuoteAnswer(answer)).toEqual({ text: 'Recordar es volver a vivir.', author: 'Anónimo' });
  });

  it('refuses anything that is not a quote, so the card keeps the one it shows', () => {
    expect(readQuoteAnswer({ success: false, error: 'Ocurrió un error inesperado. Intenta nuevamente.' })).toBeNull();
    expect(readQuoteAnswer({ success: true, data: null })).toBeNull();
    expect(readQuoteAnswer({ success: true, data: { text: '   ', author: 'Anónimo' } })).toBeNull();
    expect(readQuoteAnswer({ success: true, data: { text: 'Sin autor' } })).toBeNull();
    expect(readQuoteAnswer('<html>502</html>')).toBeNull();
    expect(readQuoteAnswer(null)).toBeNull();
  });
});
