import { describe, expect, it } from 'vitest';
import {
  invitationContent,
  gatheringDay,
  gatheringHours,
  type InvitationGathering,
  type InvitationMemorial,
} from '../../site/lib/invitation/invitation-content';
import {
  balancedWrap,
  INVITATION_HEIGHT,
  INVITATION_WIDTH,
  layoutInvitation,
  QR_MIN_SIDE,
  setBlock,
  wrapText,
  type LayoutOp,
  type Measure,
} from '../../site/lib/invitation/invitation-layout';
import { invitationFileName, invitationShareText, invitationShareTitle } from '../../site/lib/invitation/invitation-texts';

/** A stand-in for the canvas: every character half its size wide (bold a little wider). */
const measure: Measure = (text, font, size) => text.length * size * (font === 'serifBold' ? 0.56 : 0.5);

const memorial: InvitationMemorial = {
  id: 'm1',
  kind: 'individual',
  slug: 'maria-elena-rodriguez',
  name: 'María Elena Rodríguez',
  photo: '/media/profile/x.webp',
  lines: ['15\u00a0de\u00a0marzo\u00a0de\u00a01948 – 22\u00a0de\u00a0agosto\u00a0de\u00a02023'],
};

const gathering: InvitationGathering = {
  id: 'g1',
  kind: 'novenario',
  title: 'Misa de novenario',
  // 7:00 p. m. in Bogotá is already the next day in UTC.
  starts_at: '2026-06-14T00:00:00.000Z',
  ends_at: '2026-06-14T01:30:00.000Z',
  place_name: 'Parroquia San José',
  address: 'Calle 45 # 12-30, Teusaquillo, Bogotá',
};

const LINK = 'https://recuerdoseternos.co/q/7k3m9p';

const texts = (ops: LayoutOp[]) => ops.flatMap((op) => (op.kind === 'text' ? [op] : []));

/** A text's horizontal extent, as the stand-in measure sees it. */
function extent(op: Extract<LayoutOp, { kind: 'text' }>): [number, number] {
  const width = measure(op.text, op.font, op.size) + (op.tracking ?? 0) * op.size * op.text.length;
  return op.align === 'center' ? [op.x - width / 2, op.x + width / 2] : [op.x, op.x + width];
}

describe('the invitation’s words', () => {
  it('tells the day and the hours in Colombia, whatever the device’s zone', () => {
    expect(gatheringDay(gathering.starts_at)).toBe('Sábado 13 de junio de 2026');
    expect(gatheringHours(gathering.starts_at, null)).toBe('7:00 p. m.');
    expect(gatheringHours(gathering.starts_at, gathering.ends_at)).toBe('De 7:00 p. m. a 8:30 p. m.');
    expect(gatheringHours('2026-12-01T04:00:00.000Z', '2026-12-01T07:00:00.000Z')).toBe(
      '11:00 p. m., hasta el martes 1 de diciembre, 2:00 a. m.',
    );
  });

  it('prints the kind above the title, and the title only when it says more than the kind', () => {
    const content = invitationContent(memorial, gathering, LINK);
    expect(content).toMatchObject({
      kicker: 'En memoria de',
      name: memorial.name,
      dates: memorial.lines,
      label: 'Novenario',
      title: 'Misa de novenario',
      place: 'Parroquia San José',
      link: LINK,
    });
    expect(invitationContent(memorial, { ...gathering, kind: 'misa', title: ' misa ' }, LINK).title).toBeNull();
    expect(invitationContent(memorial, { ...gathering, title: null, address: null }, LINK)).toMatchObject({
      label: 'Novenario',
      title: null,
      address: null,
    });
  });

  it('names the file after the memorial and the gathering’s Colombian day, and shares a message ending with the link', () => {
    expect(invitationFileName('maria-elena-rodriguez', '2026-06-13')).toBe('invitacion-maria-elena-rodriguez-2026-06-13.png');
    expect(invitationShareTitle('Misa de novenario')).toBe('Invitación: Misa de novenario');
    expect(invitationShareText('family', 'Familia Gómez Herrera', 'Velación', LINK)).toBe(
      `Velación, en memoria de la familia Gómez Herrera. Su memorial: ${LINK}`,
    );
  });
});

