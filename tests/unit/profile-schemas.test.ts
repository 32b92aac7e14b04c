import { describe, expect, it } from 'vitest';
import {
  checkLifeDates,
  familyMemorialUpdateSchema,
  individualMemorialSchema,
  MEMORIAL_MESSAGES as M,
} from '../../worker/schemas/memorials';

describe('family update payloads', () => {
  it('leave out what they do not send, so nothing is reset to a default', () => {
    expect(familyMemorialUpdateSchema.parse({ familyName: ' <i>Gómez</i> ' })).toEqual({ family_name: 'Gómez' });
  });
});

describe('individual payloads', () => {
  it('accept the wizard camelCase names and the spec snake_case ones alike', () => {
    const base = { template_id: 'template-2', description: '' };
    const camel = individualMemorialSchema.parse({ ...base, name: 'Ana', birthDate: '1950-01-01', deathDate: '2020-01-01' });
    const snake = individualMemorialSchema.parse({ ...base, profile_name: 'Ana', birth_date: '1950-01-01', death_date: '2020-01-01' });
    expect(camel).toEqual(snake);
  });
});

describe('life dates', () => {
  it('require death after birth and not after today', () => {
    expect(checkLifeDates('1950-01-01', '2020-01-01', '2026-11-22')).toBeNull();
    expect(checkLifeDates('1950-01-02', '1950-01-01', '2026-11-22')).toBe(M.deathBeforeBirth);
    expect(checkLifeDates('1950-01-01', '2026-11-23', '2026-11-22')).toBe(M.deathFuture);
  });
});
