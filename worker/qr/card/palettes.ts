/**
 * The card's colours for each memorial design, taken from its background (public/templates/*): `sky` tints the
 * top of the card the way the design's sky fills the page, `frame` draws the frame and the dates, `accent` the
 * thin inner line and the ornaments, `ink` the name, the text and the QR code, on `paper`. Dark designs (the
 * cats' night, the two football clubs) keep their colour in the frame and a pale tint in the sky, so the
 * card prints light and the QR code stays dark on light.
 */
export type Rgb = readonly [number, number, number];
export type CardPalette = { sky: Rgb; paper: Rgb; frame: Rgb; accent: Rgb; ink: Rgb };

const hex = (value: string): Rgb => [0, 2, 4].map((i) => parseInt(value.slice(1 + i, 3 + i), 16) / 255) as unknown as Rgb;

const palette = (sky: string, paper: string, frame: string, accent: string, ink: string): CardPalette => ({
  sky: hex(sky),
  paper: hex(paper),
  frame: hex(frame),
  accent: hex(accent),
  ink: hex(ink),
});

export const CARD_PALETTES: Readonly<Record<string, CardPalette>> = {
  // Olas atardecer: the peach sunset over a blue sea.
  'template-1': palette('#F6C9A8', '#FFFBF7', '#4F6D9A', '#E59A6B', '#26334D'),
  // Un Viaje: misty sky, green hills, a pale road.
  'template-2': palette('#CFE0DE', '#FBFBF7', '#5F7F5B', '#B9A77E', '#2C3A2E'),
  // Nubes: a light blue sky among white clouds.
  'template-3': palette('#CFE2F1', '#FCFDFF', '#6F94B8', '#A9C4DC', '#24364D'),
  // Girasoles: a golden sky over sunflowers and their leaves.
  'template-4': palette('#F7D98C', '#FFFCF2', '#B07F17', '#6E8B3D', '#3B2F14'),
  // Gatos: a violet night and a full moon.
  'template-5': palette('#D5CBE4', '#FBF9FD', '#4A3D66', '#CDB96E', '#2A2240'),
  // Perros: a blue sky over a green meadow, a brown dog.
  'template-6': palette('#CFE5EF', '#FBFDF8', '#5E8C42', '#8A5A3B', '#2D3A22'),
  // América: the club's red and its gold stars.
  'template-7': palette('#F3D5D5', '#FFFAFA', '#8C1020', '#C9A646', '#3A0B12'),
  // Cali: the club's green and white.
  'template-8': palette('#D1E8D9', '#F9FDFA', '#0C5A34', '#5FA37A', '#0F2E1F'),
  // The plain design: cream light and olive branches.
  'general-1': palette('#F3E6D2', '#FFFCF6', '#9C8557', '#8FA268', '#3A3122'),
  // Árbol familiar: an orange evening behind a leafy tree with a brown trunk.
  'family-1': palette('#F5CFA8', '#FFFBF5', '#6B4A2E', '#8DAE62', '#35261A'),
  // Valle sereno: wax palms in a misty green valley.
  'family-2': palette('#CFDFDB', '#FAFCFA', '#4F7565', '#A7C2B8', '#243630'),
};

/** A design this list does not know yet prints in the plain design's colours. */
export function cardPalette(templateId: string | null | undefined): CardPalette {
  return CARD_PALETTES[templateId ?? ''] ?? CARD_PALETTES['general-1']!;
}

/** `a` moved toward `b` by `t` (0 → a, 1 → b). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const luminance = (c: Rgb) => {
    const [r, g, bl] = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
