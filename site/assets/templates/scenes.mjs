// @ts-check
// The templates' background scenes (product §2.3), one function per template, drawn as SVG on a
// 1600×700 canvas. Phones see the centre 575 px (see render.mjs), so every scene keeps its subject there.
// Calm colours: the portrait and the name sit on top of these pictures.
// Each scene takes the loop time t (0 to 1, see swing in kit.mjs): render.mjs draws the still picture at
// t = 0, render-videos.mjs every frame of the template's looping video. The motion is gentle on purpose.
import { bird, blur, cloud, football, H, paw, rect, rgrad, ridge, seeded, star, svg, swing, turnPath, vgrad, W } from './kit.mjs';

const TURN = 2 * Math.PI;

/** A bird gliding on a small loop and beating its wings now and then; the still picture at t = 0. */
/** @param {number} t @param {number} x @param {number} y @param {number} s @param {string} color @param {number} phase */
function flyingBird(t, x, y, s, color, phase) {
  const lift = 1 - 0.45 * (Math.max(0, Math.sin(TURN * 4 * t + phase)) - Math.max(0, Math.sin(phase)));
  return bird(x + 36 * swing(t, phase), y + 9 * swing(t, phase + 1.3, 2), s, color, lift);
}

/** A coordinate rounded as the still picture has always drawn it, then moved (smoothly) for the video. */
/** @param {number} value @param {number} digits @param {number} motion */
const at = (value, digits, motion) => Number(value.toFixed(digits)) + motion;

/** A value that breathes around `base` (glows, twinkles), never below `min`. */
/** @param {number} t @param {number} base @param {number} amount @param {number} phase @param {number} [cycles] @param {number} [min] */
const breathe = (t, base, amount, phase, cycles = 1, min = 0) => Math.max(min, base + amount * swing(t, phase, cycles));

/** Olas atardecer: the sun going down into a calm sea. Video: the swell rolls in, the glints shimmer. */
function template1(t = 0) {
  const rand = seeded(1);
  const waves = [];
  for (let i = 0; i < 9; i++) {
    const y = 440 + i * 30;
    const roll = TURN * t * (i % 2 ? 1 : -1);
    waves.push(ridge(y, 4 + i * 1.6, 5 + i, rand() * 6, i % 2 ? '#5d7aa8' : '#4a6696', `opacity="${0.55 + i * 0.05}"`, H, roll));
  }
  const glints = [];
  for (let i = 0; i < 16; i++) {
    const y = 440 + i * 14;
    const width = 140 - i * 6 + rand() * 30;
    const x = 800 - width / 2 + (rand() - 0.5) * 40 + 14 * swing(t, i * 1.1);
    glints.push(
      `<rect x="${x}" y="${y}" width="${width}" height="3" rx="1.5" fill="#ffe4b0" opacity="${breathe(t, 0.75 - i * 0.04, 0.12, i * 0.8, 2)}"/>`,
    );
  }
  return svg(
    `${rect('url(#sky)')}<circle cx="800" cy="420" r="${breathe(t, 330, 8, 0)}" fill="url(#glow)"/>
<circle cx="800" cy="430" r="105" fill="#fff0c8"/>
${cloud(380 + 40 * swing(t, 0), 170, 1.4, '#fbd3b5', 'soft', 0.8)}${cloud(1240 - 34 * swing(t, 1), 130, 1.2, '#f8c6b0', 'soft', 0.75)}${cloud(620 + 26 * swing(t, 2), 90, 0.8, '#fde0c4', 'soft', 0.6)}
${rect('url(#sea)', { y: 430 })}${waves.join('')}${glints.join('')}
${flyingBird(t, 690, 230, 1.2, '#8a4a5a', 0)}${flyingBird(t, 735, 205, 0.9, '#8a4a5a', 0.7)}${flyingBird(t, 1010, 250, 1, '#8a4a5a', 2.4)}`,
    vgrad('sky', [
      [0, '#f1b7a0'],
      [0.45, '#f6c79a'],
      [0.8, '#fbdcae'],
      [1, '#fde9c4'],
    ]) +
      vgrad('sea', [
        [0, '#6d86b4'],
        [1, '#2f4775'],
      ]) +
      rgrad('glow', '#fff3cf', 0.9) +
      blur('soft', 14),
  );
}

/** Un Viaje: a winding road through the hills towards the mountains at dawn. Video: the way goes on. */
function template2(t = 0) {
  // The road's dashes travel towards the horizon, three dash periods (3 × 34) per loop.
  const road = `<path d="M640,700 C700,620 900,600 860,540 C830,495 760,480 790,440 C810,415 820,405 812,392 L804,392 C800,410 760,430 740,455 C700,505 760,540 700,590 C650,630 520,660 470,700 Z" fill="#efe3cc"/>
<path d="M560,700 C640,640 760,610 760,560 C760,520 770,470 806,400" fill="none" stroke="#fffaf0" stroke-width="4" stroke-dasharray="18 16" stroke-dashoffset="${-102 * t}" opacity="0.8"/>`;
  const trees = [];
  const rand = seeded(2);
  for (let i = 0; i < 14; i++) {
    const x = i < 7 ? 120 + i * 70 + rand() * 30 : 980 + (i - 7) * 80 + rand() * 30;
    const y = 520 + rand() * 60;
    const s = 0.7 + rand() * 0.7;
    trees.push(
      `<rect x="${x - 3 * s}" y="${y}" width="${6 * s}" height="${26 * s}" fill="#4c5a3f"/><ellipse cx="${x}" cy="${y - 14 * s}" rx="${20 * s}" ry="${30 * s}" fill="${rand() > 0.5 ? '#5f7d57' : '#6e8c5f'}"/>`,
    );
  }
  return svg(
    `${rect('url(#sky)')}<circle cx="808" cy="360" r="${breathe(t, 260, 8, 0)}" fill="url(#glow)"/><circle cx="808" cy="368" r="52" fill="#fff4d6"/>
${cloud(300 + 44 * swing(t, 0), 150, 1.1, '#ffffff', 'soft', 0.7)}${cloud(1290 - 38 * swing(t, 2), 190, 1.3, '#ffffff', 'soft', 0.6)}
${ridge(360, 40, 2.2, 1.2, '#a9b9c6', 'filter="url(#haze)"')}${ridge(395, 28, 3, 0.4, '#8fa4b1')}
${ridge(440, 22, 2.5, 2.4, '#9db59a')}${ridge(500, 26, 2, 0.9, '#86a17f')}${ridge(580, 20, 1.6, 3.1, '#6f8d67')}
${road}${trees.join('')}
${flyingBird(t, 700, 220, 1.1, '#5b6b78', 0)}${flyingBird(t, 745, 198, 0.8, '#5b6b78', 0.8)}${flyingBird(t, 930, 240, 0.9, '#5b6b78', 2.2)}`,
    vgrad('sky', [
      [0, '#b9d0dc'],
      [0.55, '#e6e3d4'],
      [1, '#f7dfb8'],
    ]) +
      rgrad('glow', '#fff3d0', 0.9) +
      blur('soft', 16) +
      blur('haze', 3),
  );
}

