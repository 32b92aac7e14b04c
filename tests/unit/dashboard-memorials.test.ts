import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import {
  cleanDashboardUrl,
  coupleCard,
  dashboardNotices,
  familyCard,
  profileCard,
  publicPath,
  quotaAvailableText,
  quotaRows,
  quotaUsedText,
  shareUrl,
  visitsText,
} from '../../site/lib/dashboard/dashboard-memorials';
import type { Family, Profile } from '../../site/lib/memorial/memorial-types';

const count = (total: number, used: number) => ({ total, used, available: total - used });

describe('the dashboard quota summary (product §2.2)', () => {
  it('says how many memorials are left to create, never "cuotas" (docs/product/text-changes.md)', () => {
    expectAnswers(quotaAvailableText, [
      [count(0, 0), 'Memoriales disponibles: 0'],
      [count(2, 1), 'Memoriales disponibles: 1'],
      [count(1, 1), 'Memoriales disponibles: 0'],
    ]);
    // Everything spent still says how many there were.
    expect(quotaUsedText(count(1, 1))).toBe('Creados: 1 de 1');
  });

  it('adds a line per type only when the customer holds both kinds of package, its count agreeing with its number', () => {
    const onlyIndividual = { ...count(1, 1), individual: count(1, 1), family: count(0, 0) };
    expect(quotaRows(onlyIndividual)).toEqual([{ label: 'Total', available: 'Memoriales disponibles: 0', used: 'Creados: 1 de 1' }]);

    const both = { ...count(4, 1), individual: count(3, 1), family: count(1, 0) };
    expect(quotaRows(both).map((row) => [row.label, row.available, row.used])).toEqual([
      ['Total', 'Memoriales disponibles: 3', 'Creados: 1 de 4'],
      ['Individual', '2 disponibles', 'Creados: 1 de 3'],
      ['Familiar', '1 disponible', 'Creados: 0 de 1'],
    ]);

    const none = { ...count(0, 0), individual: count(0, 0), family: count(0, 0) };
    expect(quotaRows(none)).toEqual([{ label: 'Total', available: 'Memoriales disponibles: 0', used: null }]);
  });
});

describe('the share link', () => {
  it('is the absolute public address of each kind of memorial', () => {
    expect(publicPath('individual', 'rosa-elvira')).toBe('/memorial/rosa-elvira');
    expect(publicPath('family', 'familia-gomez')).toBe('/familia/familia-gomez');
    expectAnswers(shareUrl, [
      ['https://recuerdoseternos.co', 'individual', 'rosa-elvira', 'https://recuerdoseternos.co/memorial/rosa-elvira'],
      ['http://127.0.0.1:8787', 'family', 'familia-gomez', 'http://127.0.0.1:8787/familia/familia-gomez'],
      ['https://recuerdoseternos.co', 'couple', 'laura-y-andres', 'https://recuerdoseternos.co/pareja/laura-y-andres'],
    ]);
  });
});

describe('a couple page made for the customer', () => {
  it('shows its name, both people, its state and visits, with the phone-sized photo', () => {
    const couple = {
      id: 'c1',
      slug: 'laura-y-andres',
      couple_name: 'Laura y Andrés',
      profile_image_url: '/media/profile/a/foto.jpg',
      person1_name: 'Laura',
      person2_name: 'Andrés',
      is_published: true,
      visibility: 'public',
      visit_count: 3,
    };
    expect(coupleCard(couple, (url) => `${url}?480`)).toEqual({
      id: 'c1',
      slug: 'laura-y-andres',
      name: 'Laura y Andrés',
      photo: '/media/profile/a/foto.jpg?480',
      people: 'Laura y Andrés',
      published: true,
      visits: 3,
    });
  });
});

describe('the one-shot query flags', () => {
  itAnswers('reads the payment and family notices', dashboardNotices, [
    ['?payment=success', { paymentSuccess: true, familyCreated: false }],
    ['?refresh=true&created=family', { paymentSuccess: false, familyCreated: true }],
    ['?payment=failed', { paymentSuccess: false, familyCreated: false }],
  ]);

  itAnswers('cleans them from the address and keeps everything else', cleanDashboardUrl, [
    ['https://x.co/dashboard?payment=success', '/dashboard'],
    ['https://x.co/dashboard?refresh=true&created=family', '/dashboard'],
    ['https://x.co/dashboard?refresh=true&tab=2#memoriales', '/dashboard?tab=2#memoriales'],
    ['https://x.co/dashboard?tab=2', null],
  ]);
});

describe('the cards', () => {
  const profile: Profile = {
    id: 'p1',
    slug: 'rosa-elvira-cardenas',
    short_code: 'ABC234',
    profile_type: 'individual',
    profile_name: 'Rosa Elvira Cárdenas',
    birth_date: '1950-04-10',
    death_date: '2025-01-15',
    description: '',
    profile_image_url: '/media/profile/u/a.jpg',
    gallery_images: [],
    memorial_video_url: null,
    video_thumbnail_url: null,
    favorite_music: null,
    template_id: 'template-4',
    visit_count: 1200,
    is_published: true,
    visibility: 'public',
    show_birth_date: false,
    show_death_date: true,
    created_at: '2025-02-01T10:00:00.000Z',
    updated_at: '2025-02-01T10:00:00.000Z',
  };

  it('shows a person with both dates in words and the smaller photo', () => {
    expect(profileCard(profile, (url) => url.replace('.jpg', '-480.jpg'))).toEqual({
      id: 'p1',
      kind: 'individual',
      slug: 'rosa-elvira-cardenas',
      name: 'Rosa Elvira Cárdenas',
      photo: '/media/profile/u/a-480.jpg',
      // Non-breaking spaces inside each date, so a narrow card breaks only between them.
      lines: ['10\u00a0de\u00a0abril\u00a0de\u00a01950 – 15\u00a0de\u00a0enero\u00a0de\u00a02025'],
      published: true,
      visits: 1200,
      plaque: null,
    });
    expect(profileCard({ ...profile, profile_image_url: null }).photo).toBeNull();
  });

  it('shows a family by its first member’s photo and a line per member', () => {
    const member = { relationship: 'abuelo', memorial_video_url: null, display_order: 0, resting_place: null };
    const family: Family = {
      id: 'f1',
      slug: 'familia-gomez',
      short_code: 'FAM234',
      family_name: 'Familia Gómez',
      description: '',
      template_id: 'family-1',
      visit_count: 1,
      memorial_video_url: null,
      gallery_images: [],
      favorite_music: null,
      family_members: [
        {
          ...member,
          id: 'm1',
          name: 'Jorge Enrique',
          birth_date: '1940-02-01',
          death_date: '2015-08-11',
          profile_image_url: '/media/profile/u/j.jpg',
        },
        {
          ...member,
          id: 'm2',
          name: 'Carmen Rosa',
          birth_date: '1942-05-03',
          death_date: '2020-01-09',
          profile_image_url: '/media/profile/u/c.jpg',
        },
      ],
      is_published: true,
      visibility: 'public',
      created_at: '2025-02-01T10:00:00.000Z',
      updated_at: '2025-02-01T10:00:00.000Z',
    };
    expect(familyCard(family)).toMatchObject({
      kind: 'family',
      photo: '/media/profile/u/j.jpg',
      lines: ['Jorge Enrique · 1940\u00a0–\u00a02015', 'Carmen Rosa · 1942\u00a0–\u00a02020'],
    });
  });

  itAnswers('counts visits in Colombian Spanish', visitsText, [
    [0, '0 visitas'],
    [1, '1 visita'],
    [1200, '1.200 visitas'],
  ]);
});
