import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers, familyProfiles, memorialProfiles } from '../../db/schema';
import { badRequest } from '../errors';
import { isCommonPassword } from '../schemas/common-passwords';
import { VISIBILITY_MESSAGES as M } from '../schemas/visibility-texts';
import type { AccessTarget } from '../visibility/passes';
import { weakAccessCode, type CodeSubject } from '../visibility/weak-codes';

/** What the memorial's page says of whoever it remembers: the person's name and dates, or the family's and its members'. */
export async function codeSubject(db: Db, target: AccessTarget): Promise<CodeSubject> {
  if (target.kind === 'memorial') {
    const [row] = await db
      .select({ name: memorialProfiles.profileName, birth: memorialProfiles.birthDate, death: memorialProfiles.deathDate })
      .from(memorialProfiles)
      .where(eq(memorialProfiles.id, target.id))
      .limit(1);
    return row ? { names: [row.name], dates: [row.birth, row.death] } : { names: [], dates: [] };
  }
  const [[family], members] = await Promise.all([
    db.select({ name: familyProfiles.familyName }).from(familyProfiles).where(eq(familyProfiles.id, target.id)).limit(1),
    db
      .select({ name: familyMembers.name, birth: familyMembers.birthDate, death: familyMembers.deathDate })
      .from(familyMembers)
      .where(eq(familyMembers.familyProfileId, target.id)),
  ]);
  return {
    names: ['Familia', ...(family ? [family.name] : []), ...members.map((member) => member.name)],
    dates: members.flatMap((member) => [member.birth, member.death]),
  };
}

/**
 * A new or changed access code (docs/features/visibility.md) may not be one a stranger tries first: a common password, a pattern
 * ('123456', '000000', repeated or sequential characters: ../visibility/weak-codes.ts) or only the names and years
 * the memorial itself shows. 400 in Spanish. Only when the owner sets a code: codes stored before keep working.
 */
export async function assertStrongAccessCode(db: Db, target: AccessTarget, code: string): Promise<void> {
  assertStrongCodeFor(await codeSubject(db, target), code);
}

/** The same rule for a memorial not written yet (the wizard's choice, docs/features/visibility.md): its subject comes from the request. */
export function assertStrongCodeFor(subject: CodeSubject, code: string): void {
  const reason = isCommonPassword(code) ? 'pattern' : weakAccessCode(code, subject);
  if (reason === 'pattern') throw badRequest(M.codeTooEasy);
  if (reason === 'personal') throw badRequest(M.codePersonal);
}
