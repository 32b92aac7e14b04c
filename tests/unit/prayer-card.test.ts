import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../helpers/answers';
import { FAMILY_TEMPLATES, INDIVIDUAL_TEMPLATES } from '../../db/schema/enums';
import { cardFonts, textWidth } from '../../worker/qr/card/fonts';
import { CARD_PALETTES, cardPalette, contrast } from '../../worker/qr/card/palettes';
import type { Box, CardScene, SceneOp } from '../../worker/qr/card/scene';
import {
  CardTextEmpty,
  CardTextOverflow,
  lifeDates,
  longDate,
  prayerCardPdf,
  type PrayerCardInput,
  prayerCardScene,
  prayerCardSvg,
  SCAN_TEXT,
} from '../../worker/qr/prayer-card';
import { CARD_SIZES, CARD_TEXT_PRESETS, type CardSize, OWN_TEXT_MAX } from '../../worker/schemas/prayer-card-texts';
import { pngImage, seedJpeg } from '../helpers/media-fixtures';
import { readPdf, textIn, type PdfPage } from '../helpers/pdf-text';
import { decodeQr, renderSvg } from '../helpers/qr-decode';

const QR_URL = 'HTTPS://RECUERDOSETERNOS.CO/Q/7K3M9P';
const PRINTED = 'https://recuerdoseternos.co/q/7k3m9p';
const base: PrayerCardInput = {
  size: 'a6',
  kind: 'individual',
  templateId: 'template-1',
  name: 'María Elena Rodríguez Núñez',
  birthDate: '1948-03-15',
  deathDate: '2023-08-22',
  text: { preset: 'oracion' },
  photo: { bytes: seedJpeg(), type: 'jpeg' },
  qrUrl: QR_URL,
  printedUrl: PRINTED,
};
const family: Partial<PrayerCardInput> = {
  kind: 'family',
  templateId: 'family-2',
  name: 'Familia Ruiz Gómez',
  birthDate: null,
  deathDate: null,
  members: [
    { name: 'Jorge Ruiz', birthDate: '1940-01-01', deathDate: '2015-01-01' },
    { name: 'Rosa Gómez', birthDate: '1945-01-01', deathDate: '2020-01-01' },
  ],
};
/** Exactly OWN_TEXT_MAX characters of a family's own words, with a line break. */
const OWN_WORDS =
  'Mamá, gracias por cada arepa al amanecer, por tus consejos y tu risa. Nos enseñaste a querer sin medida y a perdonar sin rencor. ' +
  'Los domingos nos reunimos alrededor de tu mesa; tus nietos cantan tus canciones y tu jardín sigue en flor.\n' +
  'Tu familia no te olvida: cada novena encendemos una vela por ti.';

const SIZES: Record<CardSize, { width: number; height: number; pages: number }> = {
  wallet: { width: 240.94, height: 155.91, pages: 2 },
  a6: { width: 297.64, height: 419.53, pages: 1 },
};

const pdfOf = async (input: Partial<PrayerCardInput>) => readPdf(await prayerCardPdf({ ...base, ...input }));
const allLines = (pages: PdfPage[]) => pages.flatMap((page) => page.lines.map((line) => line.text));
const textOps = (scene: CardScene) =>
  scene.pages.flatMap((page) => flatten(page.ops)).filter((op): op is Extract<SceneOp, { kind: 'text' }> => op.kind === 'text');
const flatten = (ops: SceneOp[]): SceneOp[] => ops.flatMap((op) => (op.kind === 'clip' ? [op, ...flatten(op.ops)] : [op]));

