import { describe, expect, it } from 'vitest';
import { FAMILY_TEMPLATES, INDIVIDUAL_TEMPLATES, RELATIONSHIPS } from '../../db/schema/enums';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../site/lib/media/media-checks';
import { FAMILY_TEMPLATE_OPTIONS, INDIVIDUAL_TEMPLATE_OPTIONS, RELATIONSHIP_OPTIONS } from '../../site/lib/memorial/memorial-options';
import * as uploads from '../../worker/schemas/uploads';

/** Islands keep plain copies of the API's texts and lists; these tests fail the day they drift apart. */
describe('the wizards’ copies of the API’s words and lists', () => {
  it('offers exactly the templates and relationships the database accepts', () => {
    expect(INDIVIDUAL_TEMPLATE_OPTIONS.map((option) => option.id)).toEqual(INDIVIDUAL_TEMPLATES.filter((id) => id !== 'general-1'));
    expect(FAMILY_TEMPLATE_OPTIONS.map((option) => option.id)).toEqual([...FAMILY_TEMPLATES]);
    expect([...RELATIONSHIP_OPTIONS]).toEqual([...RELATIONSHIPS]);
  });

  it('names the eight individual designs as the spec’s gallery does (one name per design everywhere)', () => {
    expect(INDIVIDUAL_TEMPLATE_OPTIONS.map((option) => option.name)).toEqual([
      'Olas en la Playa',
      'Un Viaje',
      'Resplandor Nubes',
      'Girasoles',
      'Plantilla para Gatos',
      'Plantilla para Perros',
      'América de Cali',
      'Deportivo Cali',
    ]);
  });

  it('checks files against the same byte limits as the upload API', () => {
    expect(MAX_IMAGE_BYTES).toBe(uploads.MAX_IMAGE_BYTES);
    expect(MAX_VIDEO_BYTES).toBe(uploads.MAX_VIDEO_BYTES);
  });
});
