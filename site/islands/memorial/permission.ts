import { PROFILE_TEXTS, WIZARD_TEXTS } from '../../lib/memorial/memorial-messages';
import type { Capability } from '../../lib/memorial/memorial-types';

export type Permission = { allowed: true } | { allowed: false; reason: string };

/**
 * product §2.2 "permission check on the create page" for an individual memorial: the server's reason when
 * it says no, and 'No tienes cuotas disponibles…' when the only quota left is for a family memorial
 * (the create would be refused with the same words).
 */
export function individualPermission(capability: Capability | null): Permission {
  if (!capability) return { allowed: false, reason: WIZARD_TEXTS.capabilityFailed };
  if (!capability.canCreate) return { allowed: false, reason: capability.reason || WIZARD_TEXTS.defaultRestriction };
  if (capability.quotas.individual.available <= 0) return { allowed: false, reason: PROFILE_TEXTS.noQuota };
  return { allowed: true };
}
