/**
 * How good a tray is for its train: the longest chain of tray dominoes that
 * could follow the open end (DH-6), within the room left on the train. A
 * tray is worth its chain length first, then low pips (the penalty if the
 * round ends now, DH-7) and high pips in the chain (shed by playing them).
 */
import { impossible } from '@gameshelf/engine';
import { hasNumber, otherEnd, pips } from '../rules/dominoes.ts';
import type { Domino } from '../types.ts';

export interface Chain {
  readonly length: number;
  /** Pips of the dominoes in the chain. */
  readonly pips: number;
}

const NO_CHAIN: Chain = { length: 0, pips: 0 };

function better(a: Chain, b: Chain): boolean {
  return a.length > b.length || (a.length === b.length && a.pips > b.pips);
}

/** The best chain from `open` using dominoes not yet `used` (a bit mask over `tray`), at most `room` long. */
function chainFrom(tray: readonly Domino[], open: number, room: number, used: number): Chain {
  if (room === 0) return NO_CHAIN;
  let best = NO_CHAIN;
  for (let i = 0; i < tray.length; i++) {
    const d = tray[i] ?? impossible('i runs over the tray');
    if (used & (1 << i) || !hasNumber(d, open)) continue;
    const rest = chainFrom(tray, otherEnd(d, open), room - 1, used | (1 << i));
    const here = { length: rest.length + 1, pips: rest.pips + pips(d) };
    if (better(here, best)) best = here;
    if (best.length === room) break;
  }
  return best;
}

/** The best chain for a train whose open end is `open` (null: an empty train, which may start anywhere). */
export function bestChain(tray: readonly Domino[], open: number | null, room: number): Chain {
  if (open !== null) return chainFrom(tray, open, room, 0);
  let best = NO_CHAIN;
  for (let i = 0; i < tray.length && room > 0; i++) {
    const d = tray[i] ?? impossible('i runs over the tray');
    for (const start of d[0] === d[1] ? [d[0]] : [d[0], d[1]]) {
      const rest = chainFrom(tray, otherEnd(d, start), room - 1, 1 << i);
      const here = { length: rest.length + 1, pips: rest.pips + pips(d) };
      if (better(here, best)) best = here;
    }
  }
  return best;
}

/** A domino of chain is worth more than any pip count. */
const PER_LINK = 100;
/** Pips outside the chain are the likely penalty (DH-7). */
const PER_LOOSE_PIP = 0.5;
/** Heavy chains are slightly better: playing them sheds more penalty. */
const PER_CHAIN_PIP = 0.1;

export function trayValue(tray: readonly Domino[], open: number | null, room: number): number {
  const chain = bestChain(tray, open, room);
  let total = 0;
  for (const d of tray) total += pips(d);
  return PER_LINK * chain.length + PER_CHAIN_PIP * chain.pips - PER_LOOSE_PIP * (total - chain.pips);
}
