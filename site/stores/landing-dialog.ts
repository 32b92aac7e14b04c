import { atom } from 'nanostores';

/**
 * Which of the 'ejemplos' dialogs is open (product §1.2). A store rather than the island's own state so the
 * cards' click listener (scripts/landing-dialogs.ts) works from first paint: a visitor on a slow phone who
 * taps 'Ver ejemplos' before the client:idle island has woken still gets the dialog once it does.
 */
export type LandingDialog = 'examples' | 'tutorial';

export const $landingDialog = atom<LandingDialog | null>(null);

export const isLandingDialog = (value: string | undefined): value is LandingDialog => value === 'examples' || value === 'tutorial';
