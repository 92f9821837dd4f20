/**
 * The mulligan decision (DR-4) for the bots: keep the dealt line unless a
 * fresh deal of five is worth more on average, estimated by dealing a few
 * sample lines from the whole set with the bot's own generator.
 */
import type { Rng } from '@gameshelf/engine';
import { placement } from '../rules/line.ts';
import { TILES } from '../rules/tiles.ts';
import type { DominoRunState, Slot } from '../types.ts';
import { evaluate } from './evaluate.ts';

export function shouldMulligan(state: DominoRunState, rng: Rng, samples: number): boolean {
  const kept = evaluate(state);
  let total = 0;
  for (let i = 0; i < samples; i++) total += evaluate(sampleDeal(state, rng));
  return total / samples > kept;
}

/** A fresh line of five from the whole set, as a mulligan would deal it. */
function sampleDeal(state: DominoRunState, rng: Rng): DominoRunState {
  const tiles = rng.shuffle(TILES.slice());
  const line: Slot[] = [];
  for (const tile of tiles.slice(0, state.line.length)) line.push(placement(line, tile));
  return { ...state, line, pile: tiles.slice(state.line.length).sort((a, b) => a - b) };
}
