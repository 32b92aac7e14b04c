import { describe, expect, it } from 'vitest';
import { familySlugBase, firstFreeSlug, individualSlugBase, slugify } from '../../worker/services/slugs';

describe('slugs', () => {
  it('fold accents and punctuation into hyphens', () => {
    expect(slugify('María Elena Rodríguez')).toBe('maria-elena-rodriguez');
    expect(slugify('  José  Ñúñez & Peña!! ')).toBe('jose-nunez-pena');
    expect(slugify('¿?')).toBe('memorial');
  });

  it('keep the familia- prefix for family pages only', () => {
    expect(familySlugBase('Gómez Herrera')).toBe('familia-gomez-herrera');
    expect(familySlugBase('Familia Gómez')).toBe('familia-gomez');
    expect(individualSlugBase('Familia Pérez')).toBe('en-memoria-de-familia-perez');
  });

  it('pick the first free suffix', () => {
    expect(firstFreeSlug('ana', [])).toBe('ana');
    expect(firstFreeSlug('ana', ['ana', 'ana-2', 'ana-bella'])).toBe('ana-3');
  });
});
