/** PostgreSQL: the table around the game (its own schema for this run). */
import { afterAll } from 'vitest';
import { PostgresStore } from '../../src/store/postgres.ts';
import { dropSchema, postgresUrl, uniqueSchema } from '../support/services.ts';
import { tableContract } from './table-contract.ts';

const schema = uniqueSchema('table');
afterAll(() => dropSchema(schema));

tableContract('PostgreSQL', () => PostgresStore.open(postgresUrl(), schema));
