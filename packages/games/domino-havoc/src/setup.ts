/**
 * The deal of a round.
 *
 * DH-3: each tray gets 6 dominoes (doubles among them trigger nothing); the
 * first player is drawn at random; play starts clockwise.
 * DH-11: the first player moves one seat clockwise each round; every round
 * after the first is dealt by a chance move.
 */
import type { GameSetup, Player, Rng } from '@gameshelf/engine';
import { compareDominoes, fullSet, sortDominoes } from './dominoes.ts';
import { emptyRack } from './racks.ts';
import { type Domino, type HavocOptions, type HavocState, RACK_SIZE, type RoundResult } from './types.ts';

/** Six dominoes for each player, taken from a shuffled copy of the set. */
export function shuffledTrays(options: HavocOptions, players: number, rng: Rng): Domino[][] {
  const deck = rng.shuffle([...fullSet(options.set)]);
  return Array.from({ length: players }, (_, p) =>
    sortDominoes(deck.slice(p * RACK_SIZE, (p + 1) * RACK_SIZE)),
  );
}

/**
 * The table at the start of round `round`, with these trays dealt: fresh
 * racks, everything else in the boneyard, play clockwise (DH-3), and the
 * round's first player about to draw.
 */
export function dealtRound(
  base: { options: HavocOptions; firstPlayer: Player; history: readonly RoundResult[] },
  round: number,
  trays: readonly (readonly Domino[])[],
): HavocState {
  const dealt = trays.flat().sort(compareDominoes);
  const boneyard: Domino[] = [];
  let i = 0;
  for (const d of fullSet(base.options.set)) {
    const next = dealt[i];
    if (next !== undefined && next[0] === d[0] && next[1] === d[1]) i++;
    else boneyard.push(d);
  }
  const first = (base.firstPlayer + round) % trays.length;
  return {
    options: base.options,
    firstPlayer: base.firstPlayer,
    round,
    racks: trays.map(emptyRack),
    boneyard,
    outOfPlay: [],
    direction: 'clockwise',
    phase: { kind: 'draw', player: first },
    idleTurns: 0,
    history: base.history,
  };
}

export function setup(config: GameSetup<HavocOptions>, rng: Rng): HavocState {
  const trays = shuffledTrays(config.options, config.players, rng);
  const firstPlayer = rng.int(config.players);
  return dealtRound({ options: config.options, firstPlayer, history: [] }, 0, trays);
}
