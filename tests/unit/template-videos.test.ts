import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ambientVideoAllowed, ambientVideoSource } from '../../site/lib/public/ambient-video';
import { BACKDROP_TEMPLATE_IDS, backdropFor, COUPLE_FALLBACK, templateVideo } from '../../site/lib/public/template-backdrops';
import { muxWebM } from '../../site/assets/templates/render-videos.mjs';
import { SCENES } from '../../site/assets/templates/scenes.mjs';

/**
 * The templates' looping videos: when a public page may add one and which file it takes, the WebM muxing
 * that render-videos.mjs does (mediabunny), and the committed files themselves (every template has both
 * framings, each a real WebM of the promised size, length and dimensions, whose cues find its clusters).
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

const children = (bytes: Uint8Array, parent: Element, id: number) =>
  readElements(bytes, parent.dataStart, parent.end).filter((element) => element.id === id);
const child = (bytes: Uint8Array, parent: Element, id: number) => {
  const found = children(bytes, parent, id)[0];
  if (!found) throw new Error(`element 0x${id.toString(16)} missing`);
  return found;
};
const uintOf = (bytes: Uint8Array, element: Element) =>
  bytes.subarray(element.dataStart, element.end).reduce((value, byte) => value * 256 + byte, 0);
const textOf = (bytes: Uint8Array, element: Element) => new TextDecoder().decode(bytes.subarray(element.dataStart, element.end));

/**
 * The figures a player reads from a WebM file (timestamps in milliseconds, the files' TimecodeScale). Every
 * cluster is read: a block's time is its cluster's time plus its own offset, and every cue must point at
 * a cluster that starts at the cue's time, with a keyframe.
 */
function describeWebM(bytes: Uint8Array) {
  const [header, segment] = readElements(bytes);
  if (!header || !segment) throw new Error('not an EBML file');
  const info = child(bytes, segment, 0x1549a966);
  const track = child(bytes, child(bytes, segment, 0x1654ae6b), 0xae);
  const video = child(bytes, track, 0xe0);
  const clusters = children(bytes, segment, 0x1f43b675);
  const duration = child(bytes, info, 0x4489);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const blocks = clusters.flatMap((cluster) => {
    const time = uintOf(bytes, child(bytes, cluster, 0xe7));
    return children(bytes, cluster, 0xa3).map((block) => ({
      cluster: cluster.start,
      time: time + view.getInt16(block.dataStart + 1),
      key: ((bytes[block.dataStart + 3] ?? 0) & 0x80) !== 0,
    }));
  });
  const cues = children(bytes, child(bytes, segment, 0x1c53bb6b), 0xbb).map((cuePoint) => ({
    time: uintOf(bytes, child(bytes, cuePoint, 0xb3)),
    at: segment.dataStart + uintOf(bytes, child(bytes, child(bytes, cuePoint, 0xb7), 0xf1)),
  }));
  return {
    docType: textOf(bytes, child(bytes, header, 0x4282)),
    durationMs: view.getFloat64(duration.dataStart),
    timecodeScale: uintOf(bytes, child(bytes, info, 0x2ad7b1)),
    codec: textOf(bytes, child(bytes, track, 0x86)),
    frameNs: uintOf(bytes, child(bytes, track, 0x23e383)),
    width: uintOf(bytes, child(bytes, video, 0xb0)),
    height: uintOf(bytes, child(bytes, video, 0xba)),
    blockTimes: blocks.map((block) => block.time),
    keyTimes: blocks.filter((block) => block.key).map((block) => block.time),
    firstIsKey: blocks[0]?.key === true,
    cueCount: cues.length,
    everyClusterFoundByCue:
      clusters.length > 0 &&
      clusters.every((cluster) => {
        const first = blocks.find((block) => block.cluster === cluster.start);
        return first !== undefined && first.key && cues.some((cue) => cue.at === cluster.start && cue.time === first.time);
      }),
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
    expect(backdropFor('template-7', 'general-1').video).toEqual({
      desktop: '/templates/template-7.webm',
      mobile: '/templates/template-7-mobile.webm',
    });
    expect(backdropFor('sin-plantilla', 'family-1').video.desktop).toBe('/templates/family-1.webm');
  });

  it('gives the couple page its own backdrop: pictures, colours and video', () => {
    expect(backdropFor('sin-plantilla', COUPLE_FALLBACK).id).toBe('couple-1');
    expect(backdropFor('couple-1', 'general-1')).toEqual({
      id: 'couple-1',
      mobile: '/templates/couple-1-mobile.webp',
      desktop: '/templates/couple-1-desktop.webp',
      color: '#dba7ab',
      accent: '#a44862',
      video: { desktop: '/templates/couple-1.webm', mobile: '/templates/couple-1-mobile.webm' },
    });
  });
});

