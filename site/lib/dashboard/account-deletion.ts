/**
 * Set on <html> while the customer deletes their own account: the dashboard's live updates (scripts/
 * dashboard-live.ts) leave the page alone then, so the notice the deletion sends does not navigate away from the
 * dialog's confirmation before the person reads it.
 */
export const ACCOUNT_DELETED_FLAG = 'data-account-deleting';
