/**
 * A scripted game of every game on the shelf, for the narration transcripts
 * (issue #17): played from a seed by the game's own bot (random shots for
 * Smashdodes, whose bot simulates many), and told to one seat. The command
 * line (`packages/cli/test/narration.test.ts`) and the web app
 * (`packages/web/test/narration.test.ts`) tell each one through their own
 * narration, each with its own i18next, and must both match the transcripts
 * here (`<id>.en.txt`, and the game's end in `<id>.it.txt`): so both say
 * the same sentences for the same log. `vitest -u` writes them anew after a
 * deliberate change; read the difference before committing it.
 */
import { join } from 'node:path';
import {
  type AnyGameModule,
  type AnyMatch,
  CHANCE,
  Match,
  type OptionValue,
  type Player,
  Rng,
  type SeenEntry,
  unwrap,
} from '@gameshelf/engine';
import { findGame } from '../../src/index.ts';

export interface NarrationScript {
  readonly id: string;
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seed: string;
  /** The game's own bot for every seat, or null for random moves. */
  readonly bot: string | null;
  /** The seat the log is told to (a local table in the web app looks from a seat). */
  readonly viewer: Player;
  /** Where to stop, in player moves, if the game has not ended by then. */
  readonly moves: number;
  /** The Italian transcript: the log's last this many entries (the game's end). */
  readonly italian: number;
}

export const SCRIPTS: readonly NarrationScript[] = [
  {
    id: 'digit-dash',
    players: 2,
    options: {},
    seed: 'story',
    bot: 'greedy',
    viewer: 0,
    moves: 400,
    italian: 14,
  },
  {
    id: 'domino-havoc',
    players: 3,
    options: { rounds: 1 },
    seed: 'story',
    bot: 'greedy',
    viewer: 0,
    moves: 400,
    italian: 12,
  },
  { id: 'digit', players: 2, options: {}, seed: 'story', bot: 'greedy', viewer: 0, moves: 400, italian: 10 },
  {
    id: 'domino-run',
    players: 1,
    options: { turnLimit: 8 },
    seed: 'b',
    bot: 'greedy',
    viewer: 0,
    moves: 400,
    italian: 16,
  },
  {
    id: 'smashdodes',
    players: 2,
    // The physics model pinned, as the tutorial's is: a new model plays other shots, not other words.
    options: { physics: 2 },
    seed: 'story',
    bot: null,
    viewer: 0,
    moves: 10,
    italian: 8,
  },
];

/** The script's game, played to its end or to its last move. */
export function playScript(script: NarrationScript): { module: AnyGameModule; match: AnyMatch } {
  const module = unwrap(findGame(script.id));
  const match: AnyMatch = unwrap(
    Match.create(module.game, { players: script.players, options: script.options, seed: script.seed }),
  );
  const rng = Rng.fromSeed(`${script.seed}/moves`);
  const factory = script.bot === null ? undefined : module.bots[script.bot];
  const bot = factory ? unwrap(factory({ game: module.game, module })) : undefined;
  for (let moves = 0; moves < script.moves && !match.isOver(); moves++) {
    const player = match.toAct()[0] ?? 0;
    const decision = match.decisionFor(player);
    const move = bot ? bot.choose({ ...decision, rng }) : rng.pick(decision.legal);
    unwrap(match.play(player, move));
  }
  return { module, match };
}

/** Told entries as a transcript: each sentence on a line, after its entry's number and `·` for chance. */
export function transcript(told: readonly { entry: SeenEntry; lines: readonly string[] }[]): string {
  return told
    .flatMap(({ entry, lines }) =>
      lines.map(
        (line) => `${String(entry.index + 1).padStart(4)} ${entry.player === CHANCE ? '·' : ' '} ${line}`,
      ),
    )
    .join('\n')
    .concat('\n');
}

/** Where a transcript lies (an absolute path, whichever test reads it). */
export function transcriptFile(id: string, language: string): string {
  return join(import.meta.dirname, `${id}.${language}.txt`);
}
