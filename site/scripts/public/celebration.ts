/**
 * The birthday celebration (product §2.4 and §2.9): confetti, balloons and fireworks for 7 seconds, drawn
 * with CSS animations on a layer that ignores pointer events, then removed. Its styles are injected only
 * when it first runs. It ships in the page's script (about 1.5 KB compressed) rather than on demand: a
 * separate chunk would add a loader chunk and a round trip to every visit for a once-a-year moment. With
 * prefers-reduced-motion the automatic celebration is skipped; pressing 'Celebrar de nuevo' shows the
 * pieces standing still for the 7 seconds.
 */
import { celebrationPlan } from '../../lib/public/celebration-plan';

const COLORS = ['#c9a24a', '#e2c27a', '#7a2e4f', '#e7a9bc', '#f4d9e1', '#8fb3d9', '#9cc7a4', '#f2cf7c'];
const FIREWORK_PARTICLES = 14;
const STYLE_ID = 'celebration-style';

const CSS = `
.celebration{position:fixed;inset:0;z-index:60;overflow:hidden;pointer-events:none;transition:opacity .6s ease}
.celebration--leaving{opacity:0}
.celebration span,.celebration i{position:absolute;display:block}
.cb-confetti{top:-24px;width:8px;height:14px;border-radius:2px;animation:cb-fall var(--d) linear var(--delay) infinite}
.cb-balloon{bottom:-120px;width:46px;height:58px;border-radius:50% 50% 48% 48%/56% 56% 44% 44%;box-shadow:inset -6px -8px 0 rgb(0 0 0/.08);animation:cb-rise var(--d) ease-in var(--delay) forwards}
.cb-balloon::before{content:'';position:absolute;left:8px;top:9px;width:9px;height:14px;border-radius:50%;background:rgb(255 255 255/.45)}
.cb-balloon::after{content:'';position:absolute;left:50%;top:100%;width:1px;height:46px;background:rgb(46 21 40/.35)}
.cb-firework{width:0;height:0}
.cb-firework i{left:-3px;top:-3px;width:6px;height:6px;border-radius:50%;opacity:0;animation:cb-burst 1.3s ease-out var(--delay) 2}
@keyframes cb-fall{from{transform:translate(0,0) rotate(0)}to{transform:translate(var(--sway),110vh) rotate(var(--spin))}}
@keyframes cb-rise{from{transform:translate(0,0)}to{transform:translate(var(--sway),-125vh)}}
@keyframes cb-burst{0%{opacity:1;transform:rotate(var(--a)) translateX(0)}70%{opacity:1}100%{opacity:0;transform:rotate(var(--a)) translateX(var(--r))}}
@media (prefers-reduced-motion:reduce){
.celebration span,.celebration i{animation:none!important}
.cb-confetti{top:var(--still-y)}
.cb-balloon{bottom:var(--still-y)}
.cb-firework i{opacity:.9;transform:rotate(var(--a)) translateX(calc(var(--r)*.6))}
}`;

const random = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function piece(className: string, style: Record<string, string>): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  for (const [name, value] of Object.entries(style)) element.style.setProperty(name, value);
  return element;
}

function ensureStyle(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}

let running: { layer: HTMLElement; timers: number[]; done: () => void } | null = null;

function stop(): void {
  if (!running) return;
  const { layer, timers, done } = running;
  running = null;
  timers.forEach((timer) => window.clearTimeout(timer));
  layer.remove();
  done();
}

/** Starts (or restarts) the celebration; resolves when it has left the screen. */
export function celebrate(): Promise<void> {
  stop();
  ensureStyle();
  const plan = celebrationPlan(window.innerWidth);
  const layer = document.createElement('div');
  layer.className = 'celebration';
  layer.dataset.celebration = '';
  layer.setAttribute('aria-hidden', 'true');

  for (let n = 0; n < plan.confetti; n++) {
    layer.appendChild(
      piece('cb-confetti', {
        left: `${random(0, 100)}%`,
        background: pick(COLORS),
        '--d': `${random(2.6, 4.6).toFixed(2)}s`,
        '--delay': `${random(0, 2.4).toFixed(2)}s`,
        '--sway': `${random(-60, 60).toFixed(0)}px`,
        '--spin': `${random(360, 1080).toFixed(0)}deg`,
        '--still-y': `${random(2, 90).toFixed(0)}%`,
      }),
    );
  }
  for (let n = 0; n < plan.balloons; n++) {
    layer.appendChild(
      piece('cb-balloon', {
        left: `${random(2, 92)}%`,
        background: pick(COLORS),
        '--d': `${random(4.5, 6.4).toFixed(2)}s`,
        '--delay': `${random(0, 1.2).toFixed(2)}s`,
        '--sway': `${random(-40, 40).toFixed(0)}px`,
        '--still-y': `${random(5, 70).toFixed(0)}%`,
      }),
    );
  }
  for (let n = 0; n < plan.fireworks; n++) {
    const burst = piece('cb-firework', { left: `${random(12, 88)}%`, top: `${random(10, 45)}%` });
    const color = pick(COLORS);
    const delay = `${(n * (4.2 / Math.max(1, plan.fireworks)) + random(0, 0.4)).toFixed(2)}s`;
    for (let p = 0; p < FIREWORK_PARTICLES; p++) {
      const particle = document.createElement('i');
      particle.style.background = color;
      particle.style.setProperty('--a', `${(360 / FIREWORK_PARTICLES) * p}deg`);
      particle.style.setProperty('--r', `${random(60, 95).toFixed(0)}px`);
      particle.style.setProperty('--delay', delay);
      burst.appendChild(particle);
    }
    layer.appendChild(burst);
  }

  document.body.appendChild(layer);
  return new Promise((resolve) => {
    const timers = [
      window.setTimeout(() => layer.classList.add('celebration--leaving'), plan.durationMs - 600),
      window.setTimeout(stop, plan.durationMs),
    ];
    running = { layer, timers, done: resolve };
  });
}
