/**
 * What the memorial API answers, inferred from the routes (site/lib/api-client.ts), so the two can never
 * drift. Type-only imports are erased at build time: no server code reaches a bundle.
 */
import type { Answer, AnswerData, api } from '../api-client';

/** A memorial as GET /api/profiles/{id} answers it; the screens never read the `short_url` the route adds. */
export type Profile = Omit<AnswerData<Awaited<ReturnType<(typeof api.profiles)[':id']['$get']>>>, 'short_url' | 'resting_place'>;
export type Family = Omit<AnswerData<Awaited<ReturnType<(typeof api.familyProfiles)[':id']['$get']>>>, 'short_url'>;
export type FamilyMember = Family['family_members'][number];
/** GET /api/profiles/can-create: the fields sit beside `success`, not under `data`. */
export type Capability = Omit<Answer<Awaited<ReturnType<(typeof api.profiles)['can-create']['$get']>>>, 'success'>;

/** POST /api/profiles and PUT /api/profiles/{id} (a PUT replaces everything, so every field is sent). */
export type ProfilePayload = {
  name: string;
  birthDate: string;
  deathDate: string;
  template_id: string;
  description: string;
  favoriteMusic: string | null;
  profile_image_url: string | null;
  gallery_images: string[];
  memorial_video_url: string | null;
  video_thumbnail_url: string | null;
};

export type FamilyMemberPayload = {
  /** A saved member's id: the edit changes that member. Absent for a member to add. */
  id?: string;
  name: string;
  birth_date: string;
  death_date: string;
  relationship: string;
  profile_image_url: string;
  memorial_video_url: string | null;
};

/** POST /api/family-profiles, and PUT /api/family-profiles/{id} (the wizard sends the whole family either way). */
export type FamilyPayload = {
  family_name: string;
  description: string;
  template_id: string;
  favorite_music: string | null;
  gallery_images: string[];
  memorial_video_url: string | null;
  members: FamilyMemberPayload[];
};
