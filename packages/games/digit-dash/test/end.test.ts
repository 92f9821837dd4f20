import { Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { digitDash } from '../src/game.ts';
import { gameScores } from '../src/rules/result.ts';
import type { GameScore } from '../src/types.ts';
import { play, position, refuse, tile, tiles } from './helpers.ts';

describe('DD-8 going out', () => {
  it('DD-8 discarding the last tile ends the game at once', () => {
    const s = position({ hands: [['c9'], ['s1', 's2']], table: [{ tiles: ['h1', 'h2', 'h3'], by: 0 }] });
    const after = play(s, [0, { type: 'discard', tile: tile('c9') }]);
    expect(after.phase).toBe('over');
    expect(digitDash.actors(after)).toEqual({ kind: 'over' });
    expect(after.games).toEqual([{ ending: 'out', player: 0, scores: [6, -3] }]);
    expect(refuse(after, 1, { type: 'draw' }).code).toBe('move/game-over');
    expect(digitDash.legalMoves(after, 1)).toEqual([]);
  });

  it('DD-8 playing a power tile that is the last tile in hand ends the game', () => {
    const s = position({
      hands: [
        ['c3', 'c4', 'skip'],
        ['s1', 's2'],
      ],
    });
    const melded = play(s, [0, { type: 'meld', tiles: tiles('c3', 'c4') }]);
    const after = play(melded, [0, { type: 'skip', target: 1 }]);
    expect(after.phase).toBe('over');
    expect(after.games).toEqual([{ ending: 'out', player: 0, scores: [7, -3] }]);
  });
});

describe('DD-9 scoring', () => {
  it('DD-9 a player scores the tiles they placed minus those in hand, a power tile counting 10', () => {
    const s = position({
      hands: [['c9', 'peek'], ['s1'], ['h2', 'h3']],
      table: [
        { tiles: ['c5', 's5', 't5'], by: [0, 1, 2] },
        { tiles: ['t1', 't2', 't3', 't4'], by: [2, 2, 0, 0] },
      ],
    });
    expect(gameScores(s)).toEqual([5 + 3 + 4 - 9 - 10, 5 - 1, 5 + 1 + 2 - 5]);
  });

  it('DD-9 going out does not win by itself: the highest score wins', () => {
    const s = position({
      hands: [['c1'], ['s1', 's2']],
      table: [{ tiles: ['h7', 'h8', 'h9'], by: 1 }],
    });
    const after = play(s, [0, { type: 'discard', tile: tile('c1') }]);
    expect(digitDash.result(after)).toMatchObject({ scores: [0, 24 - 3], winners: [1] });
  });

  it('DD-9 a tie shares the win', () => {
    // P0 placed 4 and goes out: 4. P1 placed 5 and holds a 1: 4.
    const s = position({ hands: [['c1'], ['s1']], table: [{ tiles: ['h4', 'h5'], by: [0, 1] }] });
    const after = play(s, [0, { type: 'discard', tile: tile('c1') }]);
    expect(digitDash.result(after)).toMatchObject({ scores: [4, 4], winners: [0, 1] });
  });
});

describe('DD-10 the match', () => {
  const earlier: GameScore[] = [{ ending: 'out', player: 1, scores: [40, 60] }];

  it('DD-10 after a game that leaves everyone under 100, chance deals the next one and the totals carry on', () => {
    const s = position({
      hands: [['c1'], ['s1', 's2']],
      table: [{ tiles: ['h7', 'h8', 'h9'], by: 0 }],
      options: { match: true },
      state: { games: earlier },
    });
    const after = play(s, [0, { type: 'discard', tile: tile('c1') }]);
    expect(after.games).toEqual([...earlier, { ending: 'out', player: 0, scores: [24, -3] }]);
    expect(after).toMatchObject({ phase: 'deal', hands: [[], []], table: [], powerDiscards: [] });
    expect(after.stockpile).toHaveLength(40);
    expect(digitDash.actors(after)).toEqual({ kind: 'chance' });
    expect(digitDash.result(after)).toBeNull();
    const next = play(after, ['chance', digitDash.sampleChance(after, Rng.fromSeed(9))]);
    expect(next.phase).toBe('draw');
    expect(next.hands.map((h) => h.length)).toEqual([10, 10]);
    expect(next.games).toHaveLength(2);
    expect(digitDash.view(next, 1).games).toEqual(next.games);
  });

  it('DD-10 the match ends after the game in which someone reaches 100; the highest total wins', () => {
    const s = position({
      hands: [['c1'], ['s1', 's2']],
      table: [{ tiles: ['h7', 'h8', 'h9'], by: 1 }],
      options: { match: true },
      state: { games: [{ ending: 'out', player: 1, scores: [95, 60] }] },
    });
    // P0 goes out with 0 (95 in all); P1 scores 24 - 3 = 21 (81 in all): nobody has 100, so play on.
    expect(play(s, [0, { type: 'discard', tile: tile('c1') }]).phase).toBe('deal');
    const close = position({
      hands: [['c1'], ['s1', 's2']],
      table: [{ tiles: ['h7', 'h8', 'h9'], by: 1 }],
      options: { match: true },
      state: { games: [{ ending: 'blocked', scores: [100 - 5, 90] }] },
    });
    // P0 ends on 95, P1 on 90 + 21 = 111: the match is over and P1, who crossed 100, wins.
    const end = play(close, [0, { type: 'discard', tile: tile('c1') }]);
    expect(digitDash.result(end)).toMatchObject({ scores: [95, 111], winners: [1] });
  });

  it('DD-10 the one who reaches 100 does not win if another total is higher', () => {
    const s = position({
      hands: [['c1'], ['s1', 's2']],
      table: [{ tiles: ['h1', 'h2'], by: 0 }],
      options: { match: true },
      state: { games: [{ ending: 'blocked', scores: [50, 99] }] },
    });
    // P0 scores 3 (53); P1 scores -3 (96)... nobody reached 100, so one more game, whose totals decide.
    const after = play(s, [0, { type: 'discard', tile: tile('c1') }]);
    expect(after.phase).toBe('deal');
    const last = position({
      hands: [['c1'], ['s1', 's2']],
      table: [{ tiles: ['h7', 'h8', 'h9'], by: 0 }],
      options: { match: true },
      state: { games: [{ ending: 'blocked', scores: [80, 120 - 10] }] },
    });
    // P0: 80 + 24 = 104 reaches 100; P1: 110 - 3 = 107 is higher and wins.
    expect(digitDash.result(play(last, [0, { type: 'discard', tile: tile('c1') }]))).toMatchObject({
      scores: [104, 107],
      winners: [1],
    });
  });

  it('DD-10 without the option a single game is played', () => {
    const s = position({ hands: [['c1'], ['s1', 's2']], table: [{ tiles: ['h7', 'h8', 'h9'], by: 0 }] });
    const end = play(s, [0, { type: 'discard', tile: tile('c1') }]);
    expect(end.phase).toBe('over');
    expect(digitDash.result(end)).toMatchObject({ scores: [24, -3], winners: [0] });
  });
});

describe('DD-11 the blocked game', () => {
  const quiet = (quietTurns: number, blockLimit = 60) =>
    position({
      hands: [
        ['c1', 'c2', 'c9', 'skip'],
        ['s1', 's2'],
      ],
      table: [{ tiles: ['h7', 'h8', 'h9'], by: 1 }],
      options: { blockLimit },
      state: { quietTurns },
    });

  it('DD-11 after 60 turns in a row with no tile reaching the table the game ends and is scored', () => {
    const after = play(quiet(58), [0, { type: 'discard', tile: tile('c9') }]);
    expect(after).toMatchObject({ phase: 'draw', quietTurns: 59, turn: 1 });
    const end = play(quiet(59), [0, { type: 'discard', tile: tile('c9') }]);
    expect(end.phase).toBe('over');
    expect(end.games).toEqual([{ ending: 'blocked', scores: [-13, 24 - 3] }]);
    expect(digitDash.result(end)).toMatchObject({ winners: [1] });
  });

  it('DD-11 a turn that puts a tile on the table starts the count again', () => {
    const after = play(
      quiet(59),
      [0, { type: 'meld', tiles: tiles('c1', 'c2') }],
      [0, { type: 'discard', tile: tile('c9') }],
    );
    expect(after).toMatchObject({ phase: 'draw', quietTurns: 0 });
  });

  it('DD-11 the limit is an option', () => {
    expect(play(quiet(8, 10), [0, { type: 'discard', tile: tile('c9') }]).phase).toBe('draw');
    expect(play(quiet(9, 10), [0, { type: 'discard', tile: tile('c9') }]).phase).toBe('over');
  });

  it('DD-11 a skipped turn counts as a turn without a tile reaching the table', () => {
    const after = play(quiet(57), [0, { type: 'skip', target: 1 }], [0, { type: 'endTurn' }]);
    expect(after).toMatchObject({ turn: 0, quietTurns: 59 });
    expect(play(quiet(58), [0, { type: 'skip', target: 1 }], [0, { type: 'endTurn' }]).phase).toBe('over');
  });
});
