/**
 * Keeps the birthday message true to the visitor's clock in Colombia and runs the celebration on the day
 * (product §2.4): automatically once per day per memorial (a dated marker in localStorage), re-checked
 * every hour so a page left open across midnight catches up, and again whenever 'Celebrar de nuevo' is
 * pressed.
 */
import { birthdayMessage, celebrationMarkKey, colombiaDate } from '../../lib/public/birthday';
import { celebrate } from './celebration';
import { readMark, writeMark } from './storage';

const HOUR_MS = 60 * 60 * 1000;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Renders the message for the current day and returns whether today is the birthday. */
function render(root: HTMLElement, today: string): boolean {
  const { name = '', birthDate = '' } = root.dataset;
  const message = birthdayMessage(name, birthDate, today);
  root.hidden = !message;
  root.dataset.kind = message?.kind ?? 'none';
  const title = root.querySelector<HTMLElement>('[data-birthday-title]');
  const detail = root.querySelector<HTMLElement>('[data-birthday-detail]');
  const replay = root.querySelector<HTMLElement>('[data-celebrate]');
  if (title && title.textContent !== (message?.title ?? '')) title.textContent = message?.title ?? '';
  if (detail && detail.textContent !== (message?.detail ?? '')) detail.textContent = message?.detail ?? '';
  if (replay) replay.hidden = message?.kind !== 'today';
  return message?.kind === 'today';
}

function check(root: HTMLElement): void {
  const today = colombiaDate(Date.now());
  if (!render(root, today)) return;
  const key = celebrationMarkKey(root.dataset.profileKey ?? root.dataset.birthDate ?? '');
  if (readMark('local', key) === today) return;
  writeMark('local', key, today);
  if (!reducedMotion()) void celebrate();
}

export function watchBirthday(root: HTMLElement): void {
  check(root);
  window.setInterval(() => check(root), HOUR_MS);
  root.querySelector('[data-celebrate]')?.addEventListener('click', () => void celebrate());
}