/** Re-draws the QR code's `re` rectangles of a PDF page in black on white and scans them. */
function scanPdfQr(page: PdfPage, box: Box): string | null {
  const bottom = page.height - box.y - box.h;
  const inside = ([x, y, w, h]: number[]) =>
    x! >= box.x - 0.01 && y! >= bottom - 0.01 && x! + w! <= box.x + box.w + 0.01 && y! + h! <= bottom + box.h + 0.01;
  const rects = [...page.content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)]
    .map((m) => m.slice(1, 5).map(Number))
    .filter(inside);
  expect(rects.length).toBeGreaterThan(100);
  const body = rects.map(([x, y, w, h]) => `<rect x="${x! - box.x}" y="${bottom + box.h - y! - h!}" width="${w}" height="${h}"/>`).join('');
  return decodeQr(renderSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box.w} ${box.h}">${body}</svg>`, 709));
}

function heartOf(scene: CardScene): { page: number; box: Box } {
  for (const [page, { ops }] of scene.pages.entries()) {
    const heart = ops.find((op) => op.kind === 'heart');
    if (heart?.kind === 'heart') return { page, box: heart.box };
  }
  throw new Error('no QR code');
}

describe('the prayer card PDF', () => {
  it.each(CARD_SIZES)(
    'is a %s card of the exact size (wallet: front and back), with a QR code of at least 22 mm that decodes to the upper-case address',
    async (size) => {
      for (const photo of [base.photo, null]) {
        const { pages } = await pdfOf({ size, photo });
        expect(pages).toHaveLength(SIZES[size].pages);
        for (const page of pages) {
          expect(page.width).toBeCloseTo(SIZES[size].width, 2);
          expect(page.height).toBeCloseTo(SIZES[size].height, 2);
        }
        expect(pages.reduce((sum, page) => sum + page.images, 0)).toBe(photo ? 1 : 0);
        const { page, box } = heartOf(prayerCardScene({ ...base, size, photo }));
        expect(box.w).toBeGreaterThanOrEqual((22 / 25.4) * 72);
        expect(scanPdfQr(pages[page]!, box)).toBe(QR_URL);
      }
    },
  );

  it.each(CARD_SIZES)('embeds every font it uses, as TrueType subsets, and leans on no viewer font (%s)', async (size) => {
    const { pages } = await pdfOf({ size });
    const fonts = pages.flatMap((page) => page.fonts);
    expect(new Set(fonts.map((font) => font.baseFont.replace(/-\d+$/, '')))).toEqual(
      new Set(['EBGaramond-SemiBold', 'EBGaramond-Regular', 'EBGaramond-Italic', 'OpenSans-Regular']),
    );
    for (const font of fonts) expect(font).toMatchObject({ subtype: 'Type0', embedded: true, fontFile: 'FontFile2' });
    // No glyph is the font's empty box (.notdef, glyph 0): every letter drawn is in the font.
    for (const line of pages.flatMap((page) => page.lines)) expect(line.glyphs).not.toContain(0);
  });

  it('prints every preset text whole, with its source, at both sizes, for a person and for a family', async () => {
    for (const size of CARD_SIZES) {
      for (const kind of [{}, family]) {
        for (const preset of CARD_TEXT_PRESETS) {
          const { pages } = await pdfOf({ size, ...kind, text: { preset: preset.id } });
          const textPage = pages[pages.length - 1]!;
          expect(textIn(textPage, 'Italic')).toBe(preset.text[kind === family ? 'family' : 'individual']);
          if (preset.source) expect(textIn(textPage, 'EBGaramond-Regular')).toContain(preset.source);
        }
      }
    }
  });

  it("prints the owner's own words whole, up to the limit, keeping their line breaks as new lines", async () => {
    expect([...OWN_WORDS]).toHaveLength(OWN_TEXT_MAX);
    for (const size of CARD_SIZES) {
      const { pages } = await pdfOf({ size, text: { own: OWN_WORDS } });
      const textPage = pages[pages.length - 1]!;
      expect(textIn(textPage, 'Italic')).toBe(OWN_WORDS.replace('\n', ' '));
      const lines = textPage.lines.filter((line) => line.font.includes('Italic')).map((line) => line.text);
      expect(lines.some((line) => line.startsWith('Tu familia no te olvida'))).toBe(true);
      expect(lines.every((line) => !line.endsWith('…'))).toBe(true);
    }
  });

  it('shrinks a longer text within its bounds and refuses, never cuts, what does not fit at the smallest size', () => {
    const sizeOf = (input: Partial<PrayerCardInput>) =>
      Math.max(
        ...textOps(prayerCardScene({ ...base, ...input }))
          .filter((op) => op.font === 'serifItalic')
          .map((op) => op.size),
      );
    expect(sizeOf({ text: { preset: 'juan11' } })).toBe(13);
    expect(sizeOf({ text: { own: OWN_WORDS } })).toBeLessThan(13);
    expect(sizeOf({ text: { own: OWN_WORDS } })).toBeGreaterThanOrEqual(7.5);
    for (const size of CARD_SIZES) {
      // A word wider than the line cannot be broken between words; fifty short lines cannot fit the height.
      expect(() => prayerCardScene({ ...base, size, text: { own: 'a'.repeat(90) } })).toThrow(CardTextOverflow);
      expect(() => prayerCardScene({ ...base, size, text: { own: Array.from({ length: 50 }, () => 'Amén').join('\n') } })).toThrow(
        CardTextOverflow,
      );
    }
  });

  it('prints the name, the shown dates, the caption and the link in lower case; hidden dates stay off', async () => {
    for (const size of CARD_SIZES) {
      const { pages } = await pdfOf({ size });
      const lines = allLines(pages);
      expect(textIn(pages[0]!, 'SemiBold')).toBe('María Elena Rodríguez Núñez');
      expect(lines.join(' ')).toContain('15 de marzo de 1948');
      expect(lines.join(' ')).toContain('22 de agosto de 2023');
      const small = textIn(pages[pages.length - 1]!, 'OpenSans');
      expect(small).toBe(`${SCAN_TEXT} recuerdoseternos.co/q/7k3m9p`);

      const hidden = allLines((await pdfOf({ size, birthDate: null })).pages).join(' ');
      expect(hidden).not.toContain('1948');
      expect(hidden).toContain('22 de agosto de 2023');
    }
  });

  it("prints a family's members with their years in place of one life's dates", async () => {
    const { pages } = await pdfOf({ ...family, size: 'a6' });
    const dates = textIn(pages[0]!, 'EBGaramond-Regular');
    expect(dates).toContain('Jorge Ruiz (1940–2015)');
    expect(dates).toContain('Rosa Gómez (1945–2020)');
    expect(textIn(pages[0]!, 'SemiBold')).toBe('Familia Ruiz Gómez');
  });

  it('keeps every line of text inside the frame and clear of the photo and the QR code', () => {
    const overlap = (a: Box, b: Box) =>
      Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
    for (const size of CARD_SIZES) {
      for (const input of [
        {},
        { photo: null },
        family,
        { text: { own: OWN_WORDS } },
        { name: 'Aurelio José de la Santísima Trinidad Buendía Iguarán de los Ríos Montenegro' },
      ]) {
        const scene = prayerCardScene({ ...base, size, ...input });
        const margin = size === 'a6' ? (5.6 / 25.4) * 72 : (4 / 25.4) * 72;
        for (const page of scene.pages) {
          const ops = flatten(page.ops);
          const blockers = ops.flatMap((op) => (op.kind === 'heart' || op.kind === 'photo' ? [op.box] : []));
          for (const op of textOps({ ...scene, pages: [page] })) {
            // The line's ink: from its ascenders to its descenders, as wide as its glyphs' advances.
            const line: Box = {
              x: op.x,
              y: op.baseline - op.size * 0.75,
              w: textWidth(cardFonts()[op.font], op.text, op.size),
              h: op.size,
            };
            expect(line.x).toBeGreaterThanOrEqual(margin);
            expect(line.x + line.w).toBeLessThanOrEqual(scene.width - margin);
            expect(line.y).toBeGreaterThanOrEqual(margin);
            expect(line.y + line.h).toBeLessThanOrEqual(scene.height - margin);
            for (const blocker of blockers) expect(overlap(line, blocker), op.text).toBe(false);
          }
        }
      }
    }
  });

  it('accepts a PNG photo, and goes out with no photo rather than fail on an unreadable one', async () => {
    const png = await pdfOf({ photo: { bytes: pngImage(300, 400), type: 'png' } });
    expect(png.pages[0]!.images).toBe(1);
    for (const size of CARD_SIZES) {
      const broken = await pdfOf({ size, photo: { bytes: new Uint8Array([1, 2, 3]), type: 'jpeg' } });
      expect(broken.pages.reduce((sum, page) => sum + page.images, 0)).toBe(0);
    }
  });

  it('draws letters the fonts lack without their mark, drops what they cannot draw, and refuses words with nothing printable', async () => {
    for (const size of CARD_SIZES) {
      const { doc, pages } = await pdfOf({
        size,
        name: '🌻 Ana Łucía Şahin 李 Ñandú Güiza 🕊️',
        text: { own: 'Te extrañamos 💐 cada día — “siempre” ✝' },
      });
      expect(doc.getTitle()).toBe('Recordatorio Ana Lucía Sahin Ñandú Güiza');
      expect(textIn(pages[0]!, 'SemiBold')).toBe('Ana Lucía Sahin Ñandú Güiza');
      expect(textIn(pages[pages.length - 1]!, 'Italic')).toBe('Te extrañamos cada día — “siempre”');
    }
    expect(() => prayerCardScene({ ...base, text: { own: '💐🕊️' } })).toThrow(CardTextEmpty);
  });
});

