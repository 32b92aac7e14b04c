/**
 * product §1.4 on the landing: a signed-in customer with a paid order who lands on / is sent to /dashboard
 * once (remembered per user in localStorage, forgotten on logout by the session store), and the hero's
 * primary button leads them to the dashboard instead of the register dialog.
 */
import { $session, dashboardRedirectKey, sessionKnown, type SessionState } from '../stores/session';

function hasPaidOrder(state: SessionState): state is Extract<SessionState, { status: 'signed-in' }> {
  return state.status === 'signed-in' && state.user.subscription !== null;
}

/** True the first time for this user on this browser; false afterwards (or when storage is blocked). */
function firstVisitFor(userId: string): boolean {
  try {
    const key = dashboardRedirectKey(userId);
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, new Date().toISOString());
    return true;
  } catch {
    // Without storage the redirect could repeat on every visit; better never than always.
    return false;
  }
}

function updatePrimaryButton(state: SessionState): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-hero-primary]')) {
    if (hasPaidOrder(state)) {
      link.href = '/dashboard';
      delete link.dataset.authOpen;
      delete link.dataset.wakes;
    } else {
      link.href = '/#precios';
      link.dataset.authOpen = 'register';
      link.dataset.wakes = 'auth';
    }
  }
}

$session.subscribe(updatePrimaryButton);

/**
 * "Lands on /": arrives from outside the site (typed, bookmarked, from a search or an e-mail). Someone who
 * followed one of our own links here (the dashboard's 'Precios', a section anchor) asked for this page.
 */
function arrivedFromOutside(): boolean {
  if (window.location.hash) return false;
  try {
    return !document.referrer || new URL(document.referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

// Only how the page was found counts: signing in here later (to buy again) must not whisk anyone away.
// `data-dashboard-redirect="no"` marks the decision to stay, which browser tests wait for.
void sessionKnown().then((state) => {
  if (hasPaidOrder(state) && arrivedFromOutside() && firstVisitFor(state.user.id)) window.location.replace('/dashboard');
  else document.documentElement.dataset.dashboardRedirect = 'no';
});
