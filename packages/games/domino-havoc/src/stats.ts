/**
 * Statistics over one game, for `gameshelf simulate`: how the rule of
 * doubles plays out (doubles by parity, the direction changes each causes,
 * how they are answered, how many go dead), how long rounds last in turns,
 * how rounds end (won, blocked by DH-12, or stalled), and the penalties.
 */
import { type Actor, CHANCE, itemAt, type StatsCollector } from '@gameshelf/engine';
import { isDouble } from './rules/dominoes.ts';
import type { HavocMove, HavocState } from './types.ts';

/** The moves that open a turn: each turn, normal or an answer to a double, has exactly one. */
const TURN_OPENERS: ReadonlySet<string> = new Set([
  'drawBoneyard',
  'takeDiscard',
  'takeDouble',
  'replaceDouble',
  'pass',
]);

interface Counts {
  oddDoubles: number;
  evenDoubles: number;
  turnsByOddDouble: number;
  turnsByEvenDouble: number;
  doublesTaken: number;
  doublesReplaced: number;
  passes: number;
  deadDoubles: number;
  turns: number;
  stalledRounds: number;
}

/**
 * Whether this move put a double into a slot and so turned the direction
 * (DH-9): every double drawn from the boneyard, and every double discarded
 * except a winning discard, which ends the round instead (DH-7).
 */
function placedDouble(actor: Actor, move: HavocMove, after: HavocState): boolean {
  if (actor === CHANCE) return move.type === 'drawn' && isDouble(move.domino);
  return move.type === 'discard' && isDouble(move.domino) && after.phase.kind === 'respond';
}

export function havocStats(): StatsCollector<HavocState, HavocMove> {
  const c: Counts = {
    oddDoubles: 0,
    evenDoubles: 0,
    turnsByOddDouble: 0,
    turnsByEvenDouble: 0,
    doublesTaken: 0,
    doublesReplaced: 0,
    passes: 0,
    deadDoubles: 0,
    turns: 0,
    stalledRounds: 0,
  };
  return {
    onMove(before, actor, move, after) {
      if (TURN_OPENERS.has(move.type)) c.turns++;
      if ((move.type === 'discard' || move.type === 'drawn') && placedDouble(actor, move, after)) {
        const odd = move.domino[0] % 2 === 1;
        if (odd) c.oddDoubles++;
        else c.evenDoubles++;
        if (before.direction !== after.direction) {
          if (odd) c.turnsByOddDouble++;
          else c.turnsByEvenDouble++;
        }
      }
      if (move.type === 'takeDouble') c.doublesTaken++;
      if (move.type === 'replaceDouble') c.doublesReplaced++;
      if (move.type === 'pass') {
        c.passes++;
        // The answer came back round to the owner: the double went dead (DH-9).
        if (after.phase.kind !== 'respond') c.deadDoubles++;
      }
      if (after.history.length > before.history.length) {
        const ended = itemAt(after.history, after.history.length - 1);
        if (ended.winner === null && after.idleTurns >= after.options.stallTurns) c.stalledRounds++;
      }
    },
    finish(final) {
      const rounds = final.history.length;
      const players = final.racks.length;
      const blocked = final.history.filter((r) => r.winner === null).length;
      let penalty = 0;
      for (const r of final.history) for (const p of r.penalties) penalty += p;
      return {
        rounds,
        meanRoundTurns: rounds > 0 ? c.turns / rounds : 0,
        oddDoubles: c.oddDoubles,
        evenDoubles: c.evenDoubles,
        reversalsByOddDouble: c.turnsByOddDouble,
        reversalsByEvenDouble: c.turnsByEvenDouble,
        reversalsPerRound: rounds > 0 ? (c.turnsByOddDouble + c.turnsByEvenDouble) / rounds : 0,
        doublesTaken: c.doublesTaken,
        doublesReplaced: c.doublesReplaced,
        passes: c.passes,
        deadDoubles: c.deadDoubles,
        blockedRounds: blocked - c.stalledRounds,
        stalledRounds: c.stalledRounds,
        meanPenalty: rounds > 0 ? penalty / (rounds * players) : 0,
      };
    },
  };
}