describe('the preview', () => {
  it.each(CARD_SIZES)('draws the same card as an SVG (%s) whose QR code scans, without the words as markup', async (size) => {
    const svg = prayerCardSvg({ ...base, size, text: { own: 'Te amamos <script>alert(1)</script> & siempre' } });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('Te amamos');
    expect(svg).toContain('data:image/jpeg;base64,');
    const scene = prayerCardScene({ ...base, size });
    // The viewBox holds every side: the wallet card's two, one above the other.
    const [, , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(width).toBeCloseTo(scene.width, 1);
    expect(height).toBeGreaterThanOrEqual(scene.height * scene.pages.length);
    // Every line of the PDF is a run of glyphs in the SVG.
    expect(svg.match(/<g fill="#[0-9a-f]{6}" transform="translate\([\d. ]+\) scale\([\d.e-]+ -[\d.e-]+\)">/g)?.length).toBe(
      textOps(prayerCardScene({ ...base, size, text: { own: 'Te amamos <script>alert(1)</script> & siempre' } })).length,
    );
    expect(decodeQr(renderSvg(svg, 1600))).toBe(QR_URL);
  });
});

describe('the card’s colours', () => {
  it('has a palette for every design, whose ink is dark enough on its paper and sky for the QR code and small print', () => {
    for (const template of [...INDIVIDUAL_TEMPLATES, ...FAMILY_TEMPLATES]) {
      const palette = CARD_PALETTES[template];
      expect(palette, template).toBeDefined();
      expect(contrast(palette!.ink, palette!.paper), template).toBeGreaterThanOrEqual(10);
      expect(contrast(palette!.frame, palette!.paper), template).toBeGreaterThanOrEqual(3);
    }
    expect(cardPalette('desconocido')).toBe(CARD_PALETTES['general-1']);
  });
});

describe('prayer card dates', () => {
  it('writes es-CO long dates', () => {
    expectAnswers(longDate, [
      ['1948-03-15', '15 de marzo de 1948'],
      ['2023-08-02', '2 de agosto de 2023'],
      ['nope', null],
    ]);
    expectAnswers(lifeDates, [
      ['1948-03-15', '2023-08-22', '15 de marzo de 1948 – 22 de agosto de 2023'],
      [null, '2023-08-22', '22 de agosto de 2023'],
      [null, null, null],
    ]);
  });
});
