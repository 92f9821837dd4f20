import { itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { bradleyTerryElo } from '../src/ratings.ts';
import { seatBots } from '../src/seats.ts';
import { pairSeatings } from '../src/tournament.ts';

describe('seating', () => {
  it('simulate rotates the bots one seat per game', () => {
    expect([0, 1, 2, 3].map((i) => seatBots(['g', 'r', 'r', 'r'], 4, i))).toEqual([
      ['g', 'r', 'r', 'r'],
      ['r', 'r', 'r', 'g'],
      ['r', 'r', 'g', 'r'],
      ['r', 'g', 'r', 'r'],
    ]);
  });

  it('two players play each deal twice with the seats swapped', () => {
    expect(pairSeatings('a', 'b', 2)).toEqual([
      ['a', 'b'],
      ['b', 'a'],
    ]);
  });

  it('three players: both bots take the majority, every seat rotated', () => {
    const seatings = pairSeatings('a', 'b', 3);
    expect(seatings).toHaveLength(6);
    for (let seat = 0; seat < 3; seat++) {
      expect(seatings.filter((s) => s[seat] === 'a')).toHaveLength(3);
    }
  });

  it('solo games: each bot plays the same deal once', () => {
    expect(pairSeatings('a', 'b', 1)).toEqual([['a'], ['b']]);
  });
});

describe('Elo-style ratings', () => {
  it('are equal for even results and anchored where asked', () => {
    const elo = bradleyTerryElo(2, [{ a: 0, b: 1, aWins: 50, games: 100 }], { bot: 1, elo: 1000 });
    expect(elo).toEqual([1000, 1000]);
  });

  it('put a 10:1 winner about 400 points ahead, and stay finite for a bot that never wins', () => {
    const elo = bradleyTerryElo(2, [{ a: 0, b: 1, aWins: 1000, games: 1100 }], null);
    const gap = itemAt(elo, 0) - itemAt(elo, 1);
    expect(gap).toBeGreaterThan(390);
    expect(gap).toBeLessThan(410);
    const never = bradleyTerryElo(2, [{ a: 0, b: 1, aWins: 20, games: 20 }], null);
    expect(never.every(Number.isFinite)).toBe(true);
  });

  it('order three bots by strength', () => {
    const elo = bradleyTerryElo(
      3,
      [
        { a: 0, b: 1, aWins: 70, games: 100 },
        { a: 1, b: 2, aWins: 70, games: 100 },
        { a: 0, b: 2, aWins: 85, games: 100 },
      ],
      { bot: 2, elo: 1000 },
    );
    expect(elo[2]).toBe(1000);
    expect(elo[0]).toBeGreaterThan(itemAt(elo, 1));
    expect(elo[1]).toBeGreaterThan(1000);
  });
});
