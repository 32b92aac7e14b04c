import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { noStore } from '../middleware/private-answers';
import { requireAuth, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { familyIdParams, memorialIdParams } from '../schemas/params';
import { accessCodeInputSchema, visibilityInputSchema } from '../schemas/visibility';
import { getVisibility, openPrivateMemorial, setVisibility, type AccessPass } from '../services/visibility';
import type { MemorialKind } from '../visibility/access-tokens';
import { accessCookieName } from '../visibility/passes';
import { requestDeps } from './request-deps';

/** The right code's cookie: HttpOnly, SameSite=Lax, Secure on https, for the whole site, 30 days. */
function setPassCookie(c: Context<AppEnv>, kind: MemorialKind, id: string, pass: AccessPass): void {
  setCookie(c, accessCookieName({ kind, id }, c.req.url), pass.token, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
    expires: new Date(pass.expiresAt),
  });
}

/**
 * 'Quién puede verlo' (docs/features/visibility.md) for one kind of memorial, mounted before the memorial's own sub-app (so its
 * public `access` route answers before that app's session guard):
 * `POST {id}/access` (`{ code }`, no account: the right code sets the memorial's cookie and answers the page's
 * path), `GET {id}/visibility` and `PUT {id}/visibility` (`{ visibility, access_code? }`, owner only).
 */
function visibilityApi(kind: MemorialKind, params: typeof memorialIdParams) {
  return new Hono<AppEnv>()
    .post('/:id/access', validate('param', params), validate('json', accessCodeInputSchema), async (c) => {
      const id = c.req.valid('param').id;
      const { path, pass } = await openPrivateMemorial(requestDeps(c), { kind, id }, c.req.valid('json').code);
      noStore(c);
      if (pass) setPassCookie(c, kind, id, pass);
      return c.json({ success: true as const, data: { path } });
    })
    .get('/:id/visibility', requireAuth, validate('param', params), async (c) => {
      const data = await getVisibility(requestDeps(c), signedInUser(c), { kind, id: c.req.valid('param').id });
      return c.json({ success: true as const, data });
    })
    .put('/:id/visibility', requireAuth, validate('param', params), validate('json', visibilityInputSchema), async (c) => {
      const data = await setVisibility(requestDeps(c), signedInUser(c), { kind, id: c.req.valid('param').id }, c.req.valid('json'));
      return c.json({ success: true as const, data });
    });
}

export const profileVisibilityApi = visibilityApi('memorial', memorialIdParams);
export const familyVisibilityApi = visibilityApi('family', familyIdParams);
