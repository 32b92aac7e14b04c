/**
 * The couple page's birthday markers (product §3.2): each person's '¡Hoy es su cumpleaños!' follows the
 * visitor's clock in Colombia, re-checked every hour so a page left open (or a cached copy) crossing
 * midnight catches up, as the memorial's birthday notice does (birthday-watch.ts, same birthday rule). On
 * the day the memorial's celebration runs once per person per day (a dated mark in localStorage), never by
 * itself with reduced motion. `data-kind` ('today' or 'none') tells the browser tests what was decided.
 */
import { celebrationMarkKey, colombiaDate, isBirthday } from '../../lib/public/birthday';
import { celebrate } from './celebration';
import { readMark, writeMark } from './storage';

const HOUR_MS = 60 * 60 * 1000;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Shows or hides one marker for `today`; true when the day still has to be celebrated for this person. */
function render(marker: HTMLElement, today: string): boolean {
  const isToday = isBirthday(marker.dataset.birthDate ?? '', today);
  marker.hidden = !isToday;
  marker.dataset.kind = isToday ? 'today' : 'none';
  if (!isToday) return false;
  const key = celebrationMarkKey(marker.dataset.profileKey ?? marker.dataset.birthDate ?? '');
  if (readMark('local', key) === today) return false;
  writeMark('local', key, today);
  return true;
}

function check(markers: HTMLElement[]): void {
  const today = colombiaDate(Date.now());
  // Every marker is rendered (no short-circuit): both people may share a birthday.
  const due = markers.map((marker) => render(marker, today)).some(Boolean);
  if (due && !reducedMotion()) void celebrate();
}

export function watchBirthdayMarkers(markers: HTMLElement[]): void {
  check(markers);
  window.setInterval(() => check(markers), HOUR_MS);
}
