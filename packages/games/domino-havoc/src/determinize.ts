/**
 * A full state consistent with one player's view, for search bots: every
 * domino that view cannot place (in other trays or in the boneyard) is
 * dealt at random, keeping what is public about each tray: its size, the
 * dominoes everybody saw go in (`known`), and how many of the rest are
 * certainly singles (`singles`, drawn from the boneyard).
 *
 * Search calls this once per iteration, so it works on a table indexed by
 * domino and builds every list by one pass over the set, already sorted.
 */
import { impossible, type Player, type Rng } from '@gameshelf/engine';
import { fullSet, MAX_PIP } from './rules/dominoes.ts';
import { rackOf } from './rules/racks.ts';
import {
  type Domino,
  type HavocState,
  type HavocView,
  isOpenTray,
  type Rack,
  type RackView,
} from './types.ts';

const SIDE = MAX_PIP + 1;
/** Where each domino goes, by `low * SIDE + high`: a seat, the boneyard, or somewhere the view shows. */
const OWNER = new Int8Array(SIDE * SIDE);
const SHOWN = -2;
const BONEYARD = -1;

function mark(list: readonly (readonly [number, number])[], owner: number): void {
  for (const d of list) OWNER[d[0] <= d[1] ? d[0] * SIDE + d[1] : d[1] * SIDE + d[0]] = owner;
}

function hiddenCount(rack: RackView): number {
  return isOpenTray(rack.tray) ? 0 : rack.tray.count - rack.known.length;
}

/**
 * Deals the unseen dominoes (in random order) to the hidden trays: first the
 * singles each must hold, then the rest of each, so that one tray's free
 * picks never starve another of the singles it needs. What is left is the
 * boneyard.
 */
function dealUnseen(view: HavocView, unseen: Domino[], rng: Rng): void {
  rng.shuffle(unseen);
  const taken = new Uint8Array(unseen.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let p = 0; p < view.racks.length; p++) {
      const rack = rackOf(view.racks, p);
      let wanted = pass === 0 ? rack.singles : hiddenCount(rack) - rack.singles;
      if (Array.isArray(rack.tray)) wanted = 0;
      for (let i = 0; i < unseen.length && wanted > 0; i++) {
        const d = unseen[i] ?? impossible('i runs over the unseen dominoes');
        if (taken[i] || (pass === 0 && d[0] === d[1])) continue;
        taken[i] = 1;
        OWNER[d[0] * SIDE + d[1]] = p;
        wanted--;
      }
    }
  }
}

export function determinize(view: HavocView, _player: Player, rng: Rng): HavocState {
  const set = fullSet(view.options.set);
  for (const d of set) OWNER[d[0] * SIDE + d[1]] = BONEYARD;
  mark(view.outOfPlay, SHOWN);
  view.racks.forEach((rack, p) => {
    // Known dominoes of a hidden tray stay in it; an open tray is kept as it is.
    if (isOpenTray(rack.tray)) mark(rack.tray, SHOWN);
    else mark(rack.known, p);
    mark(rack.train, SHOWN);
    if (rack.slot !== null) mark([rack.slot], SHOWN);
  });
  dealUnseen(
    view,
    set.filter((d) => OWNER[d[0] * SIDE + d[1]] === BONEYARD),
    rng,
  );
  // The hidden trays, dealt here; an open tray's dominoes are all shown, so it stays as the view has it.
  const trays: Domino[][] = view.racks.map(() => []);
  const boneyard: Domino[] = [];
  for (const d of set) {
    const owner = OWNER[d[0] * SIDE + d[1]] ?? impossible(`no domino ${d[0]}:${d[1]}`);
    if (owner === BONEYARD) boneyard.push(d);
    else if (owner >= 0) (trays[owner] ?? impossible(`no seat ${owner}`)).push(d);
  }
  const racks: Rack[] = view.racks.map((rack, p) => ({
    tray: isOpenTray(rack.tray) ? rack.tray : (trays[p] ?? impossible(`no seat ${p}`)),
    train: rack.train,
    slot: rack.slot,
    known: rack.known,
    singles: rack.singles,
  }));
  return {
    options: view.options,
    firstPlayer: view.firstPlayer,
    round: view.round,
    racks,
    boneyard,
    outOfPlay: view.outOfPlay,
    direction: view.direction,
    phase: view.phase,
    idleTurns: view.idleTurns,
    history: view.history,
    ...(view.short === undefined ? {} : { short: view.short }),
  };
}
