import type { SubmitEvent, ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  description?: string;
  /** The section's draft (useSection.ts): its message, whether it is saving, and its 'Guardar'. */
  section: { error: string | null; saving: boolean; save: () => Promise<unknown> };
  children: ReactNode;
};

/** One settings section: a card with its own form and its own 'Guardar'. */
export function SectionCard({ id, title, description, section, children }: Props) {
  const { error, saving } = section;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void section.save();
  };
  return (
    <section className="surface-card surface-card--compact settings-section" aria-labelledby={id}>
      <form onSubmit={submit} noValidate className="settings-section__form">
        <div className="settings-section__head">
          <h2 id={id} className="admin-card__title">
            {title}
          </h2>
          {description && <p className="settings-section__description">{description}</p>}
        </div>
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        {children}
        <div className="confirm__actions">
          <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Guardando...' : 'Guardar'}
          </button>
        </div>
      </form>
    </section>
  );
}
