import { exampleHref, exampleLifespan, type ExampleProfile } from '../../lib/landing/examples';
import { Modal } from '../ui/Modal';
import './landing-dialogs.css';

type Props = { open: boolean; onClose: () => void; profiles: ExampleProfile[] };

/** The example memorials from settings examples_section: name, photo, dates, each opening its page. */
export function ExamplesModal({ open, onClose, profiles }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Ejemplos reales" size="xl">
      {profiles.length === 0 ? (
        <p className="examples__empty">No hay ejemplos configurados</p>
      ) : (
        <>
          <p className="examples__lead">Visita memoriales hechos con nuestra plataforma, tal como los ven sus familias.</p>
          <ul className="examples">
            {profiles.map((profile) => (
              <li key={profile.slug}>
                <a className="example" href={exampleHref(profile)}>
                  {profile.profile_image_url ? (
                    <img
                      className="example__image"
                      src={profile.profile_image_url}
                      alt={`Foto de ${profile.profile_name}`}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="example__image example__image--empty" aria-hidden="true" />
                  )}
                  <span className="example__text">
                    <span className="serif-heading example__name">{profile.profile_name}</span>
                    {exampleLifespan(profile) && <span className="example__dates">{exampleLifespan(profile)}</span>}
                    <span className="example__kind">{profile.type === 'family' ? 'Memorial familiar' : 'Memorial individual'}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
