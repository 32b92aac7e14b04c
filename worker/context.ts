import type { Db } from '../db/client';
import type { AppConfig } from './env';
import type { Mailer } from './mail/types';
import type { UserRow } from './services/users';

/**
 * Who is calling, and how they proved it (cookie-authenticated writes get an extra origin check;
 * `mfaVerified`: the sign-in gave the second factor, which the back-office requires).
 */
export type Auth = { user: UserRow; sessionId: string; via: 'bearer' | 'cookie'; mfaVerified: boolean };

/** Variables every API handler can read with `c.get(...)`. */
export type AppVariables = {
  db: Db;
  /** The database read at the primary, whatever bookmark came along: session and role checks (worker/d1/). */
  primaryDb: Db;
  config: AppConfig;
  mailer: Mailer;
  requestId: string;
  auth: Auth | null;
  /** Set by the session guards (middleware/roles.ts): the answer is personal and never stored (private-answers.ts). */
  needsSession: boolean;
};

export type AppEnv = {
  Bindings: Env;
  Variables: AppVariables;
};
