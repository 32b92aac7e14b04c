import { describe, expect, expectTypeOf, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import type { DecidedOrder } from '../../site/lib/admin/answers';
import {
  displayStatus,
  ordersParams,
  ordersQueryString,
  type AdminOrder,
  paymentMethodLabel,
  pendingBadge,
  STATUS_LABELS,
} from '../../site/lib/admin/orders';
import { searchWithView, viewFromSearch } from '../../site/lib/admin/views';
import { paymentMethodName } from '../../worker/schemas/payment-method-texts';
import { formatDateTime } from '../../site/lib/dates';

describe('orders in the back-office', () => {
  it('labels the four states and reads anything else as pending', () => {
    expect(STATUS_LABELS).toEqual({ pending: 'Pendiente', completed: 'Completado', cancelled: 'Cancelado', failed: 'Fallido' });
    expectAnswers(displayStatus, [
      ['completed', 'completed'],
      ['pending_verification', 'pending'],
      ['refunded', 'pending'],
    ]);
  });

  it('reads the types the routes answer: a decision answers the same row the list shows', () => {
    // decideOrder puts the PATCH answer into the list's row at once: both are the orders route's own types.
    expectTypeOf<DecidedOrder>().toEqualTypeOf<AdminOrder>();
    expectTypeOf<AdminOrder['status']>().toEqualTypeOf<'pending' | 'pending_verification' | 'completed' | 'cancelled' | 'failed'>();
  });

  it('sends the query as the route takes it, and keys the read with the same question', () => {
    expect(ordersParams({ page: 2, search: ' ana ', status: 'pending', cursor: 'c2' })).toEqual({
      page: '2',
      limit: '10',
      search: 'ana',
      status: 'pending',
      cursor: 'c2',
    });
    expect(ordersParams({ page: 1, search: '', status: 'all' })).toEqual({ page: '1', limit: '10' });
    expect(ordersQueryString({ page: 2, search: ' ana ', status: 'pending', cursor: 'c2' })).toBe(
      'page=2&limit=10&search=ana&status=pending&cursor=c2',
    );
  });

  it("asks for 10 per page and leaves out status for 'Todas' and an empty search", () => {
    expect(ordersQueryString({ page: 1, search: '  ', status: 'all' })).toBe('page=1&limit=10');
    expect(ordersQueryString({ page: 3, search: ' ana ', status: 'pending' })).toBe('page=3&limit=10&search=ana&status=pending');
  });

  itAnswers("shows the bell's count up to 99, then '99+'", pendingBadge, [
    [0, '0'],
    [99, '99'],
    [100, '99+'],
  ]);

  it('names payment methods from the setting, the key when unknown', () => {
    const methods = [{ id: 'nequi', name: 'Nequi' }];
    expect(paymentMethodLabel(methods, 'nequi')).toBe('Nequi');
    expect(paymentMethodLabel(methods, 'daviplata')).toBe('daviplata');
  });

  it("names the online gateway's orders 'Wompi', in the table and in the API's payment_method_name", () => {
    expect(paymentMethodLabel([{ id: 'nequi', name: 'Nequi' }], 'wompi')).toBe('Wompi');
    expectAnswers(paymentMethodName, [
      [{ nequi: { name: 'Nequi' } }, 'wompi', 'Wompi'],
      [{}, 'transfiya', 'Transfiya'],
      [{}, 'constructor', 'constructor'],
    ]);
  });

  it('shows dates in es-CO, Colombian time, with short month, day and time', () => {
    const shown = formatDateTime('2026-05-12T20:45:00Z');
    // 20:45 UTC is 3:45 p. m. in Bogotá; ICU separates 'p. m.' with no-break spaces.
    expect(shown).toMatch(/^12 de may de 2026, 3:45\sp\.\sm\.$/);
    expect(formatDateTime(null)).toBe('—');
  });

  it('keeps the open view in the URL, and opens on the dashboard', () => {
    expectAnswers(viewFromSearch, [
      ['', 'dashboard'],
      ['?vista=usuarios', 'usuarios'],
      ['?vista=memoriales', 'memoriales'],
      ['?vista=nada', 'dashboard'],
    ]);
    expect(searchWithView('?x=1', 'configuracion')).toBe('?x=1&vista=configuracion');
  });
});
