import { isOneOf } from '../checked.ts';
import { ERROR_CODES, type GameError } from '../errors.ts';
import { type AnyGame, CHANCE, type Move, type Player } from '../game.ts';
import { canonicalJson, jsonEqual, stableHash } from '../hash.ts';
import type { Rng } from '../rng.ts';
import { mutateMove, randomJunk } from './fuzz.ts';

export class BatteryFailure extends Error {
  override name = 'BatteryFailure';
}

export function check(condition: unknown, message: () => string): asserts condition {
  if (!condition) throw new BatteryFailure(message());
}

export function isCodedError(error: unknown): error is GameError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    isOneOf(ERROR_CODES, error.code) &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message.length > 0
  );
}

/** Tallies across a run, for checks that hold over many states rather than each one. */
export interface Tally {
  determinizations: number;
  determinizationsThatDiffer: number;
  fuzzed: number;
}

export function newTally(): Tally {
  return { determinizations: 0, determinizationsThatDiffer: 0, fuzzed: 0 };
}

function where(game: AnyGame, state: unknown): string {
  return `${game.id} at state ${stableHash(state).slice(0, 12)}`;
}

/** State and its invariants: the game's own, plus what the contract requires of actors and results. */
export function checkState(game: AnyGame, state: unknown, players: number): void {
  const broken = game.checkInvariants(state);
  check(broken.length === 0, () => `${where(game, state)}: invariants broken: ${broken.join('; ')}`);
  const actors = game.actors(state);
  const result = game.result(state);
  if (actors.kind === 'over') {
    check(result !== null, () => `${where(game, state)}: game over but no result`);
    check(
      result.scores.length === players,
      () => `${where(game, state)}: result has ${result.scores.length} scores`,
    );
    check(
      result.winners.every((w: unknown) => typeof w === 'number' && w >= 0 && w < players),
      () => `${where(game, state)}: bad winners ${JSON.stringify(result.winners)}`,
    );
    check(
      new Set(result.winners).size === result.winners.length,
      () => `${where(game, state)}: repeated winner`,
    );
  } else {
    check(result === null, () => `${where(game, state)}: result before the game is over`);
  }
  if (actors.kind === 'players') {
    check(actors.players.length > 0, () => `${where(game, state)}: players must act but none is named`);
  }
}

