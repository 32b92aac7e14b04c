/**
 * Caching for the public memorial pages, as browsers see it. The Worker keeps them at the edge until the
 * next write that changes them (worker/edge-cache/), so a browser asks again every time and gets the
 * current page from the nearest data centre; a browser's own copy could outlive an owner's edit. The visit
 * count in the HTML is the edge copy's; the page's script shows the fresh count after counting a visit.
 */
export const PUBLIC_CACHE_CONTROL = 'no-cache';

/** A 404 must not outlive the moment its memorial gets published. */
export const NOT_FOUND_CACHE_CONTROL = 'no-cache';
