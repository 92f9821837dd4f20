/**
 * A match's log in the game's own words, as one viewer saw it: what `play`
 * tells as the game goes (and a hot-seat player since their last turn) and
 * what `replay` prints. The engine's `narrateLog` with the views the match
 * itself keeps, so the sentences are the web app's for the same log.
 */
import {
  type AnyGameModule,
  type AnyMatch,
  CHANCE,
  matchViews,
  narrateLog,
  type SeenEntry,
  type Viewer,
} from '@gameshelf/engine';
import type { GameWords } from './words.ts';

/** One log entry and its sentences. */
export interface ToldEntry {
  readonly entry: SeenEntry;
  readonly lines: readonly string[];
}

/**
 * The log from entry `from` (where a turn begins: 0, or where a turn ended)
 * as `viewer` saw it; with `reveal`, every move in full, beside the table as
 * a spectator saw it.
 */
export function tellMatch(
  module: AnyGameModule,
  match: AnyMatch,
  seen: { readonly viewer: Viewer } | { readonly reveal: true },
  from: number,
  words: GameWords,
): ToldEntry[] {
  const viewer = 'reveal' in seen ? 'spectator' : seen.viewer;
  const entries: SeenEntry[] =
    'reveal' in seen
      ? match.log.slice(from).map((entry, i) => ({ index: from + i, player: entry.player, move: entry.move }))
      : match.logFor(viewer, from);
  const setting = { viewer, seats: words.seats(match.players), viewAt: matchViews(match, viewer) };
  const told = narrateLog(module.text.narrate, entries, setting, words.t);
  return entries.map((entry, i) => ({ entry, lines: told[i] ?? [] }));
}

/**
 * How the game ended, in its own words: the sentences of the log's last
 * entry as `seen` was told it (told from where its turn began), what the
 * web app's result screen shows as the game's story. Empty for an empty log.
 */
export function endStory(
  module: AnyGameModule,
  match: AnyMatch,
  seen: { readonly viewer: Viewer } | { readonly reveal: true },
  words: GameWords,
): readonly string[] {
  const turn = match.log.findLastIndex((entry) => entry.player !== CHANCE);
  return tellMatch(module, match, seen, Math.max(turn, 0), words).at(-1)?.lines ?? [];
}