/** Nubes: a serene sky, light breaking through soft clouds. Video: the clouds drift, the light breathes. */
function template3(t = 0) {
  const rays = [];
  for (let i = -5; i <= 5; i++) {
    // The rays sway a little around the light's source above the picture.
    const spread = i * 95 + 18 * swing(t, 0);
    rays.push(
      `<polygon points="800,-40 ${800 + spread - 22},${H} ${800 + spread + 22},${H}" fill="#ffffff" opacity="${breathe(t, 0.09, 0.03, i, 1, 0.03)}"/>`,
    );
  }
  // Nearer clouds (larger) drift further than distant ones.
  /** @param {number} x @param {number} y @param {number} scale @param {string} fill @param {number} opacity @param {number} phase */
  const drifting = (x, y, scale, fill, opacity, phase) => cloud(x + 24 * scale * swing(t, phase), y, scale, fill, 'soft', opacity);
  return svg(
    `${rect('url(#sky)')}<circle cx="800" cy="40" r="${breathe(t, 420, 14, 0)}" fill="url(#glow)"/>${rays.join('')}
${drifting(200, 420, 2.2, '#ffffff', 0.9, 0)}${drifting(1420, 400, 2.4, '#ffffff', 0.9, 3)}
${drifting(520, 250, 1.3, '#f4f8fc', 0.85, 1.5)}${drifting(1120, 230, 1.5, '#f4f8fc', 0.85, 4.5)}
${drifting(800, 520, 2.6, '#ffffff', 0.95, 2)}${drifting(380, 600, 2.2, '#fdfaf5', 1, 5)}${drifting(1250, 610, 2.4, '#fdfaf5', 1, 0.5)}
${drifting(860, 150, 0.9, '#ffffff', 0.7, 3.5)}`,
    vgrad('sky', [
      [0, '#7eaad6'],
      [0.5, '#b7d2ea'],
      [1, '#eef3f6'],
    ]) +
      rgrad('glow', '#fffbea', 0.85) +
      blur('soft', 18),
  );
}

/** One sunflower head at (x, y), `r` its petal radius. */
/** @param {number} x @param {number} y @param {number} r @param {() => number} rand */
function sunflower(x, y, r, rand) {
  const petals = [];
  const count = 18;
  for (let i = 0; i < count; i++) {
    const angle = (360 / count) * i + rand() * 6;
    petals.push(
      `<ellipse cx="0" cy="${-r * 0.62}" rx="${r * 0.17}" ry="${r * 0.42}" fill="${i % 2 ? '#f5b921' : '#f9cb3c'}" transform="rotate(${angle.toFixed(1)})"/>`,
    );
  }
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">${petals.join('')}<circle r="${r * 0.36}" fill="#6b3e1f"/><circle r="${r * 0.22}" fill="#4a2a14"/></g>`;
}

/** Girasoles: a field of sunflowers under a warm sky. Video: a breeze runs through the field. */
function template4(t = 0) {
  const rand = seeded(4);
  const rows = [];
  const layers = [
    { y: 470, r: 12, n: 46, stem: 26 },
    { y: 520, r: 20, n: 30, stem: 40 },
    { y: 590, r: 32, n: 20, stem: 70 },
    { y: 690, r: 54, n: 12, stem: 110 },
  ];
  for (const layer of layers) {
    for (let i = 0; i < layer.n; i++) {
      const x = (W / layer.n) * (i + 0.5) + (rand() - 0.5) * (W / layer.n) * 0.6;
      const y = layer.y + (rand() - 0.5) * layer.r;
      rows.push(
        `<rect x="${(x - layer.r * 0.07).toFixed(1)}" y="${y.toFixed(1)}" width="${(layer.r * 0.14).toFixed(1)}" height="${layer.stem}" fill="#4f6b2a"/>`,
      );
      rows.push(
        `<ellipse cx="${(x + layer.r * 0.5).toFixed(1)}" cy="${(y + layer.stem * 0.45).toFixed(1)}" rx="${layer.r * 0.45}" ry="${layer.r * 0.18}" fill="#5f7f30" transform="rotate(-25 ${x} ${y})"/>`,
      );
      // The gust reaches the flowers from left to right; nearer (larger) heads nod further. The heads move
      // without turning, which keeps the video small: the encoder follows a shift, not 18 turning petals.
      const gust = layer.r > 12 ? swing(t, -x / 240) : 0;
      rows.push(sunflower(x + layer.r * 0.09 * gust, y, layer.r, rand));
    }
    rows.push(ridge(layer.y + layer.r * 1.3, 6, 4, rand() * 6, '#5b7a2e', 'opacity="0.55"'));
  }
  return svg(
    `${rect('url(#sky)')}<circle cx="1040" cy="190" r="${breathe(t, 300, 10, 0)}" fill="url(#glow)"/><circle cx="1040" cy="190" r="62" fill="#fff6d8"/>
${cloud(420 + 40 * swing(t, 0), 150, 1.2, '#fff6e6', 'soft', 0.8)}${cloud(1350 - 30 * swing(t, 2), 110, 0.9, '#fff6e6', 'soft', 0.6)}
${ridge(420, 24, 1.6, 0.6, '#b6c47c', 'filter="url(#haze)"')}${ridge(455, 16, 2.4, 2.1, '#93ab55')}${rows.join('')}`,
    vgrad('sky', [
      [0, '#f4c361'],
      [0.55, '#f8dc97'],
      [1, '#fbecc0'],
    ]) +
      rgrad('glow', '#fff7dc', 0.95) +
      blur('soft', 14) +
      blur('haze', 3),
  );
}

