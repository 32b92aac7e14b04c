import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodedKeyPath, hashedKeyPath, planObjectPaths, resolveInside } from '../../db/backup/key-paths';
import { entryFor, MANIFEST_FORMAT, metadataOf, parseManifest, type BackupManifest } from '../../db/backup/manifest';
import { replayOrder } from '../../db/backup/replay-order';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { identitiesIn, openerFor, openerFromFile, sealerFor } from '../../db/backup/age';
import { etagMatches, hashFile, writeHashed } from '../../db/backup/hashed-files';
import { backup } from '../../db/backup/backup';
import { verifyBackup } from '../../db/backup/restore';
import type { BackupSource } from '../../db/backup/source';

/** The pure parts of `npm run backup` / `npm run restore`: where keys land on disk, the manifest, the replay order. */

const root = '/backups/copia/r2';

/** Every path a plan produces must stay inside the objects folder, and be distinct even on a case-insensitive disk. */
function expectSafePlan(plan: Map<string, string>) {
  const folded = new Set<string>();
  for (const path of plan.values()) {
    expect(resolveInside(root, path).startsWith(`${root}/`)).toBe(true);
    expect(folded.has(path.toLowerCase())).toBe(false);
    folded.add(path.toLowerCase());
  }
  // No file is also a folder of another path.
  for (const path of folded) {
    for (const other of folded) expect(other.startsWith(`${path}/`)).toBe(false);
  }
}

