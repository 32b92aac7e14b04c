import { describe, expect, it } from 'vitest';
import { parseMapLink } from '../../worker/resting-places/map-links';
import {
  contractEnd,
  contractNoticeDay,
  contractNoticeDays,
  contractShownOn,
  googleDirectionsUrl,
  isInColombia,
  wazeUrl,
} from '../../worker/resting-places/places';
import { MAP_LINK_MESSAGES } from '../../worker/schemas/resting-place-texts';
import { sameCemetery, withKeptPoint } from '../../worker/resting-places/moves';
import { moveValuesFrom } from '../../site/lib/memorial/resting-place-form';

describe('coordinates from what a family pastes', () => {
  const at = (latitude: number, longitude: number) => ({ ok: true, latitude, longitude });

  it.each([
    ['4.6097, -74.0817', at(4.6097, -74.0817)],
    ['4.6097,-74.0817', at(4.6097, -74.0817)],
    ['  6.2637 -75.5636 ', at(6.2637, -75.5636)],
    ['geo:3.4516,-76.5320', at(3.4516, -76.532)],
    ['geo:3.4516,-76.5320;u=12', at(3.4516, -76.532)],
    ['geo:0,0?q=3.4516,-76.5320(Cementerio Metropolitano)', at(3.4516, -76.532)],
    ['https://www.google.com/maps/@4.6209,-74.0818,17z', at(4.6209, -74.0818)],
    [
      'https://www.google.com/maps/place/Cementerio+Central/@4.6209,-74.0818,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d4.62154!4d-74.08213',
      at(4.62154, -74.08213),
    ],
    ['https://www.google.com/maps?q=4.6209,-74.0818', at(4.6209, -74.0818)],
    ['https://maps.google.com/?q=4.6209%2C-74.0818', at(4.6209, -74.0818)],
    ['https://www.google.com/maps/search/?api=1&query=10.3910,-75.4794', at(10.391, -75.4794)],
    ['https://www.google.com/maps/dir/?api=1&destination=10.3910,-75.4794', at(10.391, -75.4794)],
    ['https://www.google.com/maps/search/4.6209,+-74.0818', at(4.6209, -74.0818)],
    ['https://maps.google.com/maps?ll=7.1193,-73.1227&z=16', at(7.1193, -73.1227)],
    ['https://maps.apple.com/?ll=11.2408,-74.1990&q=Cementerio', at(11.2408, -74.199)],
    ['https://maps.apple.com/?q=11.2408,-74.1990', at(11.2408, -74.199)],
    ['https://waze.com/ul?ll=5.0689,-75.5174&navigate=yes', at(5.0689, -75.5174)],
    ['https://www.waze.com/live-map/directions?to=ll.5.0689%2C-75.5174', { ok: false, error: MAP_LINK_MESSAGES.notFound }],
    ['www.google.com/maps/@4.6209,-74.0818,17z', at(4.6209, -74.0818)],
  ])('%s', (input, expected) => {
    expect(parseMapLink(input)).toEqual(expected);
  });

  it('asks for the coordinates instead of a short link, which cannot be read offline', () => {
    for (const link of [
      'https://maps.app.goo.gl/AbCdEf123',
      'maps.app.goo.gl/xyz',
      'https://goo.gl/maps/AbCdEf',
      'https://waze.com/ul/hd2g6f',
    ]) {
      expect(parseMapLink(link)).toEqual({ ok: false, error: MAP_LINK_MESSAGES.shortLink });
    }
  });

  it('says what is wrong with nothing, words, or a point that cannot exist', () => {
    expect(parseMapLink('  ')).toEqual({ ok: false, error: MAP_LINK_MESSAGES.empty });
    expect(parseMapLink('Cementerio Central, Bogotá')).toEqual({ ok: false, error: MAP_LINK_MESSAGES.notFound });
    expect(parseMapLink('95.1, -74.0')).toEqual({ ok: false, error: MAP_LINK_MESSAGES.outOfRange });
  });
});

