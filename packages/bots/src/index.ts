/**
 * Bots that play any game through the engine's contract alone: random and
 * IS-MCTS, bot specs and the difficulty levels, and one game between bots.
 * Series of games, tournaments and their statistics are the lab's
 * (`@gameshelf/lab`); a browser imports `./browser`, which needs no Node.
 */
export { type DecisionPoint, decisionPoints, ismctsBenchCase } from './ismcts/bench.ts';
// The search itself, for experiments on it (the lab's tests run it on the real games).
export { DEFAULT_SEARCH } from './ismcts/bot.ts';
export { TreeKeeper } from './ismcts/reuse.ts';
export { moveKey, type SearchOptions, search } from './ismcts/search.ts';
export * from './play.ts';
export * from './random.ts';
export * from './resolve.ts';
export * from './workers.ts';
