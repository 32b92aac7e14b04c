import { describe, expect, it } from 'vitest';
import { downloadUrl, draftOptions, excerpt, ownCounter, previewUrl } from '../../site/lib/dashboard/prayer-card';
import { CARD_MESSAGES, OWN_TEXT_MAX } from '../../worker/schemas/prayer-card-texts';

describe('the Recordatorio dialog', () => {
  it('asks the server only for a choice it would accept, in its words otherwise', () => {
    expect(draftOptions({ size: 'a6', text: 'salmo23', own: 'ignorado' })).toEqual({
      ok: true,
      options: { size: 'a6', text: { preset: 'salmo23' } },
    });
    expect(draftOptions({ size: 'wallet', text: 'propio', own: '  \n ' })).toEqual({ ok: false, error: CARD_MESSAGES.ownTextRequired });
    expect(draftOptions({ size: 'wallet', text: 'propio', own: 'x'.repeat(OWN_TEXT_MAX + 1) })).toEqual({
      ok: false,
      error: CARD_MESSAGES.ownTextTooLong,
    });
    expect(draftOptions({ size: 'wallet', text: 'propio', own: ' Te  amamos \r\n abuela ' })).toEqual({
      ok: true,
      options: { size: 'wallet', text: { own: 'Te amamos\nabuela' } },
    });
  });

  it('previews and downloads the same choice: the preview asks for the SVG of the download’s query', () => {
    const options = { size: 'wallet', text: { own: 'Te amamos & te extrañamos' } } as const;
    expect(downloadUrl('/api/profiles/p1/prayer-card', options)).toBe(
      '/api/profiles/p1/prayer-card?size=wallet&texto=propio&texto_propio=Te+amamos+%26+te+extra%C3%B1amos',
    );
    expect(previewUrl('/api/profiles/p1/prayer-card', options)).toBe(`${downloadUrl('/api/profiles/p1/prayer-card', options)}&format=svg`);
  });

  it('counts characters as the server does, and names presets by their first words', () => {
    expect(ownCounter('Te  quiero 💐')).toBe('11 de 300 caracteres');
    expect(excerpt('Partiste de nuestro lado, pero no de nuestro corazón. Gracias por tu amor, que nos acompaña cada día.')).toBe(
      'Partiste de nuestro lado, pero no de nuestro corazón…',
    );
    expect(excerpt('Yo soy la resurrección.')).toBe('Yo soy la resurrección.');
  });
});
