// @ts-check
// The growth bench's data (docs/performance.md): on top of the demo seed, 20 000 customers each with an order, 100 000
// memorials, 2 000 family memorials and 300 000 memories, 5 000 of them on the demo memorial's wall. Written as a
// few INSERT … SELECT statements over a recursive counter, so SQLite makes the rows itself (seconds, not a
// 100 MB file), through the same tables, triggers and indexes the API writes to. Dates are before the seed's,
// so the demo rows stay the newest, as they are on the seeded database the figures are compared with.
import { SEED_FAMILY, SEED_MEMORIAL } from '../db/seed/data/memorials.ts';

export const GROWTH = { users: 20_000, memorials: 100_000, families: 2_000, memories: 300_000, wallMemories: 5_000 };

// Common Colombian names, so a search for 'maria' or 'gomez' finds thousands, as it would.
const FIRST = [
  'María',
  'José',
  'Luis',
  'Ana',
  'Carlos',
  'Rosa',
  'Jorge',
  'Luz',
  'Juan',
  'Carmen',
  'Andrés',
  'Gloria',
  'Álvaro',
  'Martha',
  'Jesús',
  'Blanca',
];
const LAST = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Hernández',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Vargas',
  'Muñoz',
  'Rojas',
  'Castro',
  'Ortiz',
  'Jiménez',
];
const ascii = (/** @type {string} */ name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const list = (/** @type {string[]} */ values) => `'${JSON.stringify(values).replaceAll("'", "''")}'`;
const pick = (/** @type {string[]} */ values, /** @type {string} */ index) =>
  `json_extract(${list(values)}, '$[' || ((${index}) % ${values.length}) || ']')`;

/** A counter from 1 to n. */
const counter = (/** @type {number} */ n) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
/** A fixed-width id per table, so the rows are found again by number. */
const id = (/** @type {string} */ prefix, /** @type {string} */ expr) => `printf('${prefix}-0000-4000-8000-%012d', ${expr})`;
/** A minute-by-minute timestamp from 2024-01-01, before anything the seed writes. */
const minute = (/** @type {string} */ expr) => `strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (${expr}) || ' minutes')`;
// Plaque codes from the short-code alphabet, unique by construction ('ZZ' and 'ZY' + 4 digits in base 32);
// without one, the insert trigger would draw 100 000 random codes and a collision would fail the statement.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const code = (/** @type {string} */ prefix, /** @type {string} */ expr) =>
  `'${prefix}' || ${[3, 2, 1, 0].map((power) => `substr('${ALPHABET}', ((${expr}) / ${32 ** power}) % 32 + 1, 1)`).join(' || ')}`;

export function growthSql() {
  const { users, memorials, families, memories, wallMemories } = GROWTH;
  const spread = memories - wallMemories;
  return [
    `INSERT INTO users (id, email, email_verified, first_name, last_name, role, created_at, updated_at)
${counter(users)}
SELECT ${id('b0000000', 'i')}, printf('cliente%05d@correo%d.co', i, i % 7), 1, ${pick(FIRST, 'i')}, ${pick(LAST, 'i / 3')}, 'user', ${minute('i')}, ${minute('i')} FROM n;`,
    `INSERT INTO orders (id, user_id, package_id, status, payment_method, payment_intent_id, payer_name, total_amount, paid_at, created_at, updated_at)
${counter(users)}
SELECT ${id('b1000000', 'i')}, ${id('b0000000', 'i')}, (SELECT id FROM packages WHERE package_type = 'individual' ORDER BY sort_order LIMIT 1),
  CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'completed' END, 'nequi', printf('REF%07d', i), ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i / 3')}, 150000,
  CASE WHEN i % 10 = 0 THEN NULL ELSE ${minute('i + 30')} END, ${minute('i + 10')}, ${minute('i + 10')} FROM n;`,
    `INSERT INTO memorial_profiles (id, user_id, slug, short_code, profile_name, birth_date, death_date, description, is_published, created_at, updated_at)
${counter(memorials)}
SELECT ${id('b2000000', 'i')}, ${id('b0000000', `1 + i % ${users}`)},
  ${pick(FIRST.map(ascii), 'i * 7')} || '-' || ${pick(LAST.map(ascii), 'i * 5')} || printf('-%06d', i), ${code('ZZ', 'i')},
  ${pick(FIRST, 'i * 7')} || ' ' || ${pick(LAST, 'i * 5')} || ' ' || ${pick(LAST, 'i * 3')},
  printf('%04d-03-14', 1930 + i % 60), printf('%04d-08-02', 1995 + i % 30), 'Siempre en nuestros corazones.', 1, ${minute('i')}, ${minute('i')} FROM n;`,
    `INSERT INTO short_links (code, target_type, target_id)
${counter(memorials)}
SELECT ${code('ZZ', 'i')}, 'memorial', ${id('b2000000', 'i')} FROM n;`,
    `INSERT INTO family_profiles (id, user_id, slug, short_code, family_name, description, is_published, created_at, updated_at)
${counter(families)}
SELECT ${id('b3000000', 'i')}, ${id('b0000000', `1 + i * 9 % ${users}`)}, printf('familia-%s-%04d', ${pick(LAST.map(ascii), 'i')}, i), ${code('ZY', 'i')},
  'Familia ' || ${pick(LAST, 'i')} || ' ' || ${pick(LAST, 'i / 2')}, 'Unidos por siempre.', 1, ${minute('i * 50')}, ${minute('i * 50')} FROM n;`,
    `INSERT INTO short_links (code, target_type, target_id)
${counter(families)}
SELECT ${code('ZY', 'i')}, 'family', ${id('b3000000', 'i')} FROM n;`,
    `INSERT INTO memories (id, memorial_profile_id, photo_url, author_name, message, visitor_consent, is_authorized, created_at)
${counter(wallMemories)}
SELECT ${id('b4000000', 'i')}, (SELECT id FROM memorial_profiles WHERE slug = '${SEED_MEMORIAL.slug}'),
  coalesce((SELECT photo_url FROM memories WHERE photo_url <> '' LIMIT 1), ''), ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i')},
  'Gracias por tanto amor. Te recordamos cada día.', 1, 1, ${minute('i')} FROM n;`,
    `INSERT INTO memories (id, memorial_profile_id, photo_url, author_name, message, visitor_consent, is_authorized, created_at)
${counter(spread)}
SELECT ${id('b5000000', 'i')}, ${id('b2000000', `1 + i % ${memorials}`)}, '', ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i')},
  'Un abrazo al cielo.', i % 2, i % 3 <> 0, ${minute('i')} FROM n;`,
  ].join('\n');
}

/** What the bench checks the state holds before measuring: the table and the rows it should have. */
export const GROWTH_CHECK = `SELECT
  (SELECT count(*) FROM memorial_profiles) AS memorials,
  (SELECT count(*) FROM family_profiles) AS families,
  (SELECT count(*) FROM memories) AS memories,
  (SELECT count(*) FROM users) AS users,
  (SELECT count(*) FROM orders) AS orders,
  (SELECT count(*) FROM memories WHERE memorial_profile_id = (SELECT id FROM memorial_profiles WHERE slug = '${SEED_MEMORIAL.slug}')) AS wall,
  (SELECT count(*) FROM family_profiles WHERE slug = '${SEED_FAMILY.slug}') AS family`;
