import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { memoryRow } from '../helpers/memory-rows';
import { cleanDashboardUrl, type MemorialCard } from '../../site/lib/dashboard/dashboard-memorials';
import {
  cardWall,
  failureMessage,
  findWallCard,
  likesText,
  manageQuery,
  memoriesCountText,
  memoriesQueryTarget,
  memoryDateText,
  needsRefill,
  pageAfterRemoval,
  pendingDelta,
  pendingShortText,
  pendingText,
  photolessNotice,
  replaceMemory,
  settingsBody,
  visibilityView,
  wallKey,
  wallPath,
  wallQuery,
  type ManagedMemory,
} from '../../site/lib/dashboard/memories-manager';

/** A memory as the manager lists it: waiting for the family's approval, not reported. */
const memory = (overrides: Partial<ManagedMemory> = {}): ManagedMemory => ({
  ...memoryRow({ is_authorized: false, is_public: false }),
  reports: [],
  can_block_writer: true,
  ...overrides,
});

const card = (overrides: Partial<MemorialCard> = {}): MemorialCard => ({
  id: 'p1',
  kind: 'individual',
  slug: 'rosa-elvira',
  name: 'Rosa Elvira',
  photo: null,
  lines: [],
  published: true,
  visits: 0,
  plaque: null,
  ...overrides,
});

describe('the link in the owner’s new-memory e-mail', () => {
  itAnswers('names the wall whose manager opens', memoriesQueryTarget, [
    ['?recuerdos=memorial:7b1c-42', { kind: 'memorial', id: '7b1c-42' }],
    ['?recuerdos=family%3Aabc', { kind: 'family', id: 'abc' }],
    ['?payment=success&recuerdos=family:f_1', { kind: 'family', id: 'f_1' }],
  ]);

  itAnswers('ignores what it does not recognise', memoriesQueryTarget, [
    ['', null],
    ['?recuerdos=', null],
    ['?recuerdos=couple:abc', null],
    ['?recuerdos=memorial:', null],
    ['?recuerdos=memorial:a/b', null],
    [`?recuerdos=memorial:${'x'.repeat(65)}`, null],
  ]);

  itAnswers('is cleaned from the address with the other one-shot flags', cleanDashboardUrl, [
    ['https://x.co/dashboard?recuerdos=memorial:p1', '/dashboard'],
    ['https://x.co/dashboard?recuerdos=family:f1&tab=2#memoriales', '/dashboard?tab=2#memoriales'],
  ]);

  it('finds the card it means among the owner’s lists, by kind and id', () => {
    const person = card();
    const family = card({ id: 'f1', kind: 'family', slug: 'familia-gomez', name: 'Familia Gómez' });
    expect(findWallCard([[person], [family]], { kind: 'memorial', id: 'p1' })).toBe(person);
    expect(findWallCard([[person], [family]], { kind: 'family', id: 'f1' })).toBe(family);
    // The same id under the other kind is not that memorial.
    expect(findWallCard([[person], [family]], { kind: 'family', id: 'p1' })).toBeNull();
    // A list that could not be read is skipped.
    expect(findWallCard([null, [family]], { kind: 'family', id: 'f1' })).toBe(family);
    expect(findWallCard([null, null], { kind: 'memorial', id: 'p1' })).toBeNull();
  });
});

