import { afterEach, describe, expect, it, vi } from 'vitest';
import { itAnswers } from '../helpers/answers';
import { exampleHref, exampleLifespan, type ExampleProfile } from '../../site/lib/landing/examples';
import { formatDate } from '../../site/lib/format';
import { heroFigures } from '../../site/lib/landing/hero-figures';
import { whatsappLink } from '../../site/lib/phone';
import { readPaymentMethods, toClientSettings } from '../../site/lib/landing/settings-client';
import { $toasts, dismissToast, MAX_TOASTS, showToast, toast } from '../../site/stores/toasts';
import { DEFAULT_SETTINGS } from '../../worker/services/default-settings';

const profile: ExampleProfile = {
  profile_name: 'María Elena Rodríguez',
  profile_image_url: '/media/x.jpg',
  birth_date: '1948-03-15',
  death_date: '2021-08-02',
  slug: 'maria-elena-rodriguez',
  type: 'individual',
};

describe('example memorial links', () => {
  itAnswers('opens family pages for the family type or a familia- slug, memorial pages otherwise', exampleHref, [
    [profile, '/memorial/maria-elena-rodriguez'],
    [{ slug: 'gomez-herrera', type: 'family' }, '/familia/gomez-herrera'],
    [{ slug: 'familia-gomez-herrera', type: 'individual' }, '/familia/familia-gomez-herrera'],
  ]);

  it('prints the dates in words and leaves out a hidden one', () => {
    expect(exampleLifespan(profile)).toBe('15 de marzo de 1948 – 2 de agosto de 2021');
    expect(exampleLifespan({ ...profile, show_birth_date: false })).toBe('2 de agosto de 2021');
    expect(formatDate('2000-01-01')).toBe('1 de enero de 2000');
    expect(formatDate('sin fecha')).toBe('sin fecha');
  });
});

describe('the chat contact link', () => {
  itAnswers('is a wa.me link with the Colombian prefix, and none without a phone', whatsappLink, [
    ['300 123 4567', 'https://wa.me/573001234567'],
    ['+57 300 123 4567', 'https://wa.me/573001234567'],
    ['', null],
  ]);
});

describe('settings in the browser', () => {
  it('reads the spec list of {key, value} and keeps well-formed values only', () => {
    const list = [
      { key: 'hero_section', value: DEFAULT_SETTINGS.hero_section },
      { key: 'site_stats', value: { memorials_created: 1200, monthly_visits: 'muchas', rating: 4.9 } },
      { key: 'payment_methods', value: DEFAULT_SETTINGS.payment_methods },
    ];
    const settings = toClientSettings(list);
    expect(settings.hero_section).toEqual(DEFAULT_SETTINGS.hero_section);
    expect(settings.site_stats).toBeUndefined();
    expect(Object.keys(settings.payment_methods ?? {})).toEqual(['nequi', 'breb', 'bancolombia']);
    expect(toClientSettings('nada')).toEqual({});
  });

  it('does not offer a payment method without a name or an account', () => {
    expect(readPaymentMethods({ a: { name: 'A', account: '' }, b: { name: 'B', account: '1', type: 3 } })).toEqual({
      b: { name: 'B', account: '1', type: '', owner: '' },
    });
  });

  it('prints the hero figures the way the spec writes them', () => {
    expect(heroFigures(DEFAULT_SETTINGS.site_stats).map((figure) => figure.value)).toEqual(['1.200+', '50K+', '4,9']);
  });
});

describe('toasts', () => {
  afterEach(() => {
    $toasts.get().forEach((item) => dismissToast(item.id));
    vi.useRealTimers();
  });

  it('last 4 seconds, and 3 for success', () => {
    vi.useFakeTimers();
    toast.info('Hola');
    toast.success('Listo');
    vi.advanceTimersByTime(3000);
    expect($toasts.get().map((item) => item.message)).toEqual(['Hola']);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps only the newest few', () => {
    vi.useFakeTimers();
    for (let i = 1; i <= MAX_TOASTS + 2; i++) showToast(`Aviso ${i}`, { tone: 'error' });
    expect($toasts.get().map((item) => item.message)).toEqual(['Aviso 3', 'Aviso 4', 'Aviso 5']);
  });

  it('can be dismissed early', () => {
    const id = toast.error('Error');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});

describe('examples in an open landing tab', () => {
  it('keeps examples that can link somewhere, at most three, with their dates shown unless hidden', () => {
    const settings = toClientSettings([
      {
        key: 'examples_section',
        value: {
          memorial_profiles: [
            { profile_name: 'Rosa', slug: 'rosa', type: 'individual', birth_date: '1940-01-01', show_death_date: false },
            { profile_name: '', slug: 'sin-nombre', type: 'individual' },
            { profile_name: 'Pareja', slug: 'pareja', type: 'couple' },
            { profile_name: 'Familia Gómez', slug: 'familia-gomez', type: 'family' },
          ],
        },
      },
    ]);
    expect(
      settings.examples_section?.memorial_profiles.map((profile) => [profile.slug, profile.show_birth_date, profile.show_death_date]),
    ).toEqual([
      ['rosa', true, false],
      ['familia-gomez', true, true],
    ]);
    expect(toClientSettings([{ key: 'examples_section', value: 'nada' }]).examples_section).toBeUndefined();
  });
});
