import type { DraftCodec } from './useDraft';
import type { FamilyDraft, FamilyValues, MemberState } from './family-state';
import type { IndividualMedia } from './individual-submit';
import { localId, newPhoto, newVideo, savedPhoto, savedVideo, type Photo, type Video } from './media-state';
import type { BasicInfo } from '../../lib/memorial/memorial-validation';
import { PUBLIC_PRIVACY, type MemorialPrivacy, type Visibility } from '../../lib/visibility/memorial-privacy';

/**
 * How the memorial wizards' state becomes a draft's JSON and back (docs/features/drafts.md). A chosen file is
 * named by its id in IndexedDB; its `uploadedUrl`, once the API has it, goes along, so a reload never sends it
 * again. A file the device could not keep but that was already sent comes back as the sent photo or video; one
 * neither kept nor sent is left out. An old draft (SENT_FILES_TRUSTED_MS) sends the files it holds again.
 * Who may see a new memorial (docs/features/drafts.md) is kept as the choice alone: the access code is a secret the family shares,
 * and a draft on the device lasts 30 days and outlives a sign-out, so 'Privado' comes back asking for it again.
 */

type DraftPhoto = { kind: 'saved'; url: string } | { kind: 'new'; file: string; uploadedUrl?: string };
type DraftVideo =
  | { kind: 'saved'; url: string; thumbnailUrl: string | null }
  | { kind: 'new'; file: string; duration: number; uploadedUrl?: string; thumbnailUrl?: string | null };

type FileRef = (file: File) => string;

function encodePhoto(photo: Photo | null, ref: FileRef): DraftPhoto | null {
  if (!photo) return null;
  if (photo.kind === 'saved') return { kind: 'saved', url: photo.url };
  return { kind: 'new', file: ref(photo.file), ...(photo.uploadedUrl ? { uploadedUrl: photo.uploadedUrl } : {}) };
}

function encodeVideo(video: Video | null, ref: FileRef): DraftVideo | null {
  if (!video) return null;
  if (video.kind === 'saved') return { kind: 'saved', url: video.url, thumbnailUrl: video.thumbnailUrl };
  return {
    kind: 'new',
    file: ref(video.file),
    duration: video.duration,
    ...(video.uploadedUrl ? { uploadedUrl: video.uploadedUrl } : {}),
    ...(video.thumbnailUrl !== undefined ? { thumbnailUrl: video.thumbnailUrl } : {}),
  };
}

function decodePhoto(photo: DraftPhoto | null, files: Map<string, File>, trustSent: boolean): Photo | null {
  if (!photo) return null;
  if (photo.kind === 'saved') return savedPhoto(photo.url);
  const file = files.get(photo.file);
  if (!file) return photo.uploadedUrl ? savedPhoto(photo.uploadedUrl) : null;
  return { ...newPhoto(file), ...(trustSent && photo.uploadedUrl ? { uploadedUrl: photo.uploadedUrl } : {}) };
}

function decodeVideo(video: DraftVideo | null, files: Map<string, File>, trustSent: boolean): Video | null {
  if (!video) return null;
  if (video.kind === 'saved') return savedVideo(video.url, video.thumbnailUrl);
  const file = files.get(video.file);
  if (!file) return video.uploadedUrl ? savedVideo(video.uploadedUrl, video.thumbnailUrl ?? null) : null;
  if (!trustSent) return newVideo(file, video.duration);
  return {
    ...newVideo(file, video.duration),
    ...(video.uploadedUrl ? { uploadedUrl: video.uploadedUrl } : {}),
    ...(video.thumbnailUrl !== undefined ? { thumbnailUrl: video.thumbnailUrl } : {}),
  };
}

const present = <T>(value: T | null): value is T => value !== null;

/** The choice, never the code. Older drafts have none: public. */
type DraftPrivacy = { visibility: Visibility };
const encodePrivacy = (privacy: MemorialPrivacy): DraftPrivacy => ({ visibility: privacy.visibility });
const decodePrivacy = (privacy: DraftPrivacy | undefined): MemorialPrivacy =>
  privacy ? { visibility: privacy.visibility, accessCode: '' } : PUBLIC_PRIVACY;

export type IndividualState = { values: BasicInfo; media: IndividualMedia; privacy: MemorialPrivacy };
type IndividualData = {
  values: BasicInfo;
  media: { photo: DraftPhoto | null; gallery: DraftPhoto[]; video: DraftVideo | null };
  privacy?: DraftPrivacy;
};

export const individualCodec: DraftCodec<IndividualState, IndividualData> = {
  encode: ({ values, media, privacy }, ref) => ({
    values,
    privacy: encodePrivacy(privacy),
    media: {
      photo: encodePhoto(media.photo, ref),
      gallery: media.gallery.map((photo) => encodePhoto(photo, ref)).filter(present),
      video: encodeVideo(media.video, ref),
    },
  }),
  decode: ({ values, media, privacy }, files, trustSent) => ({
    values,
    privacy: decodePrivacy(privacy),
    media: {
      photo: decodePhoto(media.photo, files, trustSent),
      gallery: media.gallery.map((photo) => decodePhoto(photo, files, trustSent)).filter(present),
      video: decodeVideo(media.video, files, trustSent),
    },
  }),
};

type MemberData = Omit<MemberState, 'id' | 'photo' | 'video'> & { photo: DraftPhoto | null; video: DraftVideo | null };
type FamilyData = { values: FamilyValues; members: MemberData[]; gallery: DraftPhoto[]; video: DraftVideo | null; privacy?: DraftPrivacy };

export const familyCodec: DraftCodec<FamilyDraft, FamilyData> = {
  encode: ({ values, members, gallery, video, privacy }, ref) => ({
    values,
    privacy: encodePrivacy(privacy),
    members: members.map(({ id: _id, photo, video: memberVideo, ...member }) => ({
      ...member,
      photo: encodePhoto(photo, ref),
      video: encodeVideo(memberVideo, ref),
    })),
    gallery: gallery.map((photo) => encodePhoto(photo, ref)).filter(present),
    video: encodeVideo(video, ref),
  }),
  decode: ({ values, members, gallery, video, privacy }, files, trustSent) => ({
    values,
    privacy: decodePrivacy(privacy),
    members: members.map(({ photo, video: memberVideo, ...member }) => ({
      ...member,
      id: localId('miembro'),
      photo: decodePhoto(photo, files, trustSent),
      video: decodeVideo(memberVideo, files, trustSent),
    })),
    gallery: gallery.map((photo) => decodePhoto(photo, files, trustSent)).filter(present),
    video: decodeVideo(video, files, trustSent),
  }),
};
