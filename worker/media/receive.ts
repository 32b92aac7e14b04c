import type { Db } from '../../db/client';
import type { MediaKind } from '../../db/schema/enums';
import { badRequest } from '../errors';
import { discardRest } from '../middleware/body-limit';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, UPLOAD_MESSAGES as M, type UploadedMedia } from '../schemas/uploads';
import type { MediaBucket } from './bucket';
import type { FormFields } from './fields';
import { peekFile, readAtMost, type PeekedFile } from './file-part';
import { SNIFF_BYTES, sniffFormat, type MediaCategory, type MediaFormat } from './formats';
import { newMediaKey, uploadedMedia } from './keys';
import { MultipartError, MultipartReader, multipartBoundary, readTextPart, type MultipartPart } from './multipart';
import { insertMediaRow } from './records';
import { storeImage } from './store-image';
import { streamToR2 } from './stream-to-r2';
import { tooLarge, unsupported } from './upload-errors';
import { dailyBudgetSpent, videoNeedsOrder, type UploadQuota } from './upload-limits';

/** What the text fields say the file must be. */
export type Expectation = { category: MediaCategory; kind: MediaKind; variantOf?: string };

/**
 * One upload endpoint's rules. Browsers send a form's fields in the order the page appended them, so
 * `type` or `profile_id` may come before or after the file: `expect` is asked once with the fields
 * that came before the file (`complete` false: return undefined if they do not decide yet) and once
 * with all of them (`complete` true: decide, or throw the right error).
 */
export type UploadPlan = {
  fileField: string;
  /** The categories this endpoint can take at all (sets the body limit before any field is read). */
  accepts: readonly [MediaCategory, ...MediaCategory[]];
  ownerId: string | null;
  /** A signed-in uploader's daily budget (upload-limits.ts); anonymous uploads have their own rate limit. */
  quota?: UploadQuota;
  expect(fields: FormFields, complete: boolean): Promise<Expectation | undefined>;
  /** An image's own rule on its content, before it is stored (the Bre-B QR must decode: qr-image.ts). */
  checkImage?: (bytes: Uint8Array, format: MediaFormat) => Promise<unknown>;
};

export type UploadDeps = { db: Db; bucket: MediaBucket; request: Request };

/** Room for the text fields and part headers around the file. */
const FORM_OVERHEAD = 64 * 1024;
const MAX_FIELD_BYTES = 1024;

const LIMITS: Record<MediaCategory, number> = { image: MAX_IMAGE_BYTES, video: MAX_VIDEO_BYTES };

/**
 * Reads a multipart upload as a stream, checks the file by its content and stores it: images (at most
 * 2 MB) are held whole to read their size and then put; videos go to R2 part by part as they arrive.
 * Nothing is stored until the first bytes prove the format, and anything stored is removed again if a
 * later field turns the upload down.
 */
export async function receiveUpload(deps: UploadDeps, plan: UploadPlan): Promise<UploadedMedia> {
  const largest: MediaCategory = plan.accepts.includes('video') ? 'video' : 'image';
  const form = await openForm(deps.request, LIMITS[largest] + FORM_OVERHEAD, () => tooLarge(largest));
  try {
    return await receiveFrom(form, deps, plan);
  } catch (error) {
    // An upload turned down before its end is read to the end first: answering while the client still sends
    // leaves the connection with unread bytes, which the runtime then drops mid-request (a reset, or a 500
    // from `wrangler dev`'s proxy). Read, not cancelled: cancelling trips Node's FormData body streams.
    await form.discardRest();
    if (error instanceof MultipartError) {
      throw error.reason === 'too_large' ? tooLarge(largest) : badRequest(M.malformedForm);
    }
    throw error;
  }
}

async function openForm(request: Request, maxBodyBytes: number, bodyTooLarge: () => Error): Promise<MultipartReader> {
  const boundary = multipartBoundary(request.headers.get('content-type'));
  if (!boundary || !request.body) throw badRequest(M.noFile);
  // Refuse before parsing a byte when the sender already announced too much (the bytes are still read away).
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > maxBodyBytes) {
    await discardRest(request.body.getReader());
    throw bodyTooLarge();
  }
  return new MultipartReader(request.body, boundary, { maxBodyBytes });
}

