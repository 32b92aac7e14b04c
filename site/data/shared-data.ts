/**
 * The dashboard's 'Invitaciones para ti' and 'Compartidos conmigo' (docs/features/family-circle.md), read straight from the services for
 * the signed-in person. Server-only. A failure shows nothing rather than failing the dashboard.
 */
import type { Db } from '../../db/client';
import { log } from '../../worker/log';
import { listMyInvitations, listSharedWithMe } from '../../worker/services/memorial-managers';
import type { UserRow } from '../../worker/services/users';
import type { SharedWithMeData } from '../islands/dashboard/SharedWithMe';

export async function loadSharedWithMe(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<SharedWithMeData> {
  const [invitations, shared] = await Promise.allSettled([listMyInvitations({ db }, user), listSharedWithMe({ db }, user)]);
  for (const result of [invitations, shared])
    if (result.status === 'rejected') log.error('dashboard_load_failed', result.reason, { part: 'shared memorials' });
  return {
    invitations: invitations.status === 'fulfilled' ? invitations.value : [],
    shared: shared.status === 'fulfilled' ? shared.value : [],
  };
}