/** A cat sitting, seen from behind, about 160 units tall at scale 1, (x, y) at its feet; `tail` in degrees. */
/** @param {number} x @param {number} y @param {number} s @param {string} fill @param {boolean} [flip] @param {number} [tail] */
function cat(x, y, s, fill, flip = false, tail = 0) {
  const body = `<path d="M-46,0 C-58,-50 -44,-96 -22,-112 C-30,-128 -30,-146 -24,-160 L-10,-142 C-2,-145 6,-145 14,-142 L28,-160 C34,-146 34,-128 26,-112 C48,-96 60,-50 48,0 Z"/>
<path d="${turnPath('M44,-6 C86,-4 104,-30 96,-56 C92,-70 80,-72 76,-62 C84,-46 76,-22 42,-20 Z', tail, 44, -12)}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})" fill="${fill}">${body}</g>`;
}

/** Gatos: two cats on a garden wall, watching the moon come up at dusk. Video: stars twinkle, tails sway. */
function template5(t = 0) {
  const rand = seeded(5);
  const stars = [];
  for (let i = 0; i < 60; i++) {
    const [cx, cy, r] = [(rand() * W).toFixed(0), (rand() * 330).toFixed(0), (0.8 + rand() * 1.6).toFixed(1)];
    const opacity = breathe(t, 0.4 + rand() * 0.5, 0.3, i * 2.1, 1 + (i % 3), 0.1);
    stars.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fffaf0" opacity="${opacity.toFixed(2)}"/>`);
  }
  const roofs = `<path d="M0,470 L0,420 L90,420 L90,380 L150,340 L210,380 L210,430 L330,430 L330,400 L420,400 L420,450 L560,450 L560,470 Z" fill="#6f5f86"/>
<path d="M1040,470 L1040,430 L1130,430 L1130,370 L1200,330 L1270,370 L1270,420 L1380,420 L1380,395 L1470,395 L1470,430 L1600,430 L1600,470 Z" fill="#6f5f86"/>`;
  const windows = [
    [120, 395],
    [170, 395],
    [1160, 385],
    [1215, 385],
    [1400, 410],
  ]
    .map(
      ([x, y], i) => `<rect x="${x}" y="${y}" width="18" height="22" rx="2" fill="#ffd98c" opacity="${breathe(t, 0.85, 0.08, i * 1.9)}"/>`,
    )
    .join('');
  return svg(
    `${rect('url(#sky)')}${stars.join('')}<circle cx="820" cy="230" r="${breathe(t, 230, 10, 0)}" fill="url(#glow)"/><circle cx="820" cy="230" r="78" fill="#fdf3d8"/>
<circle cx="795" cy="215" r="12" fill="#efe2c0"/><circle cx="842" cy="252" r="8" fill="#efe2c0"/>
${roofs}${windows}
${rect('#5a4b70', { y: 470 })}<rect x="0" y="462" width="${W}" height="14" fill="#4c3f60"/>
${cat(740, 464, 0.95, '#3a2f4a', true, 9 * swing(t, 0, 2))}${cat(885, 464, 0.78, '#3a2f4a', false, 11 * swing(t, 2.2, 2))}
${paw(300, 560, 0.9, '#8878a6', -15, 0.35)}${paw(360, 610, 0.9, '#8878a6', -5, 0.35)}${paw(1240, 570, 0.9, '#8878a6', 15, 0.35)}${paw(1300, 625, 0.9, '#8878a6', 8, 0.35)}`,
    vgrad('sky', [
      [0, '#4f4a7a'],
      [0.55, '#9c8fbf'],
      [1, '#e9c9cf'],
    ]) + rgrad('glow', '#fff3d6', 0.55),
  );
}

/** A dog sitting in profile, about 170 units tall at scale 1, (x, y) at its feet; `wag` in degrees. */
/** @param {number} x @param {number} y @param {number} s @param {string} fill @param {number} [wag] */
function dog(x, y, s, fill, wag = 0) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
<path d="M-60,0 C-66,-40 -58,-78 -30,-96 C-24,-120 -14,-142 6,-152 C10,-166 22,-172 34,-168 C44,-164 50,-156 64,-154 C78,-152 84,-142 80,-134 C76,-126 64,-126 54,-124 C50,-110 44,-96 36,-86 C46,-60 50,-30 48,0 Z"/>
<path d="M12,-160 C4,-150 -2,-128 6,-112 C14,-120 18,-140 22,-156 Z" fill-opacity="0.85"/>
<path d="${turnPath('M-58,-10 C-88,-14 -104,-36 -100,-60 C-96,-66 -88,-64 -88,-56 C-88,-38 -76,-26 -56,-24 Z', wag, -57, -17)}"/></g>`;
}

/** Perros: a faithful dog in a sunny meadow, a ball at its side and paw prints in the grass. Video: the
 * grass bends in the breeze, the dog wags its tail. */
function template6(t = 0) {
  const rand = seeded(6);
  const grass = [];
  for (let i = 0; i < 140; i++) {
    const x = rand() * W;
    const y = 520 + rand() * 180;
    const h = 10 + rand() * 18;
    const bend = 3 * swing(t, -x / 220);
    const [bow, tip] = [rand() * 6 - 3 + bend / 2, rand() * 8 - 4 + bend];
    grass.push(
      `<path d="M${x.toFixed(0)},${y.toFixed(0)} q${bow.toFixed(1)},${-h / 2} ${tip.toFixed(1)},${-h}" stroke="#7f9c4f" stroke-width="2" fill="none" opacity="0.7"/>`,
    );
  }
  const flowers = [];
  for (let i = 0; i < 40; i++) {
    flowers.push(
      `<circle cx="${(rand() * W).toFixed(0)}" cy="${(540 + rand() * 150).toFixed(0)}" r="${(3 + rand() * 3).toFixed(1)}" fill="${rand() > 0.5 ? '#fff6e0' : '#f4d36b'}"/>`,
    );
  }
  const prints = [];
  for (let i = 0; i < 7; i++) prints.push(paw(200 + i * 80, 650 - i * 12 + (i % 2) * 18, 0.7, '#5f7a3a', 70, 0.35));
  return svg(
    `${rect('url(#sky)')}<circle cx="420" cy="170" r="${breathe(t, 260, 8, 0)}" fill="url(#glow)"/><circle cx="420" cy="170" r="58" fill="#fff7dc"/>
