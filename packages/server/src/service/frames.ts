/**
 * What each viewer is sent about a match. Where the match stands for the
 * viewer comes whole from the engine's `positionFor` (the view, the log
 * through `redactMove`, legal moves only for the seat itself); this adds
 * what the server knows around it (seats, rematch, the clock and its
 * deadline, whether it waits for its players, an end the server made).
 */
import { type GameResult, positionFor, type Viewer } from '@gameshelf/engine';
import type {
  InfoMessage,
  MatchSummary,
  SeatInfo,
  SnapshotMessage,
  UpdateMessage,
} from '@gameshelf/protocol';
import { clockOf, deadlineOf } from '../clocks/deadline.ts';
import { forfeitOf } from '../clocks/forfeit.ts';
import type { MatchRow, SeatRow } from '../store/store.ts';
import type { LiveMatch } from './live-match.ts';

export function seatInfo(seats: readonly SeatRow[]): SeatInfo[] {
  return seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    bot: s.bot,
    name: s.name,
    // A rematch's seat kept for its previous player is not open to others either.
    taken: s.kind === 'bot' || s.tokenHash !== null || s.reservedFor !== null,
  }));
}

/** The engine's readonly result as a plain wire value. */
export function wireResult(result: GameResult | null) {
  if (result === null) return null;
  const { scores, winners, summary } = result;
  const forfeit = forfeitOf(result);
  return {
    scores: [...scores],
    winners: [...winners],
    ...(summary === undefined ? {} : { summary }),
    ...(forfeit === undefined ? {} : { forfeit }),
  };
}

/**
 * Where the match stands for `viewer`, with the log from entry `from` on.
 * Nobody may act while it waits for its players, nor once the server ended it.
 */
function position(live: LiveMatch, viewer: Viewer, from: number) {
  const { result, legal, toAct, ...seen } = positionFor(live.match, viewer, { from });
  const open = !live.waiting && live.ended === null;
  return {
    match: live.id,
    ...seen,
    legal: open ? legal : null,
    toAct: open ? toAct : [],
    result: wireResult(live.ended ?? result),
    deadline: live.deadline,
  };
}

export function snapshotFrame(live: LiveMatch, viewer: Viewer, from: number, ref?: number): SnapshotMessage {
  return {
    type: 'snapshot',
    ...(ref === undefined ? {} : { ref }),
    game: live.meta.game,
    seat: viewer === 'spectator' ? null : viewer,
    seats: seatInfo(live.seats),
    rematch: live.rematch,
    from,
    ...position(live, viewer, from),
    clock: live.clock,
    waiting: live.waiting,
  };
}

export function updateFrame(live: LiveMatch, viewer: Viewer, from: number): UpdateMessage {
  return { type: 'update', ...position(live, viewer, from) };
}

export function infoFrame(live: LiveMatch): InfoMessage {
  return {
    type: 'info',
    match: live.id,
    seats: seatInfo(live.seats),
    rematch: live.rematch,
    waiting: live.waiting,
  };
}

/** A match's public summary without its invite link (the HTTP layer knows the address). */
export type SummaryCore = Omit<MatchSummary, 'invite'>;

export function summaryOfLive(live: LiveMatch): SummaryCore {
  return summaryOf(live.meta, live.seats, {
    seq: live.seq,
    status: live.isOver() ? 'over' : 'live',
    toAct: live.toAct(),
    result: live.result(),
    rematch: live.rematch,
    clock: live.clock,
    startedAt: live.startedAt,
    deadline: live.deadline,
    lastMoveAt: live.movedAt,
  });
}

export function summaryOfRow(row: MatchRow, seats: readonly SeatRow[]): SummaryCore {
  const clock = clockOf(row);
  const toAct = row.startedAt === null || row.status === 'over' ? [] : row.toAct;
  const personToAct = toAct.some((p) => seats[p]?.kind === 'human');
  return summaryOf(row, seats, {
    ...row,
    toAct,
    clock,
    deadline: deadlineOf({ clock, startedAt: row.startedAt, movedAt: row.updatedAt, personToAct }),
    lastMoveAt: row.updatedAt,
  });
}

function summaryOf(
  meta: Pick<MatchRow, 'id' | 'game' | 'players' | 'options' | 'turnSeconds' | 'listed' | 'rated'>,
  seats: readonly SeatRow[],
  now: Pick<MatchRow, 'seq' | 'status' | 'toAct' | 'result' | 'rematch' | 'clock' | 'startedAt'> & {
    readonly deadline: number | null;
    readonly lastMoveAt: number;
  },
): SummaryCore {
  return {
    match: meta.id,
    game: meta.game,
    players: meta.players,
    options: { ...meta.options },
    seats: seatInfo(seats),
    seq: now.seq,
    status: now.status,
    toAct: [...now.toAct],
    result: wireResult(now.result),
    turnSeconds: meta.turnSeconds,
    clock: now.clock,
    listed: meta.listed,
    rated: meta.rated,
    waiting: now.startedAt === null && now.status === 'live',
    deadline: now.deadline,
    lastMoveAt: now.lastMoveAt,
    rematch: now.rematch,
  };
}
