import type { ReactNode } from 'react';
import { zodiacSign } from '../../../../worker/schemas/zodiac';
import { ageLabel } from '../../../lib/admin/couple-memorial';
import { COUPLE_GOALS, COUPLE_UI } from '../../../lib/admin/couple-texts';
import { COUPLE_TEMPLATE_LABELS, PEOPLE, type PersonKey } from '../../../lib/admin/couple-wizard';
import { formatDate } from '../../../lib/format';
import { PhotoOrCamera } from '../../ui/PhotoOrCamera';
import type { Draft } from './useCoupleWizard';

const PERSON_TITLES: Record<PersonKey, string> = { person1: 'Primera persona', person2: 'Segunda persona' };

const list = (items: string[]) => (items.length > 0 ? items.join(', ') : null);
const date = (value: string) => (value ? formatDate(value) : null);

/** Step 5, 'Revisar': everything the page will show, as it will be saved. */
export function ReviewStep({ draft, today, editing }: { draft: Draft; today: string; editing: boolean }) {
  return (
    <div className="couple-step couple-review">
      <ReviewSection title="Información básica">
        <Row label="Nombre de la pareja" value={draft.couple_name} />
        <Row label="Descripción" value={draft.description} />
        <Row
          label="Imagen principal"
          value={
            draft.image ? (
              <PhotoOrCamera className="couple-review__image" src={draft.image.preview} alt="Imagen principal" iconSize={28} />
            ) : null
          }
        />
        <Row label={COUPLE_UI.templateLabel} value={COUPLE_TEMPLATE_LABELS[draft.template_id]} />
        <Row
          label="Cliente dueño"
          value={draft.owner ? `${draft.owner.name || draft.owner.email} · ${draft.owner.email}` : COUPLE_UI.unassigned}
        />
        <Row
          label={editing ? 'Estado' : COUPLE_UI.publishNow}
          value={
            editing
              ? draft.is_published
                ? COUPLE_UI.published
                : COUPLE_UI.draft
              : draft.is_published
                ? 'Sí'
                : `No (${COUPLE_UI.draft.toLowerCase()})`
          }
        />
      </ReviewSection>
      {PEOPLE.map((key) => {
        const person = draft[key];
        return (
          <ReviewSection key={key} title={PERSON_TITLES[key]}>
            <Row label="Nombre" value={person.name} />
            <Row label="Apodo" value={person.alias} />
            <Row label="Fecha de nacimiento" value={date(person.birth_date)} />
            <Row label="Edad" value={ageLabel(person.birth_date, today)} />
            <Row label="Signo zodiacal" value={zodiacSign(person.birth_date)} />
            <Row label="Comidas favoritas" value={list(person.comidas_favoritas)} />
            <Row label="Series y películas" value={list(person.series_peliculas)} />
            <Row label="Suegros" value={list(person.suegros)} />
            <Row label="Cuñados" value={list(person.cunados)} />
          </ReviewSection>
        );
      })}
      <ReviewSection title="Relación">
        <Row label="Inicio de la relación" value={date(draft.relationship_start_date)} />
        <Row label="Aniversario" value={date(draft.anniversary_date)} />
        <Row label="Intereses en común" value={list(draft.common_interests)} />
        <Row label="Mascotas" value={draft.pets} />
      </ReviewSection>
      <ReviewSection title="Detalles">
        {COUPLE_GOALS.map((goal) => (
          <Row key={goal.key} label={`${goal.title} (${goal.horizon})`} value={draft[goal.key]} />
        ))}
        <Row
          label="Galería"
          value={
            draft.photos.length > 0 ? (
              <ul className="couple-review__thumbs">
                {draft.photos.map((photo, index) => (
                  <li key={photo.key}>
                    <PhotoOrCamera
                      className="couple-review__thumb"
                      src={photo.preview}
                      alt={photo.title || `Foto ${index + 1}`}
                      iconSize={22}
                    />
                  </li>
                ))}
              </ul>
            ) : null
          }
        />
        <Row label="Canciones" value={list(draft.songs.map((song) => song.title))} />
        <Row label="Videos" value={list(draft.videos.map((video, index) => video.title || `Video ${index + 1}`))} />
      </ReviewSection>
    </div>
  );
}

function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="couple-review__section">
      <h3 className="couple-review__title">{title}</h3>
      <dl className="couple-facts">{children}</dl>
    </section>
  );
}

/** One fact; empty ones say so quietly instead of disappearing, so the admin sees what was left out. */
function Row({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === '' || value === undefined;
  return (
    <div className="couple-facts__row">
      <dt>{label}</dt>
      <dd className={empty ? 'couple-facts__empty' : undefined}>{empty ? 'Sin completar' : value}</dd>
    </div>
  );
}
