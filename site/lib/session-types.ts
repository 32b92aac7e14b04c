/**
 * The signed-in person as the auth API describes them (auth contract, issue 3). Mirrored here rather than
 * imported from worker/ so no island can accidentally pull server modules into a browser bundle.
 */
export type UserRole = 'user' | 'admin' | 'super_admin';

/** Spec §4: any paid order gives plan 'complete', status 'active'; otherwise null. */
export type Subscription = { plan: 'complete'; status: 'active' } | null;

export type SessionUser = {
  id: string;
  email: string;
  /** first_name + ' ' + last_name, trimmed. */
  name: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  email_verified: boolean;
  /** True for accounts created without a password (admin-created, magic link): the app asks for one. */
  needs_password_setup: boolean;
  subscription: Subscription;
};

/**
 * What login, verify-email, reset-password and magic-link/verify return. The browser ignores the tokens:
 * the same responses set the HttpOnly `session` cookie, and islands never store credentials.
 */
export type AuthSession = {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_at: string;
  expires_in: number;
  user: SessionUser;
};
