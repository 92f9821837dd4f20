import { randomInt } from 'node:crypto';
import { type AnyGameModule, Match, type Seed } from '@gameshelf/engine';
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
import { saveRecord } from '../records.ts';
import { resultText } from '../result-text.ts';
import { defaultSeatSpecs, parseSeats, seatName } from '../seats.ts';
import { runSession } from '../session.ts';
import { terminalStyle } from '../style.ts';
import { usageError } from './games.ts';

export const playUsage =
  'gameshelf play <game> [--players N] [--seats human,bot:greedy,...] [--option k=v]... [--seed S] [--record FILE]';

export interface PlaySetup {
  readonly module: AnyGameModule;
  readonly players?: number;
  readonly seats?: readonly string[];
  readonly options: Record<string, string | number | boolean>;
  readonly seed: Seed;
  readonly record?: string;
}

/** `gameshelf play`: a game in the terminal, hot-seat between humans and against bots. */
export async function playCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, {
    players: { type: 'string' },
    seats: { type: 'string' },
    option: { type: 'string', multiple: true },
    seed: { type: 'string' },
    record: { type: 'string' },
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
  for (const r of [players, options, seed]) if (!r.ok) return usageError(io, formatError(r.error), playUsage);
  if (!players.ok || !options.ok || !seed.ok) return EXIT.usage;
  const setup: PlaySetup = {
    module: found.value,
    options: options.value,
    seed: seed.value,
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
  const seats = parseSeats(module, setup.seats ?? defaultSeatSpecs(module, match.players), match.players);
  if (!seats.ok) return usageError(io, formatError(seats.error), playUsage);
  const style = terminalStyle();
  const names = seats.value.map(seatName);
  io.out(
    style.bold(`${module.game.name}`) +
      style.gray(` — seed ${String(setup.seed)}; seats: ${names.join(', ')}`),
  );
  const end = await runSession(io, module, match, seats.value, style, { clearScreen: io.interactive });
  if (end === 'over') {
    io.out(module.text.render(match.view('spectator'), style));
    io.out(resultText(match.result() ?? { scores: [], winners: [] }, names, style));
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
