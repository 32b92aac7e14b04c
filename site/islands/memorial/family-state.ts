import { UPLOAD_FAILED_PREFIX } from '../../lib/memorial/memorial-messages';
import { DEFAULT_FAMILY_TEMPLATE, DEFAULT_RELATIONSHIP } from '../../lib/memorial/memorial-options';
import type { FamilyPayload } from '../../lib/memorial/memorial-types';
import type { MemberDraft } from '../../lib/memorial/memorial-validation';
import { uploadPhoto, uploadVideo } from '../../lib/media/uploads';
import { localId, mediaUrl, type NewPhoto, type NewVideo, type Photo, type Video } from './media-state';
import type { UploadJob } from './upload-queue';

/** What the family wizard gathers across its five steps (spec §2 "data accumulates per step"). */
export type FamilyValues = { familyName: string; description: string; templateId: string; favoriteMusic: string };

export type MemberState = {
  id: string;
  name: string;
  birthDate: string;
  deathDate: string;
  relationship: string;
  photo: Photo | null;
  video: Video | null;
};

export const emptyFamily = (): FamilyValues => ({
  familyName: '',
  description: '',
  templateId: DEFAULT_FAMILY_TEMPLATE,
  favoriteMusic: '',
});

export const emptyMember = (): MemberState => ({
  id: localId('miembro'),
  name: '',
  birthDate: '',
  deathDate: '',
  relationship: DEFAULT_RELATIONSHIP,
  photo: null,
  video: null,
});

export const memberDraft = (member: MemberState): MemberDraft => ({
  name: member.name,
  birthDate: member.birthDate,
  deathDate: member.deathDate,
  hasPhoto: member.photo !== null,
});

/** 'María' for a member with a name, 'Miembro 2' before one is typed. */
export const memberTitle = (member: MemberState, index: number): string => member.name.trim() || `Miembro ${index + 1}`;

/** The files still to send: each member's photo and video, then the gallery, in the order shown. */
export function familyJobs(members: MemberState[], gallery: Photo[]): UploadJob[] {
  const jobs: UploadJob[] = [];
  const photoJob = (photo: NewPhoto, label: string, type: 'profile' | 'gallery'): UploadJob => ({
    id: photo.id,
    label,
    failurePrefix: UPLOAD_FAILED_PREFIX[type],
    run: (onProgress) => uploadPhoto(photo.file, type, onProgress),
    // A cache on the file's own entry (never rendered): a retry skips what already arrived.
    done: (url) => {
      photo.uploadedUrl = url;
    },
  });
  const videoJob = (video: NewVideo, label: string): UploadJob => ({
    id: video.id,
    label,
    failurePrefix: UPLOAD_FAILED_PREFIX.video,
    run: (onProgress) => uploadVideo(video.file, onProgress),
    done: (url) => {
      video.uploadedUrl = url;
    },
  });
  members.forEach((member, index) => {
    const title = memberTitle(member, index);
    if (member.photo?.kind === 'new' && !member.photo.uploadedUrl)
      jobs.push(photoJob(member.photo, `Foto de ${title}`, 'profile'));
    if (member.video?.kind === 'new' && !member.video.uploadedUrl) jobs.push(videoJob(member.video, `Video de ${title}`));
  });
  gallery.forEach((photo, index) => {
    if (photo.kind === 'new' && !photo.uploadedUrl) jobs.push(photoJob(photo, `Foto ${index + 1} de la galería`, 'gallery'));
  });
  return jobs;
}

/** POST /api/family-profiles, once every file has its URL. */
export function familyPayload(values: FamilyValues, members: MemberState[], gallery: Photo[]): FamilyPayload {
  const music = values.favoriteMusic.trim();
  return {
    family_name: values.familyName.trim(),
    description: values.description.trim(),
    template_id: values.templateId,
    favorite_music: music || null,
    gallery_images: gallery.map(mediaUrl).filter((url): url is string => Boolean(url)),
    members: members.map((member) => ({
      name: member.name.trim(),
      birth_date: member.birthDate,
      death_date: member.deathDate,
      relationship: member.relationship,
      profile_image_url: (member.photo && mediaUrl(member.photo)) ?? '',
      memorial_video_url: (member.video && mediaUrl(member.video)) ?? null,
    })),
  };
}
