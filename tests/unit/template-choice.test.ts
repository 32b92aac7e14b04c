import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
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

  itAnswers('takes anyone else to the packages: a visitor, no quota of that kind, an unknown or couple design', designDestination, [
    ['template-4', null, PACKAGES_HREF],
    ['template-4', none, '/#precios'],
    ['template-4', { individual: 0, family: 3 }, PACKAGES_HREF],
    ['family-1', { individual: 3, family: 0 }, PACKAGES_HREF],
    ['couple-1', { individual: 1, family: 1 }, PACKAGES_HREF],
    ['general-1', { individual: 1, family: 1 }, PACKAGES_HREF],
    ['../admin', { individual: 1, family: 1 }, PACKAGES_HREF],
  ]);

  it('starts each wizard with a design of its own only', () => {
    expectAnswers(individualStartTemplate, [
      ['template-7', 'template-7'],
      ['family-2', ''],
      ['general-1', ''],
      [null, ''],
    ]);
    expectAnswers(familyStartTemplate, [
      ['family-2', 'family-2'],
      ['template-1', 'family-1'],
      [null, 'family-1'],
    ]);
  });

  it('knows which wizard offers a design', () => {
    expectAnswers(designKind, [
      ['template-2', 'individual'],
      ['family-1', 'family'],
      ['couple-1', null],
    ]);
    expect(useDesignHref('family-2')).toBe('/usar-plantilla/family-2');
  });
});