async function receiveFrom(form: MultipartReader, deps: UploadDeps, plan: UploadPlan): Promise<UploadedMedia> {
  const fields: FormFields = new Map();
  const filePart = await readFieldsUntil(form, plan.fileField, fields);
  if (!filePart) throw badRequest(M.noFile);
  const early = await plan.expect(fields, false);

  const file = await peekFile(filePart, SNIFF_BYTES);
  if (file.head.length === 0) throw badRequest(M.emptyFile);
  const format = sniffFormat(file.head);
  // Which format the file had to have: what the fields say, else what it looks like, else what the
  // browser declared; an endpoint that takes only images always speaks of images.
  const wanted = early?.category ?? format?.category ?? declaredCategory(filePart);
  const category = plan.accepts.includes(wanted) ? wanted : plan.accepts[0];
  if (!format || format.category !== category) throw unsupported(category);
  if (format.category === 'video' && plan.quota && !plan.quota.mayUploadVideo) throw videoNeedsOrder();

  const finish = async () => {
    await readFieldsUntil(form, null, fields);
    const final = await plan.expect(fields, true);
    if (!final) throw badRequest(M.invalidType);
    if (final.category !== format.category) throw unsupported(final.category);
    return final;
  };
  const receive = format.category === 'image' ? receiveImage : receiveVideo;
  return receive(deps, plan, file, format, finish);
}

/** Collects text fields until the part named `fileField` (returned unread), or to the end with null. */
async function readFieldsUntil(form: MultipartReader, fileField: string | null, fields: FormFields): Promise<MultipartPart | null> {
  for (let part = await form.nextPart(); part; part = await form.nextPart()) {
    if (part.name === fileField) return part;
    // Other files (a second file, an unknown field with a file) are skipped, not held.
    if (part.filename !== null) continue;
    const value = await readTextPart(part, MAX_FIELD_BYTES);
    if (!fields.has(part.name)) fields.set(part.name, value);
  }
  return null;
}

/** Only to choose which "wrong format" text to show when neither fields nor content decide it. */
const declaredCategory = (part: MultipartPart): MediaCategory => (part.contentType?.startsWith('video/') ? 'video' : 'image');

/**
 * Stores one file of a known format for `plan`. `finish` reads the fields after the file and says what the
 * upload is (its kind, and the photo it is a rendition of).
 */
type Receiver = (
  deps: UploadDeps,
  plan: UploadPlan,
  file: PeekedFile,
  format: MediaFormat,
  finish: () => Promise<Expectation>,
) => Promise<UploadedMedia>;

const receiveImage: Receiver = async (deps, plan, file, format, finish) => {
  const bytes = await readAtMost(file.chunks(), MAX_IMAGE_BYTES, () => tooLarge('image'));
  if (plan.quota && bytes.length > plan.quota.remainingBytes) throw dailyBudgetSpent(plan.quota.admin);
  const final = await finish();
  await plan.checkImage?.(bytes, format);
  return storeImage(deps, { ownerId: plan.ownerId, kind: final.kind, variantOf: final.variantOf, format, bytes });
};

const receiveVideo: Receiver = async (deps, plan, file, format, finish) => {
  // Only the 'video' kind holds videos, so the key is known before the fields that may follow the file.
  const key = newMediaKey('video', plan.ownerId, format.ext);
  // The day's remaining budget caps the stream too, so a video can never carry an account past it.
  const budget = plan.quota?.remainingBytes ?? Infinity;
  const size = await streamToR2(deps.bucket, key, file.chunks(), {
    contentType: format.contentType,
    maxBytes: Math.min(MAX_VIDEO_BYTES, budget),
    tooLarge: () => (budget < MAX_VIDEO_BYTES ? dailyBudgetSpent(plan.quota?.admin) : tooLarge('video')),
  });
  try {
    await finish();
    await insertMediaRow(deps.db, { key, ownerId: plan.ownerId, kind: 'video', contentType: format.contentType, size });
  } catch (error) {
    await deps.bucket.delete(key);
    throw error;
  }
  return uploadedMedia(key, format.contentType, size);
};
