import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { COLOMBIA_DEPARTMENTS, isMunicipalityOf } from '../../worker/schemas/colombia-places';
import { formatColombianPhone, normalizeColombianPhone } from '../../worker/schemas/colombian-phone';
import { deliveryEditable, nextPlaqueStatus, PLAQUE_MESSAGES as M, previousPlaqueStatus } from '../../worker/schemas/plaque-texts';
import { withPlaques, profileCard } from '../../site/lib/dashboard/dashboard-memorials';
import {
  deliveryErrors,
  deliveryForm,
  deliveryPayload,
  deliveryText,
  plaqueLinkText,
  trackingText,
} from '../../site/lib/dashboard/plaque-delivery';
import type { PlaqueDto } from '../../worker/services/plaques';

describe("Colombia's places", () => {
  it('has the 33 departamentos with their municipios, each under its DANE department code', () => {
    expect(COLOMBIA_DEPARTMENTS).toHaveLength(33);
    const total = COLOMBIA_DEPARTMENTS.reduce((sum, department) => sum + department.municipalities.length, 0);
    expect(total).toBeGreaterThan(1100);
    for (const department of COLOMBIA_DEPARTMENTS) {
      for (const [code] of department.municipalities) expect(code.slice(0, 2)).toBe(department.code);
    }
    expect(COLOMBIA_DEPARTMENTS.map((department) => department.name)).toEqual(
      expect.arrayContaining(['Bogotá, D.C.', 'Valle del Cauca', 'Norte de Santander', 'Chocó']),
    );
  });

  itAnswers('knows which municipio belongs to which departamento, spelled exactly', isMunicipalityOf, [
    ['Antioquia', 'Medellín', true],
    ['Tolima', 'Ibagué', true],
    ['Atlántico', 'Medellín', false],
    ['Antioquia', 'medellin', false],
    ['Narnia', 'Medellín', false],
  ]);
});

describe('Colombian phone numbers', () => {
  it.each([
    ['300 123 4567', '3001234567'],
    ['+57 300-123-4567', '3001234567'],
    ['573001234567', '3001234567'],
    ['(601) 234 5678', '6012345678'],
  ])('reads %s as %s', (typed, digits) => {
    expect(normalizeColombianPhone(typed)).toBe(digits);
  });

  it.each(['', '12345', '2001234567', '30012345678', '+1 300 123 4567', 'tres cero cero'])('refuses %j', (typed) => {
    expect(normalizeColombianPhone(typed)).toBeNull();
  });

  it('shows ten digits in three groups', () => {
    expect(formatColombianPhone('3001234567')).toBe('300 123 4567');
  });
});

describe("the plaque's states", () => {
  it('go one step forward at a time', () => {
    expectAnswers(nextPlaqueStatus, [
      ['por_grabar', 'grabada'],
      ['grabada', 'enviada'],
      ['enviada', 'entregada'],
      ['entregada', null],
    ]);
    expect(previousPlaqueStatus('enviada')).toBe('grabada');
  });

  itAnswers('let the owner write the address until engraving, and once after if they never had', deliveryEditable, [
    ['por_grabar', true, true],
    ['grabada', false, true],
    ['grabada', true, false],
    ['enviada', false, false],
  ]);
});

const delivery = {
  recipient_name: 'Luz Gómez',
  phone: '3001234567',
  department: 'Antioquia',
  municipality: 'Medellín',
  address: 'Calle 10 # 43-20',
  notes: null,
  updated_at: null,
};

describe('the delivery form', () => {
  it('starts from what was saved, with the phone grouped', () => {
    expect(deliveryForm(delivery)).toEqual({ ...delivery, phone: '300 123 4567', notes: '', updated_at: undefined });
    expect(deliveryForm(null).recipient_name).toBe('');
  });

  it("answers each field's problem with the API's words", () => {
    expect(deliveryErrors(deliveryForm(null))).toEqual({
      recipient_name: M.recipientRequired,
      phone: M.phoneRequired,
      department: M.departmentRequired,
      municipality: M.municipalityRequired,
      address: M.addressRequired,
    });
    expect(deliveryErrors({ ...deliveryForm(delivery), phone: '123', address: 'Cll', notes: 'x'.repeat(501) })).toEqual({
      phone: M.phoneInvalid,
      address: M.addressTooShort,
      notes: M.notesTooLong,
    });
    expect(deliveryErrors(deliveryForm(delivery))).toEqual({});
  });

  it('sends blank notes as none', () => {
    expect(deliveryPayload({ ...deliveryForm(delivery), notes: '  ' }).notes).toBeNull();
  });

  it('says where it goes and, once sent, its tracking number', () => {
    expect(deliveryText(delivery)).toBe('Luz Gómez · 300 123 4567 · Calle 10 # 43-20, Medellín (Antioquia)');
    expect(trackingText({ trackingNumber: 'SV-1', carrier: 'Servientrega' })).toBe('Guía SV-1 · Servientrega');
    expect(trackingText({ trackingNumber: null, carrier: null })).toBeNull();
  });
});

describe('cards with their plaques', () => {
  it('puts each plaque on the card of the page it carries the code of', () => {
    const profile = {
      id: 'p1',
      slug: 'rosa',
      profile_name: 'Rosa',
      birth_date: '1950-01-01',
      death_date: '2020-01-01',
      profile_image_url: null,
      is_published: true,
      visit_count: 0,
    };
    const plaque: PlaqueDto = {
      id: 'q1',
      status: 'enviada',
      memorial: { type: 'memorial', id: 'p1', name: 'Rosa', slug: 'rosa', short_code: '7K3M9P', short_url: 'https://x.co/q/7k3m9p' },
      delivery,
      delivery_editable: false,
      carrier: 'Servientrega',
      tracking_number: 'SV-1',
      created_at: '2026-11-01T00:00:00.000Z',
      engraved_at: null,
      shipped_at: null,
      delivered_at: null,
    };
    const familyPlaque: PlaqueDto = { ...plaque, id: 'q2', memorial: { ...plaque.memorial, type: 'family' } };
    const [card] = withPlaques([profileCard(profile as Parameters<typeof profileCard>[0])], [familyPlaque, plaque]);
    expect(card!.plaque).toEqual({
      id: 'q1',
      status: 'enviada',
      link: 'https://x.co/q/7k3m9p',
      delivery,
      editable: false,
      carrier: 'Servientrega',
      trackingNumber: 'SV-1',
    });
    expect(plaqueLinkText(card!.plaque!.link!)).toBe('x.co/q/7k3m9p');
  });
});
