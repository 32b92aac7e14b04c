import { LIMITS } from '../../lib/memorial/memorial-options';
import { GalleryPicker } from './GalleryPicker';
import type { IndividualMedia } from './individual-submit';
import { PhotoPicker } from './PhotoPicker';
import { VideoPicker } from './VideoPicker';

type Props = { media: IndividualMedia; onChange: (media: IndividualMedia) => void };

/** Individual step 2, 'Fotos y videos (opcional)': nothing here is required. */
export function MediaStep({ media, onChange }: Props) {
  return (
    <div className="mem-step-fields">
      <PhotoPicker
        label="Foto de perfil"
        photo={media.photo}
        onChange={(photo) => onChange({ ...media, photo })}
        hint="JPG, PNG o HEIC (la foto de tu celular) de hasta 25 MB. Se ve mejor cuadrada (400 × 400 px o más)."
        round
      />
      <GalleryPicker
        label="Galería de fotos"
        photos={media.gallery}
        onChange={(gallery) => onChange({ ...media, gallery })}
        limit={LIMITS.galleryPhotos}
        hint="Hasta 6 fotos JPG, PNG o HEIC de hasta 25 MB cada una (800 × 600 px recomendado). Ordénalas como quieras que aparezcan."
      />
      <VideoPicker label="Video conmemorativo" video={media.video} onChange={(video) => onChange({ ...media, video })} />
    </div>
  );
}
