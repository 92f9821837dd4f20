/**
 * `gameshelf replay` shows what the viewer saw (issue #17): for each game
 * with hidden hands, a game recorded by `gameshelf play` is replayed as each
 * seat and as a spectator, and nothing of another seat's hidden tiles or
 * cards shows in the text or the JSON unless the game showed it to that
 * viewer at some point. What a viewer may see is found from the game's own
 * views and redactions (`secretsOf`), not from the replay's code. `--reveal`
 * shows it all, which also proves the search can find what it looks for.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnyGameModule,
  itemAt,
  type Match,
  type Move,
  PLAIN_STYLE,
  parseRecord,
  replayRecord,
  unwrap,
  type Viewer,
} from '@gameshelf/engine';
import { findLeaks, secretsOf, vocabularyOf } from '@gameshelf/engine/testing';
import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { tellMatch } from '../src/narrate.ts';
import { gameWords } from '../src/words.ts';
import { scriptedIo } from './scripted-io.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-replay-'));

async function run(argv: string[], answers: readonly string[] = []) {
  const s = scriptedIo(answers);
  const code = await main(argv, s.io);
  return { code, out: s.text(), err: s.errorText() };
}

/** A Digit Dash tile as its text shows it (`3●`, `Swap●`): a number tile's value, or its power, and its suit. */
function digitDashTile(tile: number): string[] {
  const suit = itemAt(['●', '■', '▲', '⬢'], Math.floor(tile / 10));
  const place = tile % 10;
  return [
    place === 9
      ? `${['Swap', 'Steal', 'Skip', 'Peek'][Math.floor(tile / 10)]}${suit}`
      : `${place + 1}${suit}`,
  ];
}

/**
 * The hidden-hand games, and how their text names one hidden item (an item
 * in canonical JSON: a tile id, a domino `[3,5]`, a card id).
 */
const GAMES = [
  { id: 'digit-dash', options: [], text: (item: string) => digitDashTile(Number(item)) },
  {
    id: 'domino-havoc',
    options: ['--option', 'rounds=1'],
    // A domino is `3:5` (a train link may read `5:3`), so `1:2` must not count inside `11:2`.
    text: (item: string) => {
      const [a, b]: unknown[] = JSON.parse(item);
      return [new RegExp(`(?<!\\d)${a}:${b}(?!\\d)`), new RegExp(`(?<!\\d)${b}:${a}(?!\\d)`)];
    },
  },
  // A card is `#24`, so `#2` must not count inside it.
  { id: 'digit', options: [], text: (item: string) => [new RegExp(`#${item}(?!\\d)`)] },
] as const;

type Forms = (item: string) => readonly (string | RegExp)[];

const says = (text: string, forms: readonly (string | RegExp)[]) =>
  forms.some((f) => (typeof f === 'string' ? text.includes(f) : f.test(text)));

/**
 * `replay --step` output cut at each prompt: what was on the screen at each
 * position. Piece k (from 0) shows move k + 1 and the table after it; the
 * last piece is the end of the replay, the final table again.
 */
function screens(out: string, moves: number): { at: number; text: string }[] {
  return out
    .split('Enter for the next move, q to stop: ')
    .map((text, k) => ({ at: Math.min(k + 1, moves), text }));
}

/**
 * For each position, the secrets the viewer must not be told in words there:
 * the other seats' hidden items it has not seen in its views and log
 * (`byPosition`), unless the game's own words for what the viewer saw (its
 * table as the viewer saw it and its narration of the log redacted for them,
 * up to that position) already named them: a DIGIT figure is named by its
 * card's number, which says nothing of who holds that card.
 */
function secretsInWords(
  match: Match<unknown, Move, unknown, unknown>,
  module: AnyGameModule,
  viewer: Viewer,
  byPosition: readonly ReadonlySet<string>[],
  forms: Forms,
): Set<string>[] {
  const { game } = match;
  const said = new Set<string>();
  const all = new Set(byPosition.flatMap((set) => [...set]));
  const told = tellMatch(module, match, { viewer }, 0, gameWords(module, 'en'));
  return byPosition.map((secrets, n) => {
    const state = match.stateAt(n);
    const words = [
      module.text.render(game.view(state, viewer), PLAIN_STYLE),
      ...(told[n - 1]?.lines ?? []),
    ].join('\n');
    for (const item of all) if (says(words, forms(item))) said.add(item);
    return new Set([...secrets].filter((s) => !said.has(s)));
  });
}

