/** Opens the store database, creating and seeding it (in one transaction) when it is new. */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_SQL } from './schema.ts';
import { SEED_TAG, seed } from './seed.ts';

export type DB = Database.Database;

export const DEFAULT_DB_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../data/store.sqlite');

export function dbPathFromEnv(): string {
  return process.env.DEMO_DB && process.env.DEMO_DB.trim() !== '' ? resolve(process.env.DEMO_DB) : DEFAULT_DB_PATH;
}

/** 'current', 'stale' (seeded by an older revision of the seed) or 'empty'. */
function seedState(db: DB): 'current' | 'stale' | 'empty' {
  const row = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'options'").get();
  if (!row) return 'empty';
  const seeded = db.prepare("SELECT value FROM options WHERE name = 'seed'").get() as { value: string } | undefined;
  if (!seeded) return 'empty';
  return seeded.value === SEED_TAG ? 'current' : 'stale';
}

/** Open (and if needed create + seed) the database at `path`. `:memory:` works too. */
export function openDatabase(path: string = dbPathFromEnv()): DB {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  let db = new Database(path);
  if (path !== ':memory:' && seedState(db) === 'stale') {
    console.log(`[demo] ${path} was seeded by an older catalogue: re-creating it.`);
    db.close();
    removeDatabaseFiles(path);
    db = new Database(path);
  }
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  if (seedState(db) === 'empty') {
    db.transaction(() => {
      db.exec(SCHEMA_SQL);
      seed(db);
    })();
  }
  return db;
}

/** Delete the database file (and its WAL companions) and create a freshly seeded one. */
export function resetDatabase(path: string = dbPathFromEnv()): DB {
  removeDatabaseFiles(path);
  return openDatabase(path);
}

function removeDatabaseFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(path + suffix)) rmSync(path + suffix);
  }
}
