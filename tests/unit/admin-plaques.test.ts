import { describe, expect, it } from 'vitest';
import { PLAQUE_MESSAGES as M } from '../../worker/schemas/plaque-texts';
import { plaqueAdvanceSchema } from '../../worker/schemas/plaques';
import {
  deliveryLines,
  PLAQUE_FILTERS,
  plaqueOwner,
  plaqueQrHrefs,
  plaquesQueryString,
  plaqueTracking,
  shipmentErrors,
  shipmentPayload,
  validateShipment,
  type AdminPlaque,
  type PlaqueMemorial,
} from '../../site/lib/admin/plaques';
import { ADMIN_VIEW_LABELS, ADMIN_VIEWS, viewFromSearch } from '../../site/lib/admin/views';
import { routeHref } from '../../site/lib/admin/routes';
import { createApiClients } from '../../site/lib/api-client';

const memorial = (changes: Partial<PlaqueMemorial> = {}): PlaqueMemorial => ({
  type: 'memorial',
  id: 'a1b2c3',
  name: 'Rosa Elvira Cárdenas',
  slug: 'rosa-elvira-cardenas',
  short_code: 'K7M2QX',
  short_url: 'HTTP://LOCALHOST/Q/K7M2QX',
  ...changes,
});

const plaque = (changes: Partial<AdminPlaque> = {}): AdminPlaque => ({
  id: 'p1',
  status: 'enviada',
  memorial: memorial(),
  delivery: {
    recipient_name: 'Luz Gómez',
    phone: '3001234567',
    department: 'Antioquia',
    municipality: 'Medellín',
    address: 'Calle 10 # 43-20, apto 301',
    notes: null,
    updated_at: null,
  },
  delivery_editable: false,
  carrier: 'Servientrega',
  tracking_number: 'SV-2026-778899',
  created_at: '2026-05-01T10:00:00Z',
  engraved_at: null,
  shipped_at: null,
  delivered_at: null,
  order_id: 'o1',
  owner: { id: 'u1', first_name: 'Carmen', last_name: 'Díaz', email: 'carmen@example.com' },
  ...changes,
});

describe("the back-office's 'Placas' list", () => {
  it('asks for 10 per page, the state unless every plaque is asked for, and a search only when there is one', () => {
    expect(plaquesQueryString({ page: 1, search: '', status: 'por_grabar' })).toBe('page=1&limit=10&status=por_grabar');
    expect(plaquesQueryString({ page: 2, search: '  medellín ', status: 'enviada' })).toBe(
      'page=2&limit=10&search=medell%C3%ADn&status=enviada',
    );
    expect(plaquesQueryString({ page: 1, search: '   ', status: 'todas' })).toBe('page=1&limit=10');
    expect(plaquesQueryString({ page: 3, search: 'SV-1', status: 'todas' })).toBe('page=3&limit=10&search=SV-1');
  });

  it('filters by the four states in order, then every plaque', () => {
    expect(PLAQUE_FILTERS).toEqual(['por_grabar', 'grabada', 'enviada', 'entregada', 'todas']);
  });

  it("downloads the QR code from the memorial's own route, by its type, and from none once it was deleted", () => {
    // The typed client's addresses on the page's origin (the tests have no page, so they name one).
    const clients = createApiClients('http://localhost:4321');
    expect(plaqueQrHrefs(memorial(), clients)).toEqual({
      svg: '/api/profiles/a1b2c3/qr?format=svg',
      pdf: '/api/profiles/a1b2c3/qr?format=pdf',
    });
    expect(plaqueQrHrefs(memorial({ type: 'family', id: 'f9' }), clients)).toEqual({
      svg: '/api/family-profiles/f9/qr?format=svg',
      pdf: '/api/family-profiles/f9/qr?format=pdf',
    });
    expect(plaqueQrHrefs(memorial({ name: null, slug: null }), clients)).toBeNull();
  });

  it('shows the shipping label and the tracking as the customer reads them', () => {
    expect(deliveryLines(plaque().delivery!)).toEqual(['Luz Gómez', '300 123 4567', 'Calle 10 # 43-20, apto 301', 'Medellín (Antioquia)']);
    const withNotes = { ...plaque().delivery!, phone: '6012345678', notes: 'Portería, dejar con el vigilante' };
    expect(deliveryLines(withNotes)).toEqual([
      'Luz Gómez',
      '601 234 5678',
      'Calle 10 # 43-20, apto 301',
      'Medellín (Antioquia)',
      'Portería, dejar con el vigilante',
    ]);
    expect(plaqueTracking(plaque())).toBe('Guía SV-2026-778899 · Servientrega');
    expect(plaqueTracking(plaque({ status: 'grabada', carrier: null, tracking_number: null }))).toBeNull();
  });

  it('names the customer by their full name, or by their e-mail when they have none', () => {
    expect(plaqueOwner(plaque())).toEqual({ name: 'Carmen Díaz', email: 'carmen@example.com' });
    expect(plaqueOwner(plaque({ owner: { id: 'u2', first_name: '', last_name: '', email: 'x@example.com' } }))).toEqual({
      name: 'x@example.com',
      email: 'x@example.com',
    });
  });

  it("opens at /admin?vista=placas, right after 'Memoriales' in the sidebar", () => {
    expect(ADMIN_VIEWS.indexOf('placas')).toBe(ADMIN_VIEWS.indexOf('memoriales') + 1);
    expect(ADMIN_VIEW_LABELS.placas).toBe('Placas');
    expect(viewFromSearch('?vista=placas')).toBe('placas');
    expect(routeHref({ kind: 'view', view: 'placas' })).toBe('/admin?vista=placas');
  });
});

