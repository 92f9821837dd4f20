/**
 * Chance: the deal of each round after the first (DH-3, DH-11) and every
 * draw from the face-down boneyard (DH-4, DH-9 (b)). The boneyard is kept
 * sorted, so a draw may be any of its dominoes, each equally likely.
 */
import type { Rng } from '@gameshelf/engine';
import { type ChanceMove, type Domino, type HavocState, rackSize } from '../types.ts';
import { compareDominoes, containsDomino, dominoText, fullSet } from './dominoes.ts';
import { drawnReplacement } from './doubles.ts';
import { dealtRound, shuffledTrays } from './setup.ts';
import { drawnInTurn } from './turn.ts';

export function sampleChance(state: HavocState, rng: Rng): ChanceMove {
  switch (state.phase.kind) {
    case 'deal':
      return { type: 'deal', trays: shuffledTrays(state.options, state.racks.length, rng) };
    case 'drawing':
    case 'replacing':
      return { type: 'drawn', domino: rng.pick(state.boneyard) };
    default:
      throw new Error(`domino-havoc: no chance step in phase ${state.phase.kind}`);
  }
}

/** Why this chance outcome cannot happen now; null if it can. */
export function chanceRefusal(state: HavocState, move: ChanceMove): string | null {
  const { phase } = state;
  if (move.type === 'drawn') {
    if (phase.kind !== 'drawing' && phase.kind !== 'replacing') return 'nobody is drawing from the boneyard';
    return containsDomino(state.boneyard, move.domino)
      ? null
      : `${dominoText(move.domino)} is not in the boneyard`;
  }
  if (phase.kind !== 'deal') return 'no round is being dealt';
  return dealRefusal(state, move.trays);
}

function dealRefusal(state: HavocState, trays: readonly (readonly Domino[])[]): string | null {
  if (trays.length !== state.racks.length) return `a deal has one tray per player (${state.racks.length})`;
  const size = rackSize(state.options);
  if (trays.some((t) => t.length !== size)) return `each tray is dealt ${size} dominoes (DH-3)`;
  const set = fullSet(state.options.set);
  const dealt = trays.flat().sort(compareDominoes);
  let previous: Domino | null = null;
  for (const d of dealt) {
    if (!containsDomino(set, d)) return `${dominoText(d)} is not in the ${state.options.set} set`;
    if (previous !== null && compareDominoes(previous, d) === 0) return `${dominoText(d)} is dealt twice`;
    previous = d;
  }
  return null;
}

/** Applies a chance outcome already checked by `chanceRefusal`. */
export function applyChance(state: HavocState, move: ChanceMove): HavocState {
  const { phase } = state;
  if (move.type === 'deal') return dealtRound(state, state.round + 1, move.trays);
  if (phase.kind === 'drawing') return drawnInTurn(state, phase.player, move.domino);
  if (phase.kind === 'replacing') return drawnReplacement(state, phase.player, move.domino);
  return state;
}
