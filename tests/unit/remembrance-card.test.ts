import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFRef, PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { cardLayout, cardPhrase, DEFAULT_PHRASE, lifeDates, longDate, remembranceCardPdf, type CardSize } from '../../worker/qr/remembrance-card';
import { seedJpeg, pngImage } from '../helpers/media-fixtures';
import { decodeQr, renderSvg } from '../helpers/qr-decode';

const URL = 'HTTPS://RECUERDOSETERNOS.CO/Q/7K3M9P';
const base = { name: 'María Elena Rodríguez Núñez', birthDate: '1948-03-15', deathDate: '2023-08-22', phrase: 'Amaba los girasoles y la música de su pueblo.', url: URL };

async function pageOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
  const text = streams.map((s) => (s instanceof PDFRawStream ? new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()) : '')).join('\n');
  const box = page.node.MediaBox().asArray().map((v) => (v as PDFNumber).asNumber());
  const images = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
  return { doc, text, box, images };
}

/** Re-draws the `re` rectangles that fall inside the QR box (y flipped) and scans them. */
function scanQr(text: string, size: CardSize, withPhoto: boolean): string | null {
  const { qr } = cardLayout(size, withPhoto);
  const inside = ([x, y, w, h]: number[]) => x! >= qr.x - 0.01 && y! >= qr.y - 0.01 && x! + w! <= qr.x + qr.w + 0.01 && y! + h! <= qr.y + qr.h + 0.01;
  const rects = [...text.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number)).filter(inside);
  expect(rects.length).toBeGreaterThan(100);
  const body = rects.map(([x, y, w, h]) => `<rect x="${x! - qr.x}" y="${qr.y + qr.h - y! - h!}" width="${w}" height="${h}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.w} ${qr.h}">${body}</svg>`;
  return decodeQr(renderSvg(svg, 709));
}

describe('remembrance card PDF', () => {
  it.each([
    ['wallet', 240.94, 155.91],
    ['a6', 297.64, 419.53],
  ] as const)('is one %s page of the exact size, with a QR of at least 22 mm that decodes to the URL', async (size, width, height) => {
    for (const photo of [undefined, { bytes: seedJpeg(), type: 'jpeg' as const }]) {
      const bytes = await remembranceCardPdf({ ...base, photo, size });
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const { doc, text, box, images } = await pageOf(bytes);
      expect(doc.getPageCount()).toBe(1);
      expect(box[0]).toBe(0);
      expect(box[1]).toBe(0);
      expect(box[2]).toBeCloseTo(width, 2);
      expect(box[3]).toBeCloseTo(height, 2);
      expect(images).toBe(photo ? 1 : 0);
      expect(cardLayout(size, !!photo).qr.w).toBeGreaterThanOrEqual((22 / 25.4) * 72);
      expect(scanQr(text, size, !!photo)).toBe(URL);
    }
  });

  it('keeps every part inside the page and the photo, text and QR apart', () => {
    const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
      Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
    for (const size of ['wallet', 'a6'] as const) {
      for (const withPhoto of [true, false]) {
        const layout = cardLayout(size, withPhoto);
        const parts = [layout.photo, layout.text, layout.qr, layout.caption].filter((b) => b !== null);
        for (const b of parts) {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.y).toBeGreaterThanOrEqual(0);
          expect(b.w).toBeGreaterThan(0);
          expect(b.h).toBeGreaterThan(0);
          expect(b.x + b.w).toBeLessThanOrEqual(layout.width);
          expect(b.y + b.h).toBeLessThanOrEqual(layout.height);
        }
        for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i]!, parts[j]!)).toBe(false);
      }
    }
  });

  it('accepts a PNG photo and lays out without an unreadable one', async () => {
    const png = await pageOf(await remembranceCardPdf({ ...base, size: 'a6', photo: { bytes: pngImage(300, 400), type: 'png' } }));
    expect(png.images).toBe(1);
    const broken = await remembranceCardPdf({ ...base, size: 'wallet', photo: { bytes: new Uint8Array([1, 2, 3]), type: 'jpeg' } });
    const { text, images } = await pageOf(broken);
    expect(images).toBe(0);
    expect(scanQr(text, 'wallet', false)).toBe(URL);
  });

  it("prints a family's members with their years instead of one life's dates", async () => {
    const { text } = await pageOf(await remembranceCardPdf({ ...base, size: 'a6', birthDate: null, deathDate: null, dates: 'Jorge (1940–2015) · Rosa (1945–2020)' }));
    const shown = [...text.matchAll(/<([0-9A-Fa-f]+)> Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join(' ');
    expect(shown).toContain('Jorge (1940');
    expect(shown).toContain('Rosa (1945');
    expect(shown).not.toContain('1948');
  });

  it('never fails on characters the standard fonts cannot encode', async () => {
    for (const size of ['wallet', 'a6'] as const) {
      const bytes = await remembranceCardPdf({
        ...base,
        size,
        name: '🌻 Ana Łucía Şahin 李 Ñandú Güiza 🕊️',
        phrase: 'Te extrañamos 💐 cada día — “siempre” ✝',
      });
      const { doc } = await pageOf(bytes);
      expect(doc.getTitle()).toBe('Recordatorio Ana Lucía Sahin Ñandú Güiza');
    }
    await expect(remembranceCardPdf({ ...base, size: 'wallet', name: '🌻🌻', phrase: '💐' })).resolves.toBeInstanceOf(Uint8Array);
  });

  it('survives a very long name and a long unbroken word', async () => {
    const name = 'Aurelio Buendía '.repeat(12) + 'X'.repeat(120);
    for (const size of ['wallet', 'a6'] as const) {
      await expect(remembranceCardPdf({ ...base, size, name, phrase: 'y'.repeat(400) })).resolves.toBeInstanceOf(Uint8Array);
    }
  });
});

describe('remembrance card texts', () => {
  it('writes es-CO long dates', () => {
    expect(longDate('1948-03-15')).toBe('15 de marzo de 1948');
    expect(longDate('2023-08-02')).toBe('2 de agosto de 2023');
    expect(longDate('nope')).toBeNull();
    expect(lifeDates('1948-03-15', '2023-08-22')).toBe('15 de marzo de 1948 – 22 de agosto de 2023');
    expect(lifeDates(null, '2023-08-22')).toBe('22 de agosto de 2023');
    expect(lifeDates(null, null)).toBeNull();
  });

  it('cuts the description to a short phrase at a word boundary', () => {
    expect(cardPhrase('')).toBe(DEFAULT_PHRASE);
    expect(cardPhrase('   \n ')).toBe(DEFAULT_PHRASE);
    expect(cardPhrase('Amaba  los\ngirasoles.')).toBe('Amaba los girasoles.');
    const long = 'Fue una madre amorosa, una abuela alegre y una vecina generosa que siempre tenía café listo para quien llegara a su casa en el barrio San Antonio de Cali.';
    const phrase = cardPhrase(long);
    expect(phrase.length).toBeLessThanOrEqual(141);
    expect(phrase.endsWith('…')).toBe(true);
    expect(long.startsWith(phrase.slice(0, -1))).toBe(true);
    expect(long[phrase.length - 1]).toMatch(/[ ,]/);
  });
});
