// @ts-check
// Small drawing helpers shared by the template scenes (scenes.mjs). Plain SVG strings, no dependencies.

/** The scene's canvas: wide enough for desktop; phones see the centre (see render.mjs). */
export const W = 1600;
export const H = 700;

/**
 * Motion for the templates' looping videos (render-videos.mjs): a scene drawn at loop time t (0 to 1) moves
 * each element by `amount * swing(t, …)`. It is 0 at t = 0, so the still picture (render.mjs, t = 0) is the
 * video's first frame, and it repeats exactly after t = 1 (whole `cycles` only), so the loop has no seam.
 */
/** @param {number} t @param {number} [phase] @param {number} [cycles] */
export const swing = (t, phase = 0, cycles = 1) => Math.sin(2 * Math.PI * cycles * t + phase) - Math.sin(phase);

/** A deterministic random generator, so re-rendering gives the same picture. */
/** @param {number} seed @returns {() => number} */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** @param {string} body @param {string} [defs] */
export const svg = (body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/** A vertical gradient from [offset, colour] stops. */
/** @param {string} id @param {[number, string, number?][]} stops */
export const vgrad = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('')}</linearGradient>`;

/** @param {string} id @param {string} color @param {number} [opacity] @param {string} [extra] */
export const rgrad = (id, color, opacity = 1, extra = '') =>
  `<radialGradient id="${id}" ${extra}><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/** @param {string} id @param {number} deviation */
export const blur = (id, deviation) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

/** A full-width band from y to y + height (the whole canvas by default). */
/** @param {string} fill @param {{ y?: number, height?: number }} [band] */
export const rect = (fill, { y = 0, height = H - y } = {}) => `<rect y="${y}" width="${W}" height="${height}" fill="${fill}"/>`;

/**
 * A ridge or wave line across the whole width, closed down to the bottom: `base` is its mean height,
 * `amp` its swing and `waves` how many crests it has; `phase` shifts it sideways. `roll` (radians) moves
 * the crests along for a video: a whole turn (2π) brings the line back to where it started.
 */
/**
 * @param {number} base @param {number} amp @param {number} waves @param {number} phase @param {string} fill
 * @param {string} [extra] @param {number} [bottom] @param {number} [roll]
 */
export function ridge(base, amp, waves, phase, fill, extra = '', bottom = H, roll = 0) {
  const points = [];
  const steps = 64;
  for (let i = 0; i <= steps; i++) {
    const x = (W * i) / steps;
    const t = (i / steps) * Math.PI * 2 * waves + phase;
    const y = base + Math.sin(t + roll) * amp + Math.sin(t * 2.3 + phase + 2 * roll) * amp * 0.35;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `<path d="M0,${bottom} L${points.join(' L')} L${W},${bottom} Z" fill="${fill}" ${extra}/>`;
}

/** A soft cloud: overlapping circles, blurred by the caller's filter. */
/** @param {number} cx @param {number} cy @param {number} scale @param {string} fill @param {string} filter @param {number} [opacity] */
export function cloud(cx, cy, scale, fill, filter, opacity = 1) {
  /** @type {[number, number, number][]} */
  const puffs = [
    [0, 0, 60],
    [-70, 14, 44],
    [70, 12, 48],
    [-30, -26, 46],
    [34, -22, 50],
    [-120, 26, 30],
    [118, 26, 32],
  ];
  const circles = puffs
    .map(([x, y, r]) => `<circle cx="${(cx + x * scale).toFixed(1)}" cy="${(cy + y * scale).toFixed(1)}" r="${(r * scale).toFixed(1)}"/>`)
    .join('');
  return `<g fill="${fill}" opacity="${opacity}" ${filter ? `filter="url(#${filter})"` : ''}>${circles}</g>`;
}

/** A distant bird: two soft arcs; `lift` below 1 flattens the wings (a wing beat in the videos). */
/** @param {number} x @param {number} y @param {number} s @param {string} color @param {number} [lift] */
export const bird = (x, y, s, color, lift = 1) =>
  `<path d="M${x - 12 * s},${y} q${6 * s},${-7 * s * lift} ${12 * s},0 q${6 * s},${-7 * s * lift} ${12 * s},0" fill="none" stroke="${color}" stroke-width="${2 * s}" stroke-linecap="round"/>`;

/** Rotates the absolute "x,y" pairs of a path by `degrees` around (cx, cy): a cat's tail, a dog's wag. */
/** @param {string} d @param {number} degrees @param {number} cx @param {number} cy */
export function turnPath(d, degrees, cx, cy) {
  const a = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  const round = (/** @type {number} */ v) => String(Number(v.toFixed(1)));
  return d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, /** @type {string} */ xs, /** @type {string} */ ys) => {
    const [x, y] = [Number(xs) - cx, Number(ys) - cy];
    return `${round(cx + x * cos - y * sin)},${round(cy + x * sin + y * cos)}`;
  });
}

/** A five-pointed star centred on (x, y). */
/** @param {number} x @param {number} y @param {number} r @param {string} fill @param {string} [extra] */
export function star(x, y, r, fill, extra = '') {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + Math.cos(angle) * radius).toFixed(1)},${(y + Math.sin(angle) * radius).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" ${extra}/>`;
}

/** A paw print, pointing up, about 40 units tall at scale 1. */
/** @param {number} x @param {number} y @param {number} s @param {string} fill @param {number} [rotate] @param {number} [opacity] */
export function paw(x, y, s, fill, rotate = 0, opacity = 1) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})" fill="${fill}" opacity="${opacity}">
<ellipse cx="0" cy="8" rx="13" ry="11"/><ellipse cx="-14" cy="-8" rx="5.5" ry="7"/><ellipse cx="-5" cy="-16" rx="5.5" ry="7.5"/>
<ellipse cx="6" cy="-16" rx="5.5" ry="7.5"/><ellipse cx="15" cy="-7" rx="5.5" ry="7"/></g>`;
}

/** A football: a white ball with the classic dark pentagons, seen from the front. */
/** @param {number} x @param {number} y @param {number} r @param {string} [dark] */
export function football(x, y, r, dark = '#2d2229') {
  /** @param {number} cx @param {number} cy @param {number} size @param {number} rot */
  const pentagon = (cx, cy, size, rot) => {
    const pts = [];
    for (let i = 0; i < 5; i++) {
      const a = rot + (i * 2 * Math.PI) / 5;
      pts.push(`${(cx + Math.cos(a) * size).toFixed(1)},${(cy + Math.sin(a) * size).toFixed(1)}`);
    }
    return `<polygon points="${pts.join(' ')}" fill="${dark}"/>`;
  };
  const ring = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    ring.push(pentagon(x + Math.cos(a) * r * 0.78, y + Math.sin(a) * r * 0.78, r * 0.2, a + Math.PI));
  }
  return `<g><circle cx="${x}" cy="${y}" r="${r}" fill="#fbfbf8"/>${pentagon(x, y, r * 0.3, -Math.PI / 2)}${ring.join('')}
<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${dark}" stroke-opacity="0.25" stroke-width="${r * 0.04}"/></g>`;
}
