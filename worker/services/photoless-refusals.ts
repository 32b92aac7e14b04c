/**
 * Memories refused for lacking a photo (docs/features/memory-wall.md 'Memories without a photo'). The
 * spec's default stays: a wall asks for a photo with each memory. A visitor who sends one without a photo all the
 * same (the form told them before the captcha) is refused, and the wall counts it, so the family learns that
 * someone wanted to leave words alone and is offered 'Aceptar recuerdos sin foto'. The count starts again
 * whenever the family changes that setting.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { familyProfiles, memorialProfiles } from '../../db/schema';
import type { WallTarget } from '../realtime/wall-live';

/** What the owner's memory settings say about those refusals. */
export type PhotolessRefusals = {
  /** Visitors refused for lacking a photo since 'Aceptar recuerdos sin foto' last changed. */
  photoless_refusals: number;
  /** When the latest was refused (ISO 8601), null with none. */
  photoless_refused_at: string | null;
};

const tableOf = (target: WallTarget) => (target.kind === 'memorial' ? memorialProfiles : familyProfiles);

/** One more visitor refused for lacking a photo on this wall. One atomic statement: simultaneous refusals all count. */
export async function recordPhotolessRefusal(db: Db, target: WallTarget): Promise<void> {
  const table = tableOf(target);
  await db
    .update(table)
    .set({ wallPhotolessRefusals: sql`${table.wallPhotolessRefusals} + 1`, wallPhotolessRefusedAt: new Date().toISOString() })
    .where(eq(table.id, target.id));
}

/** The wall's refusals, for its owner's memory settings. */
export async function photolessRefusalsOf(db: Db, target: WallTarget): Promise<PhotolessRefusals> {
  const table = tableOf(target);
  const [row] = await db
    .select({ count: table.wallPhotolessRefusals, at: table.wallPhotolessRefusedAt })
    .from(table)
    .where(eq(table.id, target.id))
    .limit(1);
  return { photoless_refusals: row?.count ?? 0, photoless_refused_at: row?.at ?? null };
}

/** The count starts again when the family turns 'Aceptar recuerdos sin foto' on or off. */
export const photolessReset = { wallPhotolessRefusals: 0, wallPhotolessRefusedAt: null } as const;
