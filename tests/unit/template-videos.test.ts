import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ambientVideoAllowed, ambientVideoSource } from '../../site/lib/public/ambient-video';
import { BACKDROP_TEMPLATE_IDS, backdropFor, templateVideo } from '../../site/lib/public/template-backdrops';
import { SCENES } from '../../site/assets/templates/scenes.mjs';
import { muxWebM } from '../../site/assets/templates/webm.mjs';

/**
 * The templates' looping videos: when a public page may add one and which file it takes, the WebM writer
 * that render-videos.mjs uses, and the committed files themselves (every template has both framings, each
 * a real WebM of the promised size, length and dimensions).
 */
const PUBLIC = new URL('../../public/', import.meta.url);

type Element = { id: number; start: number; dataStart: number; end: number };

/** Reads EBML elements between `start` and `end` (one level): enough to check the files we write. */
function readElements(bytes: Uint8Array, start = 0, end = bytes.length): Element[] {
  const vint = (at: number, keepMarker: boolean) => {
    const first = bytes[at] ?? 0;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
    return { value, length };
  };
  const elements: Element[] = [];
  let at = start;
  while (at < end) {
    const id = vint(at, true);
    const size = vint(at + id.length, false);
    const dataStart = at + id.length + size.length;
    elements.push({ id: id.value, start: at, dataStart, end: dataStart + size.value });
    at = dataStart + size.value;
  }
  return elements;
}

const child = (bytes: Uint8Array, parent: Element, id: number) => {
  const found = readElements(bytes, parent.dataStart, parent.end).find((element) => element.id === id);
  if (!found) throw new Error(`element 0x${id.toString(16)} missing`);
  return found;
};
const uintOf = (bytes: Uint8Array, element: Element) => bytes.subarray(element.dataStart, element.end).reduce((value, byte) => value * 256 + byte, 0);
const textOf = (bytes: Uint8Array, element: Element) => new TextDecoder().decode(bytes.subarray(element.dataStart, element.end));

/** The figures a player reads from a WebM file. */
function describeWebM(bytes: Uint8Array) {
  const [header, segment] = readElements(bytes);
  if (!header || !segment) throw new Error('not an EBML file');
  const info = child(bytes, segment, 0x1549a966);
  const track = child(bytes, child(bytes, segment, 0x1654ae6b), 0xae);
  const video = child(bytes, track, 0xe0);
  const cluster = child(bytes, segment, 0x1f43b675);
  const cuePoint = child(bytes, child(bytes, segment, 0x1c53bb6b), 0xbb);
  const cuePosition = child(bytes, child(bytes, cuePoint, 0xb7), 0xf1);
  const duration = child(bytes, info, 0x4489);
  const blocks = readElements(bytes, cluster.dataStart, cluster.end).filter((element) => element.id === 0xa3);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    docType: textOf(bytes, child(bytes, header, 0x4282)),
    durationMs: view.getFloat64(duration.dataStart),
    codec: textOf(bytes, child(bytes, track, 0x86)),
    width: uintOf(bytes, child(bytes, video, 0xb0)),
    height: uintOf(bytes, child(bytes, video, 0xba)),
    blockTimes: blocks.map((block) => view.getInt16(block.dataStart + 1)),
    firstIsKey: blocks[0] !== undefined && ((bytes[blocks[0].dataStart + 3] ?? 0) & 0x80) !== 0,
    clusterFoundByCue: segment.dataStart + uintOf(bytes, cuePosition) === cluster.start,
  };
}

