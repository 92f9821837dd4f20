/**
 * A rules worker thread: applies the moves of costly games (a Smashdodes
 * shot is a physics simulation) so the server's event loop stays free.
 * It finds games on the shelf, as the bot workers do.
 */
import { findGame } from '@gameshelf/shelf';
import { serveTasks } from '../workers/serve.ts';
import { perform, type RulesTask } from './tasks.ts';

serveTasks((task: RulesTask) =>
  perform(task, (id) => {
    const found = findGame(id);
    return found.ok ? found.value : undefined;
  }),
);