describe("'Marcar como enviada' checks the courier and the tracking number with the server's words", () => {
  const ok = { carrier: 'Servientrega', tracking_number: 'SV-2026-778899' };

  it('accepts a courier and a tracking number of letters, digits and dashes', () => {
    expect(validateShipment(ok)).toBeNull();
    expect(validateShipment({ carrier: ' Otra   transportadora ', tracking_number: ' abc-123 ' })).toBeNull();
    expect(validateShipment({ carrier: 'x'.repeat(60), tracking_number: 'A'.repeat(40) })).toBeNull();
  });

  it('asks for the courier first, then the tracking number', () => {
    expect(validateShipment({ carrier: '', tracking_number: '' })).toBe(M.carrierRequired);
    expect(validateShipment({ carrier: '   ', tracking_number: 'SV1' })).toBe(M.carrierRequired);
    expect(validateShipment({ carrier: '<b></b>', tracking_number: 'SV1' })).toBe(M.carrierRequired);
    expect(validateShipment({ carrier: 'Servientrega', tracking_number: '  ' })).toBe(M.trackingRequired);
    expect(M.carrierRequired).toBe('La transportadora es obligatoria');
    expect(M.trackingRequired).toBe('El número de guía es obligatorio');
  });

  it('refuses a courier over 60 characters and a tracking number with spaces, symbols or over 40', () => {
    expect(validateShipment({ carrier: 'x'.repeat(61), tracking_number: 'SV1' })).toBe(M.carrierTooLong);
    expect(validateShipment({ ...ok, tracking_number: 'guía con espacios' })).toBe(M.trackingInvalid);
    expect(validateShipment({ ...ok, tracking_number: 'SV_1' })).toBe(M.trackingInvalid);
    expect(validateShipment({ ...ok, tracking_number: 'A'.repeat(41) })).toBe(M.trackingInvalid);
    expect(M.trackingInvalid).toBe('El número de guía solo puede tener letras, números y guiones (máximo 40)');
  });

  it('puts each message under its own field, and sends what the server will keep', () => {
    expect(shipmentErrors({ carrier: '', tracking_number: 'a b' })).toEqual({
      carrier: M.carrierRequired,
      tracking_number: M.trackingInvalid,
    });
    expect(shipmentErrors(ok)).toEqual({});
    expect(shipmentPayload({ carrier: '  Envía   Express ', tracking_number: ' sv-12 ' })).toEqual({
      status: 'enviada',
      carrier: 'Envía Express',
      tracking_number: 'SV-12',
    });
  });

  it('says what the server says, for the same fields', () => {
    const cases = [
      ok,
      { carrier: '', tracking_number: '' },
      { carrier: ' <i>x</i> ', tracking_number: 'sv-1' },
      { carrier: '<b></b>', tracking_number: 'SV1' },
      { carrier: 'x'.repeat(61), tracking_number: 'SV1' },
      { carrier: ` ${'x'.repeat(58)}   y `, tracking_number: 'SV1' },
      { carrier: 'TCC', tracking_number: '   ' },
      { carrier: 'TCC', tracking_number: 'ñandú-1' },
      { carrier: 'TCC', tracking_number: 'A'.repeat(41) },
      { carrier: 'TCC', tracking_number: ' A-1 ' },
    ];
    for (const fields of cases) {
      const parsed = plaqueAdvanceSchema.safeParse({ status: 'enviada', ...fields });
      expect(validateShipment(fields), JSON.stringify(fields)).toBe(parsed.success ? null : parsed.error.issues[0]!.message);
      if (parsed.success) expect(shipmentPayload(fields)).toEqual(parsed.data);
    }
  });
});
