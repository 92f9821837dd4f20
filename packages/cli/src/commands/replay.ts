import {
  type AnyGameModule,
  type AnyMatch,
  CHANCE,
  type GameRecord,
  positionFor,
  replayRecord,
  type TextStyle,
  type Viewer,
} from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { onlyPositional, optionalCount, parseFlags } from '../args.ts';
import { EXIT, formatError, type Io } from '../io.ts';
import { endStory, tellMatch } from '../narrate.ts';
import { loadRecord } from '../records.ts';
import { resultText } from '../result-text.ts';
import { terminalStyle } from '../style.ts';
import { chooseLanguage, type GameWords, gameWords } from '../words.ts';
import { usageError } from './games.ts';

export const replayUsage =
  'gameshelf replay <record.json> [--as PLAYER | --reveal] [--step] [--json] [--lang en|it]';

/** Whom the game is shown as: a seat or a spectator (what they saw, from `positionFor`), or everything. */
type Seen = { readonly viewer: Viewer } | { readonly reveal: true };

/**
 * `gameshelf replay`: checks a record move by move through the rules and
 * shows the game as one viewer saw it while it was played: a spectator, or
 * with `--as N` (1-based) that seat, its own view and the log as redacted
 * for it, the same position the server sends that seat (`positionFor`).
 * Only `--reveal` shows every move and every hand. A corrupt or tampered
 * record is refused, naming its first bad move.
 */
export async function replayCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, {
    step: { type: 'boolean' },
    as: { type: 'string' },
    reveal: { type: 'boolean' },
    json: { type: 'boolean' },
    lang: { type: 'string' },
  });
  if (!args.ok) return usageError(io, formatError(args.error), replayUsage);
  const { positionals, values } = args.value;
  const target = onlyPositional(positionals);
  if (target === undefined) return usageError(io, 'name one record file', replayUsage);
  if (values.reveal && values.as !== undefined)
    return usageError(io, '--as shows what one seat saw and --reveal everything: choose one', replayUsage);
  if (values.json && values.step)
    return usageError(io, '--step is for reading, not with --json', replayUsage);
  const language = chooseLanguage(values.lang, process.env);
  if (!language.ok) return usageError(io, formatError(language.error), replayUsage);
  const loaded = await loadRecord(target);
  if (!loaded.ok) {
    io.err(formatError(loaded.error));
    return EXIT.failed;
  }
  const record = loaded.value;
  const found = findGame(record.game);
  if (!found.ok) {
    io.err(formatError(found.error));
    return EXIT.failed;
  }
  const asPlayer = optionalCount(values.as, '--as', 1, record.players);
  if (!asPlayer.ok) return usageError(io, formatError(asPlayer.error), replayUsage);
  const seen: Seen = values.reveal
    ? { reveal: true }
    : { viewer: asPlayer.value === undefined ? 'spectator' : asPlayer.value - 1 };
  const replayed = replayRecord(found.value.game, record);
  if (!replayed.ok) {
    io.err(formatError(replayed.error));
    return EXIT.failed;
  }
  if (values.json) {
    io.out(JSON.stringify(replayJson(record, replayed.value, seen), null, 2));
    return EXIT.ok;
  }
  const words = gameWords(found.value, language.value);
  return showReplay(io, found.value, record, replayed.value, seen, { step: values.step === true, words });
}

/**
 * The replay for a program: the log and every position (0, before the first
 * move, to the end), as the viewer saw them, or with `--reveal` the full
 * moves and states.
 */
function replayJson(record: GameRecord, match: AnyMatch, seen: Seen) {
  const reveal = 'reveal' in seen;
  const viewer = reveal ? 'spectator' : seen.viewer;
  const positions = Array.from({ length: match.log.length + 1 }, (_, at) => {
    const { log: _log, view, legal, ...position } = positionFor(match, viewer, { at, from: at });
    return reveal ? { ...position, state: match.stateAt(at) } : { ...position, legal, view };
  });
  return {
    game: record.game,
    players: record.players,
    options: record.options,
    // The seed rebuilds every hidden hand (`Match.create`), and the final hash can be matched against guesses: for --reveal only.
    ...(reveal ? { seed: record.seed, finalHash: record.finalHash } : {}),
    engineVersion: record.engineVersion,
    ...(record.seats ? { seats: record.seats } : {}),
    seenBy: reveal ? 'everyone' : viewer,
    log: reveal ? match.log.map((entry, index) => ({ index, ...entry })) : positionFor(match, viewer).log,
    positions,
    result: match.result(),
  };
}

async function showReplay(
  io: Io,
  module: AnyGameModule,
  record: GameRecord,
  match: AnyMatch,
  seen: Seen,
  { step, words }: { readonly step: boolean; readonly words: GameWords },
): Promise<number> {
  const style = terminalStyle();
  const names = words.seats(record.players).map((name, i) => {
    const seat = record.seats?.[i];
    return seat ? `${name} (${seat.kind})` : name;
  });
  // The seed rebuilds every hidden hand: it is shown only with --reveal.
  const seed = 'reveal' in seen ? `, seed ${String(record.seed)}` : '';
  io.out(
    `${style.bold(module.game.name)}: ${record.players} players${seed}, ${record.moves.length} moves (engine ${record.engineVersion}); the record checks out.`,
  );
  io.out(style.gray(seenLine(seen, names)));
  for (const { entry, lines } of tellMatch(module, match, seen, 0, words)) {
    // Each entry numbered from 1, its sentences one a line; chance's steps marked as such.
    const mark = entry.player === CHANCE ? style.gray('·') : ' ';
    lines.forEach((line, i) => {
      io.out(`${i === 0 ? `${String(entry.index + 1).padStart(4)}.` : '     '} ${mark} ${line}`);
    });
    if (step) {
      io.out(table(module, match, seen, entry.index + 1, names, style));
      const answer = await io.ask(style.gray('Enter for the next move, q to stop: '));
      if (answer === null || answer.trim() === 'q') return EXIT.ok;
    }
  }
  io.out('');
  io.out(table(module, match, seen, match.log.length, names, style));
  const result = match.result();
  io.out(
    result
      ? resultText(result, names, style, endStory(module, match, seen, words), words.shelf)
      : 'The game was not finished.',
  );
  return EXIT.ok;
}

function seenLine(seen: Seen, names: readonly string[]): string {
  if ('reveal' in seen) return 'Shown in full (--reveal): every move, and the table as each seat saw it.';
  if (seen.viewer === 'spectator')
    return 'Shown as a spectator saw it (--as N for what a seat saw, --reveal for everything).';
  return `Shown as ${names[seen.viewer]} saw it: their own view, and the moves as they were told them.`;
}

/** The table at position `at`: as the viewer saw it, or with `--reveal` as every seat saw it. */
function table(
  module: AnyGameModule,
  match: AnyMatch,
  seen: Seen,
  at: number,
  names: readonly string[],
  style: TextStyle,
): string {
  if (!('reveal' in seen))
    return module.text.render(positionFor(match, seen.viewer, { at, from: at }).view, style);
  return names
    .map((name, seat) => {
      const { view } = positionFor(match, seat, { at, from: at });
      return `${style.bold(`As ${name} saw it:`)}\n${module.text.render(view, style)}`;
    })
    .join('\n\n');
}
