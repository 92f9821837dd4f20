/**
 * What the page and the local-match worker say to each other. The worker
 * (the host) owns the match: the page only ever receives positions made for
 * one seat by the engine, exactly as the server would send them.
 */
import type { GameRecord, OptionValue, Player } from '@gameshelf/engine';
import type { HintAnswer, Position, TableError } from '../session/table.ts';

/** A seat of a local match: a person at this screen, or a bot (a level such as `easy`, or a bot spec). */
export type LocalSeat = { readonly kind: 'human' } | { readonly kind: 'bot'; readonly bot: string };

export interface LocalSetup {
  readonly game: string;
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: string;
  readonly seats: readonly LocalSeat[];
}

export type GuestMessage =
  /** Start the match, or continue it from its record. */
  | {
      readonly type: 'start';
      readonly setup: LocalSetup;
      readonly record: GameRecord | null;
      readonly botDelayMs: number;
    }
  | { readonly type: 'move'; readonly seat: Player; readonly seq: number; readonly move: unknown }
  /** Show the table from this seat from now on (hot-seat). */
  | { readonly type: 'look'; readonly seat: Player }
  /** The medium bot's move for this person's seat at position `seq`, to show (never played). */
  | { readonly type: 'hint'; readonly seat: Player; readonly seq: number };

export type HostMessage =
  | { readonly type: 'position'; readonly position: Position; readonly record: GameRecord }
  /** A move was refused; nothing changed. */
  | { readonly type: 'refused'; readonly error: TableError }
  /** The answer to a `hint` request; the match is as it was. */
  | { readonly type: 'hint'; readonly answer: HintAnswer }
  /** The match cannot go on (unknown game, corrupt record, a bot that failed). */
  | { readonly type: 'failed'; readonly error: TableError };
