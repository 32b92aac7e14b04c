import type { MouseEvent, ReactNode } from 'react';
import { routeHref, type AdminRoute } from '../../lib/admin/routes';
import { showAdminRoute } from '../../stores/admin/view';

type Props = {
  route: AdminRoute;
  className?: string;
  /** Runs before moving (closing the phone drawer). */
  onNavigate?: () => void;
  'aria-current'?: 'page';
  'aria-label'?: string;
  children: ReactNode;
};

/** Whether a click is a plain one: a middle or modified click opens the link in a new tab, as links do. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a place in the back-office: a real address (it opens in a new tab, and works before the island
 * wakes), followed in place on a plain click so the shell, its live channel and the cached lists stay.
 */
export function AdminLink({ route, className, onNavigate, children, ...aria }: Props) {
  return (
    <a
      className={className}
      href={routeHref(route)}
      {...aria}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        showAdminRoute(route);
      }}
    >
      {children}
    </a>
  );
}
