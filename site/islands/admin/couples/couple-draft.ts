import type { CoupleDraft, MediaItem } from '../../../lib/admin/couple-wizard';
import type { DraftCodec } from '../../memorial/useDraft';
import { newMediaItem } from './media-items';

/**
 * The couple wizard's state as a draft (docs/features/drafts.md): everything is JSON already but the chosen
 * files, which are named by their id in IndexedDB and get a fresh preview when the draft comes back. A stored
 * item (a URL) stays as it is. A chosen file keeps the URL a save already got for it (`uploadedUrl`), so the
 * next save does not send it again; one the device lost comes back as that stored file if it was sent, and is
 * left out if it was not.
 */
type DraftItem = { key: string; url: string | null; title: string; file: string | null; uploadedUrl?: string };
type CoupleData = Omit<CoupleDraft<File>, 'image' | 'photos' | 'videos'> & {
  image: DraftItem | null;
  photos: DraftItem[];
  videos: DraftItem[];
};

const encodeItem = (item: MediaItem<File>, ref: (file: File) => string): DraftItem => ({
  key: item.key,
  url: item.url,
  title: item.title,
  file: item.file ? ref(item.file) : null,
  ...(item.file && item.uploadedUrl ? { uploadedUrl: item.uploadedUrl } : {}),
});

function decodeItem(item: DraftItem | null, files: Map<string, File>, trustSent: boolean): MediaItem<File> | null {
  if (!item) return null;
  if (item.file === null) return item.url ? { key: item.key, url: item.url, file: null, preview: item.url, title: item.title } : null;
  const file = files.get(item.file);
  if (!file)
    return item.uploadedUrl ? { key: item.key, url: item.uploadedUrl, file: null, preview: item.uploadedUrl, title: item.title } : null;
  return { ...newMediaItem(file, item.title), ...(trustSent && item.uploadedUrl ? { uploadedUrl: item.uploadedUrl } : {}) };
}

const present = <T>(value: T | null): value is T => value !== null;

export const coupleCodec: DraftCodec<CoupleDraft<File>, CoupleData> = {
  encode: ({ image, photos, videos, ...fields }, ref) => ({
    ...fields,
    image: image ? encodeItem(image, ref) : null,
    photos: photos.map((item) => encodeItem(item, ref)),
    videos: videos.map((item) => encodeItem(item, ref)),
  }),
  decode: ({ image, photos, videos, ...fields }, files, trustSent) => ({
    ...fields,
    image: decodeItem(image, files, trustSent),
    photos: photos.map((item) => decodeItem(item, files, trustSent)).filter(present),
    videos: videos.map((item) => decodeItem(item, files, trustSent)).filter(present),
  }),
};
