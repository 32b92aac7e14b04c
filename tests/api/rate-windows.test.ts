import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memorialProfiles, rateLimits } from '../../db/schema';
import { CAPTCHA_AUDIO_RULE, CAPTCHA_ISSUE_RULE } from '../../worker/api/captcha';
import { ANONYMOUS_UPLOAD_RULE } from '../../worker/media/upload-limits';
import { MEMORY_POST_RULE, WRONG_CAPTCHA_RULE } from '../../worker/services/memories';
import { DAY, HOUR, MINUTE } from '../../worker/services/time';
import { createUserWithSession, uniqueClient } from '../helpers/auth';
import { memoryBody, recordingWallRooms, solvedCaptcha, uploadMemoryPhoto } from '../helpers/memories';
import { enterFreshRateWindow, freshRateWindowStart, leaveFreshRateWindow } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';
import { read, testClient } from '../helpers/test-client';

/**
 * Why tests that count up to a rate limit start in a fresh window (tests/helpers/rate-windows.ts,
 * docs/testing.md): the limits count in fixed windows, so a sequence that crosses a window's end starts
 * counting again. The same six memories from one address, with the same move of the clock, get their 429
 * only when they start in a fresh window.
 */
const t = useTestApp({ media: true });
let env: object;
let memorialId: string;

beforeAll(async () => {
  env = { MEDIA: t.r2.bucket, WALL_ROOMS: recordingWallRooms().namespace };
  const owner = await createUserWithSession(t.db);
  const [memorial] = await t.db
    .insert(memorialProfiles)
    .values({
      userId: owner.user.id,
      slug: 'ventanas-de-tiempo',
      profileName: 'Rosa María Díaz',
      birthDate: '1950-02-01',
      deathDate: '2024-05-03',
      isPublished: true,
    })
    .returning();
  memorialId = memorial!.id;
});
afterEach(() => leaveFreshRateWindow());

const WINDOW = MEMORY_POST_RULE.windowMs;

/** The next end of a 10-minute window after the real time. */
const nextBoundary = () => Date.now() - (Date.now() % WINDOW) + WINDOW;

/** Only `Date` faked (what the app reads as now), at `time`: standing still unless `running`. */
const fakeDateAt = (time: number, running = false) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: running });
  vi.setSystemTime(time);
};

async function postMemory(client: string): Promise<number> {
  const photo_url = await uploadMemoryPhoto(t.app, env, uniqueClient());
  const body = { memorial_profile_id: memorialId, photo_url, ...(await solvedCaptcha(t.db)), ...memoryBody() };
  return (await read(testClient(t.app, env, { 'cf-connecting-ip': client }).memories.index.$post({ json: body }))).status;
}

/** Five memories from `client`, two seconds on the clock, and a sixth. */
async function sixMemories(client: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push(await postMemory(client));
  vi.advanceTimersByTime(2_000);
  statuses.push(await postMemory(client));
  return statuses;
}

const counterOf = async (client: string) =>
  (
    await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `memory-post:${client}`))
  )[0];

describe('a limit counted in fixed windows', () => {
  it('starts counting again at the end of a window: six memories 2 s before a 10-minute boundary all pass', async () => {
    const boundary = nextBoundary();
    // The clock stands still 2 s before the boundary for the five, so the test itself does not depend on timing.
    fakeDateAt(boundary - 2_000);
    const client = uniqueClient();
    expect(await sixMemories(client)).toEqual([201, 201, 201, 201, 201, 201]);
    // The sixth was counted as the first of the next window.
    expect(await counterOf(client)).toMatchObject({ windowStart: boundary, count: 1 });
  });

  it('gives the sixth its 429 in a fresh window, even when the real clock is 2 s before a boundary', async () => {
    const boundary = nextBoundary();
    // The clock as startInFreshRateWindows() would find it before a test: running, 2 s before a boundary.
    fakeDateAt(boundary - 2_000, true);
    const start = enterFreshRateWindow();
    expect(start).toBe(freshRateWindowStart(boundary - 2_000));
    expect(start % DAY).toBe(1_000);
    const client = uniqueClient();
    expect(await sixMemories(client)).toEqual([201, 201, 201, 201, 201, 429]);
    const counter = await counterOf(client);
    expect(counter).toMatchObject({ windowStart: start - 1_000, count: MEMORY_POST_RULE.limit });
  });

  it('starts each test a day after the last one reached, one second past the UTC midnight every window starts at', () => {
    const first = enterFreshRateWindow();
    leaveFreshRateWindow();
    const second = enterFreshRateWindow();
    expect(second - first).toBe(DAY);
    for (const rule of [MEMORY_POST_RULE, WRONG_CAPTCHA_RULE, CAPTCHA_ISSUE_RULE, CAPTCHA_AUDIO_RULE, ANONYMOUS_UPLOAD_RULE]) {
      expect(DAY % rule.windowMs).toBe(0);
    }
    for (const windowMs of [10 * MINUTE, 15 * MINUTE, HOUR, DAY]) expect((second - 1_000) % windowMs).toBe(0);
  });
});
