import { sha256 } from '@oslojs/crypto/sha2';
import { decodeBase64 } from '@oslojs/encoding';
import { isCaptchaChar, type CaptchaChar } from '../glyphs';
import type { Random } from '../svg';
import { CLIPS } from './clips';
import { CLIP_RATE } from './spoken-names';

/**
 * The captcha's audio alternative (WCAG 2.2 1.1.1): the same code spoken letter by letter, stitched from the
 * recorded clips (clips.ts) into one WAV, 16 kHz mono 8-bit PCM, which every browser plays. Each challenge
 * varies the silence before the first letter and between letters, each letter's loudness, and the level of a
 * soft hiss under everything, so no two challenges give the same bytes for the same letter. That does not
 * stop a script that knows the clips (the spoken code is the same secret as the picture, as WCAG practice
 * accepts); it only keeps the file from being a lookup table.
 */
export const CAPTCHA_AUDIO = {
  /** Seconds of silence before the first letter, between letters and after the last. */
  lead: [0.35, 0.6],
  gap: [0.5, 0.8],
  tail: [0.3, 0.4],
  /** Each letter's loudness, a factor of its peak-normalised clip. */
  gain: [0.72, 1],
  /** The hiss's amplitude, as a fraction of full scale: well under the speech. */
  noise: [0.015, 0.03],
} as const;

/** G.711 µ-law to a sample in [-1, 1]. */
function muLawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u >> 4) & 0x07)) - 0x84;
  return ((u & 0x80) ? -magnitude : magnitude) / 32_768;
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

/**
 * The randomness one challenge's audio is drawn from: seeded by its id and its code, so every request for
 * the same challenge gets the same file (a replay sounds the same, a range request matches), and nobody
 * without the code can predict its noise.
 */
export function challengeRandom(captchaId: string, code: string): Random {
  const seed = new DataView(sha256(new TextEncoder().encode(`captcha-audio:${captchaId}:${code}`)).buffer);
  // sfc32: four 32-bit words of state, plenty for a few seconds of hiss.
  let a = seed.getUint32(0);
  let b = seed.getUint32(4);
  let c = seed.getUint32(8);
  let d = seed.getUint32(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
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

/** Where each letter starts in the audio, in samples, and how loud it is: the layout of one challenge. */
export type SpokenLetter = { char: CaptchaChar; start: number; gain: number };

/** `code` (characters from CAPTCHA_ALPHABET) spoken as a WAV file. */
export function speakCaptcha(code: string, random: Random): Uint8Array<ArrayBuffer> {
  const between = ([min, max]: readonly [number, number]) => min + (max - min) * random();
  const seconds = (range: readonly [number, number]) => Math.round(between(range) * CLIP_RATE);

  const letters: SpokenLetter[] = [];
  let length = seconds(CAPTCHA_AUDIO.lead);
  for (const [index, char] of [...code].entries()) {
    if (!isCaptchaChar(char)) throw new Error('Character outside the captcha alphabet');
    if (index > 0) length += seconds(CAPTCHA_AUDIO.gap);
    letters.push({ char, start: length, gain: between(CAPTCHA_AUDIO.gain) });
    length += clipSamples(char).length;
  }
  length += seconds(CAPTCHA_AUDIO.tail);

  const samples = new Float32Array(length);
  for (const { char, start, gain } of letters) {
    const clip = clipSamples(char);
    for (let i = 0; i < clip.length; i++) samples[start + i] = clip[i]! * gain;
  }
  // A soft hiss: white noise through a one-pole low-pass, so it sounds like a quiet line rather than static.
  const level = between(CAPTCHA_AUDIO.noise);
  let hiss = 0;
  for (let i = 0; i < length; i++) {
    hiss = 0.6 * hiss + 0.4 * (random() * 2 - 1);
    samples[i] = samples[i]! + hiss * level * 2;
  }
  return wavFile(samples);
}
