import { type SimulationReport, simulate } from '@gameshelf/lab';
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

export const simulateUsage =
  'gameshelf simulate <game> --games N [--players N] [--bots a,b,...] [--option k=v]... [--seed S] [--json] [--workers W]';

/** `gameshelf simulate`: N games between bots, with win rates, first-player advantage, lengths and the game's statistics. */
export async function simulateCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, {
    games: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    option: { type: 'string', multiple: true },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    workers: { type: 'string' },
  });
  if (!args.ok) return usageError(io, formatError(args.error), simulateUsage);
  const { positionals, values } = args.value;
  const target = onlyPositional(positionals);
  if (target === undefined) return usageError(io, 'name one game (see gameshelf games)', simulateUsage);
  const found = findGame(target);
  if (!found.ok) return usageError(io, formatError(found.error), simulateUsage);
  if (values.games === undefined)
    return usageError(io, 'error [input/invalid]: --games N is required', simulateUsage);
  const games = parseCount(values.games, '--games', 1, 10_000_000);
  const players = optionalCount(values.players, '--players', 1, 64);
  const workers = optionalCount(values.workers, '--workers', 1, 256);
  const options = parseOptionFlags(values.option);
  const seed = parseSeed(values.seed, 1);
  for (const r of [games, players, workers, options, seed]) {
    if (!r.ok) return usageError(io, formatError(r.error), simulateUsage);
  }
  if (!games.ok || !players.ok || !workers.ok || !options.ok || !seed.ok) return EXIT.usage;
  const module = found.value;
  const defaultBots = module.bots.greedy ? ['greedy', 'random'] : ['random'];
  const bar = progressBar(module.game.name, !values.json && Boolean(process.stderr.isTTY));
  const report = await simulate(
    {
      game: module.game.id,
      bots: stringList(values.bots) ?? defaultBots,
      games: games.value,
      seed: seed.value,
      ...(players.value === undefined ? {} : { players: players.value }),
      options: options.value,
      ...(workers.value === undefined ? {} : { workers: workers.value }),
    },
    (done, total) => bar.update(done, total),
  );
  bar.stop();
  if (!report.ok) return usageError(io, formatError(report.error), simulateUsage);
  io.out(values.json ? JSON.stringify(report.value, null, 2) : reportText(module.game.name, report.value));
  return EXIT.ok;
}

function reportText(name: string, r: SimulationReport): string {
  const opts = Object.entries(r.options)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  const lines = [
    `${name}: ${r.games} games, ${r.players} player${r.players > 1 ? 's' : ''}${opts ? `, ${opts}` : ''}, seed ${String(r.seed)} (${r.seating})`,
    '',
    table(
      ['bot', 'seats', 'wins', 'win rate', '95% interval', 'mean score'],
      r.bots.map((b) => [
        b.bot,
        String(b.seats),
        String(b.wins),
        pct(b.winRate),
        `[${pct(b.interval.low)}, ${pct(b.interval.high)}]`,
        b.meanScore.toFixed(2),
      ]),
    ),
    '',
  ];
  if (r.players > 1) {
    lines.push(
      `first player wins ${pct(r.firstPlayer.winRate)} [${pct(r.firstPlayer.interval.low)}, ${pct(r.firstPlayer.interval.high)}] (fair share ${pct(r.firstPlayer.baseline)})`,
    );
  }
  if (r.noWinner > 0) lines.push(`games without a winner: ${r.noWinner}`);
  lines.push(
    `game length in decisions: mean ${r.length.mean}, median ${r.length.median}, p95 ${r.length.p95} (min ${r.length.min}, max ${r.length.max})`,
  );
  const numbers = Object.entries(r.stats.numbers);
  if (numbers.length > 0) {
    lines.push(
      '',
      table(
        ['statistic', 'mean', 'min', 'max'],
        numbers.map(([k, v]) => [k, String(v.mean), String(v.min), String(v.max)]),
      ),
    );
  }
  for (const [k, dist] of Object.entries(r.stats.distributions)) {
    const total = Object.values(dist).reduce((a, b) => a + b, 0);
    lines.push(
      '',
      table(
        [k, 'games', 'share'],
        Object.entries(dist).map(([v, n]) => [v, String(n), pct(n / total)]),
      ),
    );
  }
  return lines.join('\n');
}
