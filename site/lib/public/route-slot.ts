/**
 * A typed route's address with a path parameter the server cannot know yet (a memory's id, a captcha's id):
 * the page renders `$url({ param: { id: ROUTE_SLOT } })` and its script puts the real value in the slot. Tiny
 * and free of the typed client, for the scripts of public pages.
 */
export const ROUTE_SLOT = '__id__';

export const fillRouteSlot = (address: string, value: string): string => address.replace(ROUTE_SLOT, encodeURIComponent(value));
