import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { PROFILE_TEXTS as M } from '../../site/lib/memorial/memorial-messages';
import { DEFAULT_TEMPLATE, isChosenTemplate } from '../../site/lib/memorial/memorial-options';
import {
  canSubmitBasicInfo,
  familyGalleryLimit,
  galleryIntake,
  hasErrors,
  MEMBER_PHOTO_REQUIRED,
  reviewPhotos,
  validateBasicInfo,
  validateFamilyInfo,
  validateMembers,
  type BasicInfo,
  type MemberDraft,
} from '../../site/lib/memorial/memorial-validation';

const TODAY = '2026-05-20';
const valid: BasicInfo = {
  name: 'María Elena Rodríguez',
  birthDate: '1948-03-15',
  deathDate: '2024-11-02',
  templateId: 'template-4',
  description: '',
  favoriteMusic: '',
};

describe('individual step 1 (product §2.5)', () => {
  it('accepts a complete memorial', () => {
    expect(validateBasicInfo(valid, TODAY)).toEqual({});
  });

  it('requires a trimmed name, both dates and a chosen design, each on its own field', () => {
    const errors = validateBasicInfo({ ...valid, name: '   ', birthDate: '', deathDate: '', templateId: DEFAULT_TEMPLATE }, TODAY);
    expect(errors).toEqual({
      name: M.nameRequired,
      birthDate: 'La fecha de nacimiento es requerida',
      deathDate: 'La fecha de fallecimiento es requerida',
      templateId: 'Debes seleccionar una plantilla de diseño',
    });
  });

  it('treats the default and the server fallback as no design chosen', () => {
    expectAnswers(isChosenTemplate, [
      ['', false],
      ['general-1', false],
      ['template-8', true],
    ]);
    expect(validateBasicInfo({ ...valid, templateId: 'general-1' }, TODAY).templateId).toBe(M.templateRequired);
  });

  it('wants the death after the birth (the same day is fine) and not after today', () => {
    expect(validateBasicInfo({ ...valid, deathDate: '1948-03-14' }, TODAY).deathDate).toBe('Debe ser posterior a la fecha de nacimiento');
    expect(validateBasicInfo({ ...valid, deathDate: '1948-03-15' }, TODAY)).toEqual({});
    expect(validateBasicInfo({ ...valid, deathDate: '2026-05-21' }, TODAY).deathDate).toBe('No puede ser una fecha futura');
    expect(validateBasicInfo({ ...valid, deathDate: TODAY }, TODAY)).toEqual({});
    expect(validateBasicInfo({ ...valid, birthDate: '', deathDate: '2030-01-01' }, TODAY).deathDate).toBe(M.deathFuture);
  });

  it('keeps the API’s length limits', () => {
    expect(validateBasicInfo({ ...valid, name: 'a'.repeat(101) }, TODAY).name).toBe(M.nameTooLong);
    expect(validateBasicInfo({ ...valid, description: 'a'.repeat(5001) }, TODAY).description).toBe(M.descriptionTooLong);
    expect(validateBasicInfo({ ...valid, favoriteMusic: 'a'.repeat(501) }, TODAY).favoriteMusic).toBe(M.musicTooLong);
  });

  itAnswers('enables the submit button only with a name and both dates', canSubmitBasicInfo, [
    [valid, true],
    [{ ...valid, name: ' ' }, false],
    [{ ...valid, deathDate: '' }, false],
  ]);
});

describe('family steps (product §2.5)', () => {
  it('requires a family name of at most 100 characters and a description of at most 1000', () => {
    expect(validateFamilyInfo({ familyName: 'Familia Gómez', description: '' })).toEqual({});
    expect(validateFamilyInfo({ familyName: ' ', description: '' }).familyName).toBe('El nombre de la familia es requerido');
    expect(validateFamilyInfo({ familyName: 'a'.repeat(101), description: '' }).familyName).toBe(M.familyNameTooLong);
    expect(validateFamilyInfo({ familyName: 'Gómez', description: 'a'.repeat(1001) }).description).toBe(
      'La descripción no puede superar 1000 caracteres',
    );
  });

  const member: MemberDraft = { name: 'Jorge Enrique', birthDate: '1940-01-01', deathDate: '2010-06-30', hasPhoto: true };

  it('accepts one to three complete members', () => {
    expect(validateMembers([member], TODAY)).toEqual({ errors: [{}], message: null });
    expect(validateMembers([member, member, member], TODAY).message).toBeNull();
  });

  it('gives the general message when a name, a date or a photo is missing, and marks each field', () => {
    const result = validateMembers([member, { ...member, name: '', hasPhoto: false }], TODAY);
    expect(result.message).toBe('Por favor completa todos los campos requeridos, incluyendo las fotos de perfil');
    expect(result.errors[0]).toEqual({});
    // The step says the general message once; beside each field its own 'requerido' (the photo, a file not yet
    // sent, is the form's own check).
    expect(result.errors[1]).toEqual({ name: M.nameRequired, photo: MEMBER_PHOTO_REQUIRED });
    expect(hasErrors(result.errors[1] ?? {})).toBe(true);
  });

  it('names a date or length problem with its own words', () => {
    expect(validateMembers([{ ...member, deathDate: '2030-01-01' }], TODAY).message).toBe(M.deathFuture);
    expect(validateMembers([{ ...member, deathDate: '1939-12-31' }], TODAY).message).toBe(M.deathBeforeBirth);
    expect(validateMembers([{ ...member, name: 'a'.repeat(51) }], TODAY).message).toBe(
      'El nombre de cada miembro no puede superar 50 caracteres',
    );
  });

  it('refuses no members and more than three', () => {
    expect(validateMembers([], TODAY).message).toBe(M.membersCount);
    expect(validateMembers([member, member, member, member], TODAY).message).toBe(M.membersCount);
  });

  it('holds members × 6 gallery photos', () => {
    expect(familyGalleryLimit(1)).toBe(6);
    expect(familyGalleryLimit(3)).toBe(18);
  });
});

describe('adding gallery photos', () => {
  itAnswers('takes what fits and says the limit for the rest', galleryIntake, [
    [2, 3, 6, { accepted: 3, refusal: null }],
    [4, 3, 6, { accepted: 2, refusal: 'Ya tienes el máximo de fotos permitidas (6)' }],
    [6, 1, 6, { accepted: 0, refusal: 'Ya tienes el máximo de fotos permitidas (6)' }],
    [11, 2, 12, { accepted: 1, refusal: 'Ya tienes el máximo de fotos permitidas (12)' }],
  ]);
});

describe('the family review', () => {
  const photos = Array.from({ length: 11 }, (_, i) => `foto-${i + 1}`);

  it('shows the first 8 photos and counts the rest as +N', () => {
    expect(reviewPhotos(photos)).toEqual({ shown: photos.slice(0, 8), remainder: 3 });
  });

  it('has no remainder with 8 photos or fewer', () => {
    expect(reviewPhotos(photos.slice(0, 8)).remainder).toBe(0);
    expect(reviewPhotos(photos.slice(0, 2))).toEqual({ shown: ['foto-1', 'foto-2'], remainder: 0 });
    expect(reviewPhotos([]).remainder).toBe(0);
  });
});
