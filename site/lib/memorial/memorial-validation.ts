/**
 * The wizards' checks (product §2.5), pure so they are unit-tested and shared by both wizards. They say
 * what the API would say, in the same words, before anything is uploaded; the API checks again.
 */
import { PROFILE_TEXTS as M } from './memorial-messages';
import { isChosenTemplate, LIMITS } from './memorial-options';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

/** Death after birth (the same day is allowed, as the API allows it) and not after today. */
export function lifeDatesError(birth: string, death: string, today: string): string | null {
  if (death < birth) return M.deathBeforeBirth;
  if (death > today) return M.deathFuture;
  return null;
}

export type BasicInfo = {
  name: string;
  birthDate: string;
  deathDate: string;
  templateId: string;
  description: string;
  favoriteMusic: string;
};
export type BasicInfoField = keyof BasicInfo;

/** Individual step 1: every rule of product §2.5, each message on the field it is about. */
export function validateBasicInfo(values: BasicInfo, today: string): FieldErrors<BasicInfoField> {
  const errors: FieldErrors<BasicInfoField> = {};
  const name = values.name.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > LIMITS.name) errors.name = M.nameTooLong;
  if (!values.birthDate) errors.birthDate = M.birthRequired;
  if (!values.deathDate) errors.deathDate = M.deathRequired;
  else if (values.birthDate) {
    const problem = lifeDatesError(values.birthDate, values.deathDate, today);
    if (problem) errors.deathDate = problem;
  } else if (values.deathDate > today) errors.deathDate = M.deathFuture;
  if (!isChosenTemplate(values.templateId)) errors.templateId = M.templateRequired;
  if (values.description.length > LIMITS.description) errors.description = M.descriptionTooLong;
  if (values.favoriteMusic.length > LIMITS.music) errors.favoriteMusic = M.musicTooLong;
  return errors;
}

/** product §2.5: "The submit button is disabled without a name, birth date and death date". */
export const canSubmitBasicInfo = (values: Pick<BasicInfo, 'name' | 'birthDate' | 'deathDate'>): boolean =>
  Boolean(values.name.trim() && values.birthDate && values.deathDate);

export type FamilyInfo = { familyName: string; description: string };
export type FamilyInfoField = keyof FamilyInfo;

/** Family step 1: a name of at most 100 characters, an optional description of at most 1000. */
export function validateFamilyInfo(values: FamilyInfo): FieldErrors<FamilyInfoField> {
  const errors: FieldErrors<FamilyInfoField> = {};
  const name = values.familyName.trim();
  if (!name) errors.familyName = M.familyNameRequired;
  else if (name.length > LIMITS.familyName) errors.familyName = M.familyNameTooLong;
  if (values.description.length > LIMITS.familyDescription) errors.description = M.familyDescriptionTooLong;
  return errors;
}

export type MemberDraft = { name: string; birthDate: string; deathDate: string; hasPhoto: boolean };
export type MemberField = 'name' | 'birthDate' | 'deathDate' | 'photo';

/** The photo has no words of its own in docs/product; the step's general message names it. */
export const MEMBER_PHOTO_REQUIRED = 'La foto de perfil es requerida';

export type MembersCheck = {
  /** One entry per member, in order. */
  errors: FieldErrors<MemberField>[];
  /** The step's summary for the toast, or null when every member is complete. */
  message: string | null;
};

/**
 * Family step 2: 1 to 3 members, each with a name (≤ 50), a birth date, a death date that is not
 * before the birth or after today, and a profile photo. A missing field gives docs/product's one general
 * message; a date or length problem gives its own.
 */
export function validateMembers(members: MemberDraft[], today: string): MembersCheck {
  if (members.length < 1 || members.length > LIMITS.familyMembers)
    return { errors: members.map(() => ({})), message: M.membersCount };
  let incomplete = false;
  let firstProblem: string | null = null;
  const errors = members.map((member) => {
    const found: FieldErrors<MemberField> = {};
    const name = member.name.trim();
    if (!name) found.name = M.nameRequired;
    else if (name.length > LIMITS.memberName) found.name = M.memberNameTooLong;
    if (!member.birthDate) found.birthDate = M.birthRequired;
    if (!member.deathDate) found.deathDate = M.deathRequired;
    else if (member.birthDate) {
      const problem = lifeDatesError(member.birthDate, member.deathDate, today);
      if (problem) found.deathDate = problem;
    } else if (member.deathDate > today) found.deathDate = M.deathFuture;
    if (!member.hasPhoto) found.photo = MEMBER_PHOTO_REQUIRED;

    if (!name || !member.birthDate || !member.deathDate || !member.hasPhoto) incomplete = true;
    else firstProblem ??= found.name ?? found.deathDate ?? null;
    return found;
  });
  return { errors, message: incomplete ? M.memberIncomplete : firstProblem };
}

/** A family gallery holds members × 6 photos (product §2.5). */
export const familyGalleryLimit = (members: number): number => Math.max(1, members) * LIMITS.photosPerMember;

/**
 * How many of `incoming` chosen photos fit beside `current` ones under `limit`, and the refusal to show
 * when some did not fit.
 */
export function galleryIntake(current: number, incoming: number, limit: number): { accepted: number; refusal: string | null } {
  const room = Math.max(0, limit - current);
  const accepted = Math.min(room, incoming);
  // With a limit of 6 this is the individual text word for word: 'Ya tienes el máximo de fotos permitidas (6)'.
  const refusal = accepted < incoming ? M.familyGalleryFull(limit) : null;
  return { accepted, refusal };
}

/** The family review: the first 8 photos and, when there are more, how many are left out ('+N'). */
export function reviewPhotos<T>(photos: readonly T[], shown: number = LIMITS.reviewPhotos): { shown: T[]; remainder: number } {
  return { shown: photos.slice(0, shown), remainder: Math.max(0, photos.length - shown) };
}
