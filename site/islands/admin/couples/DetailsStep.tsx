import { COUPLE_GOALS } from '../../../lib/admin/couple-texts';
import { GalleryField } from './GalleryField';
import { SongsField } from './SongsField';
import { TextField } from './TextField';
import { VideosField } from './VideosField';
import type { CoupleWizardState } from './useCoupleWizard';

/** Step 4, 'Detalles': the three goals, the gallery, the favourite songs and the special videos. */
export function DetailsStep({ wizard }: { wizard: CoupleWizardState }) {
  const { draft, update } = wizard;
  return (
    <div className="couple-step">
      <fieldset className="couple-group">
        <legend className="serif-heading couple-group__title">Nuestras metas</legend>
        {COUPLE_GOALS.map((goal) => (
          <TextField
            key={goal.key}
            name={goal.key}
            label={`${goal.title} (${goal.horizon})`}
            rows={3}
            maxLength={2000}
            value={draft[goal.key]}
            onChange={(value) => update({ [goal.key]: value })}
          />
        ))}
      </fieldset>
      <GalleryField photos={draft.photos} onChange={(photos) => update({ photos })} />
      <SongsField songs={draft.songs} onChange={(songs) => update({ songs })} />
      <VideosField videos={draft.videos} onChange={(videos) => update({ videos })} />
    </div>
  );
}
