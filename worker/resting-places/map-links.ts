/**
 * Coordinates out of what a family pastes at the grave (docs/features/resting-places.md): plain coordinates ('4.6097, -74.0817'), a
 * `geo:` URI, or a link from Google Maps (`/@lat,lng,17z`, `!3dLAT!4dLNG`, `?q=`, `query=`, `destination=`,
 * `ll=`), Apple Maps (`ll=`, `q=`) or Waze (`ll=`). Short links (maps.app.goo.gl, goo.gl/maps, waze.com/ul/h…)
 * only redirect to the real address, which cannot be read without following them: the family is told to paste
 * the coordinates instead. Pure and dependency-free: the editor's island and the tests import it.
 */
import { MAP_LINK_MESSAGES } from '../schemas/resting-place-texts';

export type Coordinates = { latitude: number; longitude: number };
export type MapLinkResult = ({ ok: true } & Coordinates) | { ok: false; error: string };

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/** 'lat,lng' with optional spaces (and a URL-encoded comma). */
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*(?:,|%2C|\s)\s*(${NUMBER})\s*$`, 'i');
const AT = new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`);
/** Google's place data: the pin itself, more exact than the view's centre after '@'. */
const PIN = new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`);
const SHORT_HOSTS = /^(maps\.app\.goo\.gl|goo\.gl|g\.co|waze\.com\/ul\/h|www\.waze\.com\/ul\/h|maps\.apple\/p)/i;
const QUERY_KEYS = ['ll', 'q', 'query', 'destination', 'daddr', 'center', 'sll', 'to'];

function inRange(latitude: number, longitude: number): MapLinkResult {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return { ok: false, error: MAP_LINK_MESSAGES.outOfRange };
  }
  return { ok: true, latitude, longitude };
}

function pair(text: string | null | undefined): MapLinkResult | null {
  const match = text ? PAIR.exec(text.replace(/^loc:/i, '')) : null;
  return match ? inRange(Number(match[1]), Number(match[2])) : null;
}

function fromUrl(url: URL): MapLinkResult | null {
  const text = decodeURIComponent(url.href);
  const pin = PIN.exec(text);
  if (pin) return inRange(Number(pin[1]), Number(pin[2]));
  for (const key of QUERY_KEYS) {
    const found = pair(url.searchParams.get(key));
    if (found) return found;
  }
  const at = AT.exec(text);
  if (at) return inRange(Number(at[1]), Number(at[2]));
  // Google's '/maps/search/4.6,-74.0' and '/maps/place/4.6,-74.0'.
  const segment = url.pathname
    .split('/')
    .map((part) => pair(decodeURIComponent(part.replace(/\+/g, ' '))))
    .find(Boolean);
  return segment ?? null;
}

/** The coordinates in `input`, or the Spanish reason there are none. */
export function parseMapLink(input: string): MapLinkResult {
  const text = input.trim();
  if (!text) return { ok: false, error: MAP_LINK_MESSAGES.empty };
  const plain = pair(text);
  if (plain) return plain;
  const geo = /^geo:(.+)$/i.exec(text);
  if (geo) {
    const [position = '', query = ''] = (geo[1] ?? '').split('?');
    // 'geo:0,0?q=4.6,-74.0(Cementerio)': the query names the place when the position is zeros.
    const named = pair(new URLSearchParams(query).get('q')?.replace(/\(.*\)$/, ''));
    const at = pair(position.split(';')[0]);
    if (named && (!at || (at.ok && at.latitude === 0 && at.longitude === 0))) return named;
    if (at) return at;
    return { ok: false, error: MAP_LINK_MESSAGES.notFound };
  }
  const withoutScheme = text.replace(/^https?:\/\//i, '');
  if (SHORT_HOSTS.test(withoutScheme) && !/^goo\.gl\/maps\/place/i.test(withoutScheme))
    return { ok: false, error: MAP_LINK_MESSAGES.shortLink };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, error: MAP_LINK_MESSAGES.notFound };
  }
  return fromUrl(url) ?? { ok: false, error: MAP_LINK_MESSAGES.notFound };
}
