import { randomInt } from 'node:crypto';
import { type AnyGameModule, type Language, Match, type Seed } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import {
  onlyPositional,
  optionalCount,
  parseFlags,
  parseOptionFlags,
  parseSeed,
  stringList,
} from '../args.ts';
import { EXIT, formatError, type Io } from '../io.ts';
import { endStory } from '../narrate.ts';
import { saveRecord } from '../records.ts';
import { resultText } from '../result-text.ts';
import { defaultSeatSpecs, parseSeats, seatName } from '../seats.ts';
import { runSession } from '../session.ts';
import { terminalStyle } from '../style.ts';
import { chooseLanguage, gameWords, localeLanguage } from '../words.ts';
import { usageError } from './games.ts';

export const playUsage =
  'gameshelf play <game> [--players N] [--seats human,bot:greedy,...] [--option k=v]... [--seed S] [--record FILE] [--lang en|it]';

export interface PlaySetup {
  readonly module: AnyGameModule;
  readonly players?: number;
  readonly seats?: readonly string[];
  readonly options: Record<string, string | number | boolean>;
  readonly seed: Seed;
  readonly record?: string;
  /** The language of the game's words; the locale's (`chooseLanguage`) when not given. */
  readonly language?: Language;
}

/** `gameshelf play`: a game in the terminal, hot-seat between humans and against bots. */
export async function playCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, {
    players: { type: 'string' },
    seats: { type: 'string' },
    option: { type: 'string', multiple: true },
    seed: { type: 'string' },
    record: { type: 'string' },
    lang: { type: 'string' },
  });
  if (!args.ok) return usageError(io, formatError(args.error), playUsage);
  const { positionals, values } = args.value;
  const target = onlyPositional(positionals);
  if (target === undefined) return usageError(io, 'name one game (see gameshelf games)', playUsage);
  const found = findGame(target);
  if (!found.ok) return usageError(io, formatError(found.error), playUsage);
  const players = optionalCount(values.players, '--players', 1, 64);
  const options = parseOptionFlags(values.option);
  const seed = parseSeed(values.seed, randomInt(2 ** 47));
  const language = chooseLanguage(values.lang, process.env);
  for (const r of [players, options, seed, language])
    if (!r.ok) return usageError(io, formatError(r.error), playUsage);
  if (!players.ok || !options.ok || !seed.ok || !language.ok) return EXIT.usage;
  const setup: PlaySetup = {
    module: found.value,
    options: options.value,
    seed: seed.value,
    language: language.value,
    ...(players.value === undefined ? {} : { players: players.value }),
    ...(values.seats === undefined ? {} : { seats: stringList(values.seats) ?? [] }),
    ...(values.record === undefined ? {} : { record: values.record }),
  };
  return playGameAtTerminal(io, setup);
}

/** Shared by `play` and the interactive menu. */
export async function playGameAtTerminal(io: Io, setup: PlaySetup): Promise<number> {
  const { module } = setup;
  const created = Match.create(module.game, {
    ...(setup.players === undefined ? {} : { players: setup.players }),
    options: setup.options,
    seed: setup.seed,
  });
  if (!created.ok) return usageError(io, formatError(created.error), playUsage);
  const match = created.value;
  const words = gameWords(module, setup.language ?? localeLanguage(process.env));
  const specs = setup.seats ?? defaultSeatSpecs(module, match.players);
  const seats = parseSeats(module, specs, words.seats(match.players));
  if (!seats.ok) return usageError(io, formatError(seats.error), playUsage);
  const style = terminalStyle();
  const names = seats.value.map(seatName);
  io.out(
    style.bold(`${module.game.name}`) +
      style.gray(` — seed ${String(setup.seed)}; seats: ${names.join(', ')}`),
  );
  const end = await runSession(io, module, match, seats.value, style, { clearScreen: io.interactive, words });
  if (end === 'over') {
    io.out(module.text.render(match.view('spectator'), style));
    const story = endStory(module, match, { viewer: 'spectator' }, words);
    io.out(resultText(match.result() ?? { scores: [], winners: [] }, names, style, story, words.shelf));
  } else {
    io.out('Stopped before the end.');
  }
  if (setup.record) {
    const kinds = seats.value.map((s) => ({
      name: s.label,
      kind: s.kind === 'human' ? 'human' : `bot:${s.spec}`,
    }));
    const saved = await saveRecord(setup.record, match.record({ seats: kinds, hashes: 'every' }));
    if (!saved.ok) {
      io.err(formatError(saved.error));
      return EXIT.failed;
    }
    io.out(`Record saved to ${setup.record} (replay it with: gameshelf replay ${setup.record})`);
  }
  return EXIT.ok;
}
