/**
 * The game's invariants, checked after every move of every battery playout:
 * every domino of the set is in exactly one place (DH-2); lists are sorted;
 * trains chain and hold at most 6 (DH-6); each player holds 6 between tray
 * and train (DH-5), one more while they are mid-turn, one fewer while they
 * wait for a replacement draw, and one fewer for each time they went on
 * short (DH-9 (b): only with the boneyard empty, which stays so); a live double
 * lies in its owner's slot and its originator never answers it (DH-9); the
 * public memory of each tray is true.
 *
 * They run after every battery move, so they are written as plain loops
 * that build a message only when something is wrong.
 */
import { itemAt, type Player } from '@gameshelf/engine';
import type { Domino, HavocState, Rack } from '../types.ts';
import { rackSize } from '../types.ts';
import { dominoText, fullSet, MAX_PIP } from './dominoes.ts';
import { liveDouble } from './doubles.ts';
import { shortBy } from './short.ts';

const SIDE = MAX_PIP + 1;
const FULL_SETS = { 'double-12': fullSet('double-12'), 'double-9': fullSet('double-9') } as const;

/** A local copy of `containsDomino`: calls across modules cost more in the test runners' module wrappers. */
function contains(list: readonly Domino[], d: Domino): boolean {
  for (const x of list) if (x[0] === d[0] && x[1] === d[1]) return true;
  return false;
}

/** Strictly increasing, so also free of repeats. */
function isSorted(list: readonly Domino[]): boolean {
  for (let i = 1; i < list.length; i++) {
    const a = itemAt(list, i - 1);
    const b = itemAt(list, i);
    if (a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1])) return false;
  }
  return true;
}

/** Scratch counts for `conservation`, cleared on each use (the checks run one at a time). */
const COUNT = new Uint8Array(SIDE * SIDE);

/** Counts each domino (either way round) of `list` into COUNT; returns how many there were. */
function tally(list: readonly (readonly [number, number])[]): number {
  for (const d of list) {
    const k = d[0] <= d[1] ? d[0] * SIDE + d[1] : d[1] * SIDE + d[0];
    COUNT[k] = itemAt(COUNT, k) + 1;
  }
  return list.length;
}

/** DH-2: every domino of the set lies in exactly one place. */
function checkConservation(state: HavocState, out: string[]): void {
  COUNT.fill(0);
  let total = tally(state.boneyard) + tally(state.outOfPlay);
  for (const rack of state.racks) {
    total += tally(rack.tray) + tally(rack.train);
    if (rack.slot !== null) total += tally([rack.slot]);
  }
  const set = FULL_SETS[state.options.set];
  for (const d of set) {
    const c = itemAt(COUNT, d[0] * SIDE + d[1]);
    if (c !== 1) {
      out.push(`domino ${dominoText(d)} is in ${c} places`);
      return;
    }
  }
  if (total !== set.length) out.push(`${total - set.length} dominoes on the table are not in the set`);
}

function checkRack(rack: Rack, p: Player, size: number, out: string[]): void {
  if (!isSorted(rack.tray)) out.push(`tray ${p} is not sorted`);
  if (!isSorted(rack.known)) out.push(`known dominoes of tray ${p} are not sorted`);
  if (rack.train.length > size) out.push(`train ${p} holds ${rack.train.length}`);
  for (let i = 1; i < rack.train.length; i++) {
    if (itemAt(rack.train, i)[0] !== itemAt(rack.train, i - 1)[1]) out.push(`train ${p} breaks at link ${i}`);
  }
  for (const d of rack.known) if (!contains(rack.tray, d)) out.push(`tray ${p} lacks known ${dominoText(d)}`);
  let hiddenSingles = 0;
  for (const d of rack.tray) if (d[0] !== d[1] && !contains(rack.known, d)) hiddenSingles++;
  if (rack.singles < 0 || rack.singles > hiddenSingles) out.push(`tray ${p} claims ${rack.singles} singles`);
}

