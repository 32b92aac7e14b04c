/**
 * The bóveda's contract reminder (docs/features/resting-places.md), planned with the daily remembrance mail: to the memorial's owner,
 * three months before the contract of a current bóveda ends and on the day, unless the owner turned their
 * reminders off for that memorial. It is sent, once only, through the remembrance mail's sent-log
 * (./remembrance-mail.ts), under its own key.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyMembers, familyProfiles, memorialProfiles, remembranceSettings, restingPlaces, users } from '../../db/schema';
import { contractEndMessage } from '../mail/resting-place-templates';
import type { MailMessage } from '../mail/types';
import type { RemembranceTarget } from '../remembrance/rules';
import { contractEnd, contractNoticeDays } from '../resting-places/places';
import { oneClickPath, unsubscribePagePath } from './reminders';

/** One e-mail the daily job may send (the shape ./remembrance-mail.ts plans and claims). */
export type PlannedContractMail = {
  key: string;
  kind: 'reminder';
  occasionDate: string;
  subscriptionId: null;
  userId: string;
  message: () => Promise<MailMessage>;
};

export type ContractMailDeps = { db: Db; appUrl: string };

/**
 * The contract reminders due on `date`. `ownerToken` draws (once) the owner's one-click unsubscribe token for a
 * memorial, the same one the remembrance reminders carry.
 */
export async function planContractReminders(
  deps: ContractMailDeps,
  date: string,
  ownerToken: (target: RemembranceTarget) => Promise<string>,
): Promise<PlannedContractMail[]> {
  const { db } = deps;
  const rows = await db
    .select({
      placeId: restingPlaces.id,
      cemetery: restingPlaces.cemetery,
      since: restingPlaces.since,
      years: restingPlaces.contractYears,
      memorialId: memorialProfiles.id,
      familyId: familyProfiles.id,
      personName: sql<string>`coalesce(${memorialProfiles.profileName}, ${familyMembers.name})`,
      ownerId: sql<string>`coalesce(${memorialProfiles.userId}, ${familyProfiles.userId})`,
    })
    .from(restingPlaces)
    .leftJoin(memorialProfiles, eq(memorialProfiles.id, restingPlaces.memorialProfileId))
    .leftJoin(familyMembers, eq(familyMembers.id, restingPlaces.familyMemberId))
    .leftJoin(familyProfiles, eq(familyProfiles.id, familyMembers.familyProfileId))
    .where(
      and(
        eq(restingPlaces.kind, 'boveda'),
        isNull(restingPlaces.endedOn),
        isNotNull(restingPlaces.contractYears),
        isNotNull(restingPlaces.since),
      ),
    );
  const planned: PlannedContractMail[] = [];
  for (const row of rows) {
    const endsOn = row.since && row.years ? contractEnd(row.since, row.years) : null;
    const due = endsOn ? contractNoticeDays(endsOn).find((notice) => notice.day === date) : undefined;
    if (!endsOn || !due) continue;
    const target: RemembranceTarget = row.memorialId
      ? { kind: 'memorial', id: row.memorialId }
      : { kind: 'family', id: row.familyId ?? '' };
    const [settings] = await db
      .select({ ownerReminders: remembranceSettings.ownerReminders })
      .from(remembranceSettings)
      .where(
        target.kind === 'memorial'
          ? eq(remembranceSettings.memorialProfileId, target.id)
          : eq(remembranceSettings.familyProfileId, target.id),
      )
      .limit(1);
    if (settings?.ownerReminders === false) continue;
    const [owner] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, row.ownerId), eq(users.isActive, true), eq(users.emailVerified, true)))
      .limit(1);
    if (!owner) continue;
    planned.push({
      key: `contract:${owner.id}:${row.placeId}:${endsOn}:${due.notice}`,
      kind: 'reminder',
      occasionDate: endsOn,
      subscriptionId: null,
      userId: owner.id,
      message: async () => {
        const token = await ownerToken(target);
        return contractEndMessage({
          to: owner.email,
          name: owner.firstName || null,
          personName: row.personName,
          cemetery: row.cemetery,
          endsOn,
          notice: due.notice,
          editUrl: `${deps.appUrl}/edit/${target.id}`,
          unsubscribePageUrl: `${deps.appUrl}${unsubscribePagePath(token)}`,
          oneClickUrl: `${deps.appUrl}${oneClickPath(token)}`,
        });
      },
    });
  }
  return planned;
}
