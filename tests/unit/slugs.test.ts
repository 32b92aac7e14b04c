import { describe, expect, it } from 'vitest';
import { itAnswers } from '../helpers/answers';
import { isFamilySlugShape, isSlugShape } from '../../worker/schemas/slug-shape';
import { familySlugBase, firstFreeSlug, individualSlugBase, slugify } from '../../worker/services/slugs';

describe('slugs', () => {
  itAnswers('fold accents and punctuation into hyphens', slugify, [
    ['María Elena Rodríguez', 'maria-elena-rodriguez'],
    ['  José  Ñúñez & Peña!! ', 'jose-nunez-pena'],
    ['¿?', 'memorial'],
  ]);

  it('keep the familia- prefix for family pages only', () => {
    expect(familySlugBase('Gómez Herrera')).toBe('familia-gomez-herrera');
    expect(familySlugBase('Familia Gómez')).toBe('familia-gomez');
    expect(individualSlugBase('Familia Pérez')).toBe('en-memoria-de-familia-perez');
  });

  it('pick the first free suffix', () => {
    expect(firstFreeSlug('ana', [])).toBe('ana');
    expect(firstFreeSlug('ana', ['ana', 'ana-2', 'ana-bella'])).toBe('ana-3');
  });

  it('make only slugs of the shape the public pages accept, the longest included', () => {
    const long = 'Familia ' + 'Rodríguez de la Santísima Trinidad '.repeat(6);
    for (const made of [individualSlugBase(long), familySlugBase(long), slugify(long), individualSlugBase('¿?')]) {
      expect(isSlugShape(made)).toBe(true);
      expect(isSlugShape(`${made}-9999`)).toBe(true);
    }
    expect(isFamilySlugShape(familySlugBase(long))).toBe(true);
    expect(isFamilySlugShape(`${familySlugBase('Gómez Herrera')}-2`)).toBe(true);
  });
});

describe('slugs no page can have', () => {
  it.each([
    '',
    'Maria-Elena',
    'maria_elena',
    'maria--elena',
    '-maria',
    'maria-',
    'maría',
    'maria elena',
    'maria%2Delena',
    'a/b',
    'a'.repeat(101),
  ])('%j is not a slug', (slug) => {
    expect(isSlugShape(slug)).toBe(false);
  });

  it('a family slug starts with familia- and names someone after it', () => {
    expect(isFamilySlugShape('familia-gomez-herrera')).toBe(true);
    for (const slug of ['gomez-herrera', 'familia', 'familia-', 'Familia-gomez', 'maria-elena-rodriguez'])
      expect(isFamilySlugShape(slug)).toBe(false);
  });
});
