import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, type CaptchaChar } from '../../worker/captcha/glyphs';
import { CAPTCHA_AUDIO, clipSamples, composeCaptcha, speakCaptcha } from '../../worker/captcha/audio/speak';
import { CLIP_RATE, SPOKEN_NAMES } from '../../worker/captcha/audio/spoken-names';
import { readWav, rms, seededRandom, solveSpokenAudio, speakPlainly } from '../helpers/captcha-audio';

/** Twenty codes drawn from the alphabet, the same on every run. */
function codes(seed: number, count = 20): string[] {
  const random = seededRandom(seed);
  const alphabet = [...CAPTCHA_ALPHABET];
  return Array.from({ length: count }, () => Array.from({ length: 4 }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
}

describe('the recorded clips', () => {
  it('hold one short clip for every character of the alphabet, each with its Spanish name', () => {
    expect(Object.keys(SPOKEN_NAMES).sort()).toEqual([...CAPTCHA_ALPHABET].sort());
    for (const char of CAPTCHA_ALPHABET as Iterable<CaptchaChar>) {
      const clip = clipSamples(char);
      // Between a fifth of a second ('a') and a second ('i griega'), loud, and faded in and out so joins never click.
      expect(clip.length / CLIP_RATE).toBeGreaterThan(0.2);
      expect(clip.length / CLIP_RATE).toBeLessThan(1);
      expect(Math.max(...clip.map(Math.abs))).toBeGreaterThan(0.8);
      expect(Math.abs(clip[0]!)).toBeLessThan(0.05);
      expect(Math.abs(clip[clip.length - 1]!)).toBeLessThan(0.05);
    }
  });
});

describe('a solver built from the clips', () => {
  it('reads the clips pasted verbatim (what the audio used to be)', () => {
    const list = codes(1, 10);
    const solved = list.filter((code, i) => solveSpokenAudio(speakPlainly(code, seededRandom(100 + i))) === code);
    expect(solved).toEqual(list);
  }, 60_000);

  it('reads at most 2 of 20 spoken challenges, each letter resampled, over a second voice and a varying hiss', () => {
    const list = codes(2);
    const solved = list.filter((code, i) => solveSpokenAudio(composeCaptcha(code, seededRandom(200 + i)).samples) === code);
    expect(solved.length).toBeLessThanOrEqual(2);
  }, 60_000);
});

describe('a spoken challenge', () => {
  it('is a WAV of sensible length whose four letters stand clearly above the second voice and the hiss', () => {
    for (const [i, code] of codes(3, 10).entries()) {
      const { samples, letters } = composeCaptcha(code, seededRandom(300 + i));
      expect(readWav(speakCaptcha(code, seededRandom(300 + i)))).toHaveLength(samples.length);
      expect(samples.length / CLIP_RATE).toBeGreaterThan(2.5);
      expect(samples.length / CLIP_RATE).toBeLessThan(7);
      expect(letters.map((letter) => letter.char).join('')).toBe(code);

      const inLetter = new Uint8Array(samples.length);
      let previousEnd = 0;
      for (const [index, letter] of letters.entries()) {
        // In order, apart, and 10–20 % (give or take the drift) faster or slower than its clip.
        const silence = index === 0 ? CAPTCHA_AUDIO.lead[0] : CAPTCHA_AUDIO.gap[0];
        expect(letter.start - previousEnd).toBeGreaterThanOrEqual(Math.round(silence * CLIP_RATE) - 1);
        const ratio = clipSamples(letter.char).length / letter.length;
        expect(Math.abs(ratio - 1)).toBeGreaterThan(0.05);
        expect(Math.abs(ratio - 1)).toBeLessThan(0.3);
        inLetter.fill(1, letter.start, letter.start + letter.length);
        previousEnd = letter.start + letter.length;
      }
      const background = rms(samples.filter((_, at) => !inLetter[at]));
      expect(background).toBeGreaterThan(0.01);
      for (const letter of letters) {
        expect(rms(samples.subarray(letter.start, letter.start + letter.length)), `${code} ${letter.char}`).toBeGreaterThan(
          2.5 * background,
        );
      }
    }
  });

  it('differs on every listen: the same code never gives the same bytes', () => {
    expect(speakCaptcha('K3WX', seededRandom(1))).not.toEqual(speakCaptcha('K3WX', seededRandom(2)));
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => speakCaptcha('K0WX', seededRandom(1))).toThrow();
    expect(() => speakCaptcha('k3wx', seededRandom(1))).toThrow();
  });
});
