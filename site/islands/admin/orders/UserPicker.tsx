import { useEffect, useId, useState } from 'react';
import type { UserSearchAnswer } from '../../../lib/admin/answers';
import { api, request } from '../../../lib/api-client';
import { USER_SEARCH_MIN_LENGTH } from '../../../lib/admin/manual-order-validation';

/** A customer as the user search answers them. */
export type FoundUser = UserSearchAnswer['users'][number];

type Props = {
  /** The field's name; 'Usuario' for an order's customer. */
  label?: string;
  text: string;
  selected: FoundUser | null;
  error?: string;
  onTextChange: (text: string) => void;
  onSelect: (user: FoundUser) => void;
};

/** A short pause so each keystroke does not become a request. */
const USER_SEARCH_DELAY_MS = 250;

type Search = { state: 'idle' } | { state: 'searching' } | { state: 'done'; users: FoundUser[] };

const fullName = (user: FoundUser) => [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

/**
 * product §3.5: the customer is picked from search results (3+ characters); below that the results are
 * emptied, and editing the text after a pick clears the pick. A failed search shows no results (product §3.8).
 */
export function UserPicker({ label = 'Usuario', text, selected, error, onTextChange, onSelect }: Props) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const resultsId = `${inputId}-results`;
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const needle = text.trim();
  const searching = !selected && needle.length >= USER_SEARCH_MIN_LENGTH;
  if (!searching && search.state !== 'idle') setSearch({ state: 'idle' });

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ state: 'searching' });
      void request(api.adminUsers.search.$get({ query: { email: needle } }, { init: { signal: controller.signal } })).then((result) => {
        if (controller.signal.aborted) return;
        setSearch({ state: 'done', users: result.ok ? result.data.users : [] });
      });
    }, USER_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needle, searching]);

  const describedBy = [error ? messageId : null, selected ? `${inputId}-selected` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field user-picker">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        data-field="user"
        className="field__input"
        type="search"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        placeholder="Escribe el correo o el nombre (mínimo 3 letras)"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-controls={search.state === 'done' ? resultsId : undefined}
      />
      {selected && (
        <p id={`${inputId}-selected`} className="user-picker__selected">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>
            {fullName(selected)} · {selected.email}
          </span>
        </p>
      )}
      {!selected && search.state === 'searching' && <p className="user-picker__hint">Buscando usuarios...</p>}
      {!selected && search.state === 'done' && search.users.length === 0 && (
        <p className="user-picker__hint">No se encontraron usuarios con ese texto.</p>
      )}
      {!selected && search.state === 'done' && search.users.length > 0 && (
        <ul id={resultsId} className="user-picker__results" aria-label="Usuarios encontrados">
          {search.users.map((user) => (
            <li key={user.id}>
              <button type="button" className="user-picker__option" onClick={() => onSelect(user)}>
                <span className="user-picker__name">{fullName(user)}</span>
                <span className="user-picker__email">{user.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={messageId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
