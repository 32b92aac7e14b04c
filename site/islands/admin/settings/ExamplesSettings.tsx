import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SETTINGS_MESSAGES as M } from '../../../../worker/schemas/settings-texts';
import { memorialPath } from '../../../lib/admin/memorials';
import {
  exampleFromMemorial,
  fixExampleUrls,
  isExampleMemorial,
  MAX_EXAMPLES,
  slugFromInput,
  type ExampleMemorial,
  type ExampleProfile,
  type SiteSettings,
} from '../../../lib/admin/settings';
import { api, request } from '../../../lib/api-client';
import { SEARCH_DEBOUNCE_MS } from '../SearchBox';
import { SectionCard } from './SectionCard';
import { useSection } from './useSection';

/**
 * examples_section: at most 3 memorials the landing offers as examples, picked from a search over the
 * published ones (the list closes on an outside click) or given by address; a pasted URL is reduced to its
 * slug. Entries saved with an address written twice over are shown, and saved, clean: the server reads and
 * stores them that way too, so there is nothing to repair by hand.
 */
export function ExamplesSettings({ stored }: { stored: SiteSettings['examples_section'] }) {
  const clean = useMemo(() => ({ memorial_profiles: fixExampleUrls(stored.memorial_profiles).profiles }), [stored]);
  const section = useSection('examples_section', clean);
  const { draft, change } = section;
  const profiles = draft.memorial_profiles;
  const full = profiles.length >= MAX_EXAMPLES;
  const setProfiles = (next: ExampleProfile[]) => change({ memorial_profiles: next });

  const add = (profile: ExampleProfile) => {
    if (full || profiles.some((existing) => existing.slug === profile.slug && existing.type === profile.type)) return;
    setProfiles([...profiles, profile]);
  };

  return (
    <SectionCard
      id="settings-examples"
      title="Ejemplos"
      description={`Hasta ${MAX_EXAMPLES} memoriales publicados que la página principal muestra como ejemplo.`}
      section={section}
    >
      {profiles.length === 0 ? (
        <p className="settings-section__description">Aún no hay ejemplos.</p>
      ) : (
        <ol className="settings-list">
          {profiles.map((profile) => (
            <li key={`${profile.type}:${profile.slug}`} className="settings-list__item settings-package" data-example={profile.slug}>
              <div>
                <p className="admin-table__name">{profile.profile_name}</p>
                <p className="admin-table__note">{memorialPath({ type: profile.type, slug: profile.slug })}</p>
              </div>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setProfiles(profiles.filter((other) => other !== profile))}
                aria-label={`Quitar ${profile.profile_name}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className="settings-section__description">{M.examplesMax}. Quita uno para agregar otro.</p>
      ) : (
        <>
          <MemorialSearch onPick={(memorial) => add(exampleFromMemorial(memorial))} />
          <AddBySlug onAdd={add} />
        </>
      )}
    </SectionCard>
  );
}

/** The search dropdown over published memorials and families; closes on an outside click or Escape. */
function MemorialSearch({ onPick }: { onPick: (memorial: ExampleMemorial) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<ExampleMemorial[]>([]);
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const needle = text.trim();
  if (needle.length < 2 && results.length > 0) setResults([]);

  useEffect(() => {
    if (needle.length < 2) return;
    const controller = new AbortController();
    const search = async () => {
      const query = { search: needle, limit: '8', page: '1' };
      const result = await request(api.adminMemorials.index.$get({ query }, { init: { signal: controller.signal } }));
      if (controller.signal.aborted) return;
      setResults(result.ok ? result.data.data.filter((memorial) => memorial.is_published).filter(isExampleMemorial) : []);
      setOpen(true);
    };
    const timer = setTimeout(() => void search(), SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needle]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div className="example-search" ref={boxRef} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <label className="field__label" htmlFor={id}>
        Buscar un memorial publicado
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => results.length > 0 && setOpen(true)}
        placeholder="Nombre del memorial o de la familia"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={`${id}-results`}
      />
      {open && (
        <ul id={`${id}-results`} className="user-picker__results" role="listbox" aria-label="Memoriales publicados">
          {results.length === 0 ? (
            <li className="user-picker__hint">No se encontraron memoriales publicados</li>
          ) : (
            results.map((memorial) => (
              <li key={`${memorial.type}:${memorial.id}`} role="option" aria-selected={false}>
                <button
                  type="button"
                  className="user-picker__option"
                  onClick={() => {
                    onPick(memorial);
                    setText('');
                    setOpen(false);
                  }}
                >
                  <span className="user-picker__name">{memorial.profile_name}</span>
                  <span className="user-picker__email">{memorialPath(memorial)}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

/** An example given by its address: a whole URL pasted here is reduced to its last segment. */
function AddBySlug({ onAdd }: { onAdd: (profile: ExampleProfile) => void }) {
  const [slug, setSlug] = useState('');
  const [name, setName] = useState('');
  const [type, setType] = useState<ExampleProfile['type']>('individual');
  const clean = slugFromInput(slug);
  return (
    <fieldset className="settings-add">
      <legend>O agrega uno por su dirección</legend>
      <div className="form-grid">
        <label className="field">
          <span className="field__label">Dirección o slug</span>
          <input
            className="field__input"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            placeholder="https://…/memorial/nombre o nombre"
            autoComplete="off"
          />
          {clean && clean !== slug.trim() && <span className="field__hint">Se guardará como «{clean}»</span>}
        </label>
        <label className="field">
          <span className="field__label">Nombre que se muestra</span>
          <input className="field__input" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" />
        </label>
        <label className="field">
          <span className="field__label">Tipo</span>
          <select className="field__input field__select" value={type} onChange={(e) => setType(e.target.value as ExampleProfile['type'])}>
            <option value="individual">Memorial individual</option>
            <option value="family">Memorial familiar</option>
          </select>
        </label>
      </div>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!clean || !name.trim()}
        onClick={() => {
          onAdd({ profile_name: name.trim(), profile_image_url: '', birth_date: '', death_date: '', slug: clean, type });
          setSlug('');
          setName('');
        }}
      >
        Agregar ejemplo
      </button>
    </fieldset>
  );
}
