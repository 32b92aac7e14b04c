import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../helpers/answers';
import { familyPhrase, memorialPhrase } from '../../worker/schemas/family-name';
import { familyTitle } from '../../site/lib/public/page-summary';

describe('a family named with its article', () => {
  it('puts "la familia" before the surnames, once', () => {
    expectAnswers(familyPhrase, [
      ['Pérez Gómez', 'la familia Pérez Gómez'],
      ['Familia Pérez Gómez', 'la familia Pérez Gómez'],
      ['  familia   Pérez ', 'la familia Pérez'],
      ['La familia Pérez', 'la familia Pérez'],
    ]);
    expect(`a ${familyPhrase('Familia Pérez Gómez')}`).not.toMatch(/familia familia/i);
  });

  it('keeps the article a name already has', () => {
    expect(familyPhrase('Los Pérez')).toBe('los Pérez');
  });

  it('leaves a person’s name as it is', () => {
    expect(memorialPhrase('memorial', 'Rosa Cárdenas')).toBe('Rosa Cárdenas');
    expect(memorialPhrase('family', 'Familia Rojas')).toBe('la familia Rojas');
    expect(familyTitle('Familia Rojas')).toBe('En memoria de la familia Rojas');
  });
});
