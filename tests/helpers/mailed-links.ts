import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every link the product e-mails, as the code builds it (docs/features/the-way-back.md keeps the same list):
 * an address on our origin is always written `${appUrl}/path…` (or `${origin}…`, `${deps.appUrl}${helper(…)}`), so
 * reading worker/ for those template literals finds each one. `shape` is the literal with each `${…}` after the
 * origin written `{}` (or `{helper}` for a call). `access` says what the page it opens needs:
 *
 * - `session`: a page only a signed-in person sees; a signed-out visitor is sent to /iniciar-sesion?volver=… and
 *   comes back (`sample` is an address of it, fetched signed out by tests/e2e/way-back.test.ts);
 * - `guest`: a page anyone may open (a token page, a public memorial, the landing); the invitation asks a guest to
 *   sign in or create the account on the page itself, and comes back to it;
 * - `api`: an API address (the one-click unsubscribe a mail client POSTs to);
 * - `not-mailed`: built on the origin but never e-mailed (the edge cache's keys, the export's page address, the
 *   payment gateway's return address).
 */
export type BuiltLink = { shape: string; what: string } & (
  { access: 'session'; page: string; sample: string } | { access: 'guest'; page: string } | { access: 'api' | 'not-mailed' }
);

export const BUILT_LINKS: readonly BuiltLink[] = [
  {
    shape: '/dashboard',
    what: 'orders, payments, plaques, an accepted invitation, the candles’ digest',
    access: 'session',
    page: '/dashboard',
    sample: '/dashboard',
  },
  {
    shape: '/dashboard?recuerdos={}:{}',
    what: 'a new memory on the owner’s wall: opens that wall’s memories',
    access: 'session',
    page: '/dashboard',
    sample: '/dashboard?recuerdos=memorial:ejemplo-43',
  },
  {
    shape: '/edit/{}',
    what: 'wrong access codes on a private memorial; the bóveda’s contract ending',
    access: 'session',
    page: '/edit/[id]',
    sample: '/edit/ejemplo-43',
  },
  {
    shape: '/invitacion?token={encodeURIComponent}',
    what: 'an invitation to help with a memorial, or a hand-over',
    access: 'guest',
    page: '/invitacion',
  },
  {
    shape: '/verify-email#token={}',
    what: 'the sign-up’s verification, its resend, a new address',
    access: 'guest',
    page: '/verify-email',
  },
  { shape: '/reset-password?token={}', what: 'forgot-password, the back-office’s reset link', access: 'guest', page: '/reset-password' },
  {
    shape: '/auth/magic-link#token={}',
    what: 'a sign-in link (an account the back-office made)',
    access: 'guest',
    page: '/auth/magic-link',
  },
  {
    shape: '{emailChangePath}',
    what: 'confirming an e-mail change an administrator asked for',
    access: 'guest',
    page: '/cuenta/confirmar-correo',
  },
  { shape: '/', what: 'security notices, an e-mail that changed', access: 'guest', page: '/' },
  {
    shape: '{pagePathOf}',
    what: 'remembrance reminders, gatherings, the reminders’ confirmation (and the calendar’s events)',
    access: 'guest',
    page: '/memorial/[slug]',
  },
  { shape: '{confirmationPath}', what: 'the reminders’ double opt-in', access: 'guest', page: '/recordatorios/confirmar' },
  { shape: '{unsubscribePagePath}', what: 'leaving the reminders', access: 'guest', page: '/recordatorios/baja' },
  { shape: '{oneClickPath}', what: 'one-click unsubscribe (RFC 8058), POSTed by the mail client', access: 'api' },
  { shape: '/{}/{encodeURIComponent}', what: 'the memorial’s address inside ‘Descargar memorial’', access: 'not-mailed' },
  { shape: '{}', what: 'the edge cache’s keys and purges', access: 'not-mailed' },
  { shape: '/payment-success?order={encodeURIComponent}', what: 'where the payment gateway sends the buyer back', access: 'not-mailed' },
];

/** An origin's name as the code spells it: `appUrl`, `deps.appUrl`, `origin`, `parsed.origin`. */
const ORIGIN = /(^|\.)(appUrl|origin)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every template literal under `root`/worker that starts with an origin, by shape, with where each stands. */
export function linksBuiltOnTheOrigin(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(join(root, 'worker'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const first = ts.isTemplateExpression(node) ? node.templateSpans[0] : undefined;
      if (ts.isTemplateExpression(node) && node.head.text === '' && first && ORIGIN.test(first.expression.getText())) {
        const shape = node.templateSpans
          .map((span, index) => {
            const hole = index === 0 ? '' : ts.isCallExpression(span.expression) ? `{${span.expression.expression.getText()}}` : '{}';
            return `${hole}${span.literal.text}`;
          })
          .join('');
        const where = `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        found.set(shape, [...(found.get(shape) ?? []), where]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
