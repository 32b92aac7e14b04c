import { describe, expect, it } from 'vitest';
import { memorialCopyKeys } from '../../site/lib/offline/memorial-copies';
import { choosePageResponse } from '../../site/lib/offline/network-first';
import { publicPageKey, routeRequest } from '../../site/lib/offline/requests';

/**
 * The service worker's rules for a page that may have been made private since this phone saved it (docs/features/visibility.md):
 * which answer a navigation shows, and which saved copies go when the server withdraws one. Checked without a
 * browser; tests/e2e/offline-private.test.ts runs them in Chromium.
 */
const ORIGIN = 'https://recuerdoseternos.co';

/** A promise the test settles itself, so no test waits on a clock. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const withSlash = (paths: string[]) => paths.flatMap((path) => [`${ORIGIN}${path}`, `${ORIGIN}${path}/`]);

describe('every copy of a withdrawn memorial', () => {
  it('a person’s memorial and its wall, from either address', () => {
    const copies = withSlash(['/memorial/ana-maria', '/muro-de-recuerdos/ana-maria']);
    expect(memorialCopyKeys(`${ORIGIN}/memorial/ana-maria`)).toEqual(copies);
    expect(memorialCopyKeys(`${ORIGIN}/memorial/ana-maria/`)).toEqual(copies);
    expect(memorialCopyKeys(`${ORIGIN}/muro-de-recuerdos/ana-maria`)).toEqual(copies);
  });

  it('a family’s page and both addresses of its wall, from any of them', () => {
    const copies = withSlash(['/familia/familia-gomez', '/familia/familia-gomez/muro-de-recuerdos', '/muro-de-recuerdos/familia-gomez']);
    expect(memorialCopyKeys(`${ORIGIN}/familia/familia-gomez`)).toEqual(copies);
    expect(memorialCopyKeys(`${ORIGIN}/familia/familia-gomez/muro-de-recuerdos`)).toEqual(copies);
    expect(memorialCopyKeys(`${ORIGIN}/familia/familia-gomez/muro-de-recuerdos/`)).toEqual(copies);
    expect(memorialCopyKeys(`${ORIGIN}/muro-de-recuerdos/familia-gomez`)).toEqual(copies);
  });

  it('a couple page alone: it has no wall', () => {
    expect(memorialCopyKeys(`${ORIGIN}/pareja/camila-y-andres`)).toEqual(withSlash(['/pareja/camila-y-andres']));
  });

  it('only the page itself for any other address', () => {
    expect(memorialCopyKeys(`${ORIGIN}/`)).toEqual([`${ORIGIN}/`]);
    expect(memorialCopyKeys('no es una dirección')).toEqual(['no es una dirección']);
  });

  it('names only addresses the worker keeps, and the calendars are never kept', () => {
    for (const start of ['/memorial/ana', '/familia/familia-gomez', '/pareja/camila-y-andres']) {
      for (const key of memorialCopyKeys(`${ORIGIN}${start}`)) expect(publicPageKey(key, ORIGIN), key).toBe(key);
    }
    for (const path of ['/memorial/ana/fechas.ics', '/familia/familia-gomez/fechas.ics']) {
      for (const mode of ['navigate', 'no-cors', 'cors']) {
        expect(
          routeRequest({ method: 'GET', url: `${ORIGIN}${path}`, mode, destination: '', hasRange: false }, ORIGIN),
          `${path} ${mode}`,
        ).toBeNull();
      }
    }
  });
});

describe('which answer a public page’s navigation shows', () => {
  it('the network’s answer whenever it comes in time, over a saved copy, whatever its status', async () => {
    const network = deferred<string>();
    const budget = deferred<void>();
    const choice = choosePageResponse(network.promise, Promise.resolve('copia guardada'), budget.promise);
    network.resolve('403 formulario del código');
    await expect(choice).resolves.toEqual({ response: '403 formulario del código', source: 'network' });
  });

  it('the saved copy, marked as offline, when the network fails', async () => {
    const network = deferred<string>();
    const choice = choosePageResponse(network.promise, Promise.resolve('copia guardada'), deferred<void>().promise);
    network.reject(new TypeError('Failed to fetch'));
    await expect(choice).resolves.toEqual({ response: 'copia guardada', source: 'offline' });
  });

  it('the browser’s own error when the network fails and nothing was saved', async () => {
    const network = deferred<string>();
    const failure = new TypeError('Failed to fetch');
    const choice = choosePageResponse(network.promise, Promise.resolve(undefined), deferred<void>().promise);
    network.reject(failure);
    await expect(choice).rejects.toBe(failure);
  });

  it('the saved copy, marked as slow (not offline), when the network is silent past the budget', async () => {
    const budget = deferred<void>();
    const choice = choosePageResponse(deferred<string>().promise, Promise.resolve('copia guardada'), budget.promise);
    budget.resolve();
    await expect(choice).resolves.toEqual({ response: 'copia guardada', source: 'slow' });
  });

  it('with no saved copy, the network’s late answer, or its late failure', async () => {
    const late = deferred<string>();
    const budget = deferred<void>();
    const answered = choosePageResponse(late.promise, Promise.resolve(undefined), budget.promise);
    budget.resolve();
    late.resolve('200 página');
    await expect(answered).resolves.toEqual({ response: '200 página', source: 'network' });

    const failing = deferred<string>();
    const failure = new TypeError('Failed to fetch');
    const failed = choosePageResponse(failing.promise, Promise.resolve(undefined), budget.promise);
    failing.reject(failure);
    await expect(failed).rejects.toBe(failure);
  });

  it('a saved copy that cannot be read counts as none', async () => {
    const network = deferred<string>();
    const choice = choosePageResponse(network.promise, Promise.reject(new Error('almacenamiento no disponible')), deferred<void>().promise);
    network.reject(new TypeError('Failed to fetch'));
    await expect(choice).rejects.toBeInstanceOf(TypeError);
  });
});
