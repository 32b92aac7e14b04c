import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../helpers/answers';
import {
  CUSTOM_TEMPLATE_MESSAGE,
  customTemplateChatLink,
  GALLERY_TEMPLATES,
  KIND_LABELS,
  parseTemplateFilter,
  TEMPLATE_CATEGORIES,
  TEMPLATE_TABS,
  templateFilterHref,
  templatesFor,
} from '../../site/lib/landing/template-gallery';
import { FAMILY_TEMPLATE_OPTIONS, INDIVIDUAL_TEMPLATE_OPTIONS } from '../../site/lib/memorial/memorial-options';

/** The templates gallery's data and rules (product §2.2 'Templates gallery', §2.3 'Templates'). */
const PUBLIC = new URL('../../public/', import.meta.url);

describe('the templates gallery', () => {
  it('shows every design the wizards offer, under the wizards’ own names, each with its files in public/', () => {
    expect(GALLERY_TEMPLATES.map((template) => template.name)).toEqual([
      // docs/product's seven examples, in its order…
      'Deportivo Cali',
      'América de Cali',
      'Resplandor Nubes',
      'Olas en la Playa',
      'Girasoles',
      // …with the designs no example showed.
      'Un Viaje',
      'Plantilla para Gatos',
      'Plantilla para Perros',
      'Árbol familiar',
      'Valle sereno',
    ]);
    const wizards = [...INDIVIDUAL_TEMPLATE_OPTIONS, ...FAMILY_TEMPLATE_OPTIONS];
    expect(GALLERY_TEMPLATES.map((template) => template.id).sort()).toEqual(wizards.map((option) => option.id).sort());
    for (const template of GALLERY_TEMPLATES) {
      expect(template.name).toBe(wizards.find((option) => option.id === template.id)?.name);
      expect(template.kind).toBe(template.id.startsWith('family-') ? 'family' : 'individual');
      expect(Object.keys(template).sort()).toEqual(['category', 'description', 'id', 'kind', 'name', 'thumbnail_url', 'video_url']);
      expect(TEMPLATE_CATEGORIES).toContain(template.category);
      expect(template.description.length).toBeGreaterThan(60);
      expect(template.video_url).toMatch(/^\/templates\/[a-z0-9-]+\.webm$/);
      expect(template.thumbnail_url).toMatch(/^\/templates\/[a-z0-9-]+\.webp$/);
      expect(existsSync(new URL(`.${template.video_url}`, PUBLIC)), template.video_url).toBe(true);
      expect(existsSync(new URL(`.${template.thumbnail_url}`, PUBLIC)), template.thumbnail_url).toBe(true);
    }
    expect(KIND_LABELS).toEqual({ individual: 'Para memoriales individuales.', family: 'Para memoriales familiares.' });
  });

  it('shows the tabs Todas, Deportiva, Elegante, Naturaleza, Mascotas and filters by category', () => {
    expect(TEMPLATE_TABS.map((tab) => tab.label)).toEqual(['Todas', 'Deportiva', 'Elegante', 'Naturaleza', 'Mascotas']);
    const names = (filter: Parameters<typeof templatesFor>[0]) => templatesFor(filter).map((template) => template.name);
    expect(names('todas')).toHaveLength(10);
    expectAnswers(names, [
      ['deportiva', ['Deportivo Cali', 'América de Cali']],
      ['elegante', ['Resplandor Nubes']],
      ['naturaleza', ['Olas en la Playa', 'Girasoles', 'Un Viaje', 'Árbol familiar', 'Valle sereno']],
      ['mascotas', ['Plantilla para Gatos', 'Plantilla para Perros']],
    ]);
  });

  it('reads the tab from the address, showing everything for anything unknown', () => {
    expectAnswers(parseTemplateFilter, [
      ['mascotas', 'mascotas'],
      ['Mascotas', 'todas'],
      ['musica', 'todas'],
      [null, 'todas'],
    ]);
    expect(templateFilterHref('todas')).toBe('/template');
    expect(templateFilterHref('elegante')).toBe('/template?categoria=elegante');
  });

  it('builds the personalisation chat link from the footer phone, with the request written', () => {
    const link = customTemplateChatLink('300 123 4567');
    expect(link).toBe(`https://wa.me/573001234567?text=${encodeURIComponent(CUSTOM_TEMPLATE_MESSAGE)}`);
    expect(new URL(link ?? '').searchParams.get('text')).toContain('plantilla personalizada para el memorial');
    expect(customTemplateChatLink('+57 310 555 0000')).toMatch(/^https:\/\/wa\.me\/573105550000\?text=/);
    expect(customTemplateChatLink('')).toBeNull();
  });
});
