import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchas } from '../../db/schema';
import { CAPTCHA_MESSAGES } from '../../worker/schemas/captcha-texts';
import { AppError } from '../../worker/errors';
import { CAPTCHA_TTL_MS, issueCaptcha, verifyCaptcha } from '../../worker/services/captcha';
import { HOUR, MINUTE } from '../../worker/services/time';
import { uniqueClient } from '../helpers/auth';
import { solveCaptcha } from '../helpers/captcha';
import { readWav, rms } from '../helpers/captcha-audio';
import { createTestApp, createTestDb, type TestApp } from '../helpers/test-db';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';
import { read, testClient } from '../helpers/test-client';

type Failure = { success: false; error: string };

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

/** The typed captcha client from the address `client` (one of its own unless given), on `app`. */
const from = (client = uniqueClient(), app: TestApp = t.app) => testClient(app, undefined, { 'cf-connecting-ip': client }).captcha;
const getCaptcha = (client = uniqueClient()) => read(from(client).index.$get());

const storedRow = async (captchaId: string) => (await t.db.select().from(captchas).where(eq(captchas.id, captchaId)))[0];

/** A challenge whose code the test chose, issued at `now`. */
const issueKnown = (code: string, now = Date.now()) => issueCaptcha({ db: t.db }, { generateCode: () => code, now });

/** The rejection `verifyCaptcha` gives, as status and message. */
async function rejection(attempt: Promise<void>) {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
}

const WRONG = { status: 400, message: CAPTCHA_MESSAGES.wrong };
const SPENT = { status: 400, message: CAPTCHA_MESSAGES.expired };

describe('GET /api/memories/captcha', () => {
  it('hands out a new challenge with its SVG, never cached, without a session', async () => {
    const first = await getCaptcha();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.success).toBe(true);
    expect(first.body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.data.svg).toMatch(/^<svg [^>]*viewBox="0 0 160 56"[\s\S]*<\/svg>$/);
    expect(first.body.data.svg).not.toContain('<text');

    const second = await getCaptcha();
    expect(second.body.data.captchaId).not.toBe(first.body.data.captchaId);
    expect(second.body.data.svg).not.toBe(first.body.data.svg);

    const row = await storedRow(first.body.data.captchaId);
    expect(row?.usedAt).toBeNull();
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = Date.parse(row!.expiresAt) - Date.parse(row!.createdAt);
    expect(lifetime).toBe(5 * MINUTE);
  });

  it('issues a challenge the right code passes once, whatever its case', async () => {
    const { body } = await getCaptcha();
    const row = await storedRow(body.data.captchaId);
    const code = solveCaptcha(body.data.captchaId, row!.answerHash);
    await expect(verifyCaptcha(t.db, { captchaId: body.data.captchaId, input: code.toLowerCase() })).resolves.toBeUndefined();
    expect(await rejection(verifyCaptcha(t.db, { captchaId: body.data.captchaId, input: code }))).toEqual(SPENT);
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it('answers 429 with a clear text once one address asks too often, and only for that address', async () => {
      const client = '198.51.100.140';
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await getCaptcha(client)).status);
      expect(statuses.every((status) => status === 200)).toBe(true);

      const limited = await getCaptcha(client);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, error: CAPTCHA_MESSAGES.tooMany, code: 'RATE_LIMITED' });
      expect(limited.headers.get('cache-control')).toBe('no-store');

      expect((await getCaptcha('198.51.100.141')).status).toBe(200);
    });
  });

  it("answers 500 with 'Error generando captcha' when a challenge cannot be stored", async () => {
    const broken = await createTestDb();
    await broken.run(sql`DROP TABLE captchas`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, body } = await read(from(uniqueClient(), createTestApp(broken)).index.$get());
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, error: 'Error generando captcha', code: 'INTERNAL' });
  });
});

