/**
 * The bots a browser can run: bot specs, levels and the bots themselves
 * (random, IS-MCTS and each game's own), without the worker threads of
 * the main entry, which need Node.
 */
export {
  type AnyBot,
  type BotSpec,
  botNames,
  createBot,
  parseBotSpec,
} from './resolve.ts';
