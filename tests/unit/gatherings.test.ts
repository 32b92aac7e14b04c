import { describe, expect, it } from 'vitest';
import { GATHERING_KINDS } from '../../db/schema/enums';
import { browserCopy, edgeCopy, edgeTtlSeconds, freshUntilOf, keepFreshUntil } from '../../worker/edge-cache/copies';
import { forgetKeptCopies, keepCopy, keptCopy } from '../../worker/edge-cache/isolate-copies';
import {
  colombiaDayOf,
  directionsUrl,
  formatGatheringUntil,
  formatGatheringWhen,
  fromColombiaInput,
  GATHERING_KIND_LABELS,
  toColombiaInput,
} from '../../worker/schemas/gathering-texts';
import { gatheringInputSchema, type GatheringDto } from '../../worker/schemas/gatherings';
import { nextMidnightInColombia } from '../../worker/services/time';
import { bannerGatheringText, gatheringLines } from '../../site/lib/public/gatherings-page';

const gathering = (overrides: Partial<GatheringDto> = {}): GatheringDto => ({
  id: 'g1',
  profile_id: 'm1',
  family_profile_id: null,
  kind: 'misa',
  title: null,
  starts_at: '2026-12-05T20:00:00.000Z',
  ends_at: null,
  place_name: 'Parroquia San José',
  address: 'Calle 10 # 5-20, Medellín',
  latitude: null,
  longitude: null,
  livestream_url: null,
  notes: null,
  ...overrides,
});

describe('gathering words', () => {
  it('labels every kind in Spanish', () => {
    expect(Object.keys(GATHERING_KIND_LABELS).sort()).toEqual([...GATHERING_KINDS].sort());
    expect(GATHERING_KIND_LABELS).toMatchObject({
      velacion: 'Velación',
      cabo_de_ano: 'Cabo de año',
      misa_de_mes: 'Misa de mes',
      otro: 'Encuentro',
    });
  });

  it("says the day and hour in Colombia, whatever the instant's offset", () => {
    expect(formatGatheringWhen('2026-12-05T20:00:00.000Z')).toBe('sábado 5 de diciembre, 3:00 p. m.');
    expect(formatGatheringWhen('2026-12-05T15:00:00-05:00')).toBe('sábado 5 de diciembre, 3:00 p. m.');
    expect(formatGatheringWhen('2026-12-05T20:00:00.000Z', { year: true })).toBe('sábado 5 de diciembre de 2026, 3:00 p. m.');
    // 02:30 UTC on the 6th is still the 5th in Bogotá.
    expect(formatGatheringWhen('2026-12-06T02:30:00Z')).toBe('sábado 5 de diciembre, 9:30 p. m.');
    expect(colombiaDayOf('2026-12-06T02:30:00Z')).toBe('2026-12-05');
    expect(formatGatheringWhen('2026-12-05T05:00:00Z')).toBe('sábado 5 de diciembre, 12:00 a. m.');
    expect(formatGatheringWhen('2026-12-05T17:00:00Z')).toBe('sábado 5 de diciembre, 12:00 p. m.');
    expect(formatGatheringWhen('no es fecha')).toBe('');
    expect(formatGatheringUntil('2026-12-05T13:00:00Z', '2026-12-05T23:00:00Z')).toBe('hasta las 6:00 p. m.');
    expect(formatGatheringUntil('2026-12-05T13:00:00Z', '2026-12-05T18:00:00Z')).toBe('hasta la 1:00 p. m.');
    expect(formatGatheringUntil('2026-12-05T13:00:00Z', '2026-12-06T14:00:00Z')).toBe('hasta el domingo 6 de diciembre, 9:00 a. m.');
    expect(formatGatheringUntil('2026-12-05T13:00:00Z', null)).toBe('');
  });

  it("links 'Cómo llegar' to the coordinates, else the place and address", () => {
    expect(directionsUrl({ latitude: 6.2442, longitude: -75.5812, address: 'x', place_name: 'y' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=6.2442,-75.5812',
    );
    expect(directionsUrl({ latitude: null, longitude: null, address: 'Calle 10 # 5-20, Medellín', place_name: 'Parroquia San José' })).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Parroquia San José, Calle 10 # 5-20, Medellín')}`,
    );
  });

  it("converts the dashboard's datetime-local field from and to Colombia's time", () => {
    expect(toColombiaInput('2026-12-05T20:00:00.000Z')).toBe('2026-12-05T15:00');
    expect(fromColombiaInput('2026-12-05T15:00')).toBe('2026-12-05T15:00:00-05:00');
    expect(fromColombiaInput('')).toBe('');
    const parsed = gatheringInputSchema.parse({ kind: 'misa', starts_at: fromColombiaInput('2026-12-05T15:00'), place_name: 'Parroquia' });
    expect(parsed.starts_at).toBe('2026-12-05T20:00:00.000Z');
  });

  it("writes the page's lines and the banner's sentence", () => {
    const [line] = gatheringLines([gathering({ title: 'Misa por Rosa', livestream_url: 'https://youtu.be/x' })], '2026-12-05');
    expect(line).toMatchObject({
      name: 'Misa por Rosa',
      kindLabel: 'Misa',
      when: 'sábado 5 de diciembre, 3:00 p. m.',
      isToday: true,
      livestream: 'https://youtu.be/x',
    });
    expect(bannerGatheringText(gathering({ kind: 'misa_de_mes' }), '2026-12-05')).toBe(
      'Misa de mes a las 3:00 p. m. en Parroquia San José',
    );
    expect(bannerGatheringText(gathering({ starts_at: '2026-12-05T18:00:00Z' }), '2026-12-05')).toBe(
      'Misa a la 1:00 p. m. en Parroquia San José',
    );
    expect(
      bannerGatheringText(
        gathering({ kind: 'velacion', place_name: 'Funeraria', starts_at: '2026-12-04T13:00:00Z', ends_at: '2026-12-05T23:00:00Z' }),
        '2026-12-05',
      ),
    ).toBe('Velación en Funeraria, hasta el sábado 5 de diciembre, 6:00 p. m.');
  });
});

describe('a page that changes before midnight (a gathering passing)', () => {
  it('is kept at the edge and in the isolate only until then, and the browser never sees the header', async () => {
    const now = Date.parse('2026-12-05T15:00:00.000Z');
    expect(edgeTtlSeconds(now, now)).toBe((nextMidnightInColombia(now) - now) / 1000);
    expect(edgeTtlSeconds(now, now, now + 3_600_000)).toBe(3600);
    expect(edgeTtlSeconds(now, now, nextMidnightInColombia(now) + 5_000_000)).toBe((nextMidnightInColombia(now) - now) / 1000);

    const rendered = new Response('<p>hola</p>', { headers: { 'content-type': 'text/html' } });
    keepFreshUntil(rendered.headers, now + 3_600_000);
    expect(freshUntilOf(rendered)).toBe(now + 3_600_000);
    const stored = edgeCopy(rendered.clone(), { build: 'b', everything: 1, page: 1 }, 3600);
    expect(browserCopy(stored.clone(), 'hit').headers.has('x-edge-fresh-until')).toBe(false);
    expect(browserCopy(rendered.clone(), 'miss').headers.has('x-edge-fresh-until')).toBe(false);

    forgetKeptCopies();
    await keepCopy('k', stored, now);
    expect(keptCopy('k', now + 3_599_000)).not.toBeNull();
    expect(keptCopy('k', now + 3_600_000)).toBeNull();
  });
});
