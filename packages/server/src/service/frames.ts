/**
 * What each viewer is sent about a match. Where the match stands for the
 * viewer comes whole from the engine's `positionFor` (the view, the log
 * through `redactMove`, legal moves only for the seat itself); this adds
 * what the server knows around it (seats, rematch, turn deadline).
 */
import { type GameResult, positionFor, type Viewer } from '@gameshelf/engine';
import type {
  InfoMessage,
  MatchSummary,
  SeatInfo,
  SnapshotMessage,
  UpdateMessage,
} from '@gameshelf/protocol';
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
  return { scores: [...scores], winners: [...winners], ...(summary === undefined ? {} : { summary }) };
}

/** Where the match stands for `viewer`, with the log from entry `from` on. */
function position(live: LiveMatch, viewer: Viewer, from: number) {
  const { result, ...seen } = positionFor(live.match, viewer, { from });
  return { match: live.id, ...seen, result: wireResult(result), deadline: live.deadline };
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
  };
}

export function updateFrame(live: LiveMatch, viewer: Viewer, from: number): UpdateMessage {
  return { type: 'update', ...position(live, viewer, from) };
}

export function infoFrame(live: LiveMatch): InfoMessage {
  return { type: 'info', match: live.id, seats: seatInfo(live.seats), rematch: live.rematch };
}

/** A match's public summary without its invite link (the HTTP layer knows the address). */
export type SummaryCore = Omit<MatchSummary, 'invite'>;

export function summaryOfLive(live: LiveMatch): SummaryCore {
  const { match } = live;
  return summaryOf(live.meta, live.seats, {
    seq: match.log.length,
    status: match.isOver() ? 'over' : 'live',
    toAct: [...match.toAct()],
    result: match.result(),
    rematch: live.rematch,
  });
}

export function summaryOfRow(row: MatchRow, seats: readonly SeatRow[]): SummaryCore {
  return summaryOf(row, seats, row);
}

function summaryOf(
  meta: Pick<MatchRow, 'id' | 'game' | 'players' | 'options' | 'turnSeconds'>,
  seats: readonly SeatRow[],
  now: Pick<MatchRow, 'seq' | 'status' | 'toAct' | 'result' | 'rematch'>,
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
    rematch: now.rematch,
  };
}