describe('the manager’s addresses', () => {
  itAnswers('asks the API for one wall and page', manageQuery, [
    [{ kind: 'memorial', id: 'p1' }, 2, { memorial_profile_id: 'p1', page: '2' }],
    [{ kind: 'family', id: 'f 1' }, 0, { family_profile_id: 'f 1', page: '1' }],
  ]);

  it('reads and sets one wall’s auto-publish setting', () => {
    expectAnswers(wallQuery, [
      [{ kind: 'memorial', id: 'p1' }, { memorial_profile_id: 'p1' }],
      [{ kind: 'family', id: 'f 1' }, { family_profile_id: 'f 1' }],
    ]);
    expectAnswers(settingsBody, [
      [{ kind: 'family', id: 'f1' }, true, { family_profile_id: 'f1', auto_publish: true }],
      [{ kind: 'memorial', id: 'p1' }, false, { memorial_profile_id: 'p1', auto_publish: false }],
    ]);
  });

  itAnswers('keys walls the way the e-mail link and the card counts do', wallKey, [
    [cardWall(card()), 'memorial:p1'],
    [cardWall(card({ id: 'f1', kind: 'family' })), 'family:f1'],
  ]);

  itAnswers('links to the public wall by slug', wallPath, [
    ['rosa-elvira', '/muro-de-recuerdos/rosa-elvira'],
    ['familia-gómez', '/muro-de-recuerdos/familia-g%C3%B3mez'],
  ]);
});

describe('what a memory shows', () => {
  itAnswers('dates it in words on Colombia’s calendar', memoryDateText, [
    ['2026-11-22T11:29:00.000Z', '22 de noviembre de 2026'],
    // 02:00 UTC on 1 January is still 31 December in Bogotá.
    ['2026-01-01T02:00:00.000Z', '31 de diciembre de 2025'],
    ['not a date', ''],
  ]);

  it('counts in Colombian Spanish', () => {
    expectAnswers(likesText, [
      [0, '0 me gusta'],
      [1, '1 me gusta'],
      [1500, '1.500 me gusta'],
    ]);
    expectAnswers(memoriesCountText, [
      [1, '1 recuerdo'],
      [7, '7 recuerdos'],
    ]);
    expectAnswers(pendingText, [
      [1, '1 recuerdo por aprobar'],
      [2, '2 recuerdos por aprobar'],
    ]);
    expectAnswers(pendingShortText, [
      [1, '1 por aprobar'],
      [1200, '1.200 por aprobar'],
    ]);
  });

  it('wears its state and offers the opposite decision', () => {
    expect(visibilityView({ visitor_consent: true, is_authorized: true })).toEqual({
      badge: 'Visible en el muro',
      tone: 'visible',
      action: 'Ocultar del muro',
      next: false,
    });
    expect(visibilityView({ visitor_consent: true, is_authorized: false })).toEqual({
      badge: 'Esperando tu aprobación',
      tone: 'pending',
      action: 'Mostrar en el muro',
      next: true,
    });
  });

  it('says a memory its visitor kept private is private, approved or not, and offers nothing to show', () => {
    const privateView = { badge: 'Privado: el visitante no autorizó publicarlo', tone: 'private' as const, action: null, next: null };
    expectAnswers(visibilityView, [
      [{ visitor_consent: false, is_authorized: false }, privateView],
      [{ visitor_consent: false, is_authorized: true }, privateView],
    ]);
  });
});

