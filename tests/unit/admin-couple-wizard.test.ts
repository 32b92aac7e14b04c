import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { coupleMemorialSchema, coupleMemorialUpdateSchema } from '../../worker/schemas/couples';
import {
  pickGalleryPhotos,
  pickVideos,
  coupleImageError,
  couplePreparationError,
  coupleVideoError,
  COUPLE_VIDEO_ACCEPT,
} from '../../site/lib/admin/couple-wizard-files';
import { VIDEO_ACCEPT } from '../../site/lib/media/media-checks';
import { ageLabel, couplePath, isCoupleId, signOf, type AdminCouple } from '../../site/lib/admin/couple-memorial';
import {
  addToList,
  coupleErrors,
  draftFromCouple,
  emptyCoupleDraft,
  firstInvalidStep,
  INTERESTS_RULE,
  isStepValid,
  PERSON_LIST_RULES,
  songErrors,
  stepErrors,
  type CoupleDraft,
  type MediaItem,
} from '../../site/lib/admin/couple-wizard';
import { createBody, updateBody } from '../../site/lib/admin/couple-wizard-payloads';
import { canonicalHref, routeFromLocation, routeHref, routeView } from '../../site/lib/admin/routes';
import { MEMORIAL_TYPE_LABELS, memorialPath } from '../../site/lib/admin/users';

type FakeFile = { name: string; type: string; size: number };
const MB = 1024 * 1024;
const TODAY = '2026-03-15';

const file = (name: string, type: string, size = 1000): FakeFile => ({ name, type, size });
const chosen = (key: string, f: FakeFile = file(`${key}.jpg`, 'image/jpeg')): MediaItem<FakeFile> => ({
  key,
  url: null,
  file: f,
  preview: `blob:${key}`,
  title: '',
});

function filledDraft(): CoupleDraft<FakeFile> {
  const draft = emptyCoupleDraft<FakeFile>();
  return {
    ...draft,
    couple_name: '  Ana y Luis ',
    description: 'Se conocieron en Cali.',
    image: chosen('image'),
    person1: { ...draft.person1, name: 'Ana', birth_date: '1990-10-05' },
    person2: { ...draft.person2, name: 'Luis', alias: ' Lucho ', birth_date: '1988-04-22' },
  };
}

describe('the couple wizard steps (product §3.5)', () => {
  it('asks for every required field of steps 1 and 2, word for word', () => {
    const empty = emptyCoupleDraft<FakeFile>();
    expect(stepErrors(0, empty, TODAY)).toEqual({
      couple_name: 'El nombre de la pareja es requerido',
      description: 'La descripción es requerida',
      image: 'La imagen principal es requerida',
    });
    expect(stepErrors(1, empty, TODAY)).toEqual({
      person1_name: 'El nombre de la primera persona es requerido',
      person1_birth_date: 'La fecha de nacimiento de la primera persona es requerida',
      person2_name: 'El nombre de la segunda persona es requerido',
      person2_birth_date: 'La fecha de nacimiento de la segunda persona es requerida',
    });
    // Steps 3 to 5 hold optional details only.
    expect([2, 3, 4].map((step) => isStepValid(step, empty, TODAY))).toEqual([true, true, true]);
    expect(firstInvalidStep(empty, TODAY)).toBe(0);
  });

  it('lets a complete step go on, and refuses blanks and a birth date in the future', () => {
    const draft = filledDraft();
    expect(isStepValid(0, draft, TODAY)).toBe(true);
    expect(isStepValid(1, draft, TODAY)).toBe(true);
    expect(firstInvalidStep(draft, TODAY)).toBeNull();
    expect(isStepValid(0, { ...draft, couple_name: '   ' }, TODAY)).toBe(false);
    expect(coupleErrors({ ...draft, person2: { ...draft.person2, birth_date: '2026-03-16' } }, TODAY)).toEqual({
      person2_birth_date: 'La fecha de nacimiento no puede ser futura',
    });
  });
});

