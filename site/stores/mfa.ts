import { api, requestData, type AnswerData } from '../lib/api-client';
import type { ApiResult } from '../lib/api';
import { actionFailure, type ActionResult } from './session';

/**
 * The account's own second factor, for the enrolment screens (the back-office's and 'Tu cuenta'): its
 * status, a new secret, the first code, new recovery codes, and turning it off. Every rule is the server's;
 * these only carry the answers, with its Spanish message when something is refused.
 */
export type MfaStatus = AnswerData<Awaited<ReturnType<typeof api.mfa.index.$get>>>;
export type TotpEnrolment = AnswerData<Awaited<ReturnType<typeof api.mfa.enroll.$post>>>;
export type RecoveryCodes = AnswerData<Awaited<ReturnType<typeof api.mfa.enroll.confirm.$post>>>;
export type RenewedRecoveryCodes = AnswerData<Awaited<ReturnType<(typeof api.mfa)['recovery-codes']['$post']>>>;

const toResult = <T>(result: ApiResult<T>): ActionResult<T> => (result.ok ? { ok: true, data: result.data } : actionFailure(result));

export async function loadMfaStatus(): Promise<ActionResult<MfaStatus>> {
  return toResult(await requestData(api.mfa.index.$get()));
}

/** The current password (asked again before turning it on): a new secret to scan. */
export async function startEnrolment(password: string): Promise<ActionResult<TotpEnrolment>> {
  return toResult(await requestData(api.mfa.enroll.$post({ json: { password } })));
}

/** The first code from the app: the factor is on, and these are the recovery codes, shown once. */
export async function confirmEnrolment(code: string): Promise<ActionResult<RecoveryCodes>> {
  return toResult(await requestData(api.mfa.enroll.confirm.$post({ json: { code: code.trim() } })));
}

export async function renewRecoveryCodes(code: string): Promise<ActionResult<RenewedRecoveryCodes>> {
  return toResult(await requestData(api.mfa['recovery-codes'].$post({ json: { code: code.trim() } })));
}

export async function disableMfa(proof: { code: string } | { password: string }): Promise<ActionResult<{ message: string }>> {
  return toResult(await requestData(api.mfa.disable.$post({ json: proof })));
}
