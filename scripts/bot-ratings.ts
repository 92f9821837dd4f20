/**
 * `npm run bot-ratings`: measures each game's bot levels (easy, medium,
 * hard) against each other with the lab's tournament, for each player-count
 * class the game allows (2p at 2 players, 3-4p at 3, 5-8p at 5), and writes
 * packages/server/src/ratings/bot-ratings.json, which the server reads and
 * keeps fixed for the release.
 *
 *   npx tsx scripts/bot-ratings.ts [--games 12] [--slow-games 2] [--workers 2] [--seed bot-ratings] [--only game[/class],...]
 *
 * The anchor: the tournament's Bradley-Terry Elo puts the mean of a game's
 * levels at 1500 in each class, and the Glicko scale is Elo's (400 points
 * are odds of 10 to 1), so a level's Glicko rating is its Elo as measured.
 * Its RD is what Glicko-2 would leave after its games against equals,
 * 1 / (q √(n / 4)) with q = ln 10 / 400, and never below 30.
 * Smashdodes' shooters simulate physics and are slow: it plays --slow-games.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { offeredLevels } from '@gameshelf/engine';
import { tournament } from '@gameshelf/lab';
import { SHELF } from '@gameshelf/shelf';

const SLOW = new Set(['smashdodes']);
const CLASSES = [
  { ratingClass: '2p', players: 2 },
  { ratingClass: '3-4p', players: 3 },
  { ratingClass: '5-8p', players: 5 },
] as const;
const Q = Math.log(10) / 400;

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '12' },
    'slow-games': { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    seed: { type: 'string', default: 'bot-ratings' },
    // Measure only these (`game` or `game/class`, comma-separated) and keep the file's other entries.
    only: { type: 'string' },
  },
});

type Entry = { game: string; ratingClass: string; level: string; rating: number; rd: number };
const out = fileURLToPath(new URL('../packages/server/src/ratings/bot-ratings.json', import.meta.url));
const only = values.only?.split(',').filter((x) => x !== '') ?? null;
const wanted = (game: string, ratingClass: string) =>
  only === null || only.includes(game) || only.includes(`${game}/${ratingClass}`);
/** With --only, the file as it was (its command and counts too), less what is measured again. */
const before: { command?: string; games?: number; slowGames?: number; entries?: Entry[] } =
  only === null ? {} : JSON.parse(readFileSync(out, 'utf8'));
const entries: Entry[] = (before.entries ?? []).filter((e) => !wanted(e.game, e.ratingClass));

/** Written after each class, so a long run interrupted keeps what it measured. */
function write(): void {
  const sorted = [...entries].sort(
    (a, b) =>
      a.game.localeCompare(b.game) ||
      a.ratingClass.localeCompare(b.ratingClass) ||
      a.level.localeCompare(b.level),
  );
  const file = {
    command:
      before.command ??
      `npx tsx scripts/bot-ratings.ts --games ${values.games} --slow-games ${values['slow-games']}`,
    games: before.games ?? Number(values.games),
    slowGames: before.slowGames ?? Number(values['slow-games']),
    entries: sorted,
  };
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
}
for (const module of SHELF) {
  const game = module.game;
  const levels = offeredLevels(module);
  if (levels.length < 2) continue;
  for (const { ratingClass, players } of CLASSES) {
    if (players < game.players.min || players > game.players.max) continue;
    if (!wanted(game.id, ratingClass)) continue;
    const started = Date.now();
    const report = await tournament({
      game: game.id,
      bots: levels,
      games: Number(SLOW.has(game.id) ? values['slow-games'] : values.games),
      players,
      seed: `${values.seed}-${game.id}-${ratingClass}`,
      workers: Number(values.workers),
    });
    if (!report.ok) throw new Error(`${game.id} ${ratingClass}: ${report.error.message}`);
    for (const r of report.value.ratings) {
      const rd = Math.max(30, Math.round(1 / (Q * Math.sqrt(r.games / 4))));
      entries.push({ game: game.id, ratingClass, level: r.bot, rating: r.elo, rd });
    }
    write();
    console.log(
      `${game.id} ${ratingClass}: ${report.value.ratings.map((r) => `${r.bot} ${r.elo}`).join(', ')} (${Date.now() - started} ms)`,
    );
  }
}
console.log(`wrote ${entries.length} levels to ${out}`);
