import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import { listOutbox } from '../../worker/mail/outbox';
import { VISIBILITY_MESSAGES as M } from '../../worker/schemas/visibility-texts';
import { recordWrongCode } from '../../worker/services/access-attempts';
import { hashPassword } from '../../worker/services/passwords';
import { DAY, MINUTE } from '../../worker/services/time';
import { createUserWithSession, uniqueClient } from '../helpers/auth';
import { insertFamily, insertMemorial, ROSA_CARDENAS } from '../helpers/memorials';
import { startInFreshRateWindows } from '../helpers/rate-windows';
import { useTestApp } from '../helpers/test-app';
import { clientAs, read } from '../helpers/test-client';

/**
 * Wrong access codes slow down whoever types them, never the family. 60 wrong codes from a handful
 * of addresses used to lock a private memorial for every visitor; now an address that has not failed always gets
 * in with the right code, guessers get less while the memorial is under attack, the owner hears of it once a day,
 * and a new code may not be one a stranger tries first.
 */
const t = useTestApp();
let owner: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  owner = await createUserWithSession(t.db);
});

const CODE = 'Abuela Rosa 2024';
type Kind = 'memorial' | 'family';

/** A published memorial (Rosa Elvira Cárdenas, 1940–2020) or family (Cárdenas Ruiz, with Rosa Cárdenas 1940–2020). */
async function published(kind: Kind): Promise<{ kind: Kind; id: string }> {
  if (kind === 'memorial') return { kind, id: (await insertMemorial(t.db, owner.user.id, { isPublished: true })).id };
  const family = { slug: `familia-ataque-${crypto.randomUUID()}`, familyName: 'Cárdenas Ruiz', isPublished: true };
  return { kind, id: (await insertFamily(t.db, owner.user.id, family, [ROSA_CARDENAS])).id };
}

async function makePrivate(subject: { kind: Kind; id: string }, code: string) {
  const client = clientAs(t.app, owner.token);
  const json = { visibility: 'private' as const, access_code: code };
  return read(
    subject.kind === 'memorial'
      ? client.profileVisibility[':id'].visibility.$put({ param: { id: subject.id }, json })
      : client.familyVisibility[':id'].visibility.$put({ param: { id: subject.id }, json }),
  );
}

async function tryCode(subject: { kind: Kind; id: string }, code: string, client: string) {
  const visitor = clientAs(t.app, undefined, { 'cf-connecting-ip': client });
  return read(
    subject.kind === 'memorial'
      ? visitor.profileVisibility[':id'].access.$post({ param: { id: subject.id }, json: { code } })
      : visitor.familyVisibility[':id'].access.$post({ param: { id: subject.id }, json: { code } }),
  );
}

/**
 * `count` wrong codes from `client` counted as the route counts them, without the route's (deliberately slow) hash:
 * a test reaches an attack's numbers in a second instead of half a minute. Below the alarm, so nothing is mailed.
 */
async function pastWrongCodes(subject: { kind: Kind; id: string }, client: string, count: number) {
  const mailer = { send: () => Promise.reject(new Error('no e-mail below the alarm')) };
  for (let wrong = 0; wrong < count; wrong++)
    await recordWrongCode({ db: t.db, mailer, appUrl: 'http://localhost' }, subject, client, Date.now());
}

const attackNotices = async () =>
  (await listOutbox(t.db, owner.email)).filter((mail) => mail.subject.startsWith('Alguien intenta adivinar el código'));

