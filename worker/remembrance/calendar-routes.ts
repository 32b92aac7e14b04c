import { Hono, type Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../context';
import { parseEnv, publicOrigin } from '../env';
import { calendarGatherings } from '../services/gatherings';
import { findPublishedBySlug, pagePathOf, readChoices } from '../services/remembrance';
import type { RemembranceTarget } from './rules';
import { remembranceCalendar } from './calendar';
import { validate } from '../middleware/validation';
import { slugParams } from '../schemas/params';
import { visitorMayRead, findGate } from '../services/visibility';
import { VISIBILITY_MESSAGES } from '../schemas/visibility-texts';
import { passesFromCookies } from '../visibility/passes';

/**
 * `GET /memorial/{slug}/fechas.ics` and `/familia/{slug}/fechas.ics`: the memorial's remembrance dates as a
 * calendar to add or subscribe to (the same path as `webcal://`). Answered in the Worker before Astro, like the
 * plaque's short links: it is a file, not a page. Only published memorials have one (404 otherwise), with the
 * public view of their dates (a date the family hid is not in it) and their gatherings at their hours (docs/features/gatherings.md). `no-cache`: a calendar app asks again every
 * 12 hours (REFRESH-INTERVAL) and must then see the owner's latest choices or the page's removal.
 */
export function calendarRoutes(resolveDb: (env: Env) => Db) {
  const answer = async (c: Context<AppEnv>, kind: RemembranceTarget['kind'], slug: string) => {
    const db = resolveDb(c.env);
    const memorial = await findPublishedBySlug(db, kind, slug);
    if (!memorial) {
      return c.text(kind === 'memorial' ? 'Memorial no encontrado' : 'Memorial familiar no encontrado', 404, {
        'Cache-Control': 'no-store',
      });
    }
    // A private memorial's dates only for a browser that gave its code (a calendar app subscribing has none).
    const gate = await findGate(db, memorial.target);
    const open = gate ? await visitorMayRead(passesFromCookies(c.req.header('cookie'), c.req.url), gate) : false;
    if (!open) return c.text(VISIBILITY_MESSAGES.privateNotice, 403, { 'Cache-Control': 'private, no-store' });
    const privatePage = gate?.visibility === 'private';
    const origin = publicOrigin(parseEnv(c.env), c.req.url);
    const [choices, gatherings] = await Promise.all([readChoices(db, memorial.target), calendarGatherings({ db }, memorial.target)]);
    const body = remembranceCalendar({
      subject: memorial.subject,
      choices,
      gatherings,
      name: memorial.name,
      pageUrl: `${origin}${pagePathOf(memorial)}`,
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Slugs are [a-z0-9-]; anything else an old row might hold stays out of the header.
      'Content-Disposition': `inline; filename="fechas-${memorial.slug.replace(/[^A-Za-z0-9-]/g, '')}.ics"`,
      'Cache-Control': privatePage ? 'private, no-store' : 'no-cache',
      ...(gate?.visibility === 'public' ? {} : { 'X-Robots-Tag': 'noindex' }),
    });
  };
  return new Hono<AppEnv>()
    .get('/memorial/:slug/fechas.ics', validate('param', slugParams), (c) => answer(c, 'memorial', c.req.valid('param').slug))
    .get('/familia/:slug/fechas.ics', validate('param', slugParams), (c) => answer(c, 'family', c.req.valid('param').slug));
}