/**
 * DH-5 and DH-9 (b): 6 between tray and train; one more for the player
 * mid-turn (between their draw, or their take of a double, and their
 * discard); one fewer for a replacer waiting for their draw; and one fewer
 * for each replacement a player was owed when the boneyard was empty, each
 * restored by a normal turn that skips its discard. So a player short once
 * holds 6 mid-turn, and a finished round leaves 6 minus their short count.
 */
function expectedHolding(state: HavocState, p: Player): number {
  const { phase } = state;
  let holding = rackSize(state.options);
  if ((phase.kind === 'play' || phase.kind === 'discard') && phase.player === p) holding++;
  if (phase.kind === 'replacing' && phase.player === p) holding--;
  holding -= shortBy(state, p);
  return holding;
}

/**
 * DH-9 (b): only a replacement due with the boneyard empty leaves a player
 * short, and the boneyard stays empty all round, so nobody is short while
 * it holds a domino. One seat per missing domino, sorted; absent, not
 * empty, when nobody is short (so a position has one form).
 */
function checkShort(state: HavocState, out: string[]): void {
  const { short } = state;
  if (short === undefined) return;
  if (short.length === 0) out.push('short is empty: nobody short has no short');
  for (let i = 0; i < short.length; i++) {
    const seat = itemAt(short, i);
    if (!isSeat(seat, state.racks.length)) out.push(`short names seat ${seat}`);
    if (i > 0 && itemAt(short, i - 1) > seat) out.push('short is not sorted');
  }
  if (short.length > 0 && state.boneyard.length > 0)
    out.push(`player ${itemAt(short, 0)} is short with dominoes in the boneyard`);
}

function isSeat(seat: number, players: number): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < players;
}

function checkPhase(state: HavocState, out: string[]): void {
  const { phase } = state;
  const n = state.racks.length;
  switch (phase.kind) {
    case 'draw':
    case 'drawing':
    case 'replacing':
      if (!isSeat(phase.player, n)) out.push(`phase ${phase.kind} names seat ${phase.player}`);
      break;
    case 'play':
    case 'discard':
      if (!isSeat(phase.player, n) || !isSeat(phase.slot, n))
        out.push(`phase ${phase.kind} names a bad seat`);
      break;
    case 'respond': {
      const { owner, responder, originator } = phase;
      if (!isSeat(owner, n) || !isSeat(responder, n)) out.push('phase respond names a bad seat');
      if (originator !== undefined && (!isSeat(originator, n) || originator === owner))
        out.push('an originator is named only when it is not the slot owner');
      if (responder === (originator ?? owner)) out.push('a player answers their own double');
      break;
    }
  }
  if ((phase.kind === 'drawing' || phase.kind === 'replacing') && state.boneyard.length === 0)
    out.push(`phase ${phase.kind}: a draw from an empty boneyard`);
  if (phase.kind === 'respond' || (phase.kind === 'replacing' && phase.live)) {
    const double = liveDouble(state);
    if (double === null || double[0] !== double[1]) out.push('the live double is not in its slot');
  }
  const finished = phase.kind === 'deal' || phase.kind === 'over';
  if (state.history.length !== state.round + (finished ? 1 : 0)) out.push('round history out of step');
  if (state.round >= state.options.rounds) out.push(`round ${state.round} of ${state.options.rounds}`);
}

export function checkInvariants(state: HavocState): string[] {
  const out: string[] = [];
  checkConservation(state, out);
  checkPhase(state, out);
  checkShort(state, out);
  if (!isSorted(state.boneyard)) out.push('the boneyard is not sorted');
  if (!isSorted(state.outOfPlay)) out.push('out-of-play dominoes are not sorted');
  for (let p = 0; p < state.racks.length; p++) {
    const rack = itemAt(state.racks, p);
    checkRack(rack, p, rackSize(state.options), out);
    const holding = rack.tray.length + rack.train.length;
    const expected = expectedHolding(state, p);
    if (holding !== expected) out.push(`player ${p} holds ${holding}, not ${expected} (DH-5, DH-9 (b))`);
  }
  return out;
}
