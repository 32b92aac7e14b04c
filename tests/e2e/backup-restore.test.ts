import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseManifest, parseSummary, type BackupManifest } from '../../db/backup/manifest';
import { SEED_MEMORIAL } from '../../db/seed/data/memorials';
import { startLocalWorker, type LocalWorker } from '../helpers/local-worker';
import { SEED_PAGES } from '../helpers/seed-pages';

/**
 * `npm run backup` of a seeded local state while its Worker serves it, `npm run restore` of that folder into
 * another state, and a second Worker on the restored state: a visitor must not be able to tell them apart.
 * Its own two Workers and temporary folders; the shared e2e Worker is never touched.
 */
const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
/** Backup and restore open workerd themselves; on a busy 2-core machine that can take a while. */
const SETUP_TIMEOUT_MS = 480_000;

const PAGES = SEED_PAGES;

type CliResult = { code: number | null; output: string };

function cli(script: 'run-backup' | 'run-restore', args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, `db/backup/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, CI: 'true', NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function succeed(script: 'run-backup' | 'run-restore', args: string[]): Promise<string> {
  const result = await cli(script, args);
  if (result.code !== 0) throw new Error(`${script} ${args.join(' ')} exited ${result.code}:\n${result.output}`);
  return result.output;
}

/** A page's HTML with the one thing that differs by design between two Workers: their origin (the port). */
async function page(worker: LocalWorker, path: string): Promise<string> {
  const response = await fetch(`${worker.url}${path}`);
  expect(response.status, path).toBe(200);
  // The page names its own address in links (the WhatsApp text, URL-encoded; the calendar's webcal://), and the two
  // Workers listen on different ports.
  const host = new URL(worker.url).host;
  return (await response.text())
    .replaceAll(worker.url, 'ORIGIN')
    .replaceAll(encodeURIComponent(worker.url), 'ORIGIN')
    .replaceAll(host, 'HOST');
}

async function media(worker: LocalWorker, path: string): Promise<{ type: string | null; sha256: string }> {
  const response = await fetch(`${worker.url}${path}`);
  expect(response.status, path).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { type: response.headers.get('content-type'), sha256: createHash('sha256').update(bytes).digest('hex') };
}

let work: string;
let original: LocalWorker;
let restored: LocalWorker;
let manifest: BackupManifest;
let restoreOutput: string;
const backupDir = () => join(work, 'copia');
const restoredState = () => join(work, 'restaurado');

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'memorial-backup-'));
  original = await startLocalWorker();
  await succeed('run-backup', ['--persist-to', original.stateDir, '--out', backupDir()]);
  manifest = parseManifest(await readFile(join(backupDir(), 'manifest.json'), 'utf8'));
  restoreOutput = await succeed('run-restore', ['--from', backupDir(), '--persist-to', restoredState()]);
  restored = await startLocalWorker({ stateDir: restoredState() });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([original?.stop(), restored?.stop()]);
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a backup of the seeded state', () => {
  it('holds the D1 dump and every R2 object, each with its content type and checksum', async () => {
    expect(manifest.source).toBe('local');
    expect(manifest.r2.count).toBeGreaterThan(0);
    const portrait = manifest.r2.objects.find((object) => object.key.startsWith('profile/'));
    expect(portrait?.content_type).toBe('image/jpeg');
    const bytes = await readFile(join(backupDir(), 'r2', portrait!.path));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(portrait!.sha256);
    expect(await readFile(join(backupDir(), 'd1.sql'), 'utf8')).toContain(SEED_MEMORIAL.slug);
  });
});

describe("a backup is the operator's alone", () => {
  it('keeps its folders 0700 and its files 0600', async () => {
    const portrait = manifest.r2.objects.find((object) => object.key.startsWith('profile/'))!;
    const mode = async (path: string) => (await stat(join(backupDir(), path))).mode & 0o777;
    expect(await mode('.')).toBe(0o700);
    expect(await mode('r2')).toBe(0o700);
    for (const file of ['d1.sql', 'manifest.json', `r2/${portrait.path}`]) expect(await mode(file), file).toBe(0o600);
  });

  it(
    'sealed with age to a recipient, holds only ciphertext and restores only with the identity',
    async () => {
      const identity = await generateIdentity();
      const sealed = join(work, 'cifrada');
      const output = await succeed('run-backup', [
        '--persist-to',
        original.stateDir,
        '--out',
        sealed,
        '--encrypt-to',
        await identityToRecipient(identity),
      ]);
      expect(output).toContain('cifrada con age');
      // Readable beside the sealed data: what the copy is, never a key, a path or a checksum; the whole manifest is sealed.
      const summaryText = await readFile(join(sealed, 'manifest.json'), 'utf8');
      const summary = parseSummary(summaryText);
      expect(summary).toMatchObject({ encryption: 'age', sealed_manifest: 'manifest.json.age', r2: { count: manifest.r2.count } });
      expect(summary.contents?.migration).toBe(manifest.contents?.migration);
      expect(summaryText).not.toContain(manifest.d1.sha256);
      expect(summaryText).not.toContain('profile/');
      expect((await readFile(join(sealed, 'manifest.json.age'))).subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      const dump = await readFile(join(sealed, 'd1.sql'));
      expect(dump.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      expect(dump.toString('latin1')).not.toContain(SEED_MEMORIAL.slug);

      const without = await cli('run-restore', ['--from', sealed, '--persist-to', join(work, 'sin-clave')]);
      expect(without.code).toBe(1);
      expect(without.output).toContain('Esta copia está cifrada con age: pasa --identity');
      await writeFile(join(work, 'clave.txt'), `# la identidad de la copia\n${identity}\n`, { mode: 0o600 });
      const restoredSealed = await succeed('run-restore', [
        '--from',
        sealed,
        '--persist-to',
        join(work, 'descifrada'),
        '--identity',
        join(work, 'clave.txt'),
      ]);
      expect(restoredSealed).toContain(`Restaurada en ${join(work, 'descifrada')}: D1 y ${manifest.r2.count} objetos`);
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('the restored state, served by its own Worker', () => {
  it.each(PAGES)('renders %s exactly as the original does', async (path) => {
    expect(await page(restored, path)).toBe(await page(original, path));
  });

  it("serves every photo of the memorial page with the original's bytes and type", async () => {
    const html = await page(original, PAGES[0]!);
    const paths = [...new Set([...html.matchAll(/(?:ORIGIN)?(\/media\/[^"'\s),?]+)/g)].map((match) => match[1]!))];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const [before, after] = await Promise.all([media(original, path), media(restored, path)]);
      expect(after, path).toEqual(before);
      const entry = manifest.r2.objects.find((object) => `/media/${object.key}` === decodeURIComponent(path));
      expect(entry?.sha256, path).toBe(after.sha256);
    }
  });

  it('had every migration the code knows, so nothing was left to apply', () => {
    expect(restoreOutput).not.toMatch(/migraci[oó]n\(es\) que la copia no tiene/);
  });
});

describe('restore refuses to overwrite', () => {
  it('a state that holds data, without --force, and leaves it as it was', async () => {
    const result = await cli('run-restore', ['--from', backupDir(), '--persist-to', restoredState()]);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('no está vacío');
    expect(await page(restored, PAGES[0]!)).toBe(await page(original, PAGES[0]!));
  });
});
