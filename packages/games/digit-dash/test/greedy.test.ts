import { type Bot, impossible, Match, Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../src/bots/greedy.ts';
import { digitDash } from '../src/game.ts';
import { digitDashModule } from '../src/index.ts';
import type { DigitDashMove, DigitDashState, DigitDashView } from '../src/types.ts';
import { play, position, tile, tiles } from './helpers.ts';

const greedy = unwrap(greedyBot());

function choose(state: DigitDashState, player: number): DigitDashMove {
  return greedy.choose({
    view: digitDash.view(state, player),
    player,
    legal: digitDash.legalMoves(state, player),
    rng: Rng.fromSeed(0),
  });
}

const randomBot: Bot<DigitDashView, DigitDashMove> = {
  name: 'random',
  choose: ({ legal, rng }) => rng.pick(legal),
};

describe('the greedy bot', () => {
  it('puts the most value on the table first', () => {
    const s = position({
      hands: [
        ['c2', 'c3', 's8', 't8', 'h1'],
        ['s1', 's2'],
      ],
    });
    expect(choose(s, 0)).toEqual({ type: 'meld', tiles: tiles('s8', 't8') });
  });

  it('discards the high tile least likely to reach the table', () => {
    // 2● can still join 1●, 3● or any other 2 (5 outs); 9▲ only 8▲ or another 9 (4 outs), and costs 9 if it stays.
    const s = position({
      hands: [
        ['c2', 't9'],
        ['s1', 's3'],
      ],
    });
    expect(choose(s, 0)).toEqual({ type: 'discard', tile: tile('t9') });
  });

  it('steals a tile credited to an opponent that it can lay straight back', () => {
    const s = position({
      hands: [
        ['steal', 'h9'],
        ['t1', 't2'],
      ],
      table: [
        { tiles: ['c2', 'c3', 'c4'], by: 0 },
        { tiles: ['s6', 's7', 's8'], by: 1 },
      ],
    });
    expect(choose(s, 0)).toEqual({ type: 'steal', tile: tile('s8') });
    const stolen = play(s, [0, { type: 'steal', tile: tile('s8') }]);
    expect(choose(stolen, 0)).toEqual({ type: 'layOff', tile: tile('s8'), meld: 1 });
  });

  it('reveals its three least useful tiles to a swapper', () => {
    const s = position({
      hands: [
        ['c1', 'swap'],
        ['s4', 's5', 't9', 'h8', 'c7'],
      ],
    });
    const asked = play(s, [0, { type: 'swap', target: 1 }]);
    expect(choose(asked, 1)).toEqual({ type: 'reveal', tiles: tiles('c7', 't9', 'h8') });
  });

  it('beats random clearly in two-player games', () => {
    const games = 120;
    let greedyWins = 0;
    for (let i = 0; i < games; i++) {
      const match = unwrap(Match.create(digitDash, { players: 2, seed: `greedy-test/${i}` }));
      const seatOfGreedy = i % 2;
      const rng = Rng.fromSeed(`bots/${i}`);
      while (!match.isOver()) {
        const player = match.toAct()[0] ?? impossible('a match not over has a player to act');
        const bot = player === seatOfGreedy ? greedy : randomBot;
        const move = bot.choose({ view: match.view(player), player, legal: match.legalMoves(player), rng });
        unwrap(match.play(player, move));
      }
      const winners = match.result()?.winners ?? [];
      if (winners.includes(seatOfGreedy)) greedyWins += 1 / winners.length;
    }
    // Measured at about 90% over 1000 games; far below that means the heuristics broke.
    expect(greedyWins / games).toBeGreaterThan(0.75);
  });

  it('is the medium level (hard is IS-MCTS over it), and drives the rollout policy', () => {
    expect(digitDashModule.levels).toEqual({ easy: 'random', medium: 'greedy', hard: 'ismcts' });
    const s = position({
      hands: [
        ['c2', 'c3', 's8', 't8', 'h1'],
        ['s1', 's2'],
      ],
    });
    const legal = digitDash.legalMoves(s, 0);
    expect(digitDashModule.rollout?.(s, 0, legal, Rng.fromSeed(1))).toEqual(choose(s, 0));
  });
});
