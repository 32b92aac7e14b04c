import { AppError } from '../errors';
import { UPLOAD_MESSAGES as M } from '../schemas/uploads';
import type { MediaCategory } from './formats';

/** 415 with the image or the video text of product §2.5, whichever the upload was meant to be. */
export const unsupported = (category: MediaCategory) => new AppError(415, category === 'image' ? M.imageType : M.videoType);

/** 413 'La imagen es demasiado grande. Máximo 2MB.' or 'El video es demasiado grande. Máximo 65MB.' */
export const tooLarge = (category: MediaCategory) => new AppError(413, category === 'image' ? M.imageTooLarge : M.videoTooLarge);