${cloud(1000 + 40 * swing(t, 0), 130, 1.1, '#ffffff', 'soft', 0.8)}${cloud(1380 - 32 * swing(t, 2), 200, 0.9, '#ffffff', 'soft', 0.7)}
${ridge(410, 26, 1.4, 1.8, '#b8cfa0', 'filter="url(#haze)"')}${ridge(460, 20, 2, 0.3, '#9dbb7a')}
<g transform="translate(1250 470)"><rect x="-8" y="-10" width="16" height="70" fill="#6b5236"/><circle cx="0" cy="-40" r="52" fill="#6f9650"/><circle cx="-34" cy="-18" r="36" fill="#7ca45b"/><circle cx="32" cy="-14" r="38" fill="#668c49"/></g>
${ridge(520, 14, 1.5, 2.6, '#8db061')}${grass.join('')}${flowers.join('')}${prints.join('')}
<ellipse cx="810" cy="560" rx="90" ry="12" fill="#4f6b2f" opacity="0.35"/>${dog(800, 558, 1.15, '#5a3d2b', 9 * swing(t, 0, 6))}${football(905, 540, 20)}`,
    vgrad('sky', [
      [0, '#a9d0e4'],
      [0.6, '#dbe9e0'],
      [1, '#f5ecd2'],
    ]) +
      rgrad('glow', '#fff8de', 0.9) +
      blur('soft', 14) +
      blur('haze', 3),
  );
}

/** A stadium floodlight tower at x, its glow towards the pitch (`glow` grows or shrinks it a little). */
/** @param {number} x @param {number} y @param {boolean} flip @param {number} [glow] */
function floodlight(x, y, flip, glow = 0) {
  const lamps = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) lamps.push(`<circle cx="${x - 30 + col * 20}" cy="${y + row * 18}" r="6" fill="#fffbe8"/>`);
  }
  return `<circle cx="${x}" cy="${y + 18}" r="${170 + glow}" fill="url(#lamp)"/><rect x="${x - 42}" y="${y - 12}" width="84" height="60" rx="4" fill="#2a1014" opacity="0.8"/>${lamps.join('')}
<path d="M${x - 6},${y + 48} L${x - 16},${H} M${x + 6},${y + 48} L${x + 16},${H}" stroke="#2a1014" stroke-width="5" opacity="0.6" ${flip ? '' : ''}/>`;
}

/** A pitch in perspective: stripes and white lines converging towards the horizon at y. */
/** @param {number} y @param {string} light @param {string} dark */
function pitch(y, light, dark) {
  const stripes = [];
  const count = 10;
  for (let i = 0; i < count; i++) {
    const y0 = y + ((H - y) * i ** 1.6) / count ** 1.6;
    const y1 = y + ((H - y) * (i + 1) ** 1.6) / count ** 1.6;
    stripes.push(`<rect x="0" y="${y0.toFixed(1)}" width="${W}" height="${(y1 - y0 + 0.5).toFixed(1)}" fill="${i % 2 ? light : dark}"/>`);
  }
  const lines = `<path d="M300,${H} L620,${y} M1300,${H} L980,${y} M620,${y} L980,${y}" stroke="#ffffff" stroke-width="3" opacity="0.7" fill="none"/>
<ellipse cx="800" cy="${y + (H - y) * 0.55}" rx="170" ry="46" stroke="#ffffff" stroke-width="3" opacity="0.6" fill="none"/>
<path d="M130,${H} L${800 - 0},${y + (H - y) * 0.55} " stroke="none"/><line x1="0" y1="${y + (H - y) * 0.55}" x2="${W}" y2="${y + (H - y) * 0.55}" stroke="#ffffff" stroke-width="3" opacity="0.55"/>`;
  return stripes.join('') + lines;
}

/** The stands: `count` supporters as dots between y and y + depth, flickering like a crowd at night. */
/**
 * @param {() => number} rand @param {number} t @param {number} count @param {number} y @param {number} depth
 * @param {(rand: () => number) => string} colour @param {(rand: () => number) => number} opacity
 */
function crowdOf(rand, t, count, y, depth, colour, opacity) {
  const crowd = [];
  for (let i = 0; i < count; i++) {
    const [cx, cy, r, fill] = [(rand() * W).toFixed(0), (y + rand() * depth).toFixed(0), (2 + rand() * 2.5).toFixed(1), colour(rand)];
    const alpha = breathe(t, opacity(rand), 0.18, i * 1.7, 1 + (i % 3), 0.05);
    crowd.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${alpha.toFixed(2)}"/>`);
  }
  return crowd;
}

/** América: the red of América de Cali, a night match under the floodlights. Video: the stands flicker,
 * the floodlights hum and the red stripes sweep across. */