describe('the place`s rules', () => {
  it('knows Colombia`s box, San Andrés and Leticia included', () => {
    expect(isInColombia(4.6097, -74.0817)).toBe(true);
    expect(isInColombia(12.5847, -81.7006)).toBe(true);
    expect(isInColombia(-4.2153, -69.9406)).toBe(true);
    expect(isInColombia(40.4168, -3.7038)).toBe(false);
    expect(isInColombia(25.7617, -80.1918)).toBe(false);
  });

  it('links to Google Maps and Waze with the point', () => {
    expect(googleDirectionsUrl(4.62154, -74.082131234)).toBe('https://www.google.com/maps/dir/?api=1&destination=4.62154,-74.082131');
    expect(wazeUrl(4.62154, -74.08213)).toBe('https://waze.com/ul?ll=4.62154,-74.08213&navigate=yes');
  });

  it('counts a bóveda`s contract and its reminders: three months before and the day', () => {
    expect(contractEnd('2023-08-24', 4)).toBe('2027-08-24');
    expect(contractEnd('2024-02-29', 4)).toBe('2028-02-29');
    expect(contractEnd('2024-02-29', 1)).toBe('2025-02-28');
    expect(contractNoticeDay('2027-05-31')).toBe('2027-02-28');
    expect(contractNoticeDays('2027-08-24')).toEqual([
      { notice: 'ahead', day: '2027-05-24' },
      { notice: 'today', day: '2027-08-24' },
    ]);
    expect(contractShownOn('2027-08-24', '2027-05-23')).toBe(false);
    expect(contractShownOn('2027-08-24', '2027-05-24')).toBe(true);
    expect(contractShownOn('2027-08-24', '2027-08-24')).toBe(true);
    expect(contractShownOn('2027-08-24', '2027-08-25')).toBe(false);
  });
});

describe('a move in the same cemetery', () => {
  const central = {
    cemetery: 'Cementerio Central',
    city: 'Bogotá',
    latitude: 4.6209,
    longitude: -74.0818,
    outside_colombia: false,
    photo_url: '/media/a.jpg',
  };
  const osario = { cemetery: 'cementerio  céntral', city: null, latitude: null, longitude: null, outside_colombia: false, photo_url: null };

  it('names the same cemetery whatever the accents, capitals and spaces, and the same city when both give one', () => {
    expect(sameCemetery(central, { cemetery: ' CEMENTERIO CENTRAL ', city: 'bogota' })).toBe(true);
    expect(sameCemetery(central, { cemetery: 'Cementerio Central', city: null })).toBe(true);
    expect(sameCemetery(central, { cemetery: 'Cementerio Central', city: 'Medellín' })).toBe(false);
    expect(sameCemetery(central, { cemetery: 'Jardines de Paz', city: 'Bogotá' })).toBe(false);
    expect(sameCemetery(central, { cemetery: null, city: 'Bogotá' })).toBe(false);
    expect(sameCemetery({ cemetery: null, city: 'Bogotá' }, { cemetery: null, city: 'Bogotá' })).toBe(false);
  });

  it('keeps the point and photo only for the same cemetery without a point of its own', () => {
    expect(withKeptPoint(central, osario)).toMatchObject({ latitude: 4.6209, longitude: -74.0818, photo_url: '/media/a.jpg' });
    expect(withKeptPoint(central, { ...osario, photo_url: '/media/b.jpg' })).toMatchObject({ latitude: 4.6209, photo_url: '/media/b.jpg' });
    expect(withKeptPoint(central, { ...osario, latitude: 4.62, longitude: -74.08 })).toMatchObject({ latitude: 4.62, photo_url: null });
    expect(withKeptPoint(central, { ...osario, cemetery: 'Jardines de Paz' })).toMatchObject({ latitude: null, photo_url: null });
    expect(withKeptPoint({ ...central, latitude: null, longitude: null }, osario)).toMatchObject({ latitude: null, photo_url: null });
  });

  it('starts the move form from the current place: cemetery, city, point and photo; an osario after a bóveda', () => {
    const current = {
      kind: 'boveda' as const,
      section: 'Galería 7',
      number: '214',
      since: '2023-08-24',
      contract_years: 4,
      directions: 'Tercera galería',
      visible: true,
      ...central,
    };
    expect(moveValuesFrom(current)).toEqual({
      kind: 'osario',
      cemetery: 'Cementerio Central',
      city: 'Bogotá',
      section: '',
      number: '',
      since: '',
      contract_years: '',
      directions: '',
      latitude: 4.6209,
      longitude: -74.0818,
      outside_colombia: false,
      visible: true,
      photo_url: '/media/a.jpg',
    });
    expect(moveValuesFrom({ ...current, kind: 'tumba' }).kind).toBe('tumba');
  });
});
