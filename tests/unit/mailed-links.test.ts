import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUEST_PAGES, SESSION_PAGES, routePattern } from '../../site/lib/public-paths';
import { returnPathFromSearch, signInAddress } from '../../worker/schemas/return-path';
import { BUILT_LINKS, linksBuiltOnTheOrigin } from '../helpers/mailed-links';

/**
 * Every link the product e-mails is known, with what the page it opens needs, so a new one cannot be
 * forgotten: a link built on the origin anywhere in worker/ that tests/helpers/mailed-links.ts does not list fails
 * here until it is listed (and, if its page needs a session, tests/e2e/way-back.test.ts sends a signed-out visitor
 * there and expects the sign-in with the way back).
 */
const ROOT = join(import.meta.dirname, '../..');

describe('the links the product e-mails', () => {
  const built = linksBuiltOnTheOrigin(ROOT);

  it('are each listed, and the list names no link the code no longer builds', () => {
    const listed = new Set(BUILT_LINKS.map((link) => link.shape));
    const unlisted = [...built.entries()].filter(([shape]) => !listed.has(shape)).map(([shape, where]) => `${shape} (${where.join(', ')})`);
    expect(unlisted, 'links built on the origin that tests/helpers/mailed-links.ts does not list').toEqual([]);
    expect([...listed].filter((shape) => !built.has(shape))).toEqual([]);
    // The scan finds the links it is meant to: the new memory's deep link and the invitation, in their services.
    expect(built.get('/dashboard?recuerdos={}:{}')).toEqual([expect.stringMatching(/^worker\/services\/memories\.ts:\d+$/)]);
    expect(built.get('/invitacion?token={encodeURIComponent}')).toEqual([
      expect.stringMatching(/^worker\/services\/memorial-managers\.ts:\d+$/),
    ]);
  });

  it('open pages classified as the list says: session links on session pages, guest links on guest pages', () => {
    for (const link of BUILT_LINKS) {
      if (link.access === 'session') {
        expect(SESSION_PAGES as readonly string[], link.shape).toContain(link.page);
        expect(routePattern(link.page).test(new URL(link.sample, 'https://x.co').pathname), link.sample).toBe(true);
      }
      if (link.access === 'guest') expect(GUEST_PAGES as readonly string[], link.shape).toContain(link.page);
    }
  });

  it('each session link’s address survives the trip through the sign-in page whole, query included', () => {
    for (const link of BUILT_LINKS) {
      if (link.access !== 'session') continue;
      const address = new URL(signInAddress(link.sample), 'https://x.co');
      expect(address.pathname).toBe('/iniciar-sesion');
      expect(returnPathFromSearch(address.search)).toBe(link.sample);
    }
  });
});
