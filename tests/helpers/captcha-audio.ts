import { expect } from 'vitest';
import { CAPTCHA_ALPHABET, type CaptchaChar } from '../../worker/captcha/glyphs';
import type { Random } from '../../worker/captcha/svg';
import { clipSamples } from '../../worker/captcha/audio/speak';
import { CLIP_RATE } from '../../worker/captcha/audio/spoken-names';

/** A WAV file's samples in [-1, 1], after checking it is the 16 kHz mono 8-bit PCM every browser plays. */
export function readWav(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  expect([ascii(0, 4), ascii(8, 4), ascii(12, 4), ascii(36, 4)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  expect(view.getUint32(4, true)).toBe(bytes.length - 8);
  // PCM, mono, 16 kHz, 16,000 bytes a second, 1 byte a frame, 8 bits.
  expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true)]).toEqual([1, 1, CLIP_RATE]);
  expect([view.getUint32(28, true), view.getUint16(32, true), view.getUint16(34, true)]).toEqual([CLIP_RATE, 1, 8]);
  expect(view.getUint32(40, true)).toBe(bytes.length - 44);
  return Float32Array.from(bytes.subarray(44), (byte) => (byte - 128) / 127);
}

/** The root mean square of a stretch of samples. */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / (samples.length || 1));
}

/** sfc32 from a number: the same "random" draws on every run, so tests that compose audio are deterministic. */
export function seededRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/**
 * The fixture of what the audio used to be: each letter's clip pasted verbatim at its own loudness, with random
 * silences and a soft hiss. A solver that knows the clips reads it (see solveSpokenAudio).
 */
export function speakPlainly(code: string, random: Random): Float32Array {
  const between = (min: number, max: number) => min + (max - min) * random();
  const clips = [...code].map((char) => clipSamples(char as CaptchaChar));
  const starts: number[] = [];
  let length = Math.round(between(0.35, 0.6) * CLIP_RATE);
  for (const [index, clip] of clips.entries()) {
    if (index > 0) length += Math.round(between(0.5, 0.8) * CLIP_RATE);
    starts.push(length);
    length += clip.length;
  }
  length += Math.round(between(0.3, 0.4) * CLIP_RATE);
  const samples = new Float32Array(length);
  for (const [index, clip] of clips.entries()) {
    const gain = between(0.72, 1);
    for (let i = 0; i < clip.length; i++) samples[starts[index]! + i] = clip[i]! * gain;
  }
  const level = between(0.015, 0.03);
  let hiss = 0;
  for (let i = 0; i < length; i++) {
    hiss = 0.6 * hiss + 0.4 * (random() * 2 - 1);
    samples[i] = samples[i]! + hiss * level * 2;
  }
  return samples;
}

/** In-place iterative radix-2 FFT (the inverse when `inverse`, unscaled). `re.length` is a power of two. */
function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / size;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
        [cr, ci] = [cr * wr - ci * wi, cr * wi + ci * wr];
      }
    }
  }
}

/** Every other sample from `from`, averaged in pairs: 8 kHz keeps speech and halves the work. */
function halve(samples: Float32Array, from = 0): Float32Array {
  return Float32Array.from({ length: (samples.length - from) >> 1 }, (_, i) => (samples[from + 2 * i]! + samples[from + 2 * i + 1]!) / 2);
}

/** The FFT size: 8 s at 8 kHz and a clip fit without wrapping around. */
const SIZE = 1 << 16;

type Template = { char: CaptchaChar; length: number; energy: number; re: Float64Array; im: Float64Array };

/** Each clip's spectrum, halved from its first and from its second sample (a letter may start on either). */
const templates: Template[] = [];

function clipTemplates(): Template[] {
  if (templates.length > 0) return templates;
  for (const char of CAPTCHA_ALPHABET as Iterable<CaptchaChar>) {
    for (const from of [0, 1]) {
      const clip = halve(clipSamples(char), from);
      let energy = 0;
      for (const value of clip) energy += value * value;
      const re = new Float64Array(SIZE);
      const im = new Float64Array(SIZE);
      re.set(clip);
      fft(re, im, false);
      templates.push({ char, length: clip.length, energy, re, im });
    }
  }
  return templates;
}

type Candidate = { char: CaptchaChar; start: number; end: number; score: number };

/**
 * A solver an attacker could write from the shipped clips: the normalised cross-correlation of every clip
 * against the audio at every offset (by FFT, at 8 kHz), each clip's best non-overlapping peaks, then the four
 * best matches that do not overlap one another, read in order. It reads a verbatim concatenation of the clips.
 */
export function solveSpokenAudio(audio: Float32Array, debug?: (chosen: Candidate[]) => void): string {
  // Clips are under a second (8,000 samples here): the rest of the FFT holds up to 7 s of audio.
  const samples = halve(audio).subarray(0, SIZE - 8_192);
  const sRe = new Float64Array(SIZE);
  const sIm = new Float64Array(SIZE);
  sRe.set(samples);
  fft(sRe, sIm, false);
  const energy = new Float64Array(samples.length + 1);
  for (let i = 0; i < samples.length; i++) energy[i + 1] = energy[i]! + samples[i]! * samples[i]!;

  const candidates: Candidate[] = [];
  for (const template of clipTemplates()) {
    const { char, length } = template;
    if (length > samples.length) continue;
    const re = new Float64Array(SIZE);
    const im = new Float64Array(SIZE);
    // The audio's spectrum times the clip's conjugate: the correlation at every offset, after the inverse.
    for (let k = 0; k < SIZE; k++) {
      re[k] = sRe[k]! * template.re[k]! + sIm[k]! * template.im[k]!;
      im[k] = sIm[k]! * template.re[k]! - sRe[k]! * template.im[k]!;
    }
    fft(re, im, true);
    const scores = new Float64Array(samples.length - length + 1);
    for (let start = 0; start < scores.length; start++) {
      const windowEnergy = energy[start + length]! - energy[start]!;
      scores[start] = windowEnergy > 1e-6 ? re[start]! / SIZE / Math.sqrt(windowEnergy * template.energy) : 0;
    }
    // This clip's three best places, none overlapping another.
    const taken: Candidate[] = [];
    while (taken.length < 3) {
      let best = -1;
      for (let start = 0; start < scores.length; start++) if (best < 0 || scores[start]! > scores[best]!) best = start;
      if (best < 0 || scores[best]! <= 0) break;
      taken.push({ char, start: best, end: best + length, score: scores[best]! });
      scores.fill(-1, Math.max(0, best - length + 1), best + length);
    }
    candidates.push(...taken);
  }
  candidates.sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  for (const candidate of candidates) {
    if (chosen.length === 4) break;
    if (chosen.some((other) => candidate.start < other.end && candidate.end > other.start)) continue;
    chosen.push(candidate);
  }
  debug?.(chosen);
  return chosen
    .sort((a, b) => a.start - b.start)
    .map((candidate) => candidate.char)
    .join('');
}
