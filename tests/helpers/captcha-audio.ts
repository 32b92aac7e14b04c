import { expect } from 'vitest';
import type { CaptchaChar } from '../../worker/captcha/glyphs';
import { CAPTCHA_AUDIO, clipSamples } from '../../worker/captcha/audio/speak';
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

export type FoundLetter = { char: CaptchaChar; start: number; gain: number; correlation: number };

/** How well `clip` matches `samples` at `start` (normalised cross-correlation), and at what loudness. */
function matchAt(samples: Float32Array, clip: Float32Array, clipEnergy: number, start: number) {
  let dot = 0;
  let energy = 0;
  for (let i = 0; i < clip.length; i++) {
    const value = samples[start + i] ?? 0;
    dot += value * clip[i]!;
    energy += value * value;
  }
  return { start, correlation: dot / Math.sqrt(energy * clipEnergy || 1), gain: dot / clipEnergy };
}

/** Where `clip` matches `samples` best, starting between `from` and `to`: every 4th sample, then around the best. */
function bestMatch(samples: Float32Array, clip: Float32Array, from: number, to: number) {
  let clipEnergy = 0;
  for (const value of clip) clipEnergy += value * value;
  const last = Math.min(to, samples.length - clip.length);
  let best = matchAt(samples, clip, clipEnergy, from);
  for (let start = from; start <= last; start += 4) {
    const match = matchAt(samples, clip, clipEnergy, start);
    if (match.correlation > best.correlation) best = match;
  }
  for (let start = Math.max(from, best.start - 3); start <= Math.min(last, best.start + 3); start++) {
    const match = matchAt(samples, clip, clipEnergy, start);
    if (match.correlation > best.correlation) best = match;
  }
  return best;
}

const seconds = (value: number) => Math.round(value * CLIP_RATE);

/**
 * Finds `code`'s letter clips in `samples`, one after the other within the silences the audio may leave, then
 * takes each found clip away and returns what is left: in a challenge made of those clips, only the hiss.
 */
export function findSpokenCode(samples: Float32Array, code: string): { letters: FoundLetter[]; rest: Float32Array } {
  const rest = Float32Array.from(samples);
  const letters: FoundLetter[] = [];
  let from = seconds(CAPTCHA_AUDIO.lead[0]) - 2;
  let to = seconds(CAPTCHA_AUDIO.lead[1]) + 2;
  for (const char of code as Iterable<CaptchaChar>) {
    const clip = clipSamples(char);
    const match = bestMatch(samples, clip, from, to);
    letters.push({ char, ...match });
    for (let i = 0; i < clip.length; i++) rest[match.start + i] = rest[match.start + i]! - clip[i]! * match.gain;
    from = match.start + clip.length + seconds(CAPTCHA_AUDIO.gap[0]) - 2;
    to = match.start + clip.length + seconds(CAPTCHA_AUDIO.gap[1]) + 2;
  }
  return { letters, rest };
}

/** The root mean square of a stretch of samples. */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / (samples.length || 1));
}
