import type { CaptchaChar } from '../glyphs';

/** The clips' sample rate, in Hz: also the rate of the WAV a challenge is spoken in. */
export const CLIP_RATE = 16_000;

/**
 * What is said for each character: its name as Colombians spell a word aloud ('ce', 'hache', 'jota'),
 * 'doble u' for W and 'i griega' for Y (the names heard here, where 'uve doble' and 'ye' are not), and
 * digits as numbers.
 */
export const SPOKEN_NAMES: Readonly<Record<CaptchaChar, string>> = {
  A: 'a',
  C: 'ce',
  E: 'e',
  H: 'hache',
  J: 'jota',
  K: 'ka',
  M: 'eme',
  R: 'erre',
  U: 'u',
  W: 'doble u',
  X: 'equis',
  Y: 'i griega',
  '3': 'tres',
  '4': 'cuatro',
  '6': 'seis',
  '7': 'siete',
  '9': 'nueve',
};
