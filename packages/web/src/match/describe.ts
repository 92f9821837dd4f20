/**
 * The log in words: the game's own narration (`TextUi.narrate`) through the
 * engine's `narrateLog`, the same sentences the command line prints for the
 * same log and views. A line the game cannot read never breaks the page.
 */
import { type AnyGameModule, narrateLog, type Viewer } from '@gameshelf/engine';
import type { LogLine } from '../games/board.ts';
import type { GameWords } from '../i18n/game-words.ts';
import type { RawLogEntry } from '../session/table.ts';

/** Who the log is told to, and the views the table knows (`viewAt(seq)`: after the first `seq` entries). */
export interface LogReader {
  readonly viewer: Viewer;
  readonly players: number;
  readonly viewAt: (seq: number) => unknown;
}

/** Each log entry's sentences (an entry the game cannot read gets the shelf's word for it). */
export function tellLog(
  module: AnyGameModule,
  log: readonly RawLogEntry[],
  reader: LogReader,
  words: GameWords,
): (readonly string[])[] {
  const setting = {
    viewer: reader.viewer,
    seats: words.seats(reader.players),
    viewAt: reader.viewAt,
    unreadable: () => [words.shelf('unreadable')],
  };
  return narrateLog(module.text.narrate, log, setting, words.t);
}

/** The log's lines for the page: each entry with its sentences as one line. */
export function describeLog(
  module: AnyGameModule,
  log: readonly RawLogEntry[],
  reader: LogReader,
  words: GameWords,
): LogLine[] {
  const told = tellLog(module, log, reader, words);
  return log.map(({ index, player, move }, i) => ({ index, player, move, text: (told[i] ?? []).join(' ') }));
}

/** The views a live table learnt: each log entry's `after`, where it has one (the end of each turn it saw). */
export function viewsOfLog(log: readonly RawLogEntry[]): (seq: number) => unknown {
  return (seq) => (seq > 0 ? log[seq - 1]?.after : undefined);
}

/**
 * A move the viewer may make now, in the game's words: the sentences the log
 * would tell it with, were it played from this view (a hint's words).
 */
export function tellMove(
  module: AnyGameModule,
  move: unknown,
  at: { readonly seat: number; readonly seq: number; readonly view: unknown; readonly players: number },
  words: GameWords,
): string {
  const entry: RawLogEntry = { index: at.seq, player: at.seat, move };
  const reader = {
    viewer: at.seat,
    players: at.players,
    viewAt: (seq: number) => (seq === at.seq ? at.view : undefined),
  };
  return (tellLog(module, [entry], reader, words)[0] ?? []).join(' ');
}
