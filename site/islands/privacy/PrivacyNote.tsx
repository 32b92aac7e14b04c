import type { ReactNode } from 'react';
import { POLICY_TITLE, PRIVACY_PATHS } from '../../../worker/schemas/privacy-texts';
import './privacy-consent.css';

/**
 * One line under a form that collects personal data covered by an authorisation already given (the account's):
 * what the data are for, and the policy a tap away in a new tab, so the form keeps what was typed.
 */
export function PrivacyNote({ children }: { children: ReactNode }) {
  return (
    <p className="privacy-note">
      {children}{' '}
      <a href={PRIVACY_PATHS.policy} target="_blank" rel="noopener">
        {POLICY_TITLE}
      </a>
      .
    </p>
  );
}
