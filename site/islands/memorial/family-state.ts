import { DEFAULT_FAMILY_TEMPLATE, DEFAULT_RELATIONSHIP } from '../../lib/memorial/memorial-options';
import type { Family, FamilyPayload } from '../../lib/memorial/memorial-types';
import type { MemberDraft } from '../../lib/memorial/memorial-validation';
import { PUBLIC_PRIVACY, type MemorialPrivacy } from '../../lib/visibility/memorial-privacy';
import { localId, mediaUrl, savedPhoto, savedVideo, type Photo, type Video } from './media-state';
import { photoUploadJob, videoUploadJob, type UploadJob } from './upload-queue';

/** What the family wizard gathers across its five steps (product §2.2 "data accumulates per step"). */
export type FamilyValues = { familyName: string; description: string; templateId: string; favoriteMusic: string };

export type MemberState = {
  /** This page's key for the member (a new member has no other). */
  id: string;
  /** The saved member's id, sent back so the API edits it rather than adding a new one. */
  serverId?: string;
  name: string;
  birthDate: string;
  deathDate: string;
  relationship: string;
  photo: Photo | null;
  video: Video | null;
};

export const emptyFamily = (templateId = DEFAULT_FAMILY_TEMPLATE): FamilyValues => ({
  familyName: '',
  description: '',
  templateId,
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

/** Everything the wizard edits, as one value: what a family memorial is, before or after saving. */
export type FamilyDraft = { values: FamilyValues; members: MemberState[]; gallery: Photo[]; video: Video | null; privacy: MemorialPrivacy };

/** A new family: one empty member, and the design the templates gallery sent along (family-1 otherwise). */
export const emptyDraft = (templateId?: string): FamilyDraft => ({
  values: emptyFamily(templateId),
  members: [emptyMember()],
  gallery: [],
  video: null,
  privacy: PUBLIC_PRIVACY,
});

/** Edit mode starts from the saved family: its words, its members with their files, its gallery and video. */
export function fromFamily(family: Family): FamilyDraft {
  return {
    values: {
      familyName: family.family_name,
      description: family.description,
      templateId: family.template_id,
      favoriteMusic: family.favorite_music ?? '',
    },
    members: family.family_members.map((member) => ({
      id: localId('miembro'),
      serverId: member.id,
      name: member.name,
      birthDate: member.birth_date,
      deathDate: member.death_date,
      relationship: member.relationship,
      photo: savedPhoto(member.profile_image_url),
      video: member.memorial_video_url ? savedVideo(member.memorial_video_url) : null,
    })),
    gallery: family.gallery_images.map(savedPhoto),
    video: family.memorial_video_url ? savedVideo(family.memorial_video_url) : null,
    // An edit changes who may see it apart (PUT …/visibility): this is only a new family's choice.
    privacy: PUBLIC_PRIVACY,
  };
}

/** 'María' for a member with a name, 'Miembro 2' before one is typed. */
export const memberTitle = (member: MemberState, index: number): string => member.name.trim() || `Miembro ${index + 1}`;

/** The files still to send: each member's photo and video, then the gallery and the family's video, in the order shown. */
export function familyJobs({ members, gallery, video }: FamilyDraft): UploadJob[] {
  const jobs: UploadJob[] = [];
  members.forEach((member, index) => {
    const title = memberTitle(member, index);
    if (member.photo?.kind === 'new' && !member.photo.uploadedUrl) jobs.push(photoUploadJob(member.photo, `Foto de ${title}`, 'profile'));
    if (member.video?.kind === 'new' && !member.video.uploadedUrl) jobs.push(videoUploadJob(member.video, `Video de ${title}`));
  });
  gallery.forEach((photo, index) => {
    if (photo.kind === 'new' && !photo.uploadedUrl) jobs.push(photoUploadJob(photo, `Foto ${index + 1} de la galería`, 'gallery'));
  });
  if (video?.kind === 'new' && !video.uploadedUrl) jobs.push(videoUploadJob(video, 'Video de la familia'));
  return jobs;
}

/**
 * POST /api/family-profiles and PUT /api/family-profiles/{id}, once every file has its URL: the whole family,
 * saved members with their ids (so an edit keeps them), new ones without.
 */
export function familyPayload({ values, members, gallery, video }: FamilyDraft): FamilyPayload {
  const music = values.favoriteMusic.trim();
  return {
    family_name: values.familyName.trim(),
    description: values.description.trim(),
    template_id: values.templateId,
    favorite_music: music || null,
    gallery_images: gallery.map(mediaUrl).filter((url): url is string => Boolean(url)),
    memorial_video_url: (video && mediaUrl(video)) ?? null,
    // Each member with its place, so the order shown is the order saved (the server checks it is 0…n-1).
    members: members.map((member, index) => ({
      ...(member.serverId ? { id: member.serverId } : {}),
      display_order: index,
      name: member.name.trim(),
      birth_date: member.birthDate,
      death_date: member.deathDate,
      relationship: member.relationship,
      profile_image_url: (member.photo && mediaUrl(member.photo)) ?? '',
      memorial_video_url: (member.video && mediaUrl(member.video)) ?? null,
    })),
  };
}