function template7(t = 0) {
  const rand = seeded(7);
  const crowd = crowdOf(
    rand,
    t,
    220,
    330,
    90,
    (r) => (r() > 0.35 ? '#f1c1c5' : '#ffffff'),
    (r) => 0.25 + r() * 0.35,
  );
  // One stripe spacing (140) per loop: each stripe ends where the next one started.
  const stripes = [];
  for (let i = -4; i < 14; i++) {
    const x = i * 140 + 140 * t;
    stripes.push(`<rect x="${x}" y="-200" width="50" height="1200" fill="#ffffff" opacity="0.045" transform="rotate(28 ${x} 0)"/>`);
  }
  return svg(
    `${rect('url(#sky)')}${stripes.join('')}
${star(740, 120, 22, '#fbe9ea', 'opacity="0.9"')}${star(800, 100, 26, '#ffffff')}${star(860, 120, 22, '#fbe9ea', 'opacity="0.9"')}
${floodlight(180, 90, false, 10 * swing(t, 0, 2))}${floodlight(1420, 90, true, 10 * swing(t, 1.5, 2))}
<path d="M0,430 L0,320 Q800,250 ${W},320 L${W},430 Z" fill="#5e0b13" opacity="0.85"/>${crowd.join('')}
${pitch(430, '#3f8a4a', '#357c40')}<rect x="0" y="430" width="${W}" height="${H - 430}" fill="url(#shade)"/>${football(800, 585, 34)}`,
    vgrad('sky', [
      [0, '#5a0710'],
      [0.55, '#a3121f'],
      [1, '#c8202f'],
    ]) +
      vgrad('shade', [
        [0, '#7d0f1a', 0.35],
        [1, '#7d0f1a', 0],
      ]) +
      rgrad('lamp', '#fff4d0', 0.45),
  );
}

/** Cali: the green and white of Deportivo Cali, the city's hills and Cristo Rey behind the stadium. Video:
 * the stands flicker and the floodlights hum. */
function template8(t = 0) {
  const rand = seeded(8);
  const crowd = crowdOf(
    rand,
    t,
    200,
    370,
    60,
    () => '#ffffff',
    (r) => 0.2 + r() * 0.35,
  );
  const cristo = `<g transform="translate(1180 226)" fill="#0c3f24"><rect x="-3" y="-34" width="6" height="40"/><rect x="-22" y="-28" width="44" height="5" rx="2"/><circle cx="0" cy="-40" r="5"/><rect x="-9" y="6" width="18" height="10"/></g>`;
  const crosses = [0, 22, 44]
    .map(
      (dx) =>
        `<g transform="translate(${430 + dx} ${216 + (dx === 22 ? -8 : 0)})" fill="#0c3f24"><rect x="-2" y="-24" width="4" height="28"/><rect x="-9" y="-17" width="18" height="4"/></g>`,
    )
    .join('');
  return svg(
    `${rect('url(#sky)')}<circle cx="800" cy="140" r="${breathe(t, 300, 12, 0)}" fill="url(#glow)"/>
${ridge(250, 40, 1.3, 2.2, '#1d6b3e', '', 430)}${cristo}${crosses}
${ridge(300, 22, 2.6, 0.7, '#17603a', '', 430)}
${star(770, 110, 18, '#ffffff', 'opacity="0.85"')}${star(830, 110, 18, '#ffffff', 'opacity="0.85"')}
${floodlight(170, 110, false, 10 * swing(t, 0, 2))}${floodlight(1430, 110, true, 10 * swing(t, 1.5, 2))}
<path d="M0,440 L0,350 Q800,300 ${W},350 L${W},440 Z" fill="#0f4a2b" opacity="0.9"/>${crowd.join('')}
${pitch(440, '#4aa564', '#3f9657')}<rect x="0" y="440" width="${W}" height="${H - 440}" fill="url(#shade)"/>${football(800, 590, 34)}`,
    vgrad('sky', [
      [0, '#0e4d2c'],
      [0.55, '#2d8c55'],
      [1, '#8fcfa5'],
    ]) +
      vgrad('shade', [
        [0, '#ffffff', 0.18],
        [1, '#ffffff', 0],
      ]) +
      rgrad('glow', '#f4fff6', 0.45) +
      rgrad('lamp', '#fbfff0', 0.45),
  );
}

/** General: warm light and quiet olive branches, for any memorial. Video: the lights float, the branches sway. */
function general1(t = 0) {
  const rand = seeded(9);
  const bokeh = [];
  for (let i = 0; i < 34; i++) {
    const [x, y] = [at(rand() * W, 0, 22 * swing(t, i * 0.9)), at(rand() * H * 0.8, 0, 16 * swing(t, i * 1.3 + 1))];
    const r = (12 + rand() * 46).toFixed(0);
    const opacity = breathe(t, 0.08 + rand() * 0.16, 0.05, i * 0.7, 1, 0.04);
    bokeh.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#e2c27a" opacity="${opacity.toFixed(2)}" filter="url(#soft)"/>`);
  }
  /** @param {number} x @param {number} y @param {number} base @param {boolean} flip */
  const branch = (x, y, base, flip) => {
    const rot = base + 1.6 * swing(t, x / 400 + y / 300);
    const leaves = [];
    for (let i = 0; i < 9; i++) {
      const along = i * 34;
      const side = i % 2 ? 1 : -1;
      leaves.push(
        `<ellipse cx="${along}" cy="${side * 16}" rx="22" ry="8" fill="${i % 3 ? '#8a9a5b' : '#a3ae72'}" transform="rotate(${side * 30} ${along} ${side * 16})"/>`,
      );
    }
    return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${flip ? -1 : 1} 1)" opacity="0.8"><path d="M-10,0 Q150,-8 300,4" stroke="#6d7a45" stroke-width="4" fill="none"/>${leaves.join('')}</g>`;
  };
  return svg(
    `${rect('url(#sky)')}<circle cx="800" cy="260" r="380" fill="url(#glow)"/>${bokeh.join('')}
${branch(-20, 120, 18, false)}${branch(1620, 140, -18, true)}${branch(40, 560, -12, false)}${branch(1560, 580, 12, true)}
${branch(440, 40, 24, false)}${branch(1160, 60, -24, true)}`,
    vgrad('sky', [
      [0, '#e8d6b6'],
      [0.6, '#f2e6d2'],
      [1, '#f8f1e5'],
    ]) +
      rgrad('glow', '#fffaf0', 0.95) +
      blur('soft', 8),
  );
}

