/**
 * The parts of the service worker's global scope this worker uses. TypeScript's "webworker" library cannot
 * be loaded in the same program as "dom" (they declare `self` differently), so the few types are here.
 */

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The page that made a subresource request ('' for navigations). */
  readonly clientId: string;
  /** The page a navigation will create. */
  readonly resultingClientId: string;
  respondWith(response: Response | Promise<Response>): void;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface WindowClient {
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface ServiceWorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void>; get(id: string): Promise<WindowClient | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

export const sw = self as unknown as ServiceWorkerScope;
