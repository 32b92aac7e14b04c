import { useId } from 'react';
import { CONSENT_LABELS, POLICY_TITLE, PRIVACY_PATHS, TERMS_TITLE } from '../../../worker/schemas/privacy-texts';
import type { PrivacyConsentState } from './usePrivacyConsent';
import './privacy-consent.css';

/**
 * The unticked box that authorises processing the form's personal data, with the policy (and, at registration,
 * the terms) a tap away in a new tab, so the form keeps what was typed. Its message is tied to the box.
 */
export function PrivacyConsent({ consent }: { consent: PrivacyConsentState }) {
  const id = useId();
  const messageId = `${id}-message`;
  const label = CONSENT_LABELS[consent.purpose];
  return (
    <div className="privacy-consent">
      <div className="privacy-consent__row">
        <input
          id={id}
          type="checkbox"
          name="privacy_consent"
          className="privacy-consent__box"
          checked={consent.checked}
          onChange={(event) => consent.onChange(event.target.checked)}
          aria-invalid={consent.error ? true : undefined}
          aria-describedby={consent.error ? messageId : undefined}
        />
        <label htmlFor={id} className="privacy-consent__label">
          {label.before}{' '}
          <a href={PRIVACY_PATHS.policy} target="_blank" rel="noopener">
            {POLICY_TITLE}
          </a>
          {label.after}
          {label.withTerms && (
            <>
              {' '}
              <a href={PRIVACY_PATHS.terms} target="_blank" rel="noopener">
                {TERMS_TITLE}
              </a>
              .
            </>
          )}
        </label>
      </div>
      {consent.error && (
        <p id={messageId} className="privacy-consent__error" role="alert">
          {consent.error}
        </p>
      )}
    </div>
  );
}
