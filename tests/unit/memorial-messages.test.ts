import { describe, expect, it } from 'vitest';
import { FAMILY_TEMPLATES, INDIVIDUAL_TEMPLATES, RELATIONSHIPS } from '../../db/schema/enums';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../site/lib/media-checks';
import { PROFILE_TEXTS } from '../../site/lib/memorial-messages';
import { FAMILY_TEMPLATE_OPTIONS, INDIVIDUAL_TEMPLATE_OPTIONS, RELATIONSHIP_OPTIONS } from '../../site/lib/memorial-options';
import { PROFILE_MESSAGES } from '../../worker/schemas/profiles';
import * as uploads from '../../worker/schemas/uploads';

/** Islands keep plain copies of the API's texts and lists; these tests fail the day they drift apart. */
describe('the wizards’ copies of the API’s words and lists', () => {
  it('has every profile message, word for word', () => {
    expect(Object.keys(PROFILE_TEXTS).sort()).toEqual(Object.keys(PROFILE_MESSAGES).sort());
    for (const [key, text] of Object.entries(PROFILE_MESSAGES)) {
      const copy = PROFILE_TEXTS[key as keyof typeof PROFILE_TEXTS];
      if (typeof text === 'function') {
        expect(typeof copy).toBe('function');
        const call = (fn: unknown) => (fn as (a: number, b: number) => string)(7, 3);
        expect(call(copy)).toBe(call(text));
      } else {
        expect(copy).toBe(text);
      }
    }
  });

  it('offers exactly the templates and relationships the database accepts', () => {
    expect(INDIVIDUAL_TEMPLATE_OPTIONS.map((option) => option.id)).toEqual(
      INDIVIDUAL_TEMPLATES.filter((id) => id !== 'general-1'),
    );
    expect(FAMILY_TEMPLATE_OPTIONS.map((option) => option.id)).toEqual([...FAMILY_TEMPLATES]);
    expect([...RELATIONSHIP_OPTIONS]).toEqual([...RELATIONSHIPS]);
  });

  it('names the eight individual designs as the spec does', () => {
    expect(INDIVIDUAL_TEMPLATE_OPTIONS.map((option) => option.name)).toEqual([
      'Olas atardecer',
      'Un Viaje',
      'Nubes',
      'Girasoles',
      'Gatos',
      'Perros',
      'América',
      'Cali',
    ]);
  });

  it('checks files against the same byte limits as the upload API', () => {
    expect(MAX_IMAGE_BYTES).toBe(uploads.MAX_IMAGE_BYTES);
    expect(MAX_VIDEO_BYTES).toBe(uploads.MAX_VIDEO_BYTES);
  });
});
