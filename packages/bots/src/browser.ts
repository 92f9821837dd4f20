/**
 * The bots a browser can run: bot specs, levels and the bots themselves
 * (random, IS-MCTS and each game's own), and one game between bots (the
 * lab's experiments in a Web Worker), without the worker threads of the
 * main entry, which need Node.
 */

export { type GameConfig, type GameOutcome, type PlayStep, playGame } from './play.ts';
export {
  type AnyBot,
  type BotBounds,
  type BotSpec,
  botNames,
  createBot,
  parseBotSpec,
  type ResolvedBotSpec,
  resolveBotSpec,
} from './resolve.ts';