describe('verifying a captcha', () => {
  it('accepts the right code in lower case and with spaces around it', async () => {
    const { captchaId } = await issueKnown('K3WX');
    await expect(verifyCaptcha(t.db, { captchaId, input: '  k3wx ' })).resolves.toBeUndefined();
    expect((await storedRow(captchaId))?.usedAt).not.toBeNull();
  });

  it('spends the challenge on a wrong answer, so the right one no longer passes', async () => {
    const { captchaId } = await issueKnown('K3WX');
    expect(await rejection(verifyCaptcha(t.db, { captchaId, input: 'K3WY' }))).toEqual(WRONG);
    expect(await rejection(verifyCaptcha(t.db, { captchaId, input: 'K3WX' }))).toEqual(SPENT);
  });

  it('refuses a replay of a right answer', async () => {
    const { captchaId } = await issueKnown('H4WE');
    await verifyCaptcha(t.db, { captchaId, input: 'H4WE' });
    expect(await rejection(verifyCaptcha(t.db, { captchaId, input: 'H4WE' }))).toEqual(SPENT);
  });

  it('lets only one of two simultaneous right answers through', async () => {
    const { captchaId } = await issueKnown('MR7U');
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => verifyCaptcha(t.db, { captchaId, input: 'MR7U' })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired challenge, and accepts it up to its last moment', async () => {
    const issuedAt = Date.now() - HOUR;
    const late = await issueKnown('YJ96', issuedAt);
    expect(await rejection(verifyCaptcha(t.db, { captchaId: late.captchaId, input: 'YJ96' }, issuedAt + CAPTCHA_TTL_MS))).toEqual(SPENT);

    const inTime = await issueKnown('YJ96', issuedAt);
    await expect(
      verifyCaptcha(t.db, { captchaId: inTime.captchaId, input: 'YJ96' }, issuedAt + CAPTCHA_TTL_MS - 1),
    ).resolves.toBeUndefined();
  });

  it('refuses an unknown or empty challenge id', async () => {
    expect(await rejection(verifyCaptcha(t.db, { captchaId: crypto.randomUUID(), input: 'K3WX' }))).toEqual(SPENT);
    expect(await rejection(verifyCaptcha(t.db, { captchaId: '', input: 'K3WX' }))).toEqual(SPENT);
    expect(await rejection(verifyCaptcha(t.db, { captchaId: 'x'.repeat(500), input: 'K3WX' }))).toEqual(SPENT);
  });

  it('keeps the code only until the attempt that spends the challenge, and hashes it differently in every challenge', async () => {
    const one = await issueKnown('HACE');
    const two = await issueKnown('hace');
    const rows = await t.db
      .select()
      .from(captchas)
      .where(sql`${captchas.id} IN (${one.captchaId}, ${two.captchaId})`);
    expect(rows.map((row) => row.spokenCode)).toEqual(['HACE', 'HACE']);
    expect(rows[0]!.answerHash).not.toBe(rows[1]!.answerHash);
    await verifyCaptcha(t.db, { captchaId: one.captchaId, input: 'Hace' });
    expect(await rejection(verifyCaptcha(t.db, { captchaId: two.captchaId, input: 'HACK' }))).toEqual(WRONG);
    const spent = await t.db
      .select()
      .from(captchas)
      .where(sql`${captchas.id} IN (${one.captchaId}, ${two.captchaId})`);
    expect(spent.map((row) => row.spokenCode)).toEqual([null, null]);
    expect(JSON.stringify(spent).toUpperCase()).not.toContain('HACE');
  });

  it('clears away expired challenges when new ones are issued', async () => {
    // In the past, so the sweep cannot touch the other tests' challenges.
    const issuedAt = Date.now() - 2 * HOUR;
    const old = await issueKnown('XEAC', issuedAt);
    const fresh = await issueKnown('XEAC', issuedAt + CAPTCHA_TTL_MS - MINUTE);
    expect(await storedRow(old.captchaId)).toBeDefined();
    await issueKnown('XEAC', issuedAt + CAPTCHA_TTL_MS + MINUTE);
    expect(await storedRow(old.captchaId)).toBeUndefined();
    expect(await storedRow(fresh.captchaId)).toBeDefined();
  });
});

describe('GET /api/memories/captcha/{id}/audio', () => {
  const listen = async (captchaId: string, client = uniqueClient()) => {
    const response = await from(client)[':id'].audio.$get({ param: { id: captchaId } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      json: () => JSON.parse(new TextDecoder().decode(bytes)) as Failure,
    };
  };

  it('answers a WAV of sensible length, different on every listen, never cached, and spends nothing', async () => {
    const { body } = await getCaptcha();
    const { captchaId } = body.data;
    const code = solveCaptcha(captchaId, (await storedRow(captchaId))!.answerHash);

    const audio = await listen(captchaId);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(audio.headers.get('cache-control')).toBe('no-store');
    expect(audio.headers.get('content-length')).toBe(String(audio.bytes.length));
    const samples = readWav(audio.bytes);
    // Some 2.5 to 7 seconds: four letters and the silences between them.
    expect(samples.length / 16_000).toBeGreaterThan(2.5);
    expect(samples.length / 16_000).toBeLessThan(7);
    // Speech, not silence or a flat hiss: the loudest tenth of a second is far above the quietest.
    const tenths = Array.from({ length: Math.floor(samples.length / 1_600) }, (_, i) => rms(samples.subarray(i * 1_600, (i + 1) * 1_600)));
    expect(Math.max(...tenths)).toBeGreaterThan(0.15);
    expect(Math.max(...tenths)).toBeGreaterThan(4 * Math.min(...tenths));

    // Made anew on every listen (crypto randomness, nothing seeded by the challenge).
    expect((await listen(captchaId)).bytes).not.toEqual(audio.bytes);
    // Listening spends nothing: the code still passes once.
    await expect(verifyCaptcha(t.db, { captchaId, input: code })).resolves.toBeUndefined();
  });

  it('is 404 with a clear text once the challenge is answered (right or wrong), out of time or unknown', async () => {
    const right = await issueKnown('MR7U');
    await verifyCaptcha(t.db, { captchaId: right.captchaId, input: 'MR7U' });
    const wrong = await issueKnown('MR7U');
    await rejection(verifyCaptcha(t.db, { captchaId: wrong.captchaId, input: 'MR7A' }));
    const late = await issueKnown('MR7U', Date.now() - CAPTCHA_TTL_MS - MINUTE);
    for (const captchaId of [right.captchaId, wrong.captchaId, late.captchaId, crypto.randomUUID()]) {
      const audio = await listen(captchaId);
      expect(audio.status).toBe(404);
      expect(audio.json()).toEqual({ success: false, error: CAPTCHA_MESSAGES.expired, code: 'NOT_FOUND' });
    }
  });

  describe('up to the limit', () => {
    startInFreshRateWindows();

    it('answers 429 with a clear text once one address listens too often, and only for that address', async () => {
      const { captchaId } = await issueKnown('HM96');
      const client = '198.51.100.150';
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await listen(captchaId, client)).status);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const limited = await listen(captchaId, client);
      expect(limited.status).toBe(429);
      expect(limited.json()).toEqual({ success: false, error: CAPTCHA_MESSAGES.tooMany, code: 'RATE_LIMITED' });
      expect((await listen(captchaId, '198.51.100.151')).status).toBe(200);
    });
  });
});
