// A minimal WebM (Matroska) writer for the templates' looping videos (render-videos.mjs): one video track,
// every frame a SimpleBlock in one cluster, with the Duration, a seek head and a cue at the first keyframe
// that players need to loop and seek. No dependencies; pure, so tests/unit can read its output back.
/* global TextEncoder */

/** @typedef {{ data: Uint8Array, key: boolean }} Frame */
/** @typedef {{ codec: 'V_VP8' | 'V_VP9', width: number, height: number, frameMs: number, frames: Frame[], app?: string }} Video */

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
};

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** An element ID: its bytes already carry the length marker. @param {number} id */
function idBytes(id) {
  const bytes = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Uint8Array.from(bytes);
}

/** An element size as an EBML variable-length integer, in as few bytes as it fits. @param {number} size */
function sizeBytes(size) {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length += 1;
  const bytes = new Uint8Array(length);
  let v = size;
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = v % 256;
    v = Math.floor(v / 256);
  }
  bytes[0] |= 1 << (8 - length);
  return bytes;
}

/** An unsigned integer, big-endian, in `width` bytes (or as few as it needs). @param {number} value @param {number} [width] */
function uint(value, width) {
  let length = width ?? 1;
  if (width === undefined) while (value >= 2 ** (8 * length)) length += 1;
  const bytes = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--) {
    bytes[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return bytes;
}

/** @param {number} id @param {Uint8Array | Uint8Array[]} payload */
function element(id, payload) {
  const body = Array.isArray(payload) ? concat(payload) : payload;
  return concat([idBytes(id), sizeBytes(body.length), body]);
}

const text = (/** @type {string} */ value) => new TextEncoder().encode(value);

/** @param {number} value */
function float64(value) {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return bytes;
}

/**
 * The WebM file for `video`: frames in order, one every `frameMs` milliseconds (whole milliseconds keep
 * every block time exact), the first one a keyframe.
 * @param {Video} video
 * @returns {Uint8Array}
 */
export function muxWebM({ codec, width, height, frameMs, frames, app = 'recuerdos-eternos render-videos' }) {
  if (frames.length === 0 || !frames[0]?.key) throw new Error('a WebM needs a keyframe first');
  if (!Number.isInteger(frameMs) || frameMs * (frames.length - 1) > 32767) throw new Error('frames must fit one cluster');

  const header = element(ID.EBML, [
    element(ID.EBMLVersion, uint(1)),
    element(ID.EBMLReadVersion, uint(1)),
    element(ID.EBMLMaxIDLength, uint(4)),
    element(ID.EBMLMaxSizeLength, uint(8)),
    element(ID.DocType, text('webm')),
    element(ID.DocTypeVersion, uint(4)),
    element(ID.DocTypeReadVersion, uint(2)),
  ]);
  const info = element(ID.Info, [
    element(ID.TimecodeScale, uint(1_000_000)),
    element(ID.Duration, float64(frameMs * frames.length)),
    element(ID.MuxingApp, text(app)),
    element(ID.WritingApp, text(app)),
  ]);
  const tracks = element(ID.Tracks, [
    element(ID.TrackEntry, [
      element(ID.TrackNumber, uint(1)),
      element(ID.TrackUID, uint(1)),
      element(ID.TrackType, uint(1)),
      element(ID.FlagLacing, uint(0)),
      element(ID.CodecID, text(codec)),
      element(ID.DefaultDuration, uint(frameMs * 1_000_000)),
      element(ID.Video, [element(ID.PixelWidth, uint(width)), element(ID.PixelHeight, uint(height))]),
    ]),
  ]);
  const blocks = frames.map((frame, index) => {
    // Track 1, time relative to the cluster (signed 16 bits), flags: keyframe.
    const head = new Uint8Array(4);
    head[0] = 0x81;
    new DataView(head.buffer).setInt16(1, index * frameMs);
    head[3] = frame.key ? 0x80 : 0;
    return element(ID.SimpleBlock, [head, frame.data]);
  });
  const cluster = element(ID.Cluster, [element(ID.Timecode, uint(0)), ...blocks]);

  // Positions are counted from the start of the segment's data; fixed 4-byte fields keep sizes known.
  const seekHeadOf = (/** @type {number[]} */ positions) =>
    element(
      ID.SeekHead,
      [ID.Info, ID.Tracks, ID.Cues].map((id, i) => element(ID.Seek, [element(ID.SeekID, idBytes(id)), element(ID.SeekPosition, uint(positions[i] ?? 0, 4))])),
    );
  const cuesOf = (/** @type {number} */ clusterPosition) =>
    element(ID.Cues, [
      element(ID.CuePoint, [
        element(ID.CueTime, uint(0)),
        element(ID.CueTrackPositions, [element(ID.CueTrack, uint(1)), element(ID.CueClusterPosition, uint(clusterPosition, 4))]),
      ]),
    ]);
  const seekHeadLength = seekHeadOf([0, 0, 0]).length;
  const infoAt = seekHeadLength;
  const tracksAt = infoAt + info.length;
  const cuesAt = tracksAt + tracks.length;
  const clusterAt = cuesAt + cuesOf(0).length;
  const segment = element(ID.Segment, [seekHeadOf([infoAt, tracksAt, cuesAt]), info, tracks, cuesOf(clusterAt), cluster]);
  return concat([header, segment]);
}
