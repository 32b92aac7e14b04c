import { describe, expect, it } from 'vitest';
import {
  designDestination,
  designKind,
  familyStartTemplate,
  individualStartTemplate,
  PACKAGES_HREF,
  useDesignHref,
} from '../../site/lib/memorial/template-choice';

/** 'Usar este diseño' in the templates gallery: where it leads and what the wizard starts with. */
describe('choosing a design in the templates gallery', () => {
  const none = { individual: 0, family: 0 };

  it('takes a customer who may create that kind of memorial to its wizard with the design chosen', () => {
    expect(designDestination('template-4', { individual: 1, family: 0 })).toBe('/create-memorial?plantilla=template-4');
    expect(designDestination('family-2', { individual: 0, family: 2 })).toBe('/create-family-memorial?plantilla=family-2');
  });

  it('takes anyone else to the packages: a visitor, no quota of that kind, an unknown or couple design', () => {
    expect(designDestination('template-4', null)).toBe(PACKAGES_HREF);
    expect(designDestination('template-4', none)).toBe('/#precios');
    expect(designDestination('template-4', { individual: 0, family: 3 })).toBe(PACKAGES_HREF);
    expect(designDestination('family-1', { individual: 3, family: 0 })).toBe(PACKAGES_HREF);
    expect(designDestination('couple-1', { individual: 1, family: 1 })).toBe(PACKAGES_HREF);
    expect(designDestination('general-1', { individual: 1, family: 1 })).toBe(PACKAGES_HREF);
    expect(designDestination('../admin', { individual: 1, family: 1 })).toBe(PACKAGES_HREF);
  });

  it('starts each wizard with a design of its own only', () => {
    expect(individualStartTemplate('template-7')).toBe('template-7');
    expect(individualStartTemplate('family-2')).toBe('');
    expect(individualStartTemplate('general-1')).toBe('');
    expect(individualStartTemplate(null)).toBe('');
    expect(familyStartTemplate('family-2')).toBe('family-2');
    expect(familyStartTemplate('template-1')).toBe('family-1');
    expect(familyStartTemplate(null)).toBe('family-1');
  });

  it('knows which wizard offers a design', () => {
    expect(designKind('template-2')).toBe('individual');
    expect(designKind('family-1')).toBe('family');
    expect(designKind('couple-1')).toBeNull();
    expect(useDesignHref('family-2')).toBe('/usar-plantilla/family-2');
  });
});
