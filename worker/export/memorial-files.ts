import { keyFromMediaUrl } from '../media/keys';
import type { MemorialExportSource } from '../services/memorial-export';

/** What a file is to the memorial; memorial.json says it next to each file. */
export type MediaRole = 'profile_photo' | 'gallery_photo' | 'video' | 'video_thumbnail' | 'member_photo' | 'member_video' | 'memory_photo';

/** A stored object the export means to copy, with its place in the zip. */
export type PlannedFile = { path: string; key: string; url: string; role: MediaRole };

/** A file the memorial names but the zip does not hold, and why. */
export type MissingFile = { url: string; role: MediaRole; reason: 'not_found' | 'not_stored_here' };

export type FilePlan = { files: PlannedFile[]; missing: MissingFile[] };

const pad = (n: number) => String(n).padStart(2, '0');
const extensionOf = (key: string) => /\.([a-z0-9]+)$/.exec(key)?.[1] ?? 'bin';

/**
 * Where each of the memorial's media goes in the zip: short Spanish folder names (fotos/, video/,
 * familiares/, recuerdos/) and numbered files, never the uploader's names. A file used twice (a member's
 * portrait also in the gallery) is copied once and both places point to it. URLs that are not our
 * /media objects (a template file, an outside link) cannot be copied and are reported as missing.
 */
export function planFiles(source: MemorialExportSource): FilePlan {
  const byKey = new Map<string, PlannedFile>();
  const missing: MissingFile[] = [];
  const add = (url: string | null | undefined, role: MediaRole, name: string) => {
    if (!url) return;
    const key = keyFromMediaUrl(url);
    if (!key) {
      missing.push({ url, role, reason: 'not_stored_here' });
      return;
    }
    if (!byKey.has(key)) byKey.set(key, { path: `${name}.${extensionOf(key)}`, key, url, role });
  };

  if (source.kind === 'individual') {
    const { memorial } = source;
    add(memorial.profile_image_url, 'profile_photo', 'fotos/perfil');
    add(memorial.memorial_video_url, 'video', 'video/video');
    add(memorial.video_thumbnail_url, 'video_thumbnail', 'video/portada');
    memorial.gallery_images.forEach((url, i) => add(url, 'gallery_photo', `fotos/${pad(i + 1)}`));
  } else {
    const { family } = source;
    family.family_members.forEach((member, i) => {
      add(member.profile_image_url, 'member_photo', `familiares/${pad(i + 1)}`);
      add(member.memorial_video_url, 'member_video', `video/familiar-${pad(i + 1)}`);
    });
    add(family.memorial_video_url, 'video', 'video/video');
    family.gallery_images.forEach((url, i) => add(url, 'gallery_photo', `fotos/${pad(i + 1)}`));
  }
  source.memories.forEach((memory, i) => add(memory.photo_url, 'memory_photo', `recuerdos/${pad(i + 1)}`));
  return { files: [...byKey.values()], missing };
}

/** A planned file R2 confirmed, with what the zip needs to know before it streams the bytes. */
export type PresentFile = PlannedFile & { size: number; uploaded: Date };

/** R2 calls in flight at once: a Worker keeps at most 6 connections open. */
const PROBE_CONCURRENCY = 6;

/**
 * Asks R2 which planned files exist (HEAD, no bytes). A missing object is left out of the zip and the
 * page and listed in memorial.json: one lost photo must not cost a family the rest of the memorial.
 */
export async function probeFiles(bucket: R2Bucket, plan: FilePlan): Promise<{ present: PresentFile[]; missing: MissingFile[] }> {
  const present: PresentFile[] = [];
  const missing = [...plan.missing];
  for (let start = 0; start < plan.files.length; start += PROBE_CONCURRENCY) {
    const batch = plan.files.slice(start, start + PROBE_CONCURRENCY);
    const heads = await Promise.all(batch.map((file) => bucket.head(file.key)));
    batch.forEach((file, i) => {
      const head = heads[i];
      if (head) present.push({ ...file, size: head.size, uploaded: head.uploaded });
      else missing.push({ url: file.url, role: file.role, reason: 'not_found' });
    });
  }
  return { present, missing };
}
