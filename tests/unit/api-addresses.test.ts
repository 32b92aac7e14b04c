import { describe, expect, it } from 'vitest';
import { LIGHT_ADDRESSES } from '../../site/lib/api-addresses';
import { api } from '../../site/lib/api-client';

/** The landing's light addresses (sent without Hono's client) are the typed client's own. */
describe('the light addresses', () => {
  it('are where the typed client sends the same calls', () => {
    expect(LIGHT_ADDRESSES).toEqual({
      session: api.auth.session.$url().pathname,
      logout: api.auth.logout.$url().pathname,
      settings: api.settings.index.$url().pathname,
      packages: api.packages.index.$url().pathname,
    });
  });
});
