/** Opens the store database, creating and seeding it (in one transaction) when it is new. */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_SQL } from './schema.ts';
import { seed } from './seed.ts';

export type DB = Database.Database;

export const DEFAULT_DB_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../data/store.sqlite');

export function dbPathFromEnv(): string {
  return process.env.DEMO_DB && process.env.DEMO_DB.trim() !== '' ? resolve(process.env.DEMO_DB) : DEFAULT_DB_PATH;
}

function isSeeded(db: DB): boolean {
  const row = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'options'").get();
  if (!row) return false;
  return db.prepare("SELECT value FROM options WHERE name = 'seed'").get() !== undefined;
}

/** Open (and if needed create + seed) the database at `path`. `:memory:` works too. */
export function openDatabase(path: string = dbPathFromEnv()): DB {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  if (!isSeeded(db)) {
    db.transaction(() => {
      db.exec(SCHEMA_SQL);
      seed(db);
    })();
  }
  return db;
}

/** Delete the database file (and its WAL companions) and create a freshly seeded one. */
export function resetDatabase(path: string = dbPathFromEnv()): DB {
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) rmSync(path + suffix);
  }
  return openDatabase(path);
}
