import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../worker/schemas/auth';
import { MFA_MESSAGES } from '../../worker/schemas/mfa-texts';

describe('the second factor texts', () => {
  it('say what the login says for too many attempts and a wrong password', () => {
    expect(MFA_MESSAGES.tooManyAttempts).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(MFA_MESSAGES.wrongPassword).toBe(AUTH_MESSAGES.wrongPassword);
  });
});
