/**
 * Keeps an open landing tab in step with the settings (product §1.9: every 30 seconds and when the tab becomes
 * visible). Only the hero's texts and figures change, in place: the nodes Hero.astro marks with
 * data-hero / data-hero-stat. Nothing reloads and nothing moves unless a value actually changed.
 */
import type { HeroSection, SiteStats } from '../../worker/schemas/settings';
import { heroFigures } from '../lib/landing/hero-figures';
import { $settings, keepSettingsFresh } from '../stores/settings';

function setText(node: HTMLElement, text: string): void {
  if (node.textContent !== text) node.textContent = text;
  node.hidden = !text;
}

export function applyHero(hero: HeroSection, root: ParentNode = document): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-hero]')) {
    const key = node.dataset.hero as keyof HeroSection;
    if (key in hero) setText(node, hero[key]);
  }
}

export function applyStats(stats: SiteStats, root: ParentNode = document): void {
  for (const figure of heroFigures(stats)) {
    const node = root.querySelector<HTMLElement>(`[data-hero-stat="${figure.key}"]`);
    if (node && node.textContent !== figure.value) node.textContent = figure.value;
  }
}

$settings.listen(({ status, values }) => {
  if (status !== 'ready') return;
  if (values.hero_section) applyHero(values.hero_section);
  if (values.site_stats) applyStats(values.site_stats);
});
keepSettingsFresh();
