import { z } from 'zod';
import type { PrivacyConsentPurpose } from '../../db/schema/enums';
import { PRIVACY_MESSAGES } from './privacy-texts';

export { POLICY_VERSION, PRIVACY_MESSAGES } from './privacy-texts';

/**
 * `privacy_consent: true`, required in the body of the three requests that carry personal data (registration,
 * a memory, the plaque's delivery address). Anything else, or nothing, is the purpose's 400: no client, old or
 * hand-written, can skip the authorisation the forms ask for.
 */
export const privacyConsentField = (purpose: PrivacyConsentPurpose) => z.literal(true, { error: PRIVACY_MESSAGES[purpose] });