describe('the invitation’s layout', () => {
  it('breaks lines between words only, never inside a date held by no-break spaces', () => {
    const width = (line: string) => line.length;
    expect(wrapText('María del Carmen Cárdenas', 12, width)).toEqual(['María del', 'Carmen', 'Cárdenas']);
    expect(wrapText(memorial.lines[0]!, 25, width)).toEqual([
      '15\u00a0de\u00a0marzo\u00a0de\u00a01948 –',
      '22\u00a0de\u00a0agosto\u00a0de\u00a02023',
    ]);
  });

  it('sets a block at the largest size that fits, and cuts with an ellipsis only below the smallest', () => {
    const style = { font: 'serif', size: 40, min: 20, leading: 1.2, maxLines: 2 } as const;
    expect(setBlock(['Parroquia San José'], 500, style, measure)).toMatchObject({ lines: ['Parroquia San José'], size: 40 });
    const shrunk = setBlock(['Parroquia Nuestra Señora del Perpetuo Socorro'], 400, style, measure);
    expect(shrunk.size).toBeLessThan(40);
    expect(shrunk.lines.length).toBeLessThanOrEqual(2);
    const cut = setBlock(['palabra '.repeat(60)], 300, style, measure);
    expect(cut.size).toBe(20);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]).toMatch(/…$/);
  });

  for (const [label, content] of [
    ['a person', invitationContent(memorial, gathering, LINK)],
    [
      'a family with long names, a long title and a long address',
      invitationContent(
        {
          ...memorial,
          kind: 'family',
          name: 'Familia Rodríguez Cárdenas de la Torre Villamizar y Santamaría',
          lines: [
            'José Antonio Rodríguez Villamizar · 1940 – 2015',
            'María del Carmen Cárdenas de Rodríguez · 1945 – 2024',
            'Luis Fernando Rodríguez Cárdenas · 1970 – 2024',
          ],
        },
        {
          ...gathering,
          kind: 'velacion',
          title: 'V'.repeat(80),
          place_name: 'Funeraria '.repeat(12).trim(),
          address: 'Carrera 7 # 123-45 '.repeat(10).trim(),
        },
        'http://127.0.0.1:8787/q/abcdef',
      ),
    ],
  ] as const) {
    it(`keeps every line of ${label} inside the frame and clear of the QR code, which stays large`, () => {
      const ops = layoutInvitation(content, measure);
      const qr = ops.find((op) => op.kind === 'qr');
      expect(qr?.kind === 'qr' && qr.box.w === qr.box.h && qr.box.w >= QR_MIN_SIDE).toBe(true);
      const panel = qr!.kind === 'qr' ? qr!.box : null;
      for (const op of texts(ops)) {
        const [left, right] = extent(op);
        expect(left, op.text).toBeGreaterThanOrEqual(60);
        expect(right, op.text).toBeLessThanOrEqual(INVITATION_WIDTH - 60);
        expect(op.baseline, op.text).toBeGreaterThan(60);
        expect(op.baseline, op.text).toBeLessThan(INVITATION_HEIGHT - 60);
        // Beside the QR code's panel, nothing reaches into it.
        if (panel && op.baseline > panel.y && op.baseline - op.size < panel.y + panel.h) expect(right, op.text).toBeLessThan(panel.x);
      }
      // Lines never overlap: each baseline at least a size below the one above in its column.
      const columns = new Map<string, number[]>();
      for (const op of texts(ops)) columns.set(`${op.align}${op.x}`, [...(columns.get(`${op.align}${op.x}`) ?? []), op.baseline]);
      for (const baselines of columns.values()) baselines.slice(1).forEach((b, i) => expect(b).toBeGreaterThan(baselines[i]!));
      expect(texts(ops).map((op) => op.text)).toContain(content.link);
    });
  }
});

describe('a balanced name', () => {
  it('evens out its lines instead of leaving one word alone on the second', () => {
    const width = (line: string) => line.length;
    expect(wrapText('Rosa Elvira Cárdenas de Villamizar', 24, width)).toEqual(['Rosa Elvira Cárdenas de', 'Villamizar']);
    expect(balancedWrap('Rosa Elvira Cárdenas de Villamizar', 24, width)).toEqual(['Rosa Elvira Cárdenas', 'de Villamizar']);
    expect(balancedWrap('María Elena', 24, width)).toEqual(['María Elena']);
  });
});
