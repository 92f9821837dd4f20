/**
 * `npm start`: one Gameshelf server process, configured from the
 * environment (see docs/server.md). Prints its address; stops cleanly on
 * SIGINT or SIGTERM.
 */
import { configFromEnv } from './config.ts';
import { startServer } from './server.ts';

let config: ReturnType<typeof configFromEnv>;
try {
  config = configFromEnv();
} catch (error) {
  console.error(`gameshelf server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const server = await startServer(config);
const store = config.store.databaseUrl ? 'PostgreSQL' : `SQLite at ${config.store.sqlitePath}`;
console.log(
  `Gameshelf server on ${server.url} (storage: ${store}${config.redisUrl ? ', fanout: Redis' : ''})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
