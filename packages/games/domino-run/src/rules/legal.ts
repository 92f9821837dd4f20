/**
 * Who acts (chance in its phases, else the one player), and the player's
 * legal moves, listed in a fixed order: dice by face (highest
 * first) and distance, combinations, conversions, the free step, the end.
 *
 * DR-5 lets the player stop at any time, so a die is used with a distance:
 * `useDie { face: 5, spaces: 2 }` enters exactly two spaces, and the rest of
 * that die is lost. Every distance the budget covers is listed. Dice are
 * named by face, not by position: two dice showing the same face are the
 * same choice, listed once.
 */
import type { Actors } from '@gameshelf/engine';
import type { DominoRunState, Phase, PlayerMove } from '../types.ts';
import { nextIsFree, reach } from './line.ts';
import { isOver } from './result.ts';
import { low } from './tiles.ts';
import { sacrificeOptions, treasureOptions } from './turn.ts';

/** The phases in which chance acts: placing tiles, rolling, drawing an ability. */
export const CHANCE_PHASES: readonly Phase[] = ['deal', 'roll', 'ability', 'refill'];
const PLAYERS: Actors = { kind: 'players', players: [0] };

export function actors(state: DominoRunState): Actors {
  if (isOver(state)) return { kind: 'over' };
  return CHANCE_PHASES.includes(state.phase) ? { kind: 'chance' } : PLAYERS;
}

export function legalMoves(state: DominoRunState): PlayerMove[] {
  switch (state.phase) {
    case 'mulligan':
      return [{ type: 'mulligan' }, { type: 'keep' }];
    case 'move':
      return moveMoves(state);
    case 'treasure':
      return treasureOptions(state).map((treasure) => ({ type: 'chooseTreasure', treasure }));
    case 'caught':
      return caughtMoves(state);
    default:
      return [];
  }
}

function moveMoves(state: DominoRunState): PlayerMove[] {
  const out: PlayerMove[] = [];
  const { line, player, dice } = state;
  let previous: number | undefined;
  for (const face of dice) {
    // Dice are sorted: a face like the one before makes the same moves.
    if (face === previous) continue;
    previous = face;
    const far = reach(line, player, face);
    for (let spaces = 1; spaces <= far; spaces++) out.push({ type: 'useDie', face, spaces });
  }
  if (!state.combined) {
    for (const faces of pairs(dice)) {
      const far = reach(line, player, faces[0] + faces[1]);
      for (let spaces = 1; spaces <= far; spaces++) out.push({ type: 'combineDice', faces, spaces });
    }
  }
  for (const ability of state.abilities) {
    if (canConvert(state, ability)) out.push({ type: 'convertDie', ability });
  }
  if (nextIsFree(line, player)) out.push({ type: 'step' });
  out.push({ type: 'endMove' });
  return out;
}

function caughtMoves(state: DominoRunState): PlayerMove[] {
  const { dice, abilities } = sacrificeOptions(state);
  const out: PlayerMove[] = dice ? [{ type: 'sacrificeDie' }] : [];
  for (const ability of abilities) out.push({ type: 'sacrificeAbility', ability });
  return out;
}

/** DR-7: an ability converts one unused die showing its low number, once per turn. */
export function canConvert(state: DominoRunState, ability: number): boolean {
  return (
    state.abilities.includes(ability) &&
    !state.abilitiesUsed.includes(ability) &&
    state.dice.includes(low(ability))
  );
}

/** The distinct pairs of unused faces, each highest first (dice sorted highest first). */
export function pairs(dice: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  dice.forEach((a, i) => {
    if (i > 0 && a === dice[i - 1]) return;
    for (let j = i + 1; j < dice.length; j++) {
      const b = dice[j];
      if (b === undefined || (j > i + 1 && b === dice[j - 1])) continue;
      out.push([a, b]);
    }
  });
  return out;
}
