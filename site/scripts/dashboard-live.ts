/**
 * The customer's dashboard follows their room (/api/live): when one of their orders or memorials changes
 * (an administrator accepted the transfer, a memorial was made in another tab), the page is read again
 * and what changed is put in place, keeping scroll, focus and open dialogs. The room only says "changed";
 * this page's own HTML, read with the customer's cookie, says what. Polls every 30 s while the socket is down.
 */
import { ACCOUNT_DELETED_FLAG } from '../lib/dashboard/account-deletion';
import { DASHBOARD_MEMORIALS_EVENT } from '../lib/dashboard/dashboard-memorials';
import { api } from '../lib/api-client';
import { followLive } from '../lib/live-socket';

const POLL_MS = 30_000;

let refreshing: Promise<void> | null = null;
/** A notice came while a read was under way: that read may predate the change, so one more follows it. */
let stale = false;

async function refresh(): Promise<void> {
  // The customer is deleting their account here: its dialog says so, and then offers the way home itself.
  if (document.documentElement.hasAttribute(ACCOUNT_DELETED_FLAG)) return;
  let response: Response;
  try {
    response = await fetch(window.location.pathname, { headers: { accept: 'text/html' }, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return; // Offline for a moment: the next notice or poll tries again.
  }
  // The session ended (signed out elsewhere, account deactivated): the dashboard sends guests to sign in.
  if (response.redirected && new URL(response.url).pathname !== window.location.pathname) {
    window.location.assign(response.url);
    return;
  }
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  document.querySelectorAll<HTMLElement>('[data-live-section]').forEach((section) => {
    const replacement = fresh.querySelector(`[data-live-section="${section.dataset.liveSection}"]`);
    if (replacement && replacement.innerHTML !== section.innerHTML) section.innerHTML = replacement.innerHTML;
  });
  const state = fresh.getElementById('dashboard-memorials')?.textContent;
  if (state) window.dispatchEvent(new CustomEvent(DASHBOARD_MEMORIALS_EVENT, { detail: JSON.parse(state) as unknown }));
}

function refreshOnce(): void {
  if (refreshing) {
    stale = true;
    return;
  }
  refreshing = refresh().finally(() => {
    refreshing = null;
    if (!stale) return;
    stale = false;
    refreshOnce();
  });
}

followLive({
  url: api.live.index.$url(),
  pollMs: POLL_MS,
  poll: refreshOnce,
  onMessage: refreshOnce,
  onMode: (mode) => {
    document.documentElement.dataset.dashboardLive = mode;
  },
});
