/**
 * The one script of the public memorial, family and couple pages. Every feature looks for its own markup
 * and does nothing when the page has no such section. Bundled as one self-contained file (no module shared
 * with other pages' bundles), so it arrives as one request of about 7 KB compressed, with no chain of imports
 * behind it; the page adds it once its first screen is shown (site/components/public/PublicPageScript.astro).
 * It also registers the service worker and watches for a saved copy, which other pages do from BaseLayout.
 */
import { wireAmbientVideo } from './ambient-video';
import { watchBirthdayMarkers } from './birthday-markers';
import { watchBirthday } from './birthday-watch';
import { readCandles, wireRemembranceForms } from './remembrance';
import { wireDialogButtons } from './dialogs';
import { cyclePortraits } from './family-portraits';
import { wireGalleryLinks } from './gallery-links';
import { wireGalleryMore } from './gallery-more';
import { wireQuoteCard } from './quote-card';
import { wireVideoRetry } from './video-retry';
import { afterLoad } from '../after-load';
import { registerServiceWorker } from '../offline/register';
import { watchSavedCopy } from '../offline/saved-copy-notice';
import { countVisit, sendPendingVisits } from './visit-counter';
import { wireYoutubeEmbeds } from './youtube-embed';

registerServiceWorker();
watchSavedCopy();
wireGalleryLinks();
wireDialogButtons();
wireVideoRetry();
wireYoutubeEmbeds();
wireGalleryMore();

const ambient = document.querySelector<HTMLVideoElement>('video[data-ambient-video]');
if (ambient) wireAmbientVideo(ambient);

const portraits = document.querySelector<HTMLElement>('[data-portraits]');
if (portraits) cyclePortraits(portraits);

const quoteCard = document.querySelector<HTMLElement>('[data-quote-card]');
if (quoteCard) wireQuoteCard(quoteCard);

const birthday = document.querySelector<HTMLElement>('[data-birthday]');
if (birthday) watchBirthday(birthday);

const birthdayMarkers = [...document.querySelectorAll<HTMLElement>('[data-birthday-marker]')];
if (birthdayMarkers.length > 0) watchBirthdayMarkers(birthdayMarkers);

// Counted once the page has loaded, so the request never competes with the photos. Visits made without a
// connection are sent then too, and whenever the connection comes back while the page is open.
const counter = document.querySelector<HTMLElement>('[data-visit-counter]');
afterLoad(() => void (counter ? countVisit(counter) : Promise.resolve()).then(() => sendPendingVisits(counter)));
window.addEventListener('online', () => void sendPendingVisits(counter));

// Candles are read like the visit: after load, never baked into the kept page.
const candles = document.querySelector<HTMLElement>('[data-candles]');
wireRemembranceForms(candles);
if (candles) afterLoad(() => void readCandles(candles));

document.documentElement.dataset.pageScript = 'ready';