describe('the ambient video on public pages', () => {
  it('plays only without reduced motion, without the data saver and above 2G', () => {
    expect(ambientVideoAllowed({ reducedMotion: false, saveData: false })).toBe(true);
    expect(ambientVideoAllowed({ reducedMotion: false, saveData: false, effectiveType: '4g' })).toBe(true);
    expect(ambientVideoAllowed({ reducedMotion: false, saveData: false, effectiveType: '3g' })).toBe(true);
    expect(ambientVideoAllowed({ reducedMotion: true, saveData: false })).toBe(false);
    expect(ambientVideoAllowed({ reducedMotion: false, saveData: true })).toBe(false);
    expect(ambientVideoAllowed({ reducedMotion: false, saveData: false, effectiveType: '2g' })).toBe(false);
    expect(ambientVideoAllowed({ reducedMotion: false, saveData: false, effectiveType: 'slow-2g' })).toBe(false);
  });

  it('takes the phone framing under 460 px, like the picture under it', () => {
    const video = templateVideo('template-4');
    expect(ambientVideoSource(video, 390)).toBe('/templates/template-4-mobile.webm');
    expect(ambientVideoSource(video, 459)).toBe('/templates/template-4-mobile.webm');
    expect(ambientVideoSource(video, 460)).toBe('/templates/template-4.webm');
    expect(ambientVideoSource(video, 1280)).toBe('/templates/template-4.webm');
  });

  it('gives every backdrop its template’s video, and the fallback’s for an unknown template', () => {
    expect(backdropFor('template-7', 'general-1').video).toEqual({ desktop: '/templates/template-7.webm', mobile: '/templates/template-7-mobile.webm' });
    expect(backdropFor('sin-plantilla', 'family-1').video.desktop).toBe('/templates/family-1.webm');
  });
});

describe('the WebM writer', () => {
  const frames = [
    { key: true, data: Uint8Array.from([1, 2, 3]) },
    { key: false, data: Uint8Array.from([4, 5]) },
    { key: false, data: Uint8Array.from([6]) },
  ];

  it('writes a file a player can read back: duration, codec, size, block times and a cue', () => {
    const file = describeWebM(muxWebM({ codec: 'V_VP9', width: 960, height: 420, frameMs: 40, frames }));
    expect(file).toEqual({
      docType: 'webm',
      durationMs: 120,
      codec: 'V_VP9',
      width: 960,
      height: 420,
      blockTimes: [0, 40, 80],
      firstIsKey: true,
      clusterFoundByCue: true,
    });
  });

  it('refuses a video that does not start with a keyframe or does not fit one cluster', () => {
    expect(() => muxWebM({ codec: 'V_VP9', width: 2, height: 2, frameMs: 40, frames: [{ key: false, data: new Uint8Array(1) }] })).toThrow();
    expect(() => muxWebM({ codec: 'V_VP9', width: 2, height: 2, frameMs: 40, frames: [] })).toThrow();
    const long = Array.from({ length: 900 }, (_, i) => ({ key: i === 0, data: new Uint8Array(1) }));
    expect(() => muxWebM({ codec: 'V_VP9', width: 2, height: 2, frameMs: 40, frames: long })).toThrow();
  });
});

describe('the committed template videos', () => {
  it('exist for every template, in both framings, as 8-second VP9 WebM files under 400 KB', () => {
    expect(BACKDROP_TEMPLATE_IDS).toEqual(expect.arrayContaining(['template-1', 'template-8', 'general-1', 'family-1', 'family-2']));
    for (const id of BACKDROP_TEMPLATE_IDS) {
      const { desktop, mobile } = templateVideo(id);
      for (const [path, width, height] of [
        [desktop, 960, 420],
        [mobile, 480, 584],
      ] as const) {
        const file = new URL(`.${path}`, PUBLIC);
        expect(statSync(file).size, path).toBeLessThanOrEqual(400 * 1024);
        const video = describeWebM(new Uint8Array(readFileSync(file)));
        expect(video, path).toMatchObject({ docType: 'webm', codec: 'V_VP9', width, height, durationMs: 8000, firstIsKey: true, clusterFoundByCue: true });
        expect(video.blockTimes).toHaveLength(200);
      }
      // The poster: the picture the page shows until the video plays.
      const backdrop = backdropFor(id, 'general-1');
      expect(statSync(new URL(`.${backdrop.mobile}`, PUBLIC)).size).toBeGreaterThan(0);
      expect(statSync(new URL(`.${backdrop.desktop}`, PUBLIC)).size).toBeGreaterThan(0);
    }
  });
});

describe('the animated scenes', () => {
  it('draw the still picture as the first frame and move in between', () => {
    for (const [id, draw] of Object.entries(SCENES)) {
      expect(draw(0), id).toBe(draw());
      expect(draw(0.25), id).not.toBe(draw(0));
    }
  });
});