describe('the couple wizard lists', () => {
  it('adds trimmed names, ignores blanks and repeats, and stops at the limit with its message', () => {
    let foods: string[] = [];
    for (const food of [' Ajiaco ', 'ajiaco', '', 'Bandeja paisa', 'Sancocho'])
      foods = addToList(foods, food, PERSON_LIST_RULES.comidas_favoritas).list;
    expect(foods).toEqual(['Ajiaco', 'Bandeja paisa', 'Sancocho']);
    expect(addToList(foods, 'Lechona', PERSON_LIST_RULES.comidas_favoritas)).toEqual({
      list: foods,
      error: 'Máximo 3 comidas favoritas por persona',
    });
    expect(addToList(['a', 'b', 'c'], 'd', PERSON_LIST_RULES.series_peliculas).error).toBe('Máximo 3 series o películas por persona');
    const interests = Array.from({ length: 10 }, (_, i) => `interés ${i}`);
    expect(addToList(interests, 'uno más', INTERESTS_RULE).error).toBe('Máximo 10 intereses permitidos');
  });

  itAnswers('takes a song only with a title and a YouTube link with an 11-character id', songErrors, [
    ['Vivir mi vida', 'https://youtu.be/YXnjy5YlDwk', {}],
    ['', 'https://youtu.be/YXnjy5YlDwk', { title: 'El título de la canción es requerido' }],
    ['Vivir mi vida', 'https://www.youtube.com/watch?v=corto', { youtube_url: 'URL de YouTube no válida' }],
    ['Vivir mi vida', 'Marc Anthony', { youtube_url: 'URL de YouTube no válida' }],
  ]);
});

describe('the couple wizard files (product §3.5 admin upload checks)', () => {
  itAnswers('takes JPG, PNG and HEIC photos up to 25MB (the browser prepares them under the API’s 2MB)', coupleImageError, [
    [file('a.jpg', 'image/jpeg', 25 * MB), null],
    [file('a.png', '', 500), null],
    [file('IMG_0001.HEIC', '', 500), null],
    [file('IMG_0001.heif', 'image/heif', 500), null],
    [file('a.gif', 'image/gif'), 'Tipo de imagen no válido'],
    [file('a.jpg', 'image/jpeg', 25 * MB + 1), 'Imagen demasiado grande. Máximo: 25MB'],
  ]);

  it('says why a chosen photo could not be prepared in the product’s words (§3)', () => {
    expect(couplePreparationError('unreadable')).toBe('Error al subir archivo');
    expect(couplePreparationError('too-large')).toBe('Imagen demasiado grande. Máximo: 25MB');
  });

  it('takes the videos the family and individual pickers take (an iPhone’s .MOV, WebM) up to 65MB, naming the refused file', () => {
    expectAnswers(coupleVideoError, [
      [file('boda.mp4', 'video/mp4', 68_157_440), null],
      [file('boda.avi', ''), null],
      [file('IMG_0042.MOV', 'video/quicktime'), null],
      [file('IMG_0042.MOV', ''), null],
      [file('boda.webm', 'video/webm'), null],
    ]);
    expect(COUPLE_VIDEO_ACCEPT).toBe(VIDEO_ACCEPT);
    expect(coupleVideoError(file('boda.mkv', 'video/x-matroska'))).toBe(
      'boda.mkv no es válido. Solo se permiten videos MP4, MOV, WebM o AVI',
    );
    expect(coupleVideoError(file('boda.mov', 'video/quicktime', 0))).toBe(
      'boda.mov no es válido. Solo se permiten videos MP4, MOV, WebM o AVI',
    );
    expect(coupleVideoError(file('boda.mp4', 'video/mp4', 68_157_441))).toBe('boda.mp4 demasiado grande. Máximo 65MB.');
  });

  it('adds picked files up to the limits and says why the others were left out', () => {
    const photos = Array.from({ length: 4 }, (_, i) => file(`f${i}.jpg`, 'image/jpeg'));
    expect(pickGalleryPhotos(photos, 8)).toEqual({ accepted: photos.slice(0, 2), errors: ['Máximo 10 fotos permitidas'] });
    expect(pickGalleryPhotos([file('x.gif', 'image/gif'), photos[0]!], 0)).toEqual({
      accepted: [photos[0]],
      errors: ['Tipo de imagen no válido'],
    });
    const videos = [file('a.mp4', 'video/mp4'), file('b.mp4', 'video/mp4')];
    expect(pickVideos(videos, 1)).toEqual({ accepted: [videos[0]], errors: ['Máximo 2 videos permitidos'] });
    expect(pickVideos([file('c.mp4', 'video/mp4')], 2)).toEqual({ accepted: [], errors: ['Máximo 2 videos permitidos'] });
  });
});

