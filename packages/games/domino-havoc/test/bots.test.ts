import { CHANCE, impossible, itemAt, Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { bestChain } from '../src/bots/chains.ts';
import { evaluate, TURNS_PER_SWAP, turnsToFinish } from '../src/bots/evaluate.ts';
import { chooseGreedy } from '../src/bots/greedy.ts';
import { dominoHavocModule } from '../src/index.ts';
import { legalMoves } from '../src/rules/legal.ts';
import type { HavocState, PlayerMove } from '../src/types.ts';
import { drawn, ds, game, legal, script, table } from './helpers.ts';

function greedyMove(s: HavocState, player: number): PlayerMove {
  return chooseGreedy(game.view(s, player), player, legalMoves(s, player), Rng.fromSeed('greedy'));
}

describe('chains', () => {
  it('finds the longest chain from the open end, within the room left', () => {
    const tray = ds('3-5 5-8 8-1 3-9 2-2');
    expect(bestChain(tray, 3, 6)).toEqual({ length: 3, pips: 8 + 13 + 9 });
    expect(bestChain(tray, 3, 2)).toEqual({ length: 2, pips: 8 + 13 });
    expect(bestChain(tray, 2, 6)).toEqual({ length: 1, pips: 4 });
    // An empty train may start anywhere: 9-3, 3-5, 5-8, 8-1.
    expect(bestChain(tray, null, 6)).toEqual({ length: 4, pips: 12 + 8 + 13 + 9 });
  });
});

describe('the greedy bot', () => {
  it('is the medium level; the hard level is IS-MCTS answering it (the other players play greedy in its tree)', () => {
    expect(dominoHavocModule.levels).toEqual({ easy: 'random', medium: 'greedy', hard: 'ismcts' });
    expect(dominoHavocModule.search).toMatchObject({ opponentPolicy: true });
    // Just drawn: seven dominoes, a play or a discard to choose.
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-6 0-8 5-9' }, { tray: '1-2 1-3 1-4 1-6 1-8 3-3' }],
      phase: { kind: 'play', player: 0, slot: 0 },
    });
    const moves = legal(s, 0);
    expect(moves.length).toBeGreaterThan(5);
    expect(dominoHavocModule.rollout?.(s, 0, moves, Rng.fromSeed('greedy'))).toEqual(greedyMove(s, 0));
  });

  it('takes a double that fits rather than replacing it', () => {
    const s = script(
      table({
        racks: [
          { tray: '0-1 0-2 0-3 0-4 0-6 0-8' },
          { tray: '1-2 1-3 1-4 1-6 1-8', train: '10|11' },
          { tray: '2-4 2-5 2-6 2-8 2-9', train: '12|5' },
        ],
      }),
      [[0, { type: 'drawBoneyard' }], drawn('5-5')],
    );
    expect(greedyMove(s, 2)).toEqual({ type: 'takeDouble' });
  });

  it('takes a discard that extends its train, and otherwise draws from the boneyard', () => {
    const racks = (slot: string) => [
      { tray: '0-1 0-2 0-3 0-4 0-6', train: '12|9' },
      { tray: '1-2 1-3 1-4 1-6 1-8 1-10', slot },
    ];
    expect(greedyMove(table({ racks: racks('9-11') }), 0)).toEqual({ type: 'takeDiscard', from: 1 });
    expect(greedyMove(table({ racks: racks('7-11') }), 0)).toEqual({ type: 'drawBoneyard' });
  });

  it('plays the domino that leaves the longer chain', () => {
    const s = table({
      racks: [{ tray: '3-5 5-8 3-9 0-1 0-2 0-4', train: '12|3' }, { tray: '1-2 1-3 1-4 1-6 1-8 1-10' }],
      phase: { kind: 'play', player: 0, slot: 0 },
    });
    expect(greedyMove(s, 0)).toEqual({ type: 'play', domino: [3, 5] });
  });

  it('discards what its chain misses, but not what the next player`s open end wants', () => {
    const s = table({
      racks: [
        { tray: '3-5 5-8 11-12 9-12 0-1 0-2', train: '12|3' },
        { tray: '1-2 1-3 1-4 1-6 1-8', train: '7|11' },
        { tray: '2-3 2-4 2-6 2-8 2-9 2-10' },
      ],
      phase: { kind: 'discard', player: 0, slot: 0 },
    });
    // 11-12 and 9-12 are the heaviest and useless to it, but 11-12 would fit seat 1's open end.
    expect(greedyMove(s, 0)).toEqual({ type: 'discard', domino: [9, 12] });
  });

  it('keeps a double the next player could take', () => {
    const s = table({
      racks: [
        { tray: '3-5 5-8 6-6 0-1 0-2 0-4', train: '12|3' },
        { tray: '1-2 1-3 1-4 1-7 1-8', train: '9|6' },
        { tray: '2-3 2-4 2-7 2-8 2-9 2-10' },
      ],
      phase: { kind: 'discard', player: 0, slot: 0 },
    });
    // 6-6 is the heaviest loose domino, but seat 1 (next, clockwise) would take it.
    expect(greedyMove(s, 0)).toEqual({ type: 'discard', domino: [0, 4] });
  });

  it('beats random play at 2 players (30 games, each seat in turn)', () => {
    const greedy = dominoHavocModule.bots.greedy ?? impossible('Domino Havoc offers a greedy bot');
    const bot = unwrap(greedy({ game, module: dominoHavocModule }));
    let wins = 0;
    for (let i = 0; i < 30; i++) {
      const rng = Rng.fromSeed(`duel/${i}`);
      const botRng = Rng.fromSeed(`duel/bot/${i}`);
      let s = game.setup(unwrap(game.checkSetup(2, { rounds: 3 })), rng);
      const greedySeat = i % 2;
      for (;;) {
        const actors = game.actors(s);
        if (actors.kind === 'over') break;
        if (actors.kind === 'chance') {
          s = unwrap(game.apply(s, CHANCE, game.sampleChance(s, rng)));
          continue;
        }
        const p = itemAt(actors.players, 0);
        const moves = game.legalMoves(s, p);
        const move =
          p === greedySeat
            ? bot.choose({ view: game.view(s, p), player: p, legal: moves, rng: botRng })
            : botRng.pick(moves);
        s = unwrap(game.apply(s, p, move));
      }
      const result = game.result(s) ?? impossible('a game that is over has a result');
      if (result.winners.includes(greedySeat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(27);
  });
});

describe('the evaluation for search bots', () => {
  it('favours the player nearer to finishing with less to lose, and sums to 1', () => {
    const s = table({
      racks: [{ tray: '0-1', train: '1|2 2|3 3|4 4|5 5|9' }, { tray: '6-12 7-12 8-12 9-12 10-12 11-12' }],
      rounds: 2,
    });
    const values = evaluate(s);
    expect(itemAt(values, 0) + itemAt(values, 1)).toBeCloseTo(1, 10);
    expect(values[0]).toBeGreaterThan(0.9);
  });

  it('counts the turns to finish: one per domino of the chain, more for each domino outside it (DH-5, DH-6)', () => {
    const s = table({
      racks: [
        // To move, empty train: any one domino starts it, the five others must be swapped.
        { tray: '0-7 1-8 2-9 3-10 4-11 5-12' },
        // Open end 3, room 4: 3-4 4-5 5-6 follow on, 0-0 must be swapped.
        { tray: '0-0 3-4 4-5 5-6', train: '1|2 2|3' },
      ],
    });
    expect(turnsToFinish(s, 0)).toBe(1 + 5 * TURNS_PER_SWAP - 0.5);
    expect(turnsToFinish(s, 1)).toBe(3 + TURNS_PER_SWAP);
  });

  it('with trains of the same length, the tray that chains on is ahead, even a move behind (DH-7)', () => {
    const s = table({
      racks: [
        { tray: '0-0 3-4 4-5 5-6', train: '1|2 2|3' },
        { tray: '1-1 2-2 9-10 6-6', train: '7|8 8|9' },
      ],
      phase: { kind: 'draw', player: 1 },
    });
    const values = evaluate(s);
    expect(itemAt(values, 0)).toBeGreaterThan(itemAt(values, 1));
  });

  it('search looks no further than the end of a round (DH-7, DH-11): there the penalty totals decide', () => {
    const racks = [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2 1-3 1-4 1-5 1-6 1-7' }];
    const history = [{ winner: 0, penalties: [0, 30] }];
    const dealing = table({ racks, rounds: 3, phase: { kind: 'deal' }, history });
    expect(dominoHavocModule.horizon?.(dealing)).toBe(true);
    expect(dominoHavocModule.horizon?.(table({ racks, rounds: 3, round: 1, history }))).toBe(false);
    // 30 pips ahead with two rounds to go: ahead, but not yet sure of it.
    const values = evaluate(dealing);
    const ahead = itemAt(values, 0);
    expect(ahead + itemAt(values, 1)).toBeCloseTo(1, 10);
    expect(ahead).toBeGreaterThan(0.75);
    expect(ahead).toBeLessThan(0.95);
    // The same lead before the last round counts for more.
    const [aheadLate] = evaluate(table({ racks, rounds: 2, phase: { kind: 'deal' }, history }));
    expect(aheadLate).toBeGreaterThan(ahead);
  });

  it('gives the winners their share once the game is over', () => {
    const s = table({
      racks: [{ tray: '0-1 0-2 0-3 0-4 0-5 0-6' }, { tray: '1-2 1-3 1-4 1-5 1-6 1-7' }],
      phase: { kind: 'over' },
      history: [{ winner: null, penalties: [21, 21] }],
    });
    expect(evaluate(s)).toEqual([0.5, 0.5]);
  });
});
