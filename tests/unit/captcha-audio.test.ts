import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, type CaptchaChar } from '../../worker/captcha/glyphs';
import { CAPTCHA_AUDIO, challengeRandom, clipSamples, speakCaptcha } from '../../worker/captcha/audio/speak';
import { CLIP_RATE, SPOKEN_NAMES } from '../../worker/captcha/audio/spoken-names';
import { findSpokenCode, readWav, rms } from '../helpers/captcha-audio';

const speak = (captchaId: string, code: string) => speakCaptcha(code, challengeRandom(captchaId, code));

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

describe('a spoken challenge', () => {
  it('is a WAV of that code’s letter clips in order, with silences between them and only a soft hiss besides', () => {
    for (const code of ['K3WX', 'YAJ9', 'EE47']) {
      const samples = readWav(speak(crypto.randomUUID(), code));
      const { letters, rest } = findSpokenCode(samples, code);
      expect(letters.map((letter) => letter.char).join('')).toBe(code);
      for (const letter of letters) {
        expect(letter.correlation).toBeGreaterThan(0.95);
        expect(letter.gain).toBeGreaterThan(CAPTCHA_AUDIO.gain[0] - 0.02);
        expect(letter.gain).toBeLessThan(CAPTCHA_AUDIO.gain[1] + 0.02);
      }
      // With the clips taken away nothing is left but the hiss, well under the speech.
      expect(rms(rest)).toBeLessThan(0.03);
      expect(rms(samples)).toBeGreaterThan(4 * rms(rest));
      const last = letters.at(-1)!;
      const tail = samples.length - last.start - clipSamples(last.char).length;
      expect(tail / CLIP_RATE).toBeGreaterThanOrEqual(CAPTCHA_AUDIO.tail[0] - 0.01);
    }
  });

  it('sounds the same every time for one challenge, and different for another challenge with the same code', () => {
    const id = crypto.randomUUID();
    expect(speak(id, 'K3WX')).toEqual(speak(id, 'K3WX'));
    const other = speak(crypto.randomUUID(), 'K3WX');
    const first = speak(id, 'K3WX');
    expect(other).not.toEqual(first);
    // Not even the bytes of one letter repeat: the hiss, the loudness and the silences change.
    const firstLetter = (bytes: Uint8Array) => {
      const { start } = findSpokenCode(readWav(bytes), 'K').letters[0]!;
      return Buffer.from(bytes.subarray(44 + start, 44 + start + clipSamples('K').length)).toString('hex');
    };
    expect(firstLetter(other)).not.toBe(firstLetter(first));
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => speak('x', 'K0WX')).toThrow();
    expect(() => speak('x', 'k3wx')).toThrow();
  });
});