const COUPLE: AdminCouple = {
  id: '7f1e3c1a-0000-4000-8000-000000000001',
  slug: 'ana-y-luis',
  short_code: '7K3M9P',
  short_url: null,
  couple_name: 'Ana y Luis',
  description: 'Se conocieron en Cali.',
  profile_image_url: '/media/couple/admin/main.jpg',
  person1_name: 'Ana',
  person1_alias: null,
  person1_birth_date: '1990-10-05',
  person1_zodiac_sign: 'Libra',
  person1_comidas_favoritas: ['Ajiaco'],
  person1_series_peliculas: [],
  person1_suegros: ['Marta'],
  person1_cunados: [],
  person2_name: 'Luis',
  person2_alias: 'Lucho',
  person2_birth_date: '1988-04-22',
  person2_zodiac_sign: 'Tauro',
  person2_comidas_favoritas: [],
  person2_series_peliculas: ['Café con aroma de mujer'],
  person2_suegros: [],
  person2_cunados: ['Pedro'],
  relationship_start_date: '2015-02-14',
  anniversary_date: null,
  common_interests: ['Bailar salsa'],
  pets: 'Luna, una gata',
  short_term_goals: 'Viajar a Cartagena',
  medium_term_goals: null,
  long_term_goals: null,
  template_id: 'couple-1',
  is_published: true,
  visit_count: 12,
  user_id: 'user-1',
  owner: { id: 'user-1', email: 'ana@example.com', name: 'Ana Gómez' },
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  gallery_photos: [
    { id: 'p1', photo_url: '/media/gallery/admin/1.jpg', photo_title: 'Playa', display_order: 0 },
    { id: 'p2', photo_url: '/media/gallery/admin/2.jpg', photo_title: null, display_order: 1 },
  ],
  favorite_songs: [{ id: 's1', song_title: 'Vivir mi vida', youtube_url: 'https://youtu.be/YXnjy5YlDwk', display_order: 0 }],
  special_videos: [{ id: 'v1', video_url: '/media/video/admin/1.mp4', video_filename: 'boda.mp4', display_order: 0 }],
};

describe('the couple wizard bodies', () => {
  it('creates unpublished, with trimmed texts and nulls for what was left empty, as the API schema takes it', () => {
    const body = createBody({ ...filledDraft(), is_published: true }, '/media/profile/admin/main.jpg');
    expect(body).toMatchObject({
      couple_name: 'Ana y Luis',
      profile_image_url: '/media/profile/admin/main.jpg',
      person1_alias: null,
      person2_alias: 'Lucho',
      relationship_start_date: null,
      pets: null,
      template_id: 'couple-1',
      user_id: null,
      is_published: false,
    });
    expect(body).not.toHaveProperty('photos');
    expect(coupleMemorialSchema.safeParse(body).success).toBe(true);
  });

  it('fills the wizard from a stored profile and sends it back whole, with the lists in order', () => {
    const draft = draftFromCouple<FakeFile>(COUPLE);
    expect(draft.owner).toEqual({ id: 'user-1', email: 'ana@example.com', name: 'Ana Gómez' });
    expect(draft.photos.map((photo) => [photo.url, photo.title])).toEqual([
      ['/media/gallery/admin/1.jpg', 'Playa'],
      ['/media/gallery/admin/2.jpg', ''],
    ]);
    expect(isStepValid(0, draft, TODAY) && isStepValid(1, draft, TODAY)).toBe(true);

    const edited: CoupleDraft<FakeFile> = { ...draft, couple_name: 'Ana & Luis', photos: [draft.photos[1]!, chosen('nueva')] };
    const body = updateBody(edited, {
      image: COUPLE.profile_image_url,
      photos: ['/media/gallery/admin/2.jpg', '/media/gallery/admin/3.jpg'],
      videos: ['/media/video/admin/1.mp4'],
    });
    expect(body).toMatchObject({
      couple_name: 'Ana & Luis',
      is_published: true,
      user_id: 'user-1',
      person2_series_peliculas: ['Café con aroma de mujer'],
      photos: [
        { file_url: '/media/gallery/admin/2.jpg', title: null },
        { file_url: '/media/gallery/admin/3.jpg', title: null },
      ],
      songs: [{ title: 'Vivir mi vida', youtube_url: 'https://youtu.be/YXnjy5YlDwk' }],
      videos: [{ file_url: '/media/video/admin/1.mp4', title: 'boda.mp4' }],
    });
    expect(coupleMemorialUpdateSchema.safeParse(body).success).toBe(true);
  });
});

