/**
 * The greedy bot: one move ahead, seeing only its own view.
 *
 * - Draw: take a discard that lengthens the chain its tray can lay on its
 *   train; otherwise draw from the boneyard.
 * - Play whenever it can, choosing the domino (and, for a first domino, the
 *   open end) that leaves the longest, heaviest chain in the tray.
 * - Discard the domino its chain misses most, preferring heavy ones (the
 *   penalty, DH-7), but not one the next players' open ends want, and a
 *   double only when nobody after it can take it (DH-9: counted from the
 *   discarder, its originator, whichever slot it goes to).
 * - Answer a double by taking it whenever it fits; otherwise replace it
 *   with the single it needs least.
 */
import {
  type Bot,
  type BotFactory,
  impossible,
  ok,
  type Player,
  type Rng,
  type RolloutPolicy,
} from '@gameshelf/engine';
import { hasNumber, isDouble, pips, withDomino, withoutDomino } from '../rules/dominoes.ts';
import { directionOf, nextSeat, openEnd, rackOf } from '../rules/racks.ts';
import { linkFor } from '../rules/turn.ts';
import {
  type Domino,
  type HavocMove,
  type HavocOptions,
  type HavocState,
  type HavocView,
  isOpenTray,
  rackSize,
} from '../types.ts';
import { view as viewOf } from '../view.ts';
import { trayValue } from './chains.ts';

/** What a boneyard draw is worth over keeping the tray as it is: a fair chance of a useful domino. */
const DRAW_HOPE = 30;
/** Playing puts a domino on the train for good: worth more than the chain link it used. */
const PLAYED = 200;
/** Taking a double that fits is progress at no cost. */
const TAKE_DOUBLE = 1000;
/** Handing the next player a domino for their open end. */
const HELPS_NEXT = 40;
const HELPS_OTHER = 10;
/** A discarded double that the first player able to take it would take. */
const DOUBLE_FOR_THEM = 60;
/** A discarded double nobody can take: passes, maybe a dead double and a turn back. */
const DOUBLE_UNANSWERED = 25;

interface Mine {
  readonly view: HavocView;
  readonly me: Player;
  readonly tray: readonly Domino[];
  readonly open: number | null;
  readonly room: number;
}

function fitsTrain(view: HavocView, p: Player, n: number): boolean {
  const train = rackOf(view.racks, p).train;
  const end = openEnd(train);
  return train.length < rackSize(view.options) && (end === null || end === n);
}

/** How much a face-up domino in a slot helps the players who act next. */
function helpToOthers(m: Mine, d: Domino): number {
  const n = m.view.racks.length;
  const next = nextSeat(m.me, m.view.direction, n);
  let cost = 0;
  for (let p = 0; p < n; p++) {
    if (p === m.me) continue;
    const end = openEnd(rackOf(m.view.racks, p).train);
    if (end !== null && hasNumber(d, end)) cost += p === next ? HELPS_NEXT : HELPS_OTHER;
  }
  return cost;
}

/**
 * DH-9 seen from the discarder, the double's originator: can anyone, going
 * round from them, take it? The originator never answers their own double.
 */
function doubleOutlook(m: Mine, double: Domino): number {
  const n = m.view.racks.length;
  const direction = directionOf(double);
  for (let p = nextSeat(m.me, direction, n); p !== m.me; p = nextSeat(p, direction, n)) {
    if (fitsTrain(m.view, p, double[0])) return -DOUBLE_FOR_THEM;
  }
  return DOUBLE_UNANSWERED;
}

function discardScore(m: Mine, d: Domino): number {
  const kept = trayValue(withoutDomino(m.tray, d), m.open, m.room);
  const outlook = isDouble(d) ? doubleOutlook(m, d) : 0;
  return kept - helpToOthers(m, d) + outlook;
}

function playScore(m: Mine, d: Domino, open: number | undefined): number {
  const link = linkFor(rackOf(m.view.racks, m.me).train, d, open);
  return PLAYED + pips(d) + trayValue(withoutDomino(m.tray, d), link[1], m.room - 1);
}

function score(m: Mine, move: HavocMove): number {
  switch (move.type) {
    case 'drawBoneyard':
      return trayValue(m.tray, m.open, m.room) + DRAW_HOPE;
    case 'takeDiscard': {
      const d =
        rackOf(m.view.racks, move.from).slot ?? impossible('a discard is taken from a slot that holds one');
      return trayValue(withDomino(m.tray, d), m.open, m.room);
    }
    case 'play':
      return playScore(m, move.domino, move.open);
    case 'discard':
      return discardScore(m, move.domino);
    case 'takeDouble':
      return TAKE_DOUBLE;
    case 'replaceDouble':
      return trayValue(withoutDomino(m.tray, move.domino), m.open, m.room) - helpToOthers(m, move.domino);
    case 'pass':
      return 0;
    case 'endTurn':
      // One short, with no play it likes better: keep the tray as it is.
      return trayValue(m.tray, m.open, m.room);
    case 'deal':
    case 'drawn':
      // Chance's moves, never among a player's legal moves.
      return Number.NEGATIVE_INFINITY;
  }
}

/** The best-scoring legal move; ties are broken at random, so that two greedy bots do not loop. */
export function chooseGreedy<M extends HavocMove>(
  view: HavocView,
  me: Player,
  legal: readonly M[],
  rng: Rng,
): M {
  const rack = rackOf(view.racks, me);
  const tray = isOpenTray(rack.tray) ? rack.tray : [];
  const m: Mine = {
    view,
    me,
    tray,
    open: openEnd(rack.train),
    room: rackSize(view.options) - rack.train.length,
  };
  let best: M[] = [];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const move of legal) {
    const s = score(m, move);
    if (s > bestScore) {
      best = [move];
      bestScore = s;
    } else if (s === bestScore) {
      best.push(move);
    }
  }
  return rng.pick(best);
}

export const greedyBot: BotFactory<HavocState, HavocMove, HavocView, HavocOptions> = () =>
  ok<Bot<HavocView, HavocMove>>({
    name: 'greedy',
    choose: ({ view, player, legal, rng }) => chooseGreedy(view, player, legal, rng),
  });

/** The same policy for search rollouts, on a determinized state seen through its player's eyes. */
export const greedyRollout: RolloutPolicy<HavocState, HavocMove> = (state, player, legal, rng) =>
  chooseGreedy(viewOf(state, player), player, legal, rng);
