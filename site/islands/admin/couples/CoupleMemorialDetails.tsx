import type { ReactNode } from 'react';
import { ageLabel, couplePath, ownerLabel, signOf, type AdminCouple } from '../../../lib/admin/couple-memorial';
import { COUPLE_GOALS, COUPLE_UI } from '../../../lib/admin/couple-texts';
import { coupleTemplateLabel, PEOPLE, type PersonKey } from '../../../lib/admin/couple-wizard';
import { formatDateTime, todayInColombia } from '../../../lib/dates';
import { formatCount, formatDate } from '../../../lib/format';
import { PhotoOrCamera } from '../../ui/PhotoOrCamera';

const PERSON_TITLES: Record<PersonKey, string> = { person1: 'Primera persona', person2: 'Segunda persona' };

const listText = (items: string[]) => (items.length > 0 ? items.join(', ') : null);
const dateText = (value: string | null) => (value ? formatDate(value) : null);

/** Every field of a couple memorial (product §3.2 'Couple profile viewer'), grouped as the wizard asks for them. */
export function CoupleMemorialDetails({ couple }: { couple: AdminCouple }) {
  const today = todayInColombia();
  const owner = ownerLabel(couple);
  return (
    <div className="couple-view">
      <Card title="Descripción">
        <p className="couple-view__text">{couple.description}</p>
      </Card>

      <div className="couple-view__people">
        {PEOPLE.map((key) => (
          <Card key={key} title={PERSON_TITLES[key]}>
            <dl className="couple-facts">
              <Fact label="Nombre" value={couple[`${key}_name`]} />
              <Fact label="Apodo" value={couple[`${key}_alias`]} />
              <Fact label="Edad" value={ageLabel(couple[`${key}_birth_date`], today)} />
              <Fact label="Fecha de nacimiento" value={dateText(couple[`${key}_birth_date`])} />
              <Fact label="Signo zodiacal" value={signOf(couple[`${key}_zodiac_sign`], couple[`${key}_birth_date`])} />
              <Fact label="Comidas favoritas" value={listText(couple[`${key}_comidas_favoritas`])} />
              <Fact label="Series y películas" value={listText(couple[`${key}_series_peliculas`])} />
              <Fact label="Suegros" value={listText(couple[`${key}_suegros`])} />
              <Fact label="Cuñados" value={listText(couple[`${key}_cunados`])} />
            </dl>
          </Card>
        ))}
      </div>

      <Card title="Relación">
        <dl className="couple-facts">
          <Fact label="Inicio de la relación" value={dateText(couple.relationship_start_date)} />
          <Fact label="Aniversario" value={dateText(couple.anniversary_date)} />
          <Fact label="Intereses en común" value={listText(couple.common_interests)} />
          <Fact label="Mascotas" value={couple.pets} />
        </dl>
      </Card>

      <Card title="Nuestras metas">
        <dl className="couple-facts">
          {COUPLE_GOALS.map((goal) => (
            <Fact key={goal.key} label={`${goal.title} (${goal.horizon})`} value={couple[goal.key]} />
          ))}
        </dl>
      </Card>

      <ListCard
        title={`Galería (${couple.gallery_photos.length})`}
        items={couple.gallery_photos}
        listClassName="couple-view__gallery"
        empty="Sin fotos"
        render={(photo, index) => (
          <figure>
            <PhotoOrCamera
              className="couple-view__photo"
              src={photo.photo_url}
              alt={photo.photo_title || `Foto ${index + 1}`}
              loading="lazy"
            />
            {photo.photo_title && <figcaption>{photo.photo_title}</figcaption>}
          </figure>
        )}
      />

      <ListCard
        title="Canciones favoritas"
        items={couple.favorite_songs}
        listClassName="couple-view__songs"
        empty="Sin canciones"
        render={(song) => (
          <>
            <span className="admin-table__name">{song.song_title}</span>{' '}
            <a href={song.youtube_url} target="_blank" rel="noopener noreferrer">
              Ver en YouTube<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </>
        )}
      />

      <ListCard
        title="Videos especiales"
        items={couple.special_videos}
        listClassName="couple-view__videos"
        empty="Sin videos"
        render={(video, index) => (
          <>
            <video
              src={video.video_url}
              controls
              preload="metadata"
              playsInline
              aria-label={video.video_filename || `Video ${index + 1}`}
            />
            <span className="admin-table__note">{video.video_filename || `Video ${index + 1}`}</span>
          </>
        )}
      />

      <Card title="Datos del perfil">
        <dl className="couple-facts">
          <Fact label="Estado" value={couple.is_published ? COUPLE_UI.published : COUPLE_UI.draft} />
          <Fact label="Plantilla" value={coupleTemplateLabel(couple.template_id)} />
          <Fact label="Visitas" value={formatCount(couple.visit_count)} />
          <Fact label="Creado" value={formatDateTime(couple.created_at)} />
          <Fact label="Cliente dueño" value={owner ? `${owner.name} · ${owner.email}` : COUPLE_UI.unassigned} />
          <Fact
            label="Página pública"
            value={
              <a href={couplePath(couple.slug)} target="_blank" rel="noopener">
                {couplePath(couple.slug)}
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            }
          />
        </dl>
      </Card>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="surface-card surface-card--compact couple-view__card">
      <h2 className="couple-view__card-title">{title}</h2>
      {children}
    </section>
  );
}

type ListCardProps<T> = {
  title: string;
  items: readonly T[];
  listClassName: string;
  /** Said in place of the list when there is nothing. */
  empty: string;
  render: (item: T, index: number) => ReactNode;
};

/** A card listing the couple's photos, songs or videos, or saying there are none. */
function ListCard<T extends { id: string }>({ title, items, listClassName, empty, render }: ListCardProps<T>) {
  return (
    <Card title={title}>
      {items.length > 0 ? (
        <ul className={listClassName}>
          {items.map((item, index) => (
            <li key={item.id}>{render(item, index)}</li>
          ))}
        </ul>
      ) : (
        <p className="couple-facts__empty">{empty}</p>
      )}
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <div className="couple-facts__row">
      <dt>{label}</dt>
      <dd className={empty ? 'couple-facts__empty' : undefined}>{empty ? '—' : value}</dd>
    </div>
  );
}
