import { useEffect } from 'react';
import { REDIRECT_DELAY_MS } from '../../lib/auth/url-token';

/**
 * Moves on to `target` after docs/product's 3 seconds once `when` is true. `replace`, so the back button
 * does not return to a page whose one-time link is already spent.
 */
export function useRedirect(target: string, when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => window.location.replace(target), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target, when]);
}