/** The expensive checks, run on a sample of states. */
export function deepCheck(
  game: AnyGame,
  state: unknown,
  players: number,
  rng: Rng,
  tally: Tally,
  foreign: readonly unknown[],
) {
  const before = stableHash(state);
  check(
    canonicalJson(JSON.parse(JSON.stringify(state))) === canonicalJson(state),
    () => `${where(game, state)}: state does not survive a JSON round trip`,
  );
  const actors = game.actors(state);
  const acting: Player[] = actors.kind === 'players' ? [...actors.players] : [];

  // Legal moves: unique, in canonical form, each accepted; nobody else may move.
  const legalByPlayer = new Map<Player, Set<string>>();
  for (let p = 0; p < players; p++) {
    const legal = game.legalMoves(state, p);
    if (!acting.includes(p)) {
      check(legal.length === 0, () => `${where(game, state)}: player ${p} may not act but has legal moves`);
      continue;
    }
    check(legal.length > 0, () => `${where(game, state)}: player ${p} must act but has no legal move`);
    const keys = new Set<string>();
    for (const move of legal) keys.add(canonicalJson(move));
    check(keys.size === legal.length, () => `${where(game, state)}: duplicate legal moves for player ${p}`);
    // Applying every legal move of a large list is slow (physics): a sample of them is checked.
    const sampled = legal.length <= 120 ? legal : Array.from({ length: 120 }, () => rng.pick(legal));
    for (const move of sampled) {
      const key = canonicalJson(move);
      const parsed = game.parseMove(JSON.parse(key));
      check(
        parsed.ok,
        () => `${where(game, state)}: legal move ${key} refused by parseMove: ${JSON.stringify(parsed)}`,
      );
      check(
        jsonEqual(parsed.value, move),
        () => `${where(game, state)}: parseMove changes legal move ${key}`,
      );
      if (game.isLegal)
        check(
          game.isLegal(state, p, move),
          () => `${where(game, state)}: isLegal refuses listed move ${key}`,
        );
      const next = game.apply(state, p, move);
      check(next.ok, () => `${where(game, state)}: legal move ${key} refused: ${JSON.stringify(next)}`);
      check(isStateLike(next.value), () => `${where(game, state)}: apply gave no state for ${key}`);
    }
    legalByPlayer.set(p, keys);
  }

  // Moves by anyone who may not act, including chance, are refused.
  const first = acting[0];
  const sample = first === undefined ? undefined : game.legalMoves(state, first)[0];
  if (sample !== undefined) {
    for (let q = 0; q < players; q++) {
      if (acting.includes(q)) continue;
      const r = game.apply(state, q, sample);
      check(
        !r.ok && r.error.code === 'move/not-your-turn',
        () => `${where(game, state)}: player ${q} moved out of turn`,
      );
    }
    const r = game.apply(state, CHANCE, sample);
    check(!r.ok && isCodedError(r.error), () => `${where(game, state)}: chance made a player's move`);
  }
  if (actors.kind === 'chance') {
    const outcome = game.sampleChance(state, rng.clone());
    for (let q = 0; q < players; q++) {
      const r = game.apply(state, q, outcome);
      check(
        !r.ok && r.error.code === 'move/not-your-turn',
        () => `${where(game, state)}: player ${q} made a chance move`,
      );
    }
  }
  if (actors.kind === 'over') {
    for (let q = 0; q < players; q++) {
      check(game.legalMoves(state, q).length === 0, () => `${where(game, state)}: legal moves after the end`);
    }
  }

  // Fuzz: junk, foreign and mutated moves are refused with a code unless they happen to be legal.
  for (const p of acting) {
    const legal: readonly Move[] = game.legalMoves(state, p);
    const keys = legalByPlayer.get(p);
    check(keys, () => `${where(game, state)}: player ${p} acts but is not one of the ${players} players`);
    const tries: unknown[] = [];
    for (let i = 0; i < 6; i++) tries.push(randomJunk(rng));
    for (let i = 0; i < 12; i++) tries.push(mutateMove(rng.pick(legal), rng));
    for (let i = 0; i < Math.min(4, foreign.length); i++) tries.push(rng.pick(foreign));
    for (const raw of tries) {
      tally.fuzzed++;
      const parsed = game.parseMove(raw);
      if (!parsed.ok) {
        check(
          isCodedError(parsed.error),
          () => `${where(game, state)}: parseMove gave an uncoded error for ${show(raw)}`,
        );
        continue;
      }
      const r = game.apply(state, p, parsed.value);
      const isLegal = game.isLegal
        ? game.isLegal(state, p, parsed.value)
        : keys.has(canonicalJson(parsed.value));
      if (isLegal) {
        check(r.ok, () => `${where(game, state)}: ${show(raw)} parses to a legal move but is refused`);
      } else {
        check(!r.ok, () => `${where(game, state)}: illegal move ${show(raw)} was accepted`);
        check(isCodedError(r.error), () => `${where(game, state)}: uncoded refusal of ${show(raw)}`);
      }
    }
  }

  // Views: determinize is consistent with the view; spectators see only what every player agrees on.
  const spectator = canonicalJson(game.view(state, 'spectator'));
  for (let p = 0; p < players; p++) {
    const view = game.view(state, p);
    const viewJson = canonicalJson(view);
    check(
      canonicalJson(JSON.parse(JSON.stringify(view))) === viewJson,
      () => `${where(game, state)}: view ${p} not JSON`,
    );
    const det = game.determinize(JSON.parse(viewJson), p, rng);
    tally.determinizations++;
    if (canonicalJson(det) !== canonicalJson(state)) tally.determinizationsThatDiffer++;
    const broken = game.checkInvariants(det);
    check(
      broken.length === 0,
      () => `${where(game, state)}: determinization for ${p} breaks invariants: ${broken.join('; ')}`,
    );
    check(
      canonicalJson(game.view(det, p)) === viewJson,
      () =>
        `${where(game, state)}: determinization for player ${p} changes their view:\n${viewJson}\n${canonicalJson(game.view(det, p))}`,
    );
    check(
      canonicalJson(game.view(det, 'spectator')) === spectator,
      () => `${where(game, state)}: spectator view depends on what player ${p} cannot see`,
    );
    check(
      jsonEqual(game.actors(det), actors),
      () => `${where(game, state)}: determinization changes who acts`,
    );
    check(
      jsonEqual(game.legalMoves(det, p), game.legalMoves(state, p)),
      () => `${where(game, state)}: player ${p}'s legal moves depend on what they cannot see`,
    );
  }

  check(
    stableHash(state) === before,
    () => `${where(game, state)}: the checks changed the state (a rule mutates its input)`,
  );
}

function isStateLike(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function show(raw: unknown): string {
  const text = JSON.stringify(raw) ?? String(raw);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
