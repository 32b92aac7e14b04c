import { createApiClients } from '../../site/lib/api-client';
import type { TestApp } from './test-db';

/**
 * The browser's typed client (site/lib/api-client.ts), sending to the test app instead of the network:
 * tests call the API through the same contract the islands do. `env` holds the request's bindings.
 */
export function testClient(app: TestApp, env?: object, headers: Record<string, string> = {}) {
  return createApiClients('http://localhost', (input, init) => {
    const sent = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) sent.set(name, value);
    return Promise.resolve(app.request(input instanceof Request ? input : String(input), { ...init, headers: sent }, env));
  });
}
