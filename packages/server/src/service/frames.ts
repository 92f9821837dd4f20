/**
 * What each viewer is sent about a match. Everything here goes through the
 * engine's per-viewer functions: `view(state, viewer)`, `logFor(viewer)`
 * (moves through `redactMove`) and legal moves only for the seat itself.
 */
import type { GameResult, Viewer } from '@gameshelf/engine';
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

function position(live: LiveMatch, viewer: Viewer) {
  const { match } = live;
  const toAct = [...match.toAct()];
  const legal = viewer !== 'spectator' && toAct.includes(viewer) ? match.legalMoves(viewer) : null;
  return {
    match: live.id,
    seq: match.log.length,
    view: match.view(viewer),
    legal,
    toAct,
    result: wireResult(match.result()),
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
    log: live.match.logFor(viewer, from),
    ...position(live, viewer),
  };
}

export function updateFrame(live: LiveMatch, viewer: Viewer, from: number): UpdateMessage {
  return { type: 'update', log: live.match.logFor(viewer, from), ...position(live, viewer) };
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
