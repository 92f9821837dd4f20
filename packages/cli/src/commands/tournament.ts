import { type TournamentReport, tournament } from '@gameshelf/lab';
import { findGame } from '@gameshelf/shelf';
import {
  onlyPositional,
  optionalCount,
  parseCount,
  parseFlags,
  parseOptionFlags,
  parseSeed,
  stringList,
} from '../args.ts';
import { EXIT, formatError, type Io } from '../io.ts';
import { progressBar } from '../progress.ts';
import { pct, table } from '../table.ts';
import { usageError } from './games.ts';

export const tournamentUsage =
  'gameshelf tournament <game> --bots a,b,... [--games N] [--players N] [--option k=v]... [--seed S] [--workers W] [--json]';

/** `gameshelf tournament`: every bot against every other on mirrored deals, with win rates and Elo-style ratings. */
export async function tournamentCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, {
    bots: { type: 'string' },
    games: { type: 'string' },
    players: { type: 'string' },
    option: { type: 'string', multiple: true },
    seed: { type: 'string' },
    workers: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (!args.ok) return usageError(io, formatError(args.error), tournamentUsage);
  const { positionals, values } = args.value;
  const target = onlyPositional(positionals);
  if (target === undefined) return usageError(io, 'name one game (see gameshelf games)', tournamentUsage);
  const found = findGame(target);
  if (!found.ok) return usageError(io, formatError(found.error), tournamentUsage);
  const bots = stringList(values.bots);
  if (!bots || bots.length < 2)
    return usageError(io, 'error [bot/invalid]: --bots needs at least two bots', tournamentUsage);
  const games = parseCount(values.games ?? '100', '--games', 1, 1_000_000);
  const players = optionalCount(values.players, '--players', 1, 64);
  const workers = optionalCount(values.workers, '--workers', 1, 256);
  const options = parseOptionFlags(values.option);
  const seed = parseSeed(values.seed, 1);
  if (!games.ok) return usageError(io, formatError(games.error), tournamentUsage);
  if (!players.ok) return usageError(io, formatError(players.error), tournamentUsage);
  if (!workers.ok) return usageError(io, formatError(workers.error), tournamentUsage);
  if (!options.ok) return usageError(io, formatError(options.error), tournamentUsage);
  if (!seed.ok) return usageError(io, formatError(seed.error), tournamentUsage);
  const bar = progressBar(
    `${found.value.game.name} tournament`,
    !values.json && Boolean(process.stderr.isTTY),
  );
  const report = await tournament(
    {
      game: found.value.game.id,
      bots,
      games: games.value,
      seed: seed.value,
      options: options.value,
      ...(players.value === undefined ? {} : { players: players.value }),
      ...(workers.value === undefined ? {} : { workers: workers.value }),
    },
    (done, total) => bar.update(done, total),
  );
  bar.stop();
  if (!report.ok) return usageError(io, formatError(report.error), tournamentUsage);
  io.out(
    values.json ? JSON.stringify(report.value, null, 2) : tournamentText(found.value.game.name, report.value),
  );
  return EXIT.ok;
}

function tournamentText(name: string, r: TournamentReport): string {
  return [
    `${name} tournament: ${r.players} player${r.players > 1 ? 's' : ''}, ${r.gamesPerPairing} games per pairing on mirrored deals, seed ${String(r.seed)}`,
    '',
    table(
      ['bot', 'vs', 'games', 'win rate', '95% interval'],
      r.pairings.map((p) => [
        p.bot,
        p.opponent,
        String(p.games),
        pct(p.winRate),
        `[${pct(p.interval.low)}, ${pct(p.interval.high)}]`,
      ]),
    ),
    '',
    table(
      ['bot', 'Elo', 'games', 'win rate'],
      r.ratings.map((x) => [x.bot, String(x.elo), String(x.games), pct(x.winRate)]),
    ),
    '',
    `Elo-style ratings from a Bradley-Terry fit (${r.anchor}).`,
  ].join('\n');
}
