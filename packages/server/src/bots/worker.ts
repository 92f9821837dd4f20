/**
 * A bot worker thread: takes bot tasks by message and answers with moves,
 * so a bot that thinks for seconds never holds up the server's event loop.
 */
import { findGame } from '@gameshelf/shelf';
import { serveTasks } from '../workers/serve.ts';
import { BotCache, type BotTask } from './runner.ts';

const cache = new BotCache((id) => {
  const found = findGame(id);
  return found.ok ? found.value : undefined;
});

serveTasks((task: BotTask) => cache.choose(task));
