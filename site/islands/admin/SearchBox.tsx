import { useEffect, useEffectEvent, useId, useState } from 'react';

/** product §3.5: a list's search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  /** The search the list shows now; the box follows it when it changes from outside (the bell clears it). */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
};

/** A back-office list's search box: asks again once typing has settled, trimmed. */
export function SearchBox({ value, onSearch, label, placeholder }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);

  // Only typing starts the wait: the search and its callback are read, not followed (an outside change of the
  // search is followed below).
  const isSearched = useEffectEvent((text: string) => text === value);
  const search = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => {
    if (isSearched(draft.trim())) return;
    const timer = setTimeout(() => search(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setDraft((current) => (current.trim() === value ? current : value));
  }

  return (
    <div className="admin-toolbar__search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <svg className="admin-toolbar__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        className="field__input admin-toolbar__input"
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
      />
    </div>
  );
}
