import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { unauthorized } from '../errors';
import { parseFields } from '../media/fields';
import { receiveUpload, type UploadDeps } from '../media/receive';
import { limitAnonymousUpload, uploadQuota } from '../media/upload-limits';
import { assertVideoSlotFree } from '../media/video-slot';
import { requestDeps } from './request-deps';
import { requireSignedIn, signedInUser } from '../middleware/roles';
import { validate } from '../middleware/validation';
import { uploaderFor } from '../services/memorial-uploads';
import { actingUser } from '../services/admin-access';
import { proxyFieldsSchema, publicProxyFieldsSchema, uploadForQuery, videoFieldsSchema, type UploadedMedia } from '../schemas/uploads';

const uploadDeps = (c: Context<AppEnv>): UploadDeps => ({ db: c.get('db'), bucket: c.env.MEDIA, request: c.req.raw });

/** product §2.7: clients read `data.publicUrl`, older ones `publicUrl` at the top level, the video form `data.url`. */
const answer = (media: UploadedMedia) => ({ success: true as const, publicUrl: media.publicUrl, data: media });

/**
 * `/upload-proxy`: images (and, signed in, videos) as multipart `file` + `type`. `/proxy-public` also
 * takes a visitor's memory photo without a session, limited per client address.
 */
export const uploadProxyApi = new Hono<AppEnv>()
  .post('/proxy', requireSignedIn(), validate('query', uploadForQuery), async (c) => {
    // A helper's upload for a memorial is its owner's (services/memorial-uploads.ts).
    const user = await uploaderFor(requestDeps(c), signedInUser(c), c.req.valid('query'));
    const media = await receiveUpload(uploadDeps(c), {
      fileField: 'file',
      accepts: ['image', 'video'],
      ownerId: user.id,
      quota: await uploadQuota(requestDeps(c), user),
      expect: async (fields, complete) => {
        if (!complete && !fields.has('type')) return undefined;
        const { type, variant_of } = parseFields(proxyFieldsSchema, fields);
        return { category: type === 'video' ? 'video' : 'image', kind: type, variantOf: variant_of };
      },
    });
    return c.json(answer(media));
  })
  .post('/proxy-public', async (c) => {
    const auth = c.get('auth');
    // Counted before reading the body, so refused attempts count too.
    if (!auth) await limitAnonymousUpload(requestDeps(c));
    // As the session may act: an administrator who has not given the second factor gets a customer's budget.
    const user = auth ? actingUser(auth.user, auth.mfaVerified) : null;
    const media = await receiveUpload(uploadDeps(c), {
      fileField: 'file',
      accepts: ['image'],
      ownerId: user?.id ?? null,
      quota: user ? await uploadQuota(requestDeps(c), user) : undefined,
      expect: async (fields, complete) => {
        if (!complete && !fields.has('type')) return undefined;
        const { type, variant_of } = parseFields(publicProxyFieldsSchema, fields);
        if (type === 'gallery' && !auth) throw unauthorized();
        return { category: 'image', kind: type, variantOf: variant_of };
      },
    });
    return c.json(answer(media));
  });

/** `/upload/video`: the memorial video form's multipart `video`, optionally for one memorial. */
export const uploadApi = new Hono<AppEnv>().post('/video', requireSignedIn(), validate('query', uploadForQuery), async (c) => {
  const actor = signedInUser(c);
  const user = await uploaderFor(requestDeps(c), actor, c.req.valid('query'));
  const media = await receiveUpload(uploadDeps(c), {
    fileField: 'video',
    accepts: ['video'],
    ownerId: user.id,
    quota: await uploadQuota(requestDeps(c), user),
    // Checked with the fields before the file (nothing uploaded yet) and again with all of them.
    expect: async (fields) => {
      await assertVideoSlotFree(requestDeps(c), actor, parseFields(videoFieldsSchema, fields));
      return { category: 'video', kind: 'video' };
    },
  });
  return c.json(answer(media));
});
