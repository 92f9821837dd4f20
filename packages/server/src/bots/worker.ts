/**
 * A bot worker thread: takes bot tasks by message and answers with moves,
 * so a bot that thinks for seconds never holds up the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { findGame } from '@gameshelf/shelf';
import { BotCache, type BotTask } from './runner.ts';

const cache = new BotCache((id) => {
  const found = findGame(id);
  return found.ok ? found.value : undefined;
});

// Importing the games and bots takes a while: the pool starts the clock on a task only once this arrives.
parentPort?.postMessage({ ready: true });

parentPort?.on('message', ({ id, task }: { id: number; task: BotTask }) => {
  try {
    parentPort?.postMessage({ id, move: cache.choose(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
