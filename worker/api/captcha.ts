import { Hono } from 'hono';
import { CAPTCHA_MESSAGES as M } from '../schemas/captcha-texts';
import type { AppEnv } from '../context';
import { clientAddress } from '../middleware/client';
import { captchaAudio, issueCaptcha, type IssuedCaptcha } from '../services/captcha';
import { hitRateLimit, type RateRule } from '../services/rate-limit';
import { MINUTE } from '../services/time';
import { log } from '../log';
import { validate } from '../middleware/validation';
import { errorAnswer } from '../middleware/errors';
import { captchaIdParams } from '../schemas/params';
import { requestDeps } from './request-deps';

/**
 * New challenges per client address. A visitor needs one per memory plus a few 'Nuevo código'; relatives
 * at a cemetery may share one mobile-network address. Beyond that, a script farming images is slowed.
 */
export const CAPTCHA_ISSUE_RULE: RateRule = { limit: 30, windowMs: 10 * MINUTE };

/** Spoken codes per client address: a few listens of each challenge a visitor is shown. */
export const CAPTCHA_AUDIO_RULE: RateRule = { limit: 30, windowMs: 10 * MINUTE };

/**
 * `GET /api/memories/captcha`: public, never cached, one new challenge per call.
 * `GET /api/memories/captcha/{id}/audio`: that challenge's code spoken (audio/wav) while it can be answered.
 */
export const captchaApi = new Hono<AppEnv>()
  .get('/:id/audio', validate('param', captchaIdParams), async (c) => {
    c.header('cache-control', 'no-store');
    const db = c.get('db');
    if (!(await hitRateLimit(db, `captcha:audio:${clientAddress(c)}`, CAPTCHA_AUDIO_RULE))) {
      return errorAnswer(c, 429, M.tooMany);
    }
    const wav = await captchaAudio(requestDeps(c), c.req.valid('param').id);
    return c.body(wav, 200, { 'content-type': 'audio/wav', 'content-length': String(wav.length) });
  })
  .get('/', async (c) => {
    c.header('cache-control', 'no-store');
    const db = c.get('db');
    let data: IssuedCaptcha;
    try {
      if (!(await hitRateLimit(db, `captcha:issue:${clientAddress(c)}`, CAPTCHA_ISSUE_RULE))) {
        return errorAnswer(c, 429, M.tooMany);
      }
      data = await issueCaptcha(requestDeps(c));
    } catch (error) {
      log.error('captcha_issue_failed', error, { requestId: c.get('requestId'), path: c.req.path });
      return errorAnswer(c, 500, M.failed);
    }
    return c.json({ success: true as const, data });
  });
