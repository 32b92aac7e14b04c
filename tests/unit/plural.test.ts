import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from '../../worker/schemas/plural';
import { birthdayMessage } from '../../site/lib/public/birthday';
import { bannerText, dateTitle } from '../../worker/remembrance/texts';
import { quotaRows } from '../../site/lib/dashboard/dashboard-memorials';
import { MEMORIAL_MESSAGES } from '../../worker/schemas/memorial-texts';

describe('count words agree with their number', () => {
  it('takes the singular for one only, the plural for none and for many', () => {
    expect(plural(1, 'foto', 'fotos')).toBe('1 foto');
    expect(plural(2, 'foto', 'fotos')).toBe('2 fotos');
    expect(plural(0, 'video', 'videos')).toBe('0 videos');
    expect(plural(-1, 'día', 'días')).toBe('-1 día');
    expect(pluralWord(1, 'vela', 'velas')).toBe('vela');
    expect(pluralWord(3, 'vela', 'velas')).toBe('velas');
  });

  it('groups thousands as Colombia writes them', () => {
    expect(plural(1200, 'recuerdo', 'recuerdos')).toBe('1.200 recuerdos');
  });

  it('is what the texts with a count say', () => {
    // A child's first birthday and the last days before it.
    expect(birthdayMessage('Sofía', '2025-03-15', '2026-03-15')?.detail).toContain('cumpliría 1 año.');
    expect(birthdayMessage('Sofía', '2024-03-15', '2026-03-14')?.detail).toContain('cumpliría 2 años.');
    expect(birthdayMessage('Sofía', '2024-03-15', '2026-03-13')?.title).toBe('Faltan 2 días para el cumpleaños de Sofía');
    expect(dateTitle('aniversario', 'Pedro', { novenarioDay: null, years: 2 })).toBe('2 años de la partida de Pedro');
    expect(bannerText('aniversario', ['Pedro'], true, { novenarioDay: null, years: 1 })).toBe('Hoy se cumple 1 año de su partida');
    expect(
      quotaRows({
        total: 3,
        used: 1,
        available: 2,
        individual: { total: 2, used: 1, available: 1 },
        family: { total: 1, used: 0, available: 1 },
      })[1]?.available,
    ).toBe('1 disponible');
    expect(MEMORIAL_MESSAGES.limitReached(1, 1)).toBe('Has alcanzado el límite de memoriales (1). Tienes 1 memorial activo.');
    expect(MEMORIAL_MESSAGES.limitReached(2, 2)).toBe('Has alcanzado el límite de memoriales (2). Tienes 2 memoriales activos.');
  });
});