describe('wrong codes', () => {
  startInFreshRateWindows();

  it('60 from six addresses: the guessers are refused, a clean address opens it with the right code, and the owner hears once', async () => {
    const subject = await published('memorial');
    expect((await makePrivate(subject, CODE)).status).toBe(200);
    const guessers = Array.from({ length: 6 }, () => uniqueClient());
    // Nine wrong codes each already counted, the tenth through the route: 60 on the memorial within the hour.
    for (const guesser of guessers) await pastWrongCodes(subject, guesser, 9);
    for (const guesser of guessers) expect((await tryCode(subject, 'adivina-10', guesser)).status).toBe(403);
    // Each guesser has spent its own allowance: even the right code is refused to it.
    const refused = await tryCode(subject, CODE, guessers[0]!);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(M.tooManyWrong);

    // The family, from an address that never failed, still gets in.
    const family = await tryCode(subject, CODE, uniqueClient());
    expect(family.status).toBe(200);
    expect(family.headers.get('set-cookie')).toContain(`acceso-m-${subject.id}=`);

    const [notice, ...more] = await attackNotices();
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Alguien intenta adivinar el código del memorial de Rosa Elvira Cárdenas');
    expect(notice!.text).toContain('60 códigos incorrectos');
    expect(notice!.links[0]).toMatch(new RegExp(`/edit/${subject.id}$`));

    // Under attack an address gets 3 wrong codes a day on this memorial, not 10.
    const cousin = uniqueClient();
    for (let attempt = 0; attempt < 3; attempt++) expect((await tryCode(subject, `primo-${attempt}`, cousin)).status).toBe(403);
    const cousinRefused = await tryCode(subject, CODE, cousin);
    expect(cousinRefused.status).toBe(429);
    expect(cousinRefused.body.error).toBe(M.tooManyWrongToday);
    // And more wrong codes the same day send no second e-mail.
    expect(await attackNotices()).toHaveLength(1);
  });

  it('20 a day from one address on one memorial, across the 15-minute windows; other memorials are apart', async () => {
    const subject = await published('family');
    const other = await published('memorial');
    expect((await makePrivate(subject, CODE)).status).toBe(200);
    expect((await makePrivate(other, CODE)).status).toBe(200);
    const guesser = uniqueClient();
    await pastWrongCodes(subject, guesser, 9);
    expect((await tryCode(subject, 'adivina-10', guesser)).status).toBe(403);
    expect((await tryCode(subject, CODE, guesser)).status).toBe(429);
    // The next 15-minute window: ten more, then this memorial is closed to the address for the day.
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    await pastWrongCodes(subject, guesser, 9);
    expect((await tryCode(subject, 'adivina-20', guesser)).status).toBe(403);
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    const closed = await tryCode(subject, CODE, guesser);
    expect(closed.status).toBe(429);
    expect(closed.body.error).toBe(M.tooManyWrongToday);
    expect((await tryCode(other, CODE, guesser)).status).toBe(200);
    // The next day it may try again.
    vi.setSystemTime(Date.now() + DAY);
    expect((await tryCode(subject, CODE, guesser)).status).toBe(200);
  });
});

describe('a code a stranger tries first', () => {
  it.each<Kind>(['memorial', 'family'])('is refused in Spanish when the owner sets it (a %s)', async (kind) => {
    const subject = await published(kind);
    for (const code of ['123456', '000000', '111111111', '654321', '121212', '7890123', 'abcdef', 'password', 'qwerty123']) {
      const refused = await makePrivate(subject, code);
      expect([code, refused.status, refused.body.error]).toEqual([code, 400, M.codeTooEasy]);
    }
    const personal =
      kind === 'memorial'
        ? ['Rosa Elvira', 'rosaelvira1940', '1940 2020', 'Cárdenas-2020', 'ROSA ROSA 40']
        : ['Familia Cárdenas', 'cardenas ruiz', 'Rosa 1940', 'ruiz2020'];
    for (const code of personal) {
      const refused = await makePrivate(subject, code);
      expect([code, refused.status, refused.body.error]).toEqual([code, 400, M.codePersonal]);
    }
    const table = kind === 'memorial' ? memorialProfiles : familyProfiles;
    const [row] = await t.db.select().from(table).where(eq(table.id, subject.id));
    expect(row!.visibility).toBe('public');
    expect((await makePrivate(subject, CODE)).status).toBe(200);
  });

  it('a code stored before keeps working, and keeping it is not checked again', async () => {
    const subject = await published('memorial');
    expect((await makePrivate(subject, CODE)).status).toBe(200);
    await t.db
      .update(memorialProfiles)
      .set({ accessCodeHash: await hashPassword('123456') })
      .where(eq(memorialProfiles.id, subject.id));
    expect((await tryCode(subject, '123456', uniqueClient())).status).toBe(200);
    const kept = await read(
      clientAs(t.app, owner.token).profileVisibility[':id'].visibility.$put({ param: { id: subject.id }, json: { visibility: 'private' } }),
    );
    expect(kept.status).toBe(200);
    expect((await tryCode(subject, '123456', uniqueClient())).status).toBe(200);
  });
});
