/**
 * `npm start`: one Gameshelf server process, configured from the
 * environment (see docs/server.md). Prints its address; stops gracefully on
 * SIGINT or SIGTERM (server.ts says how), and at once on a second signal.
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

/** A graceful stop waits for bots to finish their moves (capped) and for the queues to run dry; never longer than this. */
const STOP_LIMIT_MS = config.botLimits.thinkMs + 30_000;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => {
      console.error('gameshelf server: the graceful stop took too long; exiting');
      process.exit(1);
    }, STOP_LIMIT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(`gameshelf server: stopping failed: ${String(error)}`);
        process.exit(1);
      },
    );
  });
}
