import { visitsText } from '../../lib/dashboard/dashboard-memorials';
import { Icon } from './icons';
import { MemorialPhoto } from './MemorialPhoto';

type Props = { photo: string | null; name: string; lines: readonly string[]; published: boolean; visits: number };

/** A dashboard card's head, for memorials and couple pages alike: photo, name, its lines, state and visits. */
export function CardSummary({ photo, name, lines, published, visits }: Props) {
  return (
    <div className="dash-card__main">
      <MemorialPhoto src={photo} />
      <div className="dash-card__text">
        <h4 className="serif-heading dash-card__name">{name}</h4>
        {lines.map((line, index) => (
          <p key={`${index}-${line}`} className="dash-card__dates">
            {line}
          </p>
        ))}
        <p className="dash-card__facts">
          <span className={`dash-badge dash-badge--${published ? 'published' : 'draft'}`}>{published ? 'Publicado' : 'Borrador'}</span>
          <span className="dash-card__visits">
            <Icon name="visits" size={16} />
            {visitsText(visits)}
          </span>
        </p>
      </div>
    </div>
  );
}
