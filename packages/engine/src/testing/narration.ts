/**
 * A game's narration on a scripted position, for its tests: one turn (a
 * player's move and the chance steps it sets off, drawn from a seed) played
 * by the engine's move loop and told as one viewer saw it, through the same
 * `narrateLog` the command line and the web app use.
 */
import type { Move, Player, Viewer } from '../game.ts';
import { applyLog } from '../log.ts';
import type { SeenEntry } from '../match.ts';
import type { GameModule } from '../module.ts';
import { narrateLog } from '../narrate.ts';
import { Rng, type Seed } from '../rng.ts';
import type { Translate } from '../translate.ts';

export interface TurnTold {
  /** The sentences of each entry of the turn, the player's move first. */
  readonly lines: (readonly string[])[];
  /** Every sentence of the turn, in order. */
  readonly text: readonly string[];
}

export function tellTurn<S, M extends Move, V, O>(
  module: GameModule<S, M, V, O>,
  state: S,
  player: Player,
  move: M,
  told: {
    readonly viewer: Viewer;
    readonly seats: readonly string[];
    readonly t: Translate;
    readonly seed?: Seed;
  },
): TurnTold {
  const { game } = module;
  const applied = applyLog(game, state, Rng.fromSeed(told.seed ?? 1), [{ player, move }], 'draw');
  if (!applied.ok)
    throw new Error(`${game.id}: the scripted move was refused: ${applied.error.error.message}`);
  const { entries, befores } = applied.value;
  const seen: SeenEntry[] = entries.map((entry, index) => ({
    index,
    player: entry.player,
    move: game.redactMove(befores[index] ?? state, entry.player, entry.move, told.viewer),
  }));
  const viewAt = (seq: number) =>
    game.view(seq >= entries.length ? applied.value.state : (befores[seq] ?? state), told.viewer);
  const lines = narrateLog(
    module.text.narrate,
    seen,
    { viewer: told.viewer, seats: told.seats, viewAt },
    told.t,
  );
  return { lines, text: lines.flat() };
}
