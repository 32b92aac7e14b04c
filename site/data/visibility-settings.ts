/**
 * 'Quién puede verlo' on the memorial's edit screen (/edit/{id}): the setting as the owner (or an administrator,
 * who may read but not change it) sees it. Server-only.
 */
import { getVisibility } from '../../worker/services/visibility';
import type { Actor } from '../../worker/services/individual-memorials';
import type { EditTarget } from './edit-target';
import { pageDb } from './site-data';

export async function loadVisibilitySettings(actor: Actor, kind: EditTarget, id: string) {
  return getVisibility({ db: pageDb() }, actor, { kind: kind === 'individual' ? 'memorial' : 'family', id });
}
