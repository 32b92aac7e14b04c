import { describe, expect, it } from 'vitest';
import { dumpPlan } from '../../db/backup/search-indexes';

describe('a dump without the FTS5 search indexes', () => {
  const fts = "CREATE VIRTUAL TABLE `users_search` USING fts5(email, content='users', tokenize='unicode61 remove_diacritics 2')";
  const plan = dumpPlan([
    { type: 'table', name: 'users', sql: 'CREATE TABLE `users` (`id` text PRIMARY KEY)' },
    { type: 'index', name: 'sqlite_autoindex_users_1', sql: null },
    { type: 'index', name: 'users_created_at_idx', sql: 'CREATE INDEX ...' },
    { type: 'table', name: 'users_search', sql: fts },
    { type: 'table', name: 'users_search_data', sql: 'CREATE TABLE users_search_data(id INTEGER PRIMARY KEY, block BLOB)' },
    { type: 'table', name: 'users_search_idx', sql: 'CREATE TABLE users_search_idx(segid, term, pgno, PRIMARY KEY(segid, term))' },
    { type: 'table', name: 'users_search_docsize', sql: 'CREATE TABLE users_search_docsize(id INTEGER PRIMARY KEY, sz BLOB)' },
    { type: 'table', name: 'users_search_config', sql: 'CREATE TABLE users_search_config(k PRIMARY KEY, v)' },
    { type: 'trigger', name: 'users_search_insert', sql: 'CREATE TRIGGER ...' },
    { type: 'table', name: 'd1_migrations', sql: 'CREATE TABLE d1_migrations(id INTEGER PRIMARY KEY)' },
  ]);

  it('names every table, index and trigger but the index and its shadow tables', () => {
    expect(plan.names).toEqual(['users', 'users_created_at_idx', 'users_search_insert', 'd1_migrations']);
  });

  it('ends with the index created again and rebuilt from its table', () => {
    expect(plan.rebuild).toEqual([`${fts};`, `INSERT INTO "users_search" ("users_search") VALUES ('rebuild');`]);
  });
});
