import { apiFetch } from '../lib/api';
import type { MfaStatus } from '../../worker/services/mfa-account';
import type { ConfirmedEnrolment, TotpEnrolment } from '../../worker/services/mfa-enrolment';
import type { ActionResult } from './session';

/**
 * The account's own second factor, for the enrolment screens (the back-office's and 'Tu cuenta'): its
 * status, a new secret, the first code, new recovery codes, and turning it off. Every rule is the server's;
 * these only carry the answers, with its Spanish message when something is refused.
 */
export type { MfaStatus, TotpEnrolment };
export type RecoveryCodes = ConfirmedEnrolment;

const toResult = <T>(result: { ok: true; data: T } | { ok: false; error: string }): ActionResult<T> =>
  result.ok ? { ok: true, data: result.data } : { ok: false, error: result.error };

export async function loadMfaStatus(): Promise<ActionResult<MfaStatus>> {
  return toResult(await apiFetch<MfaStatus>('/api/auth/mfa'));
}

/** The current password (asked again before turning it on): a new secret to scan. */
export async function startEnrolment(password: string): Promise<ActionResult<TotpEnrolment>> {
  return toResult(await apiFetch<TotpEnrolment>('/api/auth/mfa/enroll', { method: 'POST', body: { password } }));
}

/** The first code from the app: the factor is on, and these are the recovery codes, shown once. */
export async function confirmEnrolment(code: string): Promise<ActionResult<RecoveryCodes>> {
  return toResult(await apiFetch<RecoveryCodes>('/api/auth/mfa/enroll/confirm', { method: 'POST', body: { code: code.trim() } }));
}

export async function renewRecoveryCodes(code: string): Promise<ActionResult<RecoveryCodes>> {
  return toResult(await apiFetch<RecoveryCodes>('/api/auth/mfa/recovery-codes', { method: 'POST', body: { code: code.trim() } }));
}

export async function disableMfa(proof: { code: string } | { password: string }): Promise<ActionResult<{ message: string }>> {
  return toResult(await apiFetch<{ message: string }>('/api/auth/mfa/disable', { method: 'POST', body: proof }));
}
