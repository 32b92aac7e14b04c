import { createHash } from 'node:crypto';
import { CAPTCHA_ALPHABET } from '../../worker/captcha/glyphs';
import { CAPTCHA_LENGTH } from '../../worker/schemas/captcha-texts';

/**
 * The code of a stored challenge, found by trying every code against its answer hash (83,521 of them,
 * well under a second). Tests use it to pass the captcha the way a person would, without any backdoor
 * in the Worker: an API test reads the row from its database, a browser test from the local D1.
 */
export function solveCaptcha(captchaId: string, answerHash: string): string {
  const size = CAPTCHA_ALPHABET.length;
  for (let index = 0; index < size ** CAPTCHA_LENGTH; index++) {
    let code = '';
    for (let rest = index, k = 0; k < CAPTCHA_LENGTH; k++, rest = Math.floor(rest / size)) code += CAPTCHA_ALPHABET[rest % size];
    if (createHash('sha256').update(`${captchaId}:${code}`).digest('hex') === answerHash) return code;
  }
  throw new Error(`No code matches captcha ${captchaId}`);
}
