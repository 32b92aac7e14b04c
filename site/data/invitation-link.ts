import { env } from 'cloudflare:workers';
import { primaryDb } from '../../worker/d1/request-db';
import { viewInvitation } from '../../worker/services/memorial-managers';

/**
 * An invitation link's state for /invitacion (docs/features/family-circle.md), read at the D1 primary as the other e-mailed links' pages
 * are (link-states.ts): an invitation sent a moment ago may not have reached a nearby replica yet. Reads only.
 */
export const invitationAtPrimary = (token: string) => viewInvitation({ db: primaryDb(env) }, token);
