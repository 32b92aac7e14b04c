import { describe, expect, it } from 'vitest';
import { addPendingVisits, hasPendingVisit, parsePendingVisits, type PendingVisit } from '../../site/lib/public/pending-visits';

/** Visits made offline, kept until the connection comes back (site/scripts/public/visit-counter.ts). */
const NOW = new Date('2026-11-24T22:00:00Z');

function visit(endpoint: string, at = '2026-11-24T21:00:00.000Z'): PendingVisit {
  return { endpoint, storageKey: `recuerdos:visita:memorial:${endpoint}`, scope: 'local', at };
}

describe('pending visits', () => {
  it('reads back what was stored, and nothing from a damaged or foreign value', () => {
    const list = [visit('/api/profiles/public/ana/visit')];
    expect(parsePendingVisits(JSON.stringify(list), NOW)).toEqual(list);
    expect(parsePendingVisits(null, NOW)).toEqual([]);
    expect(parsePendingVisits('{no es json', NOW)).toEqual([]);
    expect(parsePendingVisits('{"endpoint":"/api/x"}', NOW)).toEqual([]);
    expect(
      parsePendingVisits(
        JSON.stringify([
          { ...list[0], scope: 'forever' },
          { ...list[0], endpoint: 'https://otro.example/api/x' },
        ]),
        NOW,
      ),
    ).toEqual([]);
  });

  it('forgets visits older than 30 days', () => {
    const old = visit('/api/profiles/public/ana/visit', '2026-10-20T00:00:00.000Z');
    const recent = visit('/api/family-profiles/f1/visit', '2026-11-01T00:00:00.000Z');
    expect(parsePendingVisits(JSON.stringify([old, recent]), NOW)).toEqual([recent]);
  });

  it('keeps one visit per page, the first one made', () => {
    const first = visit('/api/profiles/public/ana/visit', '2026-11-24T20:00:00.000Z');
    const again = visit('/api/profiles/public/ana/visit', '2026-11-24T21:00:00.000Z');
    const list = addPendingVisits(addPendingVisits([], [first]), [again]);
    expect(list).toEqual([first]);
    expect(hasPendingVisit(list, first.endpoint)).toBe(true);
    expect(hasPendingVisit(list, '/api/profiles/public/otra/visit')).toBe(false);
  });

  it('keeps the newest 20 at most', () => {
    const many = Array.from({ length: 25 }, (_, i) => visit(`/api/profiles/public/p${i}/visit`));
    const list = addPendingVisits([], many);
    expect(list).toHaveLength(20);
    expect(list[0]?.endpoint).toBe('/api/profiles/public/p5/visit');
  });
});
