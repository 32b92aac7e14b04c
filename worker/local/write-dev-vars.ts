/**
 * `npm start` / `npm run dev` run this first: it writes `.dev.vars` with the local switch when the file
 * does not exist yet (a developer's own `.dev.vars` is left alone). The Cloudflare build copies it next to
 * the built Worker for `wrangler dev`; `wrangler deploy` never uploads it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCAL_VARS } from './vars';

const file = fileURLToPath(new URL('../../.dev.vars', import.meta.url));
const header = '# Local development only (written by `npm start`; never deployed). Delete it to regenerate.\n';

if (!existsSync(file)) {
  writeFileSync(file, header + Object.entries(LOCAL_VARS).map(([key, value]) => `${key}=${value}\n`).join(''));
  console.info('.dev.vars creado con el modo local (correo en la bandeja local, rutas /api/dev).');
} else if (!/^\s*LOCAL_DEV\s*=\s*["']?true/m.test(readFileSync(file, 'utf8'))) {
  console.warn('Aviso: .dev.vars no tiene LOCAL_DEV=true; el Worker local se comportará como en producción.');
}