/** Family 1: a great tree of life at sunset, many leaves on one trunk. Video: a breeze through the leaves,
 * the hearts float. */
function family1(t = 0) {
  const rand = seeded(10);
  const leaves = [];
  const palette = ['#8fae68', '#a3bd74', '#7f9f5a', '#b5c98a', '#c3d197'];
  for (let i = 0; i < 260; i++) {
    const angle = rand() * Math.PI;
    const radius = Math.sqrt(rand()) * 270;
    const x = 800 + Math.cos(angle) * radius * 1.4;
    const y = 340 - Math.sin(angle) * radius * 0.8;
    // The breeze crosses the crown from left to right; the outer leaves move most.
    const sway = (radius / 270) * swing(t, -x / 180);
    leaves.push(
      `<circle cx="${at(x, 0, 4 * sway)}" cy="${at(y, 0, 1.5 * sway)}" r="${(14 + rand() * 22).toFixed(0)}" fill="${palette[Math.floor(rand() * palette.length)]}" opacity="0.8"/>`,
    );
  }
  const hearts = [];
  for (let i = 0; i < 9; i++) {
    const x = 560 + rand() * 480;
    const y = 130 + rand() * 180;
    hearts.push(
      `<path transform="translate(${at(x, 0, 5 * swing(t, i * 1.4 + 0.5))} ${at(y, 0, 9 * swing(t, i * 1.4))}) scale(0.7)" d="M0,8 C-14,-4 -12,-16 -4,-16 C0,-16 0,-12 0,-10 C0,-12 0,-16 4,-16 C12,-16 14,-4 0,8 Z" fill="#e7a9bc"/>`,
    );
  }
  const trunk = `<path d="M770,700 C780,600 790,520 760,440 C740,400 690,380 640,360 L650,350 C700,366 750,380 780,410 C790,360 780,330 760,300 L772,296 C800,330 806,370 800,410 C830,370 880,350 940,340 L944,352 C890,366 840,392 822,440 C800,520 820,600 836,700 Z" fill="#5b3a26"/>`;
  return svg(
    `${rect('url(#sky)')}<circle cx="800" cy="420" r="${breathe(t, 420, 12, 0)}" fill="url(#glow)"/>
${ridge(520, 18, 1.2, 1.4, '#c39a6b', 'filter="url(#haze)"')}${trunk}${leaves.join('')}${hearts.join('')}
${ridge(600, 22, 1, 0.2, '#7f8f4a')}${ridge(650, 12, 1.8, 2.2, '#6d7d3d')}
${flyingBird(t, 1180, 200, 1.1, '#8a4f3a', 0)}${flyingBird(t, 1225, 178, 0.8, '#8a4f3a', 0.9)}${flyingBird(t, 420, 230, 0.9, '#8a4f3a', 2.6)}`,
    vgrad('sky', [
      [0, '#e9a97a'],
      [0.5, '#f4c795'],
      [1, '#f9e3bf'],
    ]) +
      rgrad('glow', '#fff1cf', 0.9) +
      blur('haze', 4),
  );
}