describe('an R2 key as a path in the backup', () => {
  it("keeps the product's own keys readable", () => {
    const key = 'profile/5eed0000-0000-4000-8000-000000000001/9b2f0c1e-4d7a-4c55-9a51-0d4f2a0b6c11.jpg';
    expect(planObjectPaths([key]).get(key)).toBe(key);
  });

  it('cannot walk out of the folder, whatever the key', () => {
    const keys = [
      '../../etc/passwd',
      '/etc/passwd',
      'a/../../b',
      '..',
      '.',
      'a//b',
      '/',
      'a\\..\\b',
      'nul\0byte',
      'C:\\x',
      '~/x',
      '%2E%2E/x',
    ];
    const plan = planObjectPaths(keys);
    expectSafePlan(plan);
    expect(plan.get('/etc/passwd')).toBe('%/etc/passwd');
    expect(plan.get('a\\..\\b')).toBe('a%5C..%5Cb');
    // The key '..' took the file '%2E%2E', so the key that needs it as a folder goes under its hash.
    expect(plan.get('../../etc/passwd')).toBe(hashedKeyPath('../../etc/passwd'));
    expect(planObjectPaths(['../../etc/passwd']).get('../../etc/passwd')).toBe('%2E%2E/%2E%2E/etc/passwd');
  });

  it('gives a key that is also a folder of another key, or differs only in case, a path of its own', () => {
    const keys = ['a', 'a/b', 'Photo.jpg', 'photo.jpg', 'x/y', 'X/y'];
    const plan = planObjectPaths(keys);
    expectSafePlan(plan);
    expect(new Set(plan.values()).size).toBe(keys.length);
    expect(plan.get('a')).toBe('a');
    expect(plan.get('a/b')).toBe(hashedKeyPath('a/b'));
  });

  it('is the same plan for the same keys in any order', () => {
    const keys = ['b', 'a/b', 'a', 'B'];
    expect([...planObjectPaths(keys)].sort()).toEqual([...planObjectPaths([...keys].reverse())].sort());
  });

  it('puts a key whose name would be too long, and only such a key, under its hash', () => {
    const long = `gallery/${'ñ'.repeat(120)}.jpg`;
    expect(encodedKeyPath(long)).toBeNull();
    expect(planObjectPaths([long]).get(long)).toBe(hashedKeyPath(long));
    // A key cannot pretend to be a hashed path.
    expect(encodedKeyPath(hashedKeyPath('x'))).toMatch(/^%5Fkeys\//);
  });

  it('rejects unsafe paths read from a manifest', () => {
    for (const path of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', '', 'a//b', './x', 'x\0']) {
      expect(() => resolveInside(root, path), path).toThrow('Ruta insegura');
    }
    expect(resolveInside(root, 'profile/u/a.jpg')).toBe(`${root}/profile/u/a.jpg`);
  });
});

function sampleManifest(): BackupManifest {
  const objects = [
    entryFor(
      'profile/u/a.jpg',
      'profile/u/a.jpg',
      { size: 3, sha256: 'a'.repeat(64) },
      {
        httpMetadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' },
        customMetadata: {},
      },
    ),
  ];
  return {
    format: MANIFEST_FORMAT,
    created_at: '2026-11-24T08:00:00.000Z',
    source: 'remote',
    app: { name: 'memorial-qr', version: '0.1.0', commit: null },
    d1: { database: 'memorial-qr', file: 'd1.sql', size: 10, sha256: 'b'.repeat(64) },
    r2: { bucket: 'memorial-media', count: 1, total_size: 3, objects },
  };
}

describe('the manifest', () => {
  it('round-trips, keeping each object’s metadata in the shape R2 takes back', () => {
    const manifest = parseManifest(JSON.stringify(sampleManifest()));
    expect(manifest).toEqual(sampleManifest());
    expect(metadataOf(manifest.r2.objects[0]!)).toEqual({
      httpMetadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' },
      customMetadata: {},
    });
  });

  it('rejects what a restore must not trust', () => {
    const broken = (change: (manifest: BackupManifest) => void) => {
      const manifest = sampleManifest();
      change(manifest);
      return JSON.stringify(manifest);
    };
    expect(() => parseManifest('{')).toThrow('no es JSON válido');
    expect(() => parseManifest(broken((m) => ((m as { format: string }).format = 'otra/2')))).toThrow('format');
    expect(() => parseManifest(broken((m) => (m.r2.objects[0]!.sha256 = 'xyz')))).toThrow('sha256');
    expect(() => parseManifest(broken((m) => m.r2.objects.push({ ...m.r2.objects[0]! })))).toThrow('repite la clave');
    expect(() => parseManifest(broken((m) => (m.r2.count = 2)))).toThrow('no cuadra');
  });
});

describe('the order a D1 dump is replayed in', () => {
  it('creates every table before any row, and indexes and triggers after all rows', () => {
    // As `wrangler d1 export` writes it after a migration rebuilt `parents`: a child's rows come before its parent table.
    const dump = [
      'PRAGMA defer_foreign_keys=TRUE',
      'CREATE TABLE `children` (`id` text, `parent_id` text REFERENCES `parents`(`id`))',
      "INSERT INTO \"children\" VALUES('c','p')",
      'CREATE TABLE `parents` (`id` text PRIMARY KEY)',
      'INSERT INTO "parents" VALUES(\'p\')',
      'DELETE FROM sqlite_sequence',
      'INSERT INTO "sqlite_sequence" VALUES(\'d1_migrations\',6)',
      'CREATE UNIQUE INDEX `parents_id` ON `parents` (`id`)',
      'CREATE TRIGGER `t` AFTER INSERT ON `parents`\nBEGIN\n  DELETE FROM children;\nEND',
    ];
    expect(replayOrder(dump)).toEqual([dump[0], dump[1], dump[3], dump[2], dump[4], dump[5], dump[6], dump[7], dump[8]]);
  });
});

describe('hashed files', () => {
  it('records size, SHA-256 and MD5 while writing, and reads the same back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backup-unit-'));
    try {
      const body = new Blob(['hola']).stream();
      const written = await writeHashed(body, join(dir, 'a/b.txt'));
      expect(written).toEqual({
        size: 4,
        sha256: 'b221d9dbb083a7f33428d7c2a3c3198ae925614d70210e28716ccaa7cd4ddb79',
        md5: '4d186321c1a7f0f354b297e8914ab240',
      });
      expect(await hashFile(join(dir, 'a/b.txt'))).toEqual(written);
      // A backup never overwrites a file it already wrote.
      await expect(writeHashed(new Blob(['x']).stream(), join(dir, 'a/b.txt'))).rejects.toThrow();
      expect(etagMatches('"4d186321c1a7f0f354b297e8914ab240"', written)).toBe(true);
      expect(etagMatches('"00000000000000000000000000000000"', written)).toBe(false);
      // A multipart upload's ETag is not an MD5 of the bytes: nothing to compare.
      expect(etagMatches('"4d186321c1a7f0f354b297e8914ab240-3"', written)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a copy's files are the operator's alone", () => {
  it('makes folders 0700 and files 0600, whatever the umask would allow others', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backup-unit-'));
    const before = process.umask(0o000);
    try {
      await writeHashed(new Blob(['datos personales']).stream(), join(dir, 'r2/profile/u/a.jpg'));
      expect((await stat(join(dir, 'r2'))).mode & 0o777).toBe(0o700);
      expect((await stat(join(dir, 'r2/profile/u'))).mode & 0o777).toBe(0o700);
      expect((await stat(join(dir, 'r2/profile/u/a.jpg'))).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(before);
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a copy sealed with age', () => {
  it('writes only ciphertext, records the plaintext digest, and opens only with the identity', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backup-unit-'));
    try {
      const identity = await generateIdentity();
      const sealer = sealerFor([await identityToRecipient(identity)]);
      const text = 'INSERT INTO users VALUES (1, "ana@correo.co");'.repeat(2000);
      const written = await writeHashed(new Blob([text]).stream(), join(dir, 'd1.sql'), sealer);

      const stored = await readFile(join(dir, 'd1.sql'));
      expect(stored.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      expect(stored.toString('latin1')).not.toContain('ana@correo.co');
      expect(written.size).toBe(Buffer.byteLength(text));

      // Opened with the identity, the bytes and the digest are the plaintext's.
      const opener = openerFor([identity]);
      expect(await hashFile(join(dir, 'd1.sql'), opener)).toEqual(written);
      expect(new TextDecoder().decode(await opener.openBytes(stored))).toBe(text);
      // Another identity opens nothing.
      await expect(openerFor([await generateIdentity()]).openBytes(stored)).rejects.toThrow();

      // The identity file age-keygen writes, comments and all.
      await writeFile(join(dir, 'clave.txt'), `# created: 2026-11-25\n# public key: age1...\n${identity}\n`);
      expect(new TextDecoder().decode(await (await openerFromFile(join(dir, 'clave.txt'))).openBytes(stored))).toBe(text);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses what is not an age recipient or identity, before anything is written', () => {
    expect(() => sealerFor(['ssh-ed25519 AAAA'])).toThrow('--encrypt-to espera un destinatario de age');
    expect(() => identitiesIn('# solo un comentario\n')).toThrow('AGE-SECRET-KEY');
    expect(() => identitiesIn('age1abc')).toThrow('AGE-SECRET-KEY');
  });
});

/** A source with a two-row dump (a person's name and e-mail) and one photo under its uploader's account. */
function personalSource(): BackupSource {
  const dump = [
    'CREATE TABLE d1_migrations(id INTEGER PRIMARY KEY, name TEXT, applied_at TEXT);',
    'INSERT INTO "d1_migrations" ("id","name","applied_at") VALUES(1,\'0000_init.sql\',\'2026-01-01\');',
    'INSERT INTO "d1_migrations" ("id","name","applied_at") VALUES(2,\'0014_row_counts.sql\',\'2026-01-02\');',
    'CREATE TABLE users(id TEXT, email TEXT, first_name TEXT);',
    'INSERT INTO "users" ("id","email","first_name") VALUES(\'u1\',\'ana.maria@correo.co\',\'Ana María\');',
    'INSERT INTO "users" ("id","email","first_name") VALUES(\'u2\',\'jorge;x@correo.co\',\'Jorge\nEliécer\');',
  ].join('\n');
  const photo = new TextEncoder().encode('foto');
  const key = 'profile/5eed0000-0000-4000-8000-00000000abcd/foto.jpg';
  return {
    kind: 'local',
    where: 'prueba',
    database: 'memorial-db',
    bucket: 'memorial-media',
    exportD1: (file) => writeFile(file, dump),
    async *listObjects() {
      yield { key, size: photo.length };
    },
    getObject: async () => ({
      body: new Blob([photo]).stream(),
      metadata: { httpMetadata: { contentType: 'image/jpeg' }, customMetadata: { owner: 'ana.maria@correo.co' } },
    }),
    close: async () => {},
  };
}

describe("a sealed copy's manifest", () => {
  it('beside the sealed data, says readably what the copy is (date, counts, tables, migration) and nothing about anyone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backup-sealed-'));
    try {
      const identity = await generateIdentity();
      const out = join(dir, 'copia');
      const full = await backup(personalSource(), out, () => {}, { sealer: sealerFor([await identityToRecipient(identity)]) });
      expect(full.contents).toEqual({ tables: { d1_migrations: 2, users: 2 }, migration: '0014_row_counts.sql' });

      const readable = await readFile(join(out, 'manifest.json'), 'utf8');
      const summary = JSON.parse(readable) as Record<string, unknown>;
      expect(summary).toMatchObject({
        encryption: 'age',
        sealed_manifest: 'manifest.json.age',
        created_at: full.created_at,
        d1: { database: 'memorial-db', file: 'd1.sql', size: full.d1.size },
        r2: { bucket: 'memorial-media', count: 1, total_size: 4 },
        contents: { tables: { d1_migrations: 2, users: 2 }, migration: '0014_row_counts.sql' },
      });
      // No key (it names the uploader's account), no metadata, no checksum of a plaintext.
      for (const secret of ['5eed0000', 'ana.maria', 'Ana María', 'image/jpeg', full.d1.sha256, 'sha256', 'objects'])
        expect(readable).not.toContain(secret);
      // The files are named by their key's hash, and the whole manifest is sealed like them.
      const sealedManifest = await readFile(join(out, 'manifest.json.age'));
      expect(sealedManifest.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
      expect(full.r2.objects[0]!.path).toMatch(/^_keys\/[0-9a-f]{64}$/);

      // The restore's check opens the whole manifest with the identity and verifies every file against it.
      const verified = await verifyBackup(out, () => {}, openerFor([identity]));
      expect(verified).toEqual(full);
      await expect(verifyBackup(out, () => {})).rejects.toThrow('--identity');
      await expect(verifyBackup(out, () => {}, openerFor([await generateIdentity()]))).rejects.toThrow('no abre con esta identidad');
      // A summary edited to say something else stops it.
      await writeFile(join(out, 'manifest.json'), readable.replace('"count": 1', '"count": 2'));
      await expect(verifyBackup(out, () => {}, openerFor([identity]))).rejects.toThrow('no coincide con manifest.json.age');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('an unsealed copy keeps its one manifest, whole, with the same counts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backup-plain-'));
    try {
      const out = join(dir, 'copia');
      const full = await backup(personalSource(), out, () => {});
      expect(parseManifest(await readFile(join(out, 'manifest.json'), 'utf8'))).toEqual(full);
      expect(full.contents?.migration).toBe('0014_row_counts.sql');
      expect(full.r2.objects[0]!.path).toBe('profile/5eed0000-0000-4000-8000-00000000abcd/foto.jpg');
      expect(await verifyBackup(out, () => {})).toEqual(full);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
