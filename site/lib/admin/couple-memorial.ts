/**
 * A couple memorial as the back-office reads it (the couple-profiles route's GET / and GET /:id): its type,
 * inferred from the route, and what the list and the viewer work out from it. Pure.
 */
import { ageLabel as yearsLabel, ageOn } from '../public/couple-time';
import { zodiacSign } from '../../../worker/schemas/zodiac';
import type { AdminCoupleAnswer, AdminCouplesAnswer } from './answers';

export type { AdminCoupleAnswer, AdminCouplesAnswer };
export type AdminCouple = AdminCoupleAnswer['data']['coupleProfile'];

/** The public page of a couple (product §3.2). */
export const couplePath = (slug: string): string => `/pareja/${slug}`;

/** The same rule the server applies to ids before reading (worker/api/admin/couples.ts). */
export const isCoupleId = (id: string): boolean => /^[A-Za-z0-9-]{1,64}$/.test(id);

/**
 * '34 años' (or '1 año'); null without a usable date. The public page's rule (lib/public/couple-time.ts), so a
 * 29 February birthday turns a year older on the same day in the back-office as on the page.
 */
export function ageLabel(birthDate: string | null | undefined, today: string): string | null {
  const age = birthDate ? ageOn(birthDate, today) : null;
  return age === null ? null : yearsLabel(age);
}

/** The sign the server stored, or the one the date gives when the row predates the rule. */
export function signOf(stored: string | null, birthDate: string | null | undefined): string | null {
  return stored || zodiacSign(birthDate);
}

/** The owner as the list shows them; null when the page is not assigned to a customer yet. */
export function ownerLabel(couple: Pick<AdminCouple, 'owner'>): { name: string; email: string } | null {
  const owner = couple.owner;
  return owner ? { name: owner.name || owner.email, email: owner.email } : null;
}
