import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { heartModel, QUIET } from '../../worker/qr/heart';
import { heartPdf, PLAQUE_PT } from '../../worker/qr/pdf';
import { heartPng, PNG_SIZE } from '../../worker/qr/png';
import { heartSvg } from '../../worker/qr/svg';
import { decodeGreyPng, decodeQr, onCanvas, renderSvg } from '../helpers/qr-decode';

const URLS = ['HTTPS://RECUERDOSETERNOS.CO/Q/7K3M9P', 'HTTP://LOCALHOST:4321/Q/ABCDEF', 'HTTPS://RECUERDOSETERNOS.CO/Q/ZZ2345'];

type Box = { x: number; y: number; w: number; h: number };

/** The rectangles of the modules path: every subpath is `M x y h w v 1 h -w Z`. */
function svgRects(svg: string): Box[] {
  const d = /<path fill="#000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const rects = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)h([\d.]+)v1h-([\d.]+)Z/g)].map((m) => ({ x: +m[1]!, y: +m[2]!, w: +m[3]!, h: 1 }));
  expect(rects.map((r) => `M${r.x} ${r.y}h${r.w}v1h-${r.w}Z`).join('')).toBe(d);
  return rects;
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 1e-9 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 1e-9;

async function pdfContent(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
  const text = streams.map((s) => (s instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(s).decode()) : '')).join('\n');
  return { doc, page, text };
}

describe('heart QR model', () => {
  it('puts the real code (level H, alphanumeric) in the centre with a 4-module quiet zone, inside the heart', () => {
    const model = heartModel(URLS[0]!);
    expect(model.version).toBe(4);
    expect(model.codeSize).toBe(33);
    const n = model.codeSize;
    const inQuiet = (x: number, y: number) =>
      x >= -QUIET && x < n + QUIET && y >= -QUIET && y < n + QUIET && !(x >= 0 && x < n && y >= 0 && y < n);
    for (const r of model.runs) for (let x = r.x; x < r.x + r.w; x++) expect(inQuiet(x, r.y)).toBe(false);
    // Decorative modules exist above, below and on both sides (the lobes and the point).
    expect(model.runs.some((r) => r.y < -QUIET)).toBe(true);
    expect(model.runs.some((r) => r.y >= n + QUIET)).toBe(true);
    expect(model.runs.some((r) => r.x < -QUIET)).toBe(true);
    expect(model.runs.some((r) => r.x + r.w > n + QUIET)).toBe(true);
    expect(model.box.width).toBeGreaterThan(n + 2 * QUIET);
  });

  it('is deterministic for a URL and differs between URLs', () => {
    expect(heartSvg(URLS[0]!)).toBe(heartSvg(URLS[0]!));
    expect(heartSvg(URLS[0]!)).not.toBe(heartSvg(URLS[2]!));
  });
});

describe('heart QR SVG', () => {
  it.each(URLS)('is one colour and its module rectangles never overlap (%s)', (url) => {
    const svg = heartSvg(url);
    expect(new Set(svg.match(/(fill|stroke)="[^"]*"/g))).toEqual(new Set(['fill="#000"']));
    expect(svg).not.toMatch(/<(rect|circle|image|text|line|polyline)\b/);
    expect(svg).toContain('width="60mm" height="60mm"');
    const rects = svgRects(svg);
    expect(rects.length).toBe(heartModel(url).runs.length);
    let overlaps = 0;
    for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) if (overlap(rects[i]!, rects[j]!)) overlaps++;
    expect(overlaps).toBe(0);
    // The outline: two closed subpaths filled even-odd (a ring).
    const outline = /fill-rule="evenodd" d="([^"]*)"/.exec(svg)?.[1] ?? '';
    expect(outline.match(/M/g)).toHaveLength(2);
    expect(outline.match(/Z/g)).toHaveLength(2);
  });

  it.each(URLS)('decodes at the plaque size, 6 cm at 300 dpi (%s)', (url) => {
    expect(decodeQr(renderSvg(heartSvg(url), 709))).toBe(url);
  });

  it.each(URLS)('decodes as a phone photo sees it: the heart 300 px wide in a larger picture (%s)', (url) => {
    expect(decodeQr(onCanvas(renderSvg(heartSvg(url), 300), 720, 960, 170, 310))).toBe(url);
  });

  it('decodes even at 200 px wide', () => {
    expect(decodeQr(onCanvas(renderSvg(heartSvg(URLS[0]!), 200), 640, 480, 220, 140))).toBe(URLS[0]);
  });
});

describe('heart QR PNG', () => {
  it.each(URLS)('is a 1200 × 1200 PNG that decodes (%s)', async (url) => {
    const png = await heartPng(url);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = decodeGreyPng(png);
    expect([image.width, image.height]).toEqual([PNG_SIZE, PNG_SIZE]);
    expect(decodeQr(image)).toBe(url);
  });
});

describe('heart QR PDF', () => {
  it.each(URLS)('is one 60 mm page, vector only, with one rectangle per SVG rectangle, and decodes when re-drawn (%s)', async (url) => {
    const bytes = await heartPdf(url);
    const { doc, page, text } = await pdfContent(bytes);
    expect(doc.getPageCount()).toBe(1);
    const box = page.node
      .MediaBox()
      .asArray()
      .map((v) => (v as PDFNumber).asNumber());
    expect(box[0]).toBe(0);
    expect(box[1]).toBe(0);
    expect(box[2]).toBeCloseTo(170.0787, 3);
    expect(box[3]).toBeCloseTo(170.0787, 3);
    expect(PLAQUE_PT).toBeCloseTo(170.0787, 3);
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    expect(xobjects?.keys().length ?? 0).toBe(0);
    expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/\/Subtype\s*\/Image/);
    expect(text).not.toMatch(/\bDo\b|\bBI\b/);

    const rects = [...text.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number));
    expect(rects.length).toBe(svgRects(heartSvg(url)).length);
    expect(text).toMatch(/f\*/);
    // Re-draw the PDF's own rectangles (y flipped) and scan them.
    const body = rects.map(([x, y, w, h]) => `<rect x="${x}" y="${PLAQUE_PT - y! - h!}" width="${w}" height="${h}"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLAQUE_PT} ${PLAQUE_PT}">${body}</svg>`;
    expect(decodeQr(renderSvg(svg, 709))).toBe(url);
  });
});
