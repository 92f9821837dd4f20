/**
 * A game tells its own story: each log entry, as a viewer saw it, in words
 * of the game's own (`TextUi.narrate`). The command line (`play`, `replay`)
 * and the web app (its log, live and in replays) both narrate a log through
 * `narrateLog`, so the same entries and views give the same sentences
 * everywhere.
 *
 * Views come by the turn. A turn is a player's move and the chance steps it
 * set off (the chance steps before the first move make a turn of their
 * own): a live table learns the viewer's view once per turn, after it, so a
 * game is given the view where the entry's turn began and the view where it
 * ended, and tells what the turn led to (a round won, a card laid, the
 * runner caught) on the turn's last entry. A table that missed a view (a web
 * page opened in the middle of a match) leaves it out, and the game says
 * less.
 */
import { CHANCE, type Move, type Player, type Viewer } from './game.ts';
import type { Match, SeenEntry } from './match.ts';
import { positionFor } from './position.ts';
import type { Translate } from './translate.ts';

/** What a game's narration is told besides the entry. */
export interface NarrationContext<V> {
  /** Who the log is told to: the entry was redacted for them (`redactMove`). */
  readonly viewer: Viewer;
  /** What each seat is called where the log is read, in seat order: `Player 1`, or a person's name. */
  readonly seats: readonly string[];
  /** The player whose move began this entry's turn: the entry's own player, or for chance the mover it follows; null before the first move. */
  readonly mover: Player | null;
  /** The viewer's view where this entry's turn began, when known. */
  readonly before?: V;
  /** The viewer's view where this entry's turn ended, when known. */
  readonly after?: V;
  /** Whether this is the last entry of its turn: where a game tells what the turn led to. */
  readonly last: boolean;
}

/** Tells one log entry in sentences (at least one). */
export type Narrate<V> = (entry: SeenEntry, context: NarrationContext<V>, t: Translate) => readonly string[];

/** Where and to whom a log is told. */
export interface LogSetting<V> {
  readonly viewer: Viewer;
  readonly seats: readonly string[];
  /**
   * The viewer's view after the first `seq` log entries, or undefined where
   * it is not known. Asked only where a turn begins or ends.
   */
  readonly viewAt: (seq: number) => V | undefined;
  /** The sentences for an entry the game failed to read (a page must not break); without it the error is thrown. */
  readonly unreadable?: (entry: SeenEntry) => readonly string[];
}

/**
 * Each entry of `entries` (a log as the viewer saw it, from the start of a
 * turn: the whole log, or what came after a turn ended) in sentences.
 */
export function narrateLog<V>(
  narrate: Narrate<V>,
  entries: readonly SeenEntry[],
  setting: LogSetting<V>,
  t: Translate,
): (readonly string[])[] {
  const turns = turnsOf(entries);
  return entries.map((entry, i) => {
    const turn = turns[i] ?? { begins: entry.index, ends: entry.index + 1, mover: null };
    const before = setting.viewAt(turn.begins);
    const after = setting.viewAt(turn.ends);
    const context: NarrationContext<V> = {
      viewer: setting.viewer,
      seats: setting.seats,
      mover: turn.mover,
      last: turn.ends === entry.index + 1,
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    };
    if (!setting.unreadable) return narrate(entry, context, t);
    try {
      return narrate(entry, context, t);
    } catch {
      return setting.unreadable(entry);
    }
  });
}

/** Where a match is at hand (the command line, a replay): the viewer's view at any position, from `positionFor`. */
export function matchViews<S, M extends Move, V, O>(
  match: Match<S, M, V, O>,
  viewer: Viewer,
): (seq: number) => V {
  return (seq) => positionFor(match, viewer, { from: seq, at: seq }).view;
}

/** What a seat is called in this log (`Player 2`); never its index. */
export function seatWords(seats: readonly string[], player: unknown): string {
  return typeof player === 'number' ? (seats[player] ?? `${player + 1}`) : '?';
}

interface Turn {
  /** The position before its first entry, and after its last. */
  readonly begins: number;
  readonly ends: number;
  readonly mover: Player | null;
}

/** The turn of each entry: a player's entry begins one, and the chance entries after it belong to it. */
function turnsOf(entries: readonly SeenEntry[]): Turn[] {
  const starts: { at: number; mover: Player | null }[] = [];
  let at = entries[0]?.index ?? 0;
  let mover: Player | null = null;
  for (const entry of entries) {
    if (entry.player !== CHANCE) {
      at = entry.index;
      mover = entry.player;
    }
    starts.push({ at, mover });
  }
  const ends: number[] = [];
  let end = (entries[entries.length - 1]?.index ?? 0) + 1;
  for (const entry of [...entries].reverse()) {
    ends.push(end);
    if (entry.player !== CHANCE) end = entry.index;
  }
  ends.reverse();
  return starts.map((start, i) => ({ begins: start.at, ends: ends[i] ?? start.at + 1, mover: start.mover }));
}
