/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS;
 * Cowling, Powley and Whitehouse 2012; as OpenSpiel's `is_mcts`), on any
 * game through the engine contract alone. Each iteration draws a full state
 * consistent with the searching player's view (`determinize`), descends the
 * tree choosing among the moves legal in that determinization by UCB with
 * availability counts, expands one node, plays out (the game's rollout
 * policy, or uniformly at random), and backs up per-player rewards. Chance
 * is sampled. Moves the searching player cannot see are merged into one edge
 * through the game's `redactMove`, so the tree never branches on secrets.
 * A game may have the other players play its policy in the tree instead of
 * being searched (`opponentPolicy`), and may end the search at a horizon
 * (`GameModule.horizon`, e.g. a round's end) where its evaluation is taken.
 */
import {
  type Actor,
  type AnyGameModule,
  CHANCE,
  impossible,
  itemAt,
  type Player,
  type Rng,
} from '@gameshelf/engine';
import { SearchNode } from './node.ts';
import { rewards } from './reward.ts';

export interface SearchOptions {
  /** Stop after this many iterations... */
  readonly iterations: number;
  /** ...or after this many milliseconds, whichever comes first. */
  readonly timeMs: number;
  /** UCB exploration constant on rewards in [0, 1]. */
  readonly exploration: number;
  /** Decisions played out before the game's evaluation function is used (when it has one). */
  readonly rolloutDepth: number;
  /**
   * Progressive bias towards the game's own policy (its rollout policy,
   * usually its greedy bot): that move is expanded first and gets
   * `priorWeight / (1 + visits)` on top of its UCB score, so a small budget
   * plays at least like the policy and a larger one improves on it.
   */
  readonly priorWeight: number;
  /** Whether the bot keeps its tree from one decision to the next (when it is given the history). */
  readonly reuse: boolean;
  /**
   * The other players make the game's policy's move (its rollout policy, on
   * the determinized state, so each plays knowing its own hand) instead of
   * being searched by UCB: the tree branches on the searching player's
   * decisions and on chance, and the search answers the policy's play.
   */
  readonly opponentPolicy: boolean;
}

export interface SearchResult<M> {
  readonly move: M;
  readonly iterations: number;
  /** The tree searched (its root stands for the position searched), for reuse on the next decision. */
  readonly root: SearchNode;
  readonly visits: readonly { readonly move: M; readonly visits: number; readonly value: number }[];
}

// biome-ignore lint/suspicious/noExplicitAny: erased game state
type S = any;

export function search<M>(
  module: AnyGameModule,
  view: unknown,
  player: Player,
  legal: readonly M[],
  rng: Rng,
  options: SearchOptions,
  root: SearchNode = new SearchNode(module.game.players.max, player),
): SearchResult<M> {
  const { game } = module;
  const players = game.players.max;
  const rootKeys = legal.map(moveKey);
  const deadline = performance.now() + options.timeMs;
  const value = new Float64Array(players);
  const keyOf = (state: S, actor: Actor, move: unknown) =>
    moveKey(actor === player || !game.hiddenInformation ? move : game.redactMove(state, actor, move, player));

  let iterations = 0;
  while (iterations < options.iterations && (iterations % 16 !== 0 || performance.now() < deadline)) {
    iterations++;
    let state: S = game.determinize(view, player, rng);
    let node = root;
    const path: SearchNode[] = [root];
    let expanded = false;
    for (;;) {
      const actors = game.actors(state);
      if (actors.kind === 'over' || (module.evaluate && module.horizon?.(state))) break;
      if (actors.kind === 'chance') {
        const outcome = game.sampleChance(state, rng);
        node = node.child(keyOf(state, CHANCE, outcome), players, CHANCE);
        state = applied(game, state, CHANCE, outcome);
        path.push(node);
        continue;
      }
      if (expanded) break;
      const actor = actors.players[0];
      const moves = game.legalMoves(state, actor);
      if (actor !== player && module.rollout && options.opponentPolicy) {
        // The other players as the game's policy sees them: each knows its own hand in this determinization.
        const move = module.rollout(state, actor, moves, rng);
        node = node.child(keyOf(state, actor, move), players, actor);
        state = applied(game, state, actor, move);
        path.push(node);
        continue;
      }
      const keys = moves.map((m) => keyOf(state, actor, m));
      // The policy's choice: for the searching player's own decisions, asked once per node
      // (the player knows the same things in every determinization that reaches it).
      let hinted = actor === player ? node.hint : undefined;
      if (hinted === undefined && module.rollout && options.priorWeight > 0) {
        hinted = keys[moves.indexOf(module.rollout(state, actor, moves, rng))];
        if (actor === player) node.hint = hinted;
      }
      const untried: number[] = [];
      let best = -1;
      let bestChild: SearchNode | undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < keys.length; i++) {
        const key = itemAt(keys, i);
        const child = node.children.get(key);
        if (!child) {
          untried.push(i);
          continue;
        }
        child.avails++;
        let score = child.ucb(actor, options.exploration) + rng.float() * 1e-9;
        if (key === hinted) score += options.priorWeight / (1 + child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = i;
          bestChild = child;
        }
      }
      let pick = best;
      let next = bestChild;
      if (untried.length > 0) {
        pick = untried.find((i) => keys[i] === hinted) ?? rng.pick(untried);
        expanded = true;
        next = node.child(itemAt(keys, pick), players, actor);
        next.avails++;
      }
      if (next === undefined) throw new Error(`${game.id}: player ${actor} must act but has no legal move`);
      node = next;
      state = applied(game, state, actor, moves[pick]);
      path.push(node);
    }
    playOut(module, state, rng, options.rolloutDepth, value);
    for (const n of path) n.backUp(value);
  }

  const visits = legal.map((move, i) => {
    const child = root.children.get(itemAt(rootKeys, i));
    return {
      move,
      visits: child?.visits ?? 0,
      value: child && child.visits > 0 ? child.meanReward(player) : 0,
    };
  });
  // The most visited move; among equals, the better valued, then the first listed.
  let chosen = visits[0] ?? impossible('a bot is asked to choose only among legal moves');
  for (const v of visits) {
    if (v.visits > chosen.visits || (v.visits === chosen.visits && v.value > chosen.value)) chosen = v;
  }
  return { move: chosen.move, iterations, visits, root };
}

