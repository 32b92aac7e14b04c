import type { SubmitEvent, ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  description?: string;
  error: string | null;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
};

/** One settings section: a card with its own form and its own 'Guardar'. */
export function SectionCard({ id, title, description, error, saving, onSave, children }: Props) {
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
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
