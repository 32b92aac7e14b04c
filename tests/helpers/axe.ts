import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 level AA as axe-core tags it: every A and AA rule of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no finite animation or transition is running: axe measures colours as painted, and a dialog fading in
 * (or a table fading back from its busy state) reads as faint text. Endless ones (a spinner) do not hold it.
 */
export async function noTransitionRunning(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * The WCAG 2.2 AA violations axe-core finds on the page as it stands once no transition is running (in `within`
 * only, when given), one line per rule and element with axe's own summary of what fails, so a failing test says
 * what to fix and where.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await noTransitionRunning(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${new URL(page.url()).pathname} ${violation.id} (${violation.impact ?? 'sin impacto'}): ${violation.help}\n    ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
}
