import { useRef, useState } from 'react';
import { PRIVACY_MESSAGES } from '../../../worker/schemas/privacy-texts';

/**
 * The authorisation box of a React form (Ley 1581): unticked at first, its message shown once the person tried
 * to send, and gone as soon as they tick it. `attempt()` is the form's gate; `fieldError()` lets a form whose
 * checks run elsewhere (the auth forms' useForm) count the box among its fields, so nothing is sent without it
 * and the cursor lands on the box when it is the first thing missing.
 */
/** The authorisations the forms ask for, as the privacy schema's messages name them. */
export type PrivacyConsentPurpose = keyof typeof PRIVACY_MESSAGES;

export function usePrivacyConsent(purpose: PrivacyConsentPurpose) {
  const [checked, setChecked] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // Read by checks that run in the same event as a change, before React renders the new state.
  const current = useRef(false);
  const message = PRIVACY_MESSAGES[purpose];

  return {
    purpose,
    checked,
    error: attempted && !checked ? message : null,
    onChange(next: boolean) {
      current.current = next;
      setChecked(next);
    },
    /** Marks the form as tried and says whether it may be sent. */
    attempt(): boolean {
      setAttempted(true);
      return current.current;
    },
    /** The box as one more field's error, for a form's own validation. */
    fieldError(): { privacy_consent?: string } {
      return current.current ? {} : { privacy_consent: message };
    },
  };
}

export type PrivacyConsentState = ReturnType<typeof usePrivacyConsent>;