/**
 * The tree's key of a move. Games that hand out the same move objects again
 * and again freeze them (DIGIT's legal moves come from a table): their keys
 * are kept, by identity, instead of serialising them at every node. Fresh
 * move objects are serialised each time (keeping them would cost more).
 */
const KEYS = new WeakMap<object, string>();

export function moveKey(move: unknown): string {
  if (typeof move !== 'object' || move === null || !Object.isFrozen(move)) return JSON.stringify(move);
  let key = KEYS.get(move);
  if (key === undefined) {
    key = JSON.stringify(move);
    KEYS.set(move, key);
  }
  return key;
}

function applied(game: AnyGameModule['game'], state: S, actor: Actor, move: unknown): S {
  const next = game.apply(state, actor, move);
  if (!next.ok) throw new Error(`${game.id}: search made an illegal move: ${next.error.message}`);
  return next.value;
}

function evaluated(evaluate: (state: S) => readonly number[], state: S, out: Float64Array): void {
  const values = evaluate(state);
  for (let p = 0; p < out.length; p++) out[p] = values[p] ?? 0;
}

/** Plays on with the rollout policy; after `depth` decisions, asks the game's evaluation if it has one. */
function playOut(module: AnyGameModule, start: S, rng: Rng, depth: number, out: Float64Array): void {
  const { game } = module;
  let state = start;
  for (let decisions = 0; ; ) {
    const actors = game.actors(state);
    if (actors.kind === 'over') {
      rewards(
        module,
        state,
        game.result(state) ?? impossible(`${game.id}: a game that is over has a result`),
        out,
      );
      return;
    }
    if (module.evaluate && module.horizon?.(state)) {
      evaluated(module.evaluate, state, out);
      return;
    }
    if (actors.kind === 'chance') {
      state = applied(game, state, CHANCE, game.sampleChance(state, rng));
      continue;
    }
    if (module.evaluate && decisions >= depth) {
      evaluated(module.evaluate, state, out);
      return;
    }
    const actor = actors.players[0];
    const legal = game.legalMoves(state, actor);
    const move = module.rollout ? module.rollout(state, actor, legal, rng) : rng.pick(legal);
    state = applied(game, state, actor, move);
    decisions++;
  }
}
