/**
 * What one viewer sees of a match at one position: the one place it is put
 * together. The server's frames, the web app's local table and replay
 * timeline, and the command line's replay all take it from here, so a seat
 * is shown the same things (its view, the log as redacted for it, its legal
 * moves when it must act) wherever it looks from, live or afterwards.
 */
import type { GameResult, Move, Player, Viewer } from './game.ts';
import type { Match, SeenEntry } from './match.ts';

export interface ViewerPosition<V, M> {
  /** The position: how many log entries led to it (a move made here is made at this `seq`). */
  readonly seq: number;
  readonly view: V;
  /** The log from the entry asked for up to this position, as the viewer may see it. */
  readonly log: SeenEntry[];
  /** The seats that may act here (empty during chance and once the game is over). */
  readonly toAct: Player[];
  /** The viewer's legal moves when its seat must act here; null otherwise, and always for a spectator. */
  readonly legal: M[] | null;
  readonly result: GameResult | null;
}

export interface PositionAt {
  /** The first log entry to include (0: the whole log up to the position). */
  readonly from?: number;
  /** The position, as a count of log entries (the match's current position by default). */
  readonly at?: number;
}

/** What `viewer` sees of `match` at position `at` (now, by default), with the log from `from`. */
export function positionFor<S, M extends Move, V, O>(
  match: Match<S, M, V, O>,
  viewer: Viewer,
  { from = 0, at = match.log.length }: PositionAt = {},
): ViewerPosition<V, M> {
  const { game } = match;
  const state = match.stateAt(at);
  const actors = game.actors(state);
  const toAct = actors.kind === 'players' ? [...actors.players] : [];
  const acts = viewer !== 'spectator' && toAct.includes(viewer);
  return {
    seq: at,
    view: game.view(state, viewer),
    log: match.logFor(viewer, from, at),
    toAct,
    legal: acts ? game.legalMoves(state, viewer) : null,
    result: game.result(state),
  };
}
