import type { APIContext, MiddlewareNext } from 'astro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** site/middleware.ts: the signed-in user is looked up once per page request, and only when a page asks. */
const pageUser = vi.fn(async () => ({ id: 'u1', email: 'ana@correo.co' }));
vi.mock('../../site/data/page-session', () => ({ pageUser }));

const { onRequest } = await import('../../site/middleware');

async function request(path: string) {
  const context = { url: new URL(path, 'https://memorial.example'), cookies: {}, locals: {} } as unknown as APIContext;
  const next = vi.fn(async () => new Response('page')) as unknown as MiddlewareNext;
  await onRequest(context, next);
  expect(next).toHaveBeenCalledOnce();
  return context.locals;
}

describe('Astro.locals.user()', () => {
  beforeEach(() => pageUser.mockClear());

  it('reads nothing until a page asks', async () => {
    await request('/dashboard');
    expect(pageUser).not.toHaveBeenCalled();
  });

  it('looks the session up once however often the page and its components ask', async () => {
    const locals = await request('/dashboard');
    const [first, second] = await Promise.all([locals.user(), locals.user()]);
    expect(await locals.user()).toBe(first);
    expect(second).toBe(first);
    expect(first?.email).toBe('ana@correo.co');
    expect(pageUser).toHaveBeenCalledOnce();
  });

  it('refuses on the pages the edge keeps for every visitor, without reading the session', async () => {
    for (const path of ['/', '/memorial/ana', '/familia/familia-perez', '/pareja/camila', '/muro-de-recuerdos/ana']) {
      await expect((await request(path)).user(), path).rejects.toThrow('must not read the session');
    }
    expect(pageUser).not.toHaveBeenCalled();
  });
});
