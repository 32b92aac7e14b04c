import { describe, expect, it } from 'vitest';
import { itAnswers } from '../helpers/answers';
import {
  exampleFromMemorial,
  featuresFromText,
  featuresToText,
  fixExampleUrls,
  methodId,
  priceFromText,
  slugFromInput,
  undoubledUrl,
  type ExampleMemorial,
  type ExampleProfile,
} from '../../site/lib/admin/settings';

const profile = (changes: Partial<ExampleProfile> = {}): ExampleProfile => ({
  profile_name: 'Rosa',
  profile_image_url: '',
  birth_date: '',
  death_date: '',
  slug: 'rosa',
  type: 'individual',
  ...changes,
});

describe('the examples section', () => {
  itAnswers('reduces a pasted address to its last segment, and keeps a plain slug', slugFromInput, [
    ['https://recuerdos.co/memorial/rosa-elvira/?ref=x#top', 'rosa-elvira'],
    ['  familia-gomez  ', 'familia-gomez'],
    ['/familia/familia-gomez/', 'familia-gomez'],
    ['   ', ''],
  ]);

  it('cleans addresses written twice, and says whether anything changed', () => {
    expect(undoubledUrl('https://a.co/media/https://a.co/media/x.jpg')).toBe('https://a.co/media/x.jpg');
    expect(undoubledUrl('https://a.co/media/x.jpg')).toBe('https://a.co/media/x.jpg');
    const broken = profile({
      slug: 'https://a.co/memorial/https://a.co/memorial/rosa',
      profile_image_url: 'https://a.co/m/https://a.co/m/r.jpg',
    });
    expect(fixExampleUrls([broken, profile()])).toEqual({
      profiles: [profile({ profile_image_url: 'https://a.co/m/r.jpg' }), profile()],
      changed: true,
    });
    expect(fixExampleUrls([profile()]).changed).toBe(false);
  });

  it('turns a picked memorial into an example card, a family without photo or dates', () => {
    const family: ExampleMemorial = {
      id: 'f',
      type: 'family',
      profile_name: 'Familia Gómez',
      slug: 'familia-gomez',
      is_published: true,
      visit_count: 0,
      created_at: '',
      owner: { id: 'u', email: 'a@b.co', name: 'Ana' },
      profile_image_url: null,
      birth_date: null,
      death_date: null,
      description: 'Una familia',
    };
    expect(exampleFromMemorial(family)).toEqual({
      profile_name: 'Familia Gómez',
      profile_image_url: '',
      birth_date: '',
      death_date: '',
      slug: 'familia-gomez',
      description: 'Una familia',
      show_birth_date: false,
      show_death_date: false,
      type: 'family',
    });
  });
});

describe('packages and payment methods', () => {
  it('reads features one per line, blank lines left out', () => {
    expect(featuresFromText(' QR \n\nPlaca de aluminio\n')).toEqual(['QR', 'Placa de aluminio']);
    expect(featuresToText(['QR', 'Placa'])).toBe('QR\nPlaca');
  });

  it('reads a price in whole pesos, with or without grouping', () => {
    expect(priceFromText('150.000')).toBe(150000);
    expect(priceFromText('$ 150000')).toBe(150000);
    expect(priceFromText('150,5')).toBeNaN();
    expect(priceFromText('')).toBeNaN();
  });

  it('makes a method id from its name', () => {
    expect(methodId('Banco de Bogotá')).toBe('banco-de-bogota');
    expect(methodId('  Daviplata!! ')).toBe('daviplata');
  });
});
