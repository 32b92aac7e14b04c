import { describe, expect, it } from 'vitest';
import { namesMatch, plaqueNote } from '../../site/lib/dashboard/delete-memorial';

describe("the dashboard's delete confirmation", () => {
  it('lets Eliminar work only once the memorial is named, whatever the case, accents or spacing a phone gives', () => {
    expect(namesMatch('', 'José Antonio Gómez')).toBe(false);
    expect(namesMatch('José Antonio', 'José Antonio Gómez')).toBe(false);
    expect(namesMatch('José Antonio Gómez', 'José Antonio Gómez')).toBe(true);
    expect(namesMatch('  jose antonio   gomez ', 'José Antonio Gómez')).toBe(true);
    expect(namesMatch('   ', '   ')).toBe(false);
  });

  it('says what becomes of the plaque: not engraved, engraved, or none', () => {
    expect(plaqueNote(null)).toBeNull();
    expect(plaqueNote('por_grabar')).toBe('Su placa aún no se ha grabado: no se grabará con el código de este memorial.');
    for (const status of ['grabada', 'enviada', 'entregada'] as const) {
      expect(plaqueNote(status)).toContain('Su placa ya está grabada: el código QR de la placa dejará de abrir una página');
    }
  });
});
