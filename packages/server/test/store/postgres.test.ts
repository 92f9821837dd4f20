import { afterAll } from 'vitest';
import { PostgresStore } from '../../src/store/postgres.ts';
import { dropSchema, postgresUrl, uniqueSchema } from '../support/services.ts';
import { accountContract } from './account-contract.ts';
import { storeContract } from './contract.ts';
import { ratingContract } from './rating-contract.ts';

const schema = uniqueSchema('store');
afterAll(() => dropSchema(schema));

storeContract(
  'PostgreSQL',
  () => PostgresStore.open(postgresUrl(), schema),
  () => PostgresStore.open(postgresUrl(), schema),
);
accountContract('PostgreSQL', () => PostgresStore.open(postgresUrl(), schema));
ratingContract('PostgreSQL', () => PostgresStore.open(postgresUrl(), schema));