describe('moderating', () => {
  it('keeps the awaiting-approval count in step', () => {
    const waiting = memory({ is_authorized: false });
    const shown = memory({ is_authorized: true });
    expectAnswers(pendingDelta, [
      [waiting, shown, -1],
      [shown, waiting, 1],
      [shown, shown, 0],
      [waiting, null, -1],
      [shown, null, 0],
    ]);
    // A private memory never waits for approval, whatever happens to it.
    const kept = memory({ visitor_consent: false });
    expectAnswers(pendingDelta, [
      [kept, memory({ visitor_consent: false, is_authorized: true }), 0],
      [kept, null, 0],
    ]);
  });

  it('swaps an updated memory in place', () => {
    const list = [memory({ id: 'a' }), memory({ id: 'b' }), memory({ id: 'c' })];
    const updated = memory({ id: 'b', is_authorized: true });
    const next = replaceMemory(list, updated);
    expect(next.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(next[1]).toEqual(updated);
    expect(list[1]?.is_authorized).toBe(false);
  });

  it('swaps several decided memories at once, their reports closed by the decision', () => {
    const reports = [{ reason: 'spam' as const, details: null, created_at: '2026-11-22T11:29:00.000Z' }];
    const list = [memory({ id: 'a', reports, hidden_by_reports: true, is_authorized: true }), memory({ id: 'b' }), memory({ id: 'c' })];
    const { reports: _a, can_block_writer: _b, ...decided } = memory({ id: 'a', is_authorized: true, is_public: true });
    const next = replaceMemory(list, decided, { ...decided, id: 'c' });
    expect(next.map((item) => [item.id, item.is_public, item.reports.length])).toEqual([
      ['a', true, 0],
      ['b', false, 0],
      ['c', true, 0],
    ]);
    expect(next[0]?.can_block_writer).toBe(true);
  });

  it('asks the family to decide on a memory hidden by reports, and names a blocked writer’s', () => {
    expect(visibilityView({ visitor_consent: true, is_authorized: true, hidden_by_reports: true })).toEqual({
      badge: 'Oculto por reportes: decide si vuelve al muro',
      tone: 'pending',
      action: 'Mantener en el muro',
      next: true,
    });
    expect(visibilityView({ visitor_consent: true, is_authorized: false, from_blocked_writer: true })).toMatchObject({
      badge: 'De alguien que bloqueaste: espera tu revisión',
      next: true,
    });
  });

  itAnswers('stays on the page after a deletion unless it emptied the last one', pageAfterRemoval, [
    [1, 3, 5, 1],
    [2, 10, 5, 2],
    // The only memory on page 3 of 11: page 2 is now the last.
    [3, 11, 5, 2],
    [1, 1, 5, 1],
    [1, 0, 5, 1],
  ]);

  itAnswers('refills the page from the next one only when there is a next one', needsRefill, [
    [1, 5, 5, false],
    [1, 6, 5, true],
    [2, 10, 5, false],
    [2, 11, 5, true],
  ]);

  it('words failures: the server’s reason for a refusal, the manager’s text when the server broke', () => {
    expect(failureMessage({ status: 404, error: 'Recuerdo no encontrado' }, 'Error al eliminar el recuerdo')).toBe(
      'Recuerdo no encontrado',
    );
    expect(failureMessage({ status: 500, error: 'Error interno del servidor' }, 'Error al eliminar el recuerdo')).toBe(
      'Error al eliminar el recuerdo',
    );
    expect(failureMessage({ status: 0, error: 'Error de conexión. Intenta nuevamente.' }, 'Error al eliminar el recuerdo')).toBe(
      'Error al eliminar el recuerdo',
    );
    expect(
      failureMessage({ status: 403, error: 'Ocurrió un error inesperado. Intenta nuevamente.' }, 'Error al actualizar el recuerdo'),
    ).toBe('Error al actualizar el recuerdo');
  });
});

describe('the visitors refused for lacking a photo', () => {
  const refused = { wall_photo_optional: false, photoless_refusals: 1, photoless_refused_at: '2026-11-29T03:30:00.000Z' };

  it('names one or several, on the day of the latest in Colombia', () => {
    // 03:30 UTC on the 29th is still the 28th in Bogotá.
    expect(photolessNotice(refused)).toBe(
      'Una persona quiso dejar un recuerdo sin foto (el 28 de noviembre) y no se guardó, porque el muro pide una foto con cada recuerdo.',
    );
    expect(photolessNotice({ ...refused, photoless_refusals: 3 })).toBe(
      '3 personas quisieron dejar un recuerdo sin foto (la última, el 28 de noviembre) y no se guardaron, porque el muro pide una foto con cada recuerdo.',
    );
  });

  itAnswers('offers nothing without refusals, or once the wall accepts memories without a photo', photolessNotice, [
    [{ ...refused, photoless_refusals: 0 }, null],
    [{ ...refused, wall_photo_optional: true }, null],
  ]);
});
