/**
 * Which wizard /edit/{id} opens: an individual memorial's or a family's. Both ids are UUIDs from one space, so
 * the id alone says which table holds it; the access rule is the API's own (the owner, an editor the owner invited, or an administrator).
 * Server-only.
 */
import { AppError } from '../../worker/errors';
import { manageableFamily } from '../../worker/services/family-memorials';
import { manageableIndividualMemorial, type Actor } from '../../worker/services/individual-memorials';
import { pageDb } from './site-data';

export type EditTarget = 'individual' | 'family';

/** Missing, someone else's, or (403) a memorial the person only moderates: no editor to open. */
const missing = (error: unknown) => error instanceof AppError && (error.status === 404 || error.status === 403);

/** Null when neither is there for this person: the page answers 404 'Memorial no encontrado'. */
export async function editTarget(actor: Actor, id: string): Promise<EditTarget | null> {
  const db = pageDb();
  const [individual, family] = await Promise.allSettled([
    manageableIndividualMemorial({ db }, actor, id),
    manageableFamily({ db }, actor, id),
  ]);
  if (individual.status === 'fulfilled') return 'individual';
  if (family.status === 'fulfilled') return 'family';
  for (const result of [individual, family]) if (!missing(result.reason)) throw result.reason;
  return null;
}
