/** Picks the store from the configuration: PostgreSQL when a database URL is set, else the SQLite file. */
import { PostgresStore } from './postgres.ts';
import { SqliteStore } from './sqlite.ts';
import type { MatchStore } from './store.ts';

export interface StoreConfig {
  /** PostgreSQL connection string (`DATABASE_URL`); the SQLite file is used without one. */
  readonly databaseUrl?: string;
  /** A PostgreSQL schema to use (created if missing); the connection's default otherwise. */
  readonly databaseSchema?: string;
  /** The SQLite file, or `:memory:`. */
  readonly sqlitePath: string;
}

export async function openStore(config: StoreConfig): Promise<MatchStore> {
  if (config.databaseUrl) return PostgresStore.open(config.databaseUrl, config.databaseSchema);
  return new SqliteStore(config.sqlitePath);
}