/** A wax palm (palma de cera, the national tree) at x, standing on y, its fronds turned `sway` degrees. */
/** @param {number} x @param {number} y @param {number} height @param {string} color @param {number} [sway] */
function waxPalm(x, y, height, color, sway = 0) {
  const fronds = [];
  for (let i = 0; i < 9; i++) {
    const angle = -160 + i * 17.5 + sway;
    fronds.push(
      `<path d="M0,0 q${(Math.cos((angle * Math.PI) / 180) * 30).toFixed(1)},${(Math.sin((angle * Math.PI) / 180) * 30 - 6).toFixed(1)} ${(Math.cos((angle * Math.PI) / 180) * 58).toFixed(1)},${(Math.sin((angle * Math.PI) / 180) * 58 + 16).toFixed(1)}" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  return `<g><path d="M${x - 3},${y} L${x - 1.5},${y - height} L${x + 1.5},${y - height} L${x + 3},${y} Z" fill="${color}"/><g transform="translate(${x} ${y - height})">${fronds.join('')}</g></g>`;
}

/** Family 2: the coffee region at dawn, misty mountains and wax palms. Video: the mist rises and settles,
 * the palms stir. */
function family2(t = 0) {
  const rand = seeded(11);
  const rows = [];
  for (let i = 0; i < 8; i++) {
    rows.push(ridge(560 + i * 20, 5, 6 + i, rand() * 6, i % 2 ? '#5f8a5c' : '#6c9866', `opacity="${0.5 + i * 0.05}"`));
  }
  const palms = /** @type {[number, number, number][]} */ ([
    [520, 500, 230],
    [590, 510, 180],
    [1020, 505, 250],
    [1090, 515, 190],
    [1160, 520, 150],
    [300, 520, 140],
  ])
    .map(([x, y, h]) => waxPalm(x, y, h, '#3f5e48', 4 * swing(t, -x / 300)))
    .join('');
  return svg(
    `${rect('url(#sky)')}<circle cx="800" cy="300" r="${breathe(t, 300, 10, 0)}" fill="url(#glow)"/><circle cx="800" cy="300" r="56" fill="#fff6e0"/>
${ridge(330, 50, 1.4, 2.6, '#a7c0b6', 'filter="url(#haze)"')}${rect('url(#mist)', { y: 300 + 14 * swing(t, 0), height: 140 })}
${ridge(400, 36, 2, 0.8, '#8daf9c')}${ridge(450, 30, 2.4, 2.2, '#789f86')}${rect('url(#mist)', { y: 400 + 12 * swing(t, 2), height: 120 })}
${palms}${ridge(520, 20, 1.8, 1.1, '#5b8a62')}${rows.join('')}
${flyingBird(t, 700, 200, 1, '#4f6b5a', 0)}${flyingBird(t, 742, 182, 0.8, '#4f6b5a', 0.8)}${flyingBird(t, 900, 230, 0.9, '#4f6b5a', 2.3)}`,
    vgrad('sky', [
      [0, '#bcd3d6'],
      [0.55, '#e7e6d3'],
      [1, '#f5e2c0'],
    ]) +
      vgrad('mist', [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.45],
        [1, '#ffffff', 0],
      ]) +
      rgrad('glow', '#fff3d6', 0.9) +
      blur('haze', 4),
  );
}

/** A garden rose seen from above, about 2r across, centred on (x, y): two rings of petals round a curled heart. */
/** A rose's three colours: outer petals, inner petals, heart. @typedef {[string, string, string]} RoseColours */

/** @param {number} x @param {number} y @param {number} r @param {RoseColours} colours @param {number} [turn] */
function rose(x, y, r, [outer, inner, heart], turn = 0) {
  const petals = [];
  for (let i = 0; i < 5; i++) {
    petals.push(
      `<ellipse cx="0" cy="${(-r * 0.5).toFixed(1)}" rx="${(r * 0.52).toFixed(1)}" ry="${(r * 0.56).toFixed(1)}" transform="rotate(${i * 72})" fill="${outer}"/>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    petals.push(
      `<ellipse cx="0" cy="${(-r * 0.28).toFixed(1)}" rx="${(r * 0.36).toFixed(1)}" ry="${(r * 0.34).toFixed(1)}" transform="rotate(${i * 90 + 36})" fill="${inner}"/>`,
    );
  }
  const curl = `<path d="M${(-r * 0.2).toFixed(1)},${(r * 0.04).toFixed(1)} a${(r * 0.2).toFixed(1)},${(r * 0.2).toFixed(1)} 0 1,1 ${(r * 0.34).toFixed(1)},${(r * 0.1).toFixed(1)} a${(r * 0.11).toFixed(1)},${(r * 0.11).toFixed(1)} 0 1,1 ${(-r * 0.16).toFixed(1)},${(-r * 0.14).toFixed(1)}" fill="none" stroke="${heart}" stroke-width="${(r * 0.06).toFixed(1)}" stroke-opacity="0.7" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${turn})">${petals.join('')}${curl}</g>`;
}

/** A pointed leaf `length` long from (0, 0) along the x axis, turned `turn` degrees. */
/** @param {number} x @param {number} y @param {number} length @param {number} turn @param {string} fill */
const leaf = (x, y, length, turn, fill) =>
  `<path d="M0,0 Q${length / 2},${-length * 0.32} ${length},0 Q${length / 2},${length * 0.32} 0,0 Z" transform="translate(${x} ${y}) rotate(${turn})" fill="${fill}"/>`;

/**
 * A spray of roses growing from (x, y) along `angle` degrees: a bowed stem, leaves on alternate sides and
 * blooms near its end. `flip` mirrors it for the right-hand side.
 */
/** @param {number} x @param {number} y @param {number} angle @param {boolean} flip @param {RoseColours} colours */
function roseSpray(x, y, angle, flip, colours) {
  const leaves = [];
  for (let i = 0; i < 6; i++) {
    const along = 40 + i * 44;
    const side = i % 2 ? 1 : -1;
    leaves.push(leaf(along, side * 3 - along * 0.08, 34 + (i % 3) * 6, side * (38 + i * 3) - 4, i % 3 ? '#7f8c63' : '#94a077'));
  }
  const blooms = `${rose(292, -30, 30, colours, 20)}${rose(232, -2, 21, colours, -30)}${rose(330, 24, 15, colours, 60)}
<ellipse cx="176" cy="-34" rx="9" ry="13" transform="rotate(-35 176 -34)" fill="${colours[0]}"/><ellipse cx="350" cy="-56" rx="7" ry="10" transform="rotate(40 350 -56)" fill="${colours[1]}"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${flip ? -1 : 1} 1)" opacity="0.92"><path d="M-10,0 Q150,-34 292,-30 M226,-20 Q260,-6 330,24" stroke="#6c7752" stroke-width="4" fill="none" stroke-linecap="round"/>${leaves.join('')}${blooms}</g>`;
}

/** A soft disc of light (bokeh): even in the middle, melting at the rim; cheaper to draw than a blur filter. */
/** @param {string} id @param {string} colour */
const bokehPaint = (id, colour) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.45"/><stop offset="0.72" stop-color="${colour}" stop-opacity="0.32"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** A ribbon's colour across the canvas: brightest at the centre, gone well before the edges. */
/** @param {string} id @param {string} colour */
const ribbonPaint = (id, colour) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${W}" y2="0">${[
    [0.16, 0],
    [0.34, 0.5],
    [0.5, 0.95],
    [0.66, 0.5],
    [0.84, 0],
  ]
    .map(([offset, opacity]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`)
    .join('')}</linearGradient>`;

/**
 * Pareja 1: the couple page's scene (a love story, not a memorial: warm where the others are quiet). Dusk in
 * rose and gold over soft hills, two lights turning round each other at the centre and the two ribbons they
 * trace braiding outwards, roses in the corners. Video: the lights circle once, the ribbons flow outwards,
 * the bokeh floats and rose petals drift down. The roses themselves keep still: their many sharp edges,
 * turned or shifted by a fraction of a pixel each frame, made the video twice as large.
 */
function couple1(t = 0) {
  const rand = seeded(12);
  const bokeh = [];
  for (let i = 0; i < 24; i++) {
    const [x, y] = [at(rand() * W, 0, 20 * swing(t, i * 0.9)), at(40 + rand() * H * 0.7, 0, 14 * swing(t, i * 1.3 + 1))];
    const r = (10 + rand() * 40).toFixed(0);
    const opacity = breathe(t, 0.35 + rand() * 0.4, 0.15, i * 0.7, 1, 0.15);
    bokeh.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${rand() > 0.45 ? 'bokehGold' : 'bokehRose'})" opacity="${opacity.toFixed(2)}"/>`,
    );
  }

  // The two lights turn round one another once a loop, seen edge on: they cross at the centre, the one in
  // front a little larger and brighter. Their ribbons start from them and flow outwards, one wave a loop,
  // so every crossing moves on to where the next one was. Soft ribbons (blurred, no crisp line) cost the
  // encoder far less than a sharp line that moves everywhere at once.
  // On the couple page the portrait covers the lights; the ribbons come out from behind it.
  const [cx, cy, amp, wave] = [800, 250, 34, 560];
  const angle = 0.9 + TURN * t;
  /** @param {number} sign */
  const strand = (sign) => {
    const points = [];
    for (let i = 0; i <= 80; i++) {
      const x = (W * i) / 80;
      const spread = 1 + Math.abs(x - cx) / 900;
      const y = cy + sign * amp * spread * Math.sin(angle - (TURN * Math.abs(x - cx)) / wave);
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    return `M${points.join(' L')}`;
  };
  const ribbons = /** @type {[number, string][]} */ ([
    [1, 'ribbonGold'],
    [-1, 'ribbonRose'],
  ])
    .map(([sign, paint]) => {
      const d = strand(sign);
      return `<path d="${d}" stroke="url(#${paint})" stroke-width="8" fill="none" opacity="0.35" filter="url(#glowBlur)"/><path d="${d}" stroke="url(#${paint})" stroke-width="3.5" fill="none" filter="url(#ribbonBlur)"/>`;
    })
    .join('');
  /** @param {number} sign @param {string} colour @param {string} halo */
  const light = (sign, colour, halo) => {
    const depth = sign * Math.cos(angle);
    const y = cy + sign * amp * Math.sin(angle);
    return `<circle cx="${cx}" cy="${y.toFixed(1)}" r="${(84 + 14 * depth).toFixed(1)}" fill="url(#${halo})"/><circle cx="${cx}" cy="${y.toFixed(1)}" r="${(11 + 2.5 * depth).toFixed(1)}" fill="${colour}" opacity="${(0.9 + 0.1 * depth).toFixed(2)}"/>`;
  };
  // The one behind is drawn first.
  const lights =
    Math.cos(angle) >= 0
      ? light(-1, '#fff1f1', 'haloRose') + light(1, '#fffbea', 'haloGold')
      : light(1, '#fffbea', 'haloGold') + light(-1, '#fff1f1', 'haloRose');

  // A few petals drift down and across. Each one's place in its fall is (start + t) mod 1, one fall a loop,
  // and it wraps round only while it is out of the picture (above or below it), so the loop has no seam.
  const petals = [];
  for (let i = 0; i < 8; i++) {
    const [x0, start, size] = [60 + rand() * (W - 260), rand(), 7 + rand() * 5];
    const fall = (start + t) % 1;
    const x = x0 + 170 * fall + 18 * swing(t, i * 1.7, 2);
    const y = -30 + (H + 60) * fall;
    const turn = rand() * 180 + 50 * swing(t, i, 2);
    petals.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.62).toFixed(1)}" transform="rotate(${turn.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 2 ? '#e9a2b0' : '#f3bcc4'}" opacity="0.85"/>`,
    );
  }
  /** @type {RoseColours} */
  const roses = ['#d98a97', '#e9a7b0', '#b8586f'];
  /** @type {RoseColours} */
  const deep = ['#c96f83', '#dc919d', '#a44862'];
  return svg(
    `${rect('url(#sky)')}<circle cx="800" cy="520" r="${breathe(t, 420, 12, 0)}" fill="url(#sun)"/><circle cx="${cx}" cy="${cy}" r="${breathe(t, 230, 10, 1)}" fill="url(#glow)"/>
<ellipse cx="${330 + 40 * swing(t, 0)}" cy="150" rx="260" ry="26" fill="#f7c6c0" opacity="0.55" filter="url(#soft)"/><ellipse cx="${1270 - 34 * swing(t, 2)}" cy="118" rx="230" ry="22" fill="#f9d2c4" opacity="0.5" filter="url(#soft)"/>
<ellipse cx="${560 + 26 * swing(t, 3)}" cy="390" rx="200" ry="16" fill="#fbdcc8" opacity="0.45" filter="url(#soft)"/>
${bokeh.join('')}
${ridge(505, 20, 1.3, 2.1, '#dca2a5', 'filter="url(#haze)"')}${ridge(550, 22, 1.8, 0.5, '#c7869a')}${ridge(610, 16, 1.4, 3.4, '#a86a86')}
${ribbons}${lights}
${roseSpray(-20, 690, -24, false, deep)}${roseSpray(1620, 700, 24, true, roses)}
${roseSpray(-30, 130, 14, false, roses)}${roseSpray(1630, 110, -12, true, deep)}${petals.join('')}`,
    vgrad('sky', [
      [0, '#c08aa5'],
      [0.35, '#dd9ea8'],
      [0.7, '#f4c2a4'],
      [1, '#fbdfbd'],
    ]) +
      rgrad('sun', '#ffe9bd', 0.85) +
      rgrad('glow', '#fff2dc', 0.6) +
      rgrad('haloGold', '#ffe7a8', 0.9) +
      rgrad('haloRose', '#ffc4cf', 0.85) +
      ribbonPaint('ribbonGold', '#fff0c4') +
      ribbonPaint('ribbonRose', '#ffd9de') +
      bokehPaint('bokehGold', '#ffe3a6') +
      bokehPaint('bokehRose', '#ffd0d8') +
      blur('soft', 14) +
      blur('glowBlur', 5) +
      blur('ribbonBlur', 1.5) +
      blur('haze', 4),
  );
}

export const SCENES = {
  'template-1': template1,
  'template-2': template2,
  'template-3': template3,
  'template-4': template4,
  'template-5': template5,
  'template-6': template6,
  'template-7': template7,
  'template-8': template8,
  'general-1': general1,
  'family-1': family1,
  'family-2': family2,
  'couple-1': couple1,
};
