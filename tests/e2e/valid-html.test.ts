import { describe, expect, inject, it } from 'vitest';
import { SEED_COUPLE } from '../../db/seed/data/couples';
import { SEED_FAMILY, SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { adminCookie } from '../helpers/e2e-admin';
import { describeHtmlErrors, validateHtml, type HtmlDocument } from '../helpers/html-validator';

/**
 * Every kind of page the built Worker serves, as a browser receives it, passes the W3C Nu HTML Checker with
 * no error: the public pages people reach from a plaque or a link (landing, memorial, family, couple, both
 * walls, the templates gallery, a 404, the plaque's /q/ answer for an unknown code), the legal pages, and
 * the signed-in shells (dashboard, the memorial editor and preview, the back-office). All are checked in one run of the
 * checker; a failure lists each error with its page, line and the markup around it.
 */
const baseURL = inject('baseURL');

type PageToCheck = { path: string; status: number; signedIn?: true };

const PAGES: PageToCheck[] = [
  { path: '/', status: 200 },
  { path: `/memorial/${SEED_MEMORIAL.slug}`, status: 200 },
  { path: `/familia/${SEED_FAMILY.slug}`, status: 200 },
  { path: `/pareja/${SEED_COUPLE.slug}`, status: 200 },
  { path: `/muro-de-recuerdos/${SEED_MEMORIAL.slug}`, status: 200 },
  { path: `/familia/${SEED_FAMILY.slug}/muro-de-recuerdos`, status: 200 },
  { path: '/template', status: 200 },
  { path: '/no-existe-esta-pagina', status: 404 },
  // A known code is a bodiless 302 to the memorial (checked above); an unknown one is the page a person reads.
  { path: '/q/ZZZZZZ', status: 404 },
  { path: '/politica-de-datos', status: 200 },
  { path: '/terminos', status: 200 },
  { path: '/verify-email', status: 200 },
  { path: '/iniciar-sesion?volver=%2Fdashboard%3Frecuerdos%3Dmemorial%3Aejemplo', status: 200 },
  // The seeded memorials belong to the seeded administrator, so its dashboard lists them.
  { path: '/dashboard', status: 200, signedIn: true },
  { path: `/edit/${SEED_MEMORIAL.id}`, status: 200, signedIn: true },
  { path: `/preview/${SEED_MEMORIAL.slug}`, status: 200, signedIn: true },
  { path: '/admin', status: 200, signedIn: true },
];

async function fetchPage({ path, status, signedIn }: PageToCheck): Promise<HtmlDocument> {
  const response = await fetch(`${baseURL}${path}`, { headers: signedIn ? { cookie: adminCookie() } : {}, redirect: 'manual' });
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
  return { name: path, html: await response.text() };
}

describe('valid HTML', () => {
  it('catches invalid markup (the checker really runs)', async () => {
    const errors = await validateHtml([
      {
        name: 'roto',
        html: '<!doctype html><html lang="es"><head><title>x</title></head><body><img alt=""></body></html><script src="/a.js"></script>',
      },
    ]);
    expect(errors.map((error) => error.message).join('\n')).toMatch(/missing one or more of the following attributes: “src”/);
    expect(errors.map((error) => error.message).join('\n')).toMatch(/Stray start tag “script”/);
  });

  it('serves every page as valid HTML', async () => {
    const documents = [];
    for (const page of PAGES) documents.push(await fetchPage(page));
    const errors = await validateHtml(documents);
    expect(errors, `The Nu HTML Checker found errors:\n${describeHtmlErrors(errors)}`).toEqual([]);
  });
});