/** The secrets a replay's screens name, each with the position it was named at. */
function leaksInWords(out: string, moves: number, secrets: readonly Set<string>[], forms: Forms): string[] {
  return screens(out, moves).flatMap(({ at, text }) =>
    [...(secrets[at] ?? [])].filter((s) => says(text, forms(s))).map((s) => `${s} at ${at}`),
  );
}

describe.each(GAMES)('gameshelf replay of $id', ({ id, options, text }) => {
  const path = join(dir, `${id}.json`);
  const players = 3;

  it('shows each seat, and a spectator, only what they saw', async () => {
    const seats = Array.from({ length: players }, () => 'bot:greedy').join(',');
    const played = await run([
      'play',
      id,
      '--players',
      String(players),
      '--seats',
      seats,
      '--seed',
      '7',
      ...options,
      '--record',
      path,
    ]);
    expect(played.code, played.err).toBe(0);
    const record = unwrap(parseRecord(JSON.parse(readFileSync(path, 'utf8'))));
    const module = unwrap(findGame(id));
    const match = unwrap(replayRecord(module.game, record));
    const { game } = match;
    const moves = record.moves.length;
    const vocabulary = vocabularyOf(match);
    const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, p) => p)];

    for (const viewer of viewers) {
      const as = viewer === 'spectator' ? [] : ['--as', String(viewer + 1)];
      const { byPosition, never } = secretsOf(match, viewer, vocabulary);
      // Something was hidden from this viewer, or the searches below prove nothing.
      expect(
        byPosition.some((s) => s.size > 0),
        `secrets kept from ${viewer}`,
      ).toBe(true);

      const json = await run(['replay', path, ...as, '--json']);
      expect(json.code, json.err).toBe(0);
      const shown = JSON.parse(json.out);
      expect(shown.seenBy).toBe(viewer);
      // The seed rebuilds every hand (Match.create), and the final hash can be tried against guesses.
      expect(shown).not.toHaveProperty('seed');
      expect(shown).not.toHaveProperty('finalHash');
      expect(json.out).not.toContain(record.finalHash);
      expect(findLeaks(shown, never, vocabulary)).toEqual([]);
      // Exactly the game's own view at every position, and its own redaction of every move, for this viewer.
      expect(shown.positions).toHaveLength(moves + 1);
      for (const [n, position] of shown.positions.entries())
        expect(position.view).toEqual(game.view(match.stateAt(n), viewer));
      expect(shown.log.map((e: { move: unknown }) => e.move)).toEqual(
        match.log.map((e, i) => game.redactMove(match.stateAt(i), e.player, e.move, viewer)),
      );

      const steps = await run(['replay', path, ...as, '--step'], Array(moves).fill(''));
      expect(steps.code, steps.err).toBe(0);
      expect(steps.out).not.toMatch(/seed/i);
      expect(steps.out).not.toContain(record.finalHash);
      const inWords = secretsInWords(match, module, viewer, byPosition, text);
      expect(leaksInWords(steps.out, moves, inWords, text), `text shown to ${viewer}`).toEqual([]);
    }

    // With --reveal everything shows: the same searches find the other seats' hands in text and JSON.
    const { byPosition } = secretsOf(match, 0, vocabulary);
    const revealed = await run(['replay', path, '--reveal', '--step'], Array(moves).fill(''));
    const inWords = secretsInWords(match, module, 0, byPosition, text);
    expect(leaksInWords(revealed.out, moves, inWords, text).length).toBeGreaterThan(0);
    expect(revealed.out).toContain(`${players} players, seed 7, ${moves} moves`);
    const revealedJson = JSON.parse((await run(['replay', path, '--reveal', '--json'])).out);
    expect(revealedJson.seenBy).toBe('everyone');
    expect(revealedJson).toMatchObject({ seed: 7, finalHash: record.finalHash });
    const ever = new Set(byPosition.flatMap((set) => [...set]));
    expect(findLeaks(revealedJson, ever, vocabulary).length).toBeGreaterThan(0);
  });
});

describe('gameshelf replay flags', () => {
  it('refuses --as with --reveal, --step with --json, and a seat that is not in the game', async () => {
    const path = join(dir, 'flags.json');
    const played = await run(['play', 'digit-dash', '--seats', 'bot:random,bot:random', '--record', path]);
    expect(played.code, played.err).toBe(0);
    expect(await run(['replay', path, '--as', '1', '--reveal'])).toMatchObject({ code: 2 });
    expect(await run(['replay', path, '--json', '--step'])).toMatchObject({ code: 2 });
    const far = await run(['replay', path, '--as', '3']);
    expect(far.code).toBe(2);
    expect(far.err).toContain('input/invalid');
  });
});
