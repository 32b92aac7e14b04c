import type { Db } from '../db/client';

/** Variables every API handler can read with `c.get(...)`. */
export type AppVariables = {
  db: Db;
  requestId: string;
};

export type AppEnv = {
  Bindings: Env;
  Variables: AppVariables;
};
