import { decodeBase64 } from '@oslojs/encoding';
import { CAPTCHA_ALPHABET, isCaptchaChar, type CaptchaChar } from '../glyphs';
import type { Random } from '../svg';
import { CLIPS } from './clips';
import { CLIP_RATE } from './spoken-names';

/**
 * The captcha's audio alternative (WCAG 2.2 1.1.1): the same code spoken letter by letter, built from the
 * recorded clips (clips.ts) into one WAV, 16 kHz mono 8-bit PCM, which every browser plays.
 *
 * The clips are public (they are in this repository), so pasting them verbatim would let a script find each one
 * by cross-correlation and read the code. Every letter of every answer is therefore made anew:
 * - resampled by its own factor, 10–20 % faster or slower (which shifts its pitch by as much), drifting a little
 *   across the letter and wavering around that, so no fixed template lines up with it for more than a moment;
 * - at its own loudness, after a random silence;
 * - over a second, quieter voice (a few other clips, each resampled, some backwards, at about a quarter of the
 *   letters' loudness) that runs under the whole answer, letters and silences alike;
 * - with a hiss whose level rises and falls.
 * All of it is drawn from crypto randomness on each request (`cryptoRandom`): a listen is never predictable,
 * not even from the challenge's id and code (only 17⁴ codes exist, so a seed made of them could be searched).
 * A person hears the four letters clearly above the rest; tests/unit/captcha-audio.test.ts checks that a
 * solver built from the clips reads the plain concatenation and not this.
 */
export const CAPTCHA_AUDIO = {
  /** Seconds of silence before the first letter, between letters and after the last. */
  lead: [0.3, 0.6],
  gap: [0.35, 0.75],
  tail: [0.3, 0.45],
  /** How much faster or slower each letter is played (its pitch moves with it), either way. */
  rate: [0.1, 0.2],
  /** How far the rate drifts from a letter's start to its end, and how much it wavers around that. */
  drift: 0.05,
  waver: 0.025,
  /** Each letter's loudness, a factor of its peak-normalised clip. */
  gain: [0.74, 0.92],
  /** The second voice's loudness: about a quarter of the letters'. */
  babble: [0.14, 0.24],
  /** The hiss's amplitude, as a fraction of full scale, before it rises and falls by up to half. */
  noise: [0.02, 0.04],
} as const;

/** G.711 µ-law to a sample in [-1, 1]. */
function muLawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u >> 4) & 0x07)) - 0x84;
  return (u & 0x80 ? -magnitude : magnitude) / 32_768;
}

const MU_LAW = Float32Array.from({ length: 256 }, (_, byte) => muLawToLinear(byte));

/** Decoded once per isolate, on first use. */
const decoded = new Map<CaptchaChar, Float32Array>();

/** A character's clip as samples in [-1, 1] at CLIP_RATE. */
export function clipSamples(char: CaptchaChar): Float32Array {
  let samples = decoded.get(char);
  if (!samples) {
    samples = Float32Array.from(decodeBase64(CLIPS[char]), (byte) => MU_LAW[byte]!);
    decoded.set(char, samples);
  }
  return samples;
}

/** A WAV file holding 8-bit unsigned mono PCM at CLIP_RATE. */
function wavFile(samples: Float32Array): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(44 + samples.length);
  const view = new DataView(file.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, CLIP_RATE, true);
  view.setUint32(28, CLIP_RATE, true); // bytes a second: one byte a sample
  view.setUint16(32, 1, true); // bytes a frame
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, samples.length, true);
  for (let i = 0; i < samples.length; i++) file[44 + i] = Math.round(128 + 127 * Math.max(-1, Math.min(1, samples[i]!)));
  return file;
}

/**
 * `clip` played at a changing speed: `rate` samples of the clip per sample out (above 1 faster and higher),
 * read with linear interpolation, so the letter's length and pitch change together.
 */
function resample(clip: Float32Array, rate: (position: number) => number): Float32Array {
  const out: number[] = [];
  for (let at = 0; at < clip.length - 1; at += rate(at / clip.length)) {
    const i = Math.floor(at);
    const frac = at - i;
    out.push(clip[i]! * (1 - frac) + clip[i + 1]! * frac);
  }
  return Float32Array.from(out);
}

