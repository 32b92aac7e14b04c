import type { SessionAccount } from '../worker/services/session-accounts';

declare global {
  namespace App {
    interface Locals {
      /**
       * The signed-in user behind this page request, with the powers the API gives that session, or null for
       * a guest. Looked up on the first call and kept for the rest of the request (./middleware.ts); never to
       * be called on a page the edge keeps for every visitor. Never carries a secret (no password hash, no
       * second factor): ../worker/services/session-accounts.ts.
       */
      user(): Promise<SessionAccount | null>;
    }
  }
}

export {};
