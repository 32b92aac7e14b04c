import { type CardKind, type CardSize, type CardTextChoice, chosenText } from '../schemas/prayer-card-texts';
import { datePieces, type FamilyMemberDates } from './card/dates';
import { cardFonts } from './card/fonts';
import { cardScene } from './card/layout';
import { cardPalette } from './card/palettes';
import { photoSize } from './card/photo-size';
import { scenePdf } from './card/render-pdf';
import { sceneSvg } from './card/render-svg';
import type { CardPhoto, CardScene } from './card/scene';
import { printable } from './card/text-fit';

/**
 * The printable prayer card ('recordatorio') handed out at a novena: in the memorial design's colours, a
 * frame, the photo, the full name and dates, the text the owner chose (a prayer, a verse, a message or their own
 * words, always whole), and the heart QR code with 'Escanea para visitar su memorial'. Wallet size is a credit
 * card (85 × 55 mm, landscape, front and back); A6 is 105 × 148 mm, portrait, one page. Vector but for the photo,
 * with embedded fonts (worker/qr/card/fonts.ts). The PDF is the download, the SVG the dashboard's preview.
 */

export { datePieces, type FamilyMemberDates, lifeDates, longDate } from './card/dates';
export { CardTextOverflow, SCAN_TEXT } from './card/layout';
export type { CardPhoto } from './card/scene';

export type PrayerCardInput = {
  size: CardSize;
  kind: CardKind;
  templateId: string;
  name: string;
  /** 'YYYY-MM-DD', or null to leave it out (the memorial hides it). */
  birthDate: string | null;
  deathDate: string | null;
  /** A family's members, each with their years, in place of one life's dates. */
  members?: FamilyMemberDates[] | null;
  text: CardTextChoice;
  photo?: CardPhoto | null;
  /** What the QR code encodes ('HTTPS://HOST/Q/CODE') and the link printed under it ('https://host/q/code'). */
  qrUrl: string;
  printedUrl: string;
};

/** Own words with no letter the fonts can print (only emoji, say): there is nothing to put on the card. */
export class CardTextEmpty extends Error {
  constructor() {
    super('The chosen text has nothing printable');
    this.name = 'CardTextEmpty';
  }
}

/** The card laid out once, for either output; CardTextOverflow or CardTextEmpty when the text cannot go on it. */
export function prayerCardScene(input: PrayerCardInput): CardScene {
  const fonts = cardFonts();
  const chosen = chosenText(input.text, input.kind);
  const text = printable(chosen.text, fonts.serifItalic);
  if (!text) throw new CardTextEmpty();
  const dates = datePieces(input);
  const photo = input.photo && photoSize(input.photo.bytes, input.photo.type) ? input.photo : null;
  return cardScene({
    size: input.size,
    palette: cardPalette(input.templateId),
    name: printable(input.name, fonts.serifBold).replace(/\n/g, ' '),
    datePieces: dates.pieces.map((piece) => printable(piece, fonts.serif).replace(/\n/g, ' ')).filter(Boolean),
    dateJoiner: dates.joiner,
    text,
    source: chosen.source,
    photo,
    qrUrl: input.qrUrl,
    printedUrl: input.printedUrl.replace(/^https?:\/\//, ''),
  });
}

export async function prayerCardPdf(input: PrayerCardInput): Promise<Uint8Array> {
  return scenePdf(prayerCardScene(input));
}

export function prayerCardSvg(input: PrayerCardInput): string {
  return sceneSvg(prayerCardScene(input));
}