/** A clip at a random rate 10–20 % away from its own, drifting across it and wavering around that. */
function varied(clip: Float32Array, random: Random, reversed = false): Float32Array {
  const between = (min: number, max: number) => min + (max - min) * random();
  const base = 1 + (random() < 0.5 ? -1 : 1) * between(...CAPTCHA_AUDIO.rate);
  const end = base * (1 + between(-CAPTCHA_AUDIO.drift, CAPTCHA_AUDIO.drift));
  const cycles = between(1.5, 4);
  const phase = between(0, 2 * Math.PI);
  const source = reversed ? clip.slice().reverse() : clip;
  return resample(source, (t) => (base + (end - base) * t) * (1 + CAPTCHA_AUDIO.waver * Math.sin(2 * Math.PI * cycles * t + phase)));
}

/** Where each letter is in the audio, in samples, and how loud it is. */
export type SpokenLetter = { char: CaptchaChar; start: number; length: number; gain: number };

/** One answer's samples and where its letters are (tests check the letters stand out). */
export type SpokenCaptcha = { samples: Float32Array; letters: SpokenLetter[] };

/** `code` (characters from CAPTCHA_ALPHABET) spoken, each letter varied anew (see CAPTCHA_AUDIO). */
export function composeCaptcha(code: string, random: Random): SpokenCaptcha {
  const between = ([min, max]: readonly [number, number]) => min + (max - min) * random();
  const seconds = (range: readonly [number, number]) => Math.round(between(range) * CLIP_RATE);

  const letters: SpokenLetter[] = [];
  const sounds: Float32Array[] = [];
  let length = seconds(CAPTCHA_AUDIO.lead);
  for (const [index, char] of [...code].entries()) {
    if (!isCaptchaChar(char)) throw new Error('Character outside the captcha alphabet');
    if (index > 0) length += seconds(CAPTCHA_AUDIO.gap);
    const sound = varied(clipSamples(char), random);
    sounds.push(sound);
    letters.push({ char, start: length, length: sound.length, gain: between(CAPTCHA_AUDIO.gain) });
    length += sound.length;
  }
  length += seconds(CAPTCHA_AUDIO.tail);

  const samples = new Float32Array(length);
  // The second voice first: other letters, some backwards, one after another from the start to the end.
  const alphabet = [...CAPTCHA_ALPHABET] as CaptchaChar[];
  for (let at = Math.round(between([0, 0.15]) * CLIP_RATE); at < length;) {
    const char = alphabet[Math.floor(random() * alphabet.length)]!;
    const sound = varied(clipSamples(char), random, random() < 0.4);
    const gain = between(CAPTCHA_AUDIO.babble);
    for (let i = 0; i < sound.length && at + i < length; i++) samples[at + i] = sound[i]! * gain;
    at += sound.length + Math.round(between([0, 0.12]) * CLIP_RATE);
  }
  for (const [index, { start, gain }] of letters.entries()) {
    const sound = sounds[index]!;
    for (let i = 0; i < sound.length; i++) samples[start + i] = samples[start + i]! + sound[i]! * gain;
  }
  // A hiss (white noise through a one-pole low-pass) whose level rises and falls.
  const level = between(CAPTCHA_AUDIO.noise);
  const period = between([0.6, 1.6]) * CLIP_RATE;
  const phase = between([0, 2 * Math.PI]);
  // The hiss's samples come from xorshift32 seeded by `random`: a crypto draw per sample would be wasted CPU.
  let state = Math.floor(random() * 2 ** 32) | 1;
  let hiss = 0;
  let peak = 0;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    hiss = 0.6 * hiss + 0.4 * ((state >>> 0) / 2 ** 31 - 1);
    samples[i] = samples[i]! + hiss * 2 * level * (1 + 0.5 * Math.sin((2 * Math.PI * i) / period + phase));
    peak = Math.max(peak, Math.abs(samples[i]!));
  }
  // Where a letter and the second voice peak together, the whole answer is turned down rather than clipped.
  if (peak > 0.98) for (let i = 0; i < length; i++) samples[i] = (samples[i]! * 0.98) / peak;
  return { samples, letters };
}

/** `code` spoken as a WAV file; `random` is `cryptoRandom()` in the Worker, so every listen differs. */
export function speakCaptcha(code: string, random: Random): Uint8Array<ArrayBuffer> {
  return wavFile(composeCaptcha(code, random).samples);
}
