/**
 * Chance in Domino Run: placing tiles from the pile (DR-3, DR-4, DR-9),
 * rolling the pool (DR-5), and drawing for a Bonus Ability (DR-7). The rules
 * never roll; the match samples an outcome here and applies it as a move.
 */
import { type ChanceOutcome, fail, type GameError, ok, type Result, type Rng } from '@gameshelf/engine';
import type { ChanceMove, DominoRunState } from '../types.ts';
import { placement } from './line.ts';
import { canBeAbility, tileLabel, withoutTile, withTile, withTiles } from './tiles.ts';
import { settleTreasures, topUp } from './turn.ts';

/** DR-4: the line dealt at setup, and again after a mulligan. */
export const SETUP_TILES = 5;
export const DIE_FACES = 6;

export function sampleChance(state: DominoRunState, rng: Rng): ChanceMove {
  if (state.phase === 'roll') {
    const dice: number[] = [];
    for (let i = 0; i < state.pool; i++) dice.push(rng.int(DIE_FACES) + 1);
    return { type: 'roll', dice: dice.sort(descending) };
  }
  const tile = rng.pick(state.pile);
  return state.phase === 'ability' ? { type: 'drawAbility', tile } : { type: 'place', tile };
}

/** Every outcome with its probability: tiles are equally likely; rolls are grouped as sorted faces. */
export function chanceOutcomes(state: DominoRunState): ChanceOutcome<ChanceMove>[] {
  if (state.phase === 'roll') return rollOutcomes(state.pool).slice();
  const p = 1 / state.pile.length;
  const type = state.phase === 'ability' ? 'drawAbility' : 'place';
  return state.pile.map((tile) => ({ move: { type, tile }, probability: p }));
}

export function applyChance(state: DominoRunState, move: ChanceMove): Result<DominoRunState, GameError> {
  switch (move.type) {
    case 'roll':
      return roll(state, move.dice);
    case 'place':
      if (state.phase !== 'deal' && state.phase !== 'refill')
        return fail('move/illegal', 'no tile is to be placed now');
      if (!state.pile.includes(move.tile))
        return fail('move/illegal', `tile ${tileLabel(move.tile)} is not in the pile`);
      return ok(place(state, move.tile));
    case 'drawAbility':
      if (state.phase !== 'ability') return fail('move/illegal', 'no ability is being drawn now');
      if (!state.pile.includes(move.tile))
        return fail('move/illegal', `tile ${tileLabel(move.tile)} is not in the pile`);
      return ok(drawAbility(state, move.tile));
  }
}

function roll(state: DominoRunState, dice: readonly number[]): Result<DominoRunState, GameError> {
  if (state.phase !== 'roll') return fail('move/illegal', 'the dice are not to be rolled now');
  if (dice.length !== state.pool)
    return fail('move/illegal', `the pool has ${state.pool} dice, not ${dice.length}`);
  let previous = Number.POSITIVE_INFINITY;
  for (const face of dice) {
    if (face < 1 || face > DIE_FACES) return fail('move/illegal', `a die cannot show ${face}`);
    if (face > previous) return fail('move/illegal', 'a roll lists its faces highest first');
    previous = face;
  }
  return ok({
    ...state,
    phase: 'move',
    turn: state.turn + 1,
    rolled: dice,
    dice,
    combined: false,
    abilitiesUsed: [],
  });
}

/** DR-3 at the front of the line; then the deal (DR-4) or the top-up (DR-9) goes on. */
function place(state: DominoRunState, tile: number): DominoRunState {
  const line = [...state.line, placement(state.line, tile)];
  const s = { ...state, line, pile: withoutTile(state.pile, tile) };
  if (state.phase === 'refill') return topUp(s);
  const toDeal = state.toDeal - 1;
  if (toDeal > 0) return { ...s, toDeal };
  // DR-4: one mulligan is offered; after it the first roll follows at once.
  return { ...s, toDeal, phase: state.mulliganed ? 'roll' : 'mulligan' };
}

/** DR-7: a rejected tile is set aside; the first ability tile is kept and the rejects go back. */
function drawAbility(state: DominoRunState, tile: number): DominoRunState {
  const pile = withoutTile(state.pile, tile);
  if (!canBeAbility(tile)) return { ...state, pile, setAside: withTile(state.setAside, tile) };
  return settleTreasures({
    ...state,
    pile: withTiles(pile, state.setAside),
    setAside: [],
    abilities: withTile(state.abilities, tile),
  });
}

function descending(a: number, b: number): number {
  return b - a;
}

/** All sorted rolls of n dice with their probabilities (multinomial counts over 6^n). */
function rollsOf(n: number): ChanceOutcome<ChanceMove>[] {
  const counts = new Map<string, { dice: number[]; count: number }>();
  const total = DIE_FACES ** n;
  for (let code = 0; code < total; code++) {
    const dice: number[] = [];
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / DIE_FACES)) dice.push((c % DIE_FACES) + 1);
    dice.sort(descending);
    const key = dice.join('');
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { dice, count: 1 });
  }
  return [...counts.values()].map(({ dice, count }) => ({
    move: { type: 'roll', dice },
    probability: count / total,
  }));
}

const ROLLS: readonly (readonly ChanceOutcome<ChanceMove>[])[] = [0, 1, 2, 3, 4].map(rollsOf);

/** Every sorted roll of a pool of n dice (21 for two, 56 for three, 126 for four) with its probability. */
export function rollOutcomes(n: number): readonly ChanceOutcome<ChanceMove>[] {
  return ROLLS[n] ?? [];
}
