/**
 * The PostgreSQL and Redis the tests use (`.ci/run` starts them). Each test
 * run works in its own schema and key prefix, so runs never see each
 * other's data. Nothing is skipped when a service is missing: the test fails
 * and says which service to start.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function postgresUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function redisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export function uniqueSchema(purpose: string): string {
  return `gs_test_${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export function uniquePrefix(purpose: string): string {
  return `gs-test:${purpose}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