describe('the WebM muxing (mediabunny)', () => {
  // Stand-in frames: the muxer copies the encoder's bytes; without a colour space it does not look inside.
  const decoderConfig = { codec: 'vp09.00.30.08', codedWidth: 960, codedHeight: 420 };
  const frames = [
    { key: true, data: Uint8Array.from([1, 2, 3]) },
    { key: false, data: Uint8Array.from([4, 5]) },
    { key: false, data: Uint8Array.from([6]) },
  ];

  it('writes a file a player can read back: duration, codec, size, exact block times and a cue', async () => {
    const file = describeWebM(await muxWebM({ decoderConfig, fps: 25, frames }));
    expect(file).toEqual({
      docType: 'webm',
      durationMs: 120,
      timecodeScale: 1_000_000,
      codec: 'V_VP9',
      frameNs: 40_000_000,
      width: 960,
      height: 420,
      blockTimes: [0, 40, 80],
      keyTimes: [0],
      firstIsKey: true,
      cueCount: 1,
      everyClusterFoundByCue: true,
    });
  });

  it('keeps every time exact over a long video, a cue for each cluster it starts at a keyframe', async () => {
    const long = Array.from({ length: 900 }, (_, i) => ({ key: i % 100 === 0, data: Uint8Array.from([i % 256]) }));
    const file = describeWebM(await muxWebM({ decoderConfig, fps: 25, frames: long }));
    expect(file.durationMs).toBe(36_000);
    expect(file.blockTimes).toEqual(long.map((_, i) => i * 40));
    expect(file.keyTimes).toEqual([0, 4000, 8000, 12000, 16000, 20000, 24000, 28000, 32000]);
    expect(file.cueCount).toBeGreaterThan(1);
    expect(file.everyClusterFoundByCue).toBe(true);
  });

  it('refuses a video that does not start with a keyframe, an empty one and one that is not VP9', async () => {
    await expect(muxWebM({ decoderConfig, fps: 25, frames: [{ key: false, data: new Uint8Array(1) }] })).rejects.toThrow();
    await expect(muxWebM({ decoderConfig, fps: 25, frames: [] })).rejects.toThrow();
    await expect(muxWebM({ decoderConfig: { ...decoderConfig, codec: 'avc1.42001f' }, fps: 25, frames })).rejects.toThrow();
  });
});

describe('the committed template videos', () => {
  it('exist for every template, in both framings, as 8-second VP9 WebM files under 400 KB', () => {
    expect(BACKDROP_TEMPLATE_IDS).toEqual(
      expect.arrayContaining(['template-1', 'template-8', 'general-1', 'family-1', 'family-2', 'couple-1']),
    );
    // Every scene is drawn into a backdrop, and every backdrop has its scene.
    expect([...BACKDROP_TEMPLATE_IDS].sort()).toEqual(Object.keys(SCENES).sort());
    for (const id of BACKDROP_TEMPLATE_IDS) {
      const { desktop, mobile } = templateVideo(id);
      for (const [path, width, height] of [
        [desktop, 960, 420],
        [mobile, 480, 584],
      ] as const) {
        const file = new URL(`.${path}`, PUBLIC);
        expect(statSync(file).size, path).toBeLessThanOrEqual(400 * 1024);
        const video = describeWebM(new Uint8Array(readFileSync(file)));
        expect(video, path).toMatchObject({
          docType: 'webm',
          codec: 'V_VP9',
          width,
          height,
          durationMs: 8000,
          firstIsKey: true,
          everyClusterFoundByCue: true,
        });
        expect(video.blockTimes, path).toEqual(Array.from({ length: 200 }, (_, i) => i * 40));
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
