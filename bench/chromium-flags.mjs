// @ts-check
/**
 * The flags a headless Debian Chromium runs with when a script of ours drives it (the benches' Lighthouse runs,
 * site/assets/templates/render-videos.mjs): usable as root (--no-sandbox), without a GPU, and off the network
 * (no background fetches, component updates, sync or first-run pages), so a measurement or a recording sees only
 * the page's own work. Each launcher adds how it goes headless (chrome-launcher a flag, Playwright an option);
 * tests/helpers/browser.ts launches the e2e suite's browser with them too.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
