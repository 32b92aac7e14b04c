/**
 * The 'ejemplos' cards (ExamplesSection.astro) are static HTML marked `data-landing-dialog`; a click opens
 * their dialog through the store, which the LandingDialogs island renders. Without JavaScript the tutorial
 * card is a plain link to the video.
 */
import { wakeIsland } from '../lib/islands/wake';
import { $landingDialog, isLandingDialog } from '../stores/landing-dialog';

// The dialogs' island sleeps (client:touch) until one is asked for.
$landingDialog.subscribe((which) => {
  if (which) wakeIsland('landing-dialogs');
});

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-landing-dialog]') : null;
  const which = trigger?.dataset.landingDialog;
  if (!isLandingDialog(which)) return;
  event.preventDefault();
  $landingDialog.set(which);
});
