import type { Db } from '../../db/client';
import { memories } from '../../db/schema';
import type { WallChange } from '../../worker/realtime/wall-live';
import { issueCaptcha } from '../../worker/services/captcha';
import { formPost, seedJpeg } from './media-fixtures';
import { recordingRooms } from './rooms';
import { call, type TestApp } from './test-db';

/** The WALL_ROOMS binding as the services use it, recording what each wall's room was told. */
export function recordingWallRooms() {
  const { published, namespace } = recordingRooms<WallChange>();
  return { published: published as { room: string; change: WallChange }[], namespace: namespace as Env['WALL_ROOMS'] };
}

/** A captcha whose answer the test knows; the service stores only its hash. */
export async function solvedCaptcha(db: Db, code = 'KMRW') {
  const { captchaId } = await issueCaptcha({ db }, { generateCode: () => code });
  return { captcha_id: captchaId, captcha_input: code };
}

/** A visitor's memory photo, uploaded without a session through the public endpoint. */
export async function uploadMemoryPhoto(app: TestApp, env: object, client: string): Promise<string> {
  const { status, body } = await call<{ publicUrl: string; error?: string }>(
    app,
    '/api/upload-proxy/proxy-public',
    formPost(['file', seedJpeg(), 'recuerdo.jpg', 'image/jpeg'], { type: 'memory' }, { 'cf-connecting-ip': client }),
    env,
  );
  if (status !== 200) throw new Error(`memory photo upload failed: ${status} ${body.error ?? ''}`);
  return body.publicUrl;
}

export const memoryBody = (overrides: Record<string, unknown> = {}) => ({
  author_name: 'Camila Torres',
  message: 'Gracias por enseñarnos a reír en los días difíciles.',
  song: 'Sin ti no soy nada - Amaral',
  things_list: ['Sus tintos de la mañana', 'Sus abrazos'],
  privacy_consent: true as const,
  ...overrides,
});

/** A consenting visitor's memory straight in the database, waiting for the family's approval: the row. */
export async function insertWaitingMemory(db: Db, memorialProfileId: string) {
  const [row] = await db
    .insert(memories)
    .values({
      memorialProfileId,
      photoUrl: '/media/memory/x/foto.jpg',
      authorName: 'Prima Luz',
      message: 'Te extrañamos.',
      visitorConsent: true,
      isAuthorized: false,
    })
    .returning();
  return row!;
}
