import { useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../lib/auth/session-types';

type Props = { user: SessionUser; onLogout: () => Promise<void> };

/**
 * The signed-in user's menu: a disclosure button with the person's name opening its items (an administrator's
 * include the back-office). Closes on Escape (focus back on the button), on a click elsewhere and when focus
 * leaves it.
 */
export function UserMenu({ user, onLogout }: Props) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const displayName = user.name || user.email;
  // The button greets by first name (short, warm); the panel shows the full name and e-mail.
  const shortName = user.first_name || displayName;
  const initial = displayName.trim().charAt(0).toLocaleUpperCase('es-CO');

  return (
    <div
      ref={rootRef}
      className="user-menu"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="user-menu__name">
          <span className="visually-hidden">Cuenta de </span>
          {shortName}
        </span>
        <svg className="user-menu__chevron" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!open}>
        <p className="user-menu__who">
          <span className="user-menu__who-name">{displayName}</span>
          <span className="user-menu__who-email">{user.email}</span>
        </p>
        <ul className="user-menu__list">
          <li>
            <a className="user-menu__item" href="/dashboard">
              Dashboard
            </a>
          </li>
          {user.role !== 'user' && (
            <li>
              <a className="user-menu__item" href="/admin">
                Panel de administración
              </a>
            </li>
          )}
          <li>
            <button
              type="button"
              className="user-menu__item"
              disabled={leaving}
              onClick={async () => {
                setLeaving(true);
                await onLogout();
                setLeaving(false);
              }}
            >
              Cerrar Sesión
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
