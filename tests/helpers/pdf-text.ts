import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream, type PDFRef, PDFStream } from 'pdf-lib';

/**
 * Reads a PDF the way a viewer does, for tests: each page's size, its fonts (and whether their glyphs are in the
 * file), and its lines of text decoded through each font's ToUnicode map, in drawing order. Independent of how
 * the card was laid out: it only reads what pdf-lib wrote.
 */
export type PdfFont = { baseFont: string; subtype: string; embedded: boolean; fontFile: 'FontFile' | 'FontFile2' | 'FontFile3' | null };
export type PdfLine = { text: string; font: string; glyphs: number[] };
export type PdfPage = { width: number; height: number; fonts: PdfFont[]; lines: PdfLine[]; content: string; images: number };

function streamText(stream: unknown): string {
  return stream instanceof PDFRawStream ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()) : '';
}

/** `<0012> <00660069>` pairs (and ranges) of a ToUnicode CMap: glyph id → the text it stands for. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, id, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(id!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const start = parseInt(from!, 16);
      const first = parseInt(text!, 16);
      for (let id = start; id <= parseInt(to!, 16); id++) map.set(id, String.fromCharCode(first + id - start));
    }
  }
  return map;
}

function describeFont(doc: PDFDocument, dict: PDFDict): { font: PdfFont; unicode: Map<number, string> } {
  const name = (key: string) => dict.lookupMaybe(PDFName.of(key), PDFName)?.decodeText() ?? '';
  let descriptorOwner = dict;
  const descendants = dict.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
  if (descendants) descriptorOwner = doc.context.lookup(descendants.get(0), PDFDict);
  const descriptor = descriptorOwner.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
  const fontFile =
    (['FontFile2', 'FontFile3', 'FontFile'] as const).find((key) => descriptor?.lookupMaybe(PDFName.of(key), PDFStream)) ?? null;
  const cmap = dict.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
  return {
    font: { baseFont: name('BaseFont'), subtype: name('Subtype'), embedded: fontFile !== null, fontFile },
    unicode: toUnicode(cmap ? streamText(cmap) : ''),
  };
}

export async function readPdf(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: PdfPage[] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef)) : [contents];
    const content = streams.map(streamText).join('\n');
    const resources = page.node.Resources();
    const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const fonts = new Map<string, { font: PdfFont; unicode: Map<number, string> }>();
    for (const [key, value] of fontDict?.entries() ?? [])
      fonts.set(key.decodeText(), describeFont(doc, doc.context.lookup(value, PDFDict)));
    const lines: PdfLine[] = [];
    let current: { font: PdfFont; unicode: Map<number, string> } | undefined;
    for (const match of content.matchAll(/\/([^\s/]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (match[1] !== undefined) {
        current = fonts.get(match[1]);
        continue;
      }
      const glyphs = (match[2]!.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16));
      lines.push({ text: glyphs.map((id) => current?.unicode.get(id) ?? '\uFFFD').join(''), font: current?.font.baseFont ?? '', glyphs });
    }
    const box = page.node
      .MediaBox()
      .asArray()
      .map((v) => (v as PDFNumber).asNumber());
    const images = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
    return { width: box[2]! - box[0]!, height: box[3]! - box[1]!, fonts: [...fonts.values()].map((f) => f.font), lines, content, images };
  });
  return { doc, pages };
}

/** The lines drawn in a font whose name contains `family` ('Italic'), joined by spaces: a block of text as read. */
export function textIn(page: PdfPage, family: string): string {
  return page.lines
    .filter((line) => line.font.includes(family))
    .map((line) => line.text)
    .join(' ');
}