describe('the couple viewer', () => {
  it('works out ages from the birth date and keeps the stored sign', () => {
    expectAnswers(ageLabel, [
      ['1990-10-05', '2026-10-04', '35 años'],
      ['1990-10-05', '2026-10-05', '36 años'],
      ['', TODAY, null],
      [null, TODAY, null],
    ]);
    // As on the public page: a leap-day birthday counts on 28 February in common years.
    expect(ageLabel('2000-02-29', '2026-02-28')).toBe('26 años');
    expect(ageLabel('2025-03-15', TODAY)).toBe('1 año');
    expect(signOf('Libra', '1990-10-05')).toBe('Libra');
    expect(signOf(null, '1988-04-22')).toBe('Tauro');
  });

  it('links to /pareja/{slug} and accepts only ids the API would read', () => {
    expect(couplePath('ana-y-luis')).toBe('/pareja/ana-y-luis');
    expectAnswers(isCoupleId, [
      [COUPLE.id, true],
      ['../etc', false],
      ['', false],
    ]);
  });

  it("names couples in the back-office's memorial lists", () => {
    expect(memorialPath({ type: 'couple', slug: 'ana-y-luis' })).toBe('/pareja/ana-y-luis');
    expect(MEMORIAL_TYPE_LABELS.couple).toEqual({ short: 'Pareja', long: 'Perfil de pareja' });
    expect(MEMORIAL_TYPE_LABELS.family.short).toBe('Familiar');
  });
});

describe('the back-office addresses', () => {
  it('reads the special profiles screens from their paths and the views from the query', () => {
    expectAnswers(routeFromLocation, [
      ['/admin/special-profiles', '', { kind: 'view', view: 'perfiles-especiales' }],
      ['/admin/create-special-profile/couple/', '', { kind: 'couple-create' }],
      ['/admin/edit-special-profile/couple/abc-123', '', { kind: 'couple-edit', id: 'abc-123' }],
      ['/admin/couple-profile/abc-123', '', { kind: 'couple-profile', id: 'abc-123' }],
      ['/admin/couple-profile/a/b', '', { kind: 'couple-profile', id: '' }],
      ['/admin', '?vista=usuarios', { kind: 'view', view: 'usuarios' }],
    ]);
    expect(routeView({ kind: 'couple-edit', id: 'x' })).toBe('perfiles-especiales');
  });

  it("writes them back, and moves the old '?vista=perfiles-especiales' to its own path", () => {
    expectAnswers(routeHref, [
      [{ kind: 'view', view: 'perfiles-especiales' }, '/admin/special-profiles'],
      [{ kind: 'view', view: 'ordenes' }, '?x=1', '/admin?x=1&vista=ordenes'],
      [{ kind: 'couple-profile', id: 'abc-123' }, '/admin/couple-profile/abc-123'],
      [{ kind: 'couple-edit', id: 'abc-123' }, '/admin/edit-special-profile/couple/abc-123'],
    ]);
    expectAnswers(canonicalHref, [
      ['/admin', '?vista=perfiles-especiales', '/admin/special-profiles'],
      ['/admin/special-profiles', '', null],
      ['/admin', '?vista=ordenes', null],
    ]);
  });
});
