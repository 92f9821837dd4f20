/** The bots: the reachable-space search, the small decisions, and greedy's and planner's choices. */
import { itemAt, Match, Rng, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { evaluate, WINS_FROM } from '../src/bots/evaluate.ts';
import { greedyMove } from '../src/bots/greedy.ts';
import { abilitiesWorth, abilityWorth, pickSacrifice, pickTreasure } from '../src/bots/policy.ts';
import { destinations, reachableSpaces } from '../src/bots/reach.ts';
import { dominoRun } from '../src/game.ts';
import { dominoRunModule } from '../src/index.ts';
import type { DominoRunMove, DominoRunState } from '../src/types.ts';
import { play, position } from './helpers.ts';

/** Positions in the move phase from a few random games. */
function movePositions(games: number): DominoRunState[] {
  const out: DominoRunState[] = [];
  for (let g = 0; g < games; g++) {
    const match = unwrap(Match.create(dominoRun, { seed: `bots/${g}` }));
    const rng = Rng.fromSeed(`bots-moves/${g}`);
    while (!match.isOver()) {
      if (match.state.phase === 'move') out.push(match.state);
      unwrap(match.play(0, rng.pick(match.legalMoves(0))));
    }
  }
  return out;
}

function bot(name: string, arg?: string) {
  const factory = dominoRunModule.bots[name];
  if (factory === undefined) throw new Error(`no bot ${name}`);
  return unwrap(factory({ game: dominoRun, module: dominoRunModule, ...(arg === undefined ? {} : { arg }) }));
}

function choose(name: string, state: DominoRunState, seed = 'choose'): DominoRunMove {
  return bot(name).choose({
    view: state,
    player: 0,
    legal: dominoRun.legalMoves(state, 0),
    rng: Rng.fromSeed(seed),
  });
}

describe('the reachable spaces (bots/reach.ts)', () => {
  const states = movePositions(30);

  it('finds the same spaces whether it tracks first moves or not', () => {
    expect(states.length).toBeGreaterThan(50);
    for (const s of states) expect(reachableSpaces(s)).toEqual(destinations(s).map((d) => d.to));
  });

  it('gives for every space a legal first move after which that space is still reachable', () => {
    for (const s of states.slice(0, 60)) {
      const legal = dominoRun.legalMoves(s, 0).map((m) => JSON.stringify(m));
      for (const d of destinations(s)) {
        expect(legal).toContain(JSON.stringify(d.first));
        if (d.first.type === 'endMove') {
          expect(d.to).toBe(s.player);
          continue;
        }
        const after = play(s, d.first);
        if (after.phase === 'move') expect(reachableSpaces(after)).toContain(d.to);
        else expect(after.player).toBeLessThanOrEqual(d.to);
      }
    }
  });
});

describe('the bots\u2019 small decisions', () => {
  it('take a Bonus Die while the pool has room, else an ability', () => {
    const s = position({
      line: '12 23 34 45 56',
      enemy: 0,
      player: 3,
      pool: 3,
      phase: 'treasure',
      pendingTreasures: 1,
    });
    expect(pickTreasure(s)).toBe('die');
    expect(pickTreasure({ ...s, pool: 4 })).toBe('ability');
  });

  it('give up the ability with the smallest spread before a bonus die', () => {
    const s = position({
      line: '12 23 34 45 56',
      enemy: -1,
      player: 3,
      pool: 3,
      abilities: [16, 35],
      phase: 'caught',
    });
    expect(pickSacrifice(s)).toEqual({ type: 'sacrificeAbility', ability: 35 });
  });

  it('mulligan or keep, deterministically for a given generator', () => {
    const dealt = unwrap(Match.create(dominoRun, { seed: 'mulligan' })).state;
    const a = greedyMove(dealt, Rng.fromSeed(1));
    expect(['mulligan', 'keep']).toContain(a.type);
    expect(greedyMove(dealt, Rng.fromSeed(1))).toEqual(a);
  });
});

describe('the evaluation (bots/evaluate.ts)', () => {
  it('rates k keys and L treasures as a chance to win that never falls with another treasure', () => {
    WINS_FROM.forEach((row, keys) => {
      expect(row).toHaveLength(keys + 1);
      row.forEach((p, lives) => {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        if (lives > 0) expect(p).toBeGreaterThanOrEqual(itemAt(row, lives - 1));
      });
    });
  });

  it('values a likely catch with no treasure below a position out of reach', () => {
    // The enemy on space 1 (stride 2) against a cube on space 3 behind a wall of sixes, or on space 9.
    const trapped = position({ line: '13 24 66 56 16 12', enemy: 1, player: 3, phase: 'roll' });
    const clear = position({ line: '13 24 66 56 16 12 14 15', enemy: 1, player: 9, phase: 'roll' });
    expect(evaluate(trapped)).toBeLessThan(evaluate(clear));
    expect(evaluate({ ...clear, phase: 'lost', loss: 'caught' })).toBe(0);
  });
});

describe('greedy and planner', () => {
  // Ahead of the white cube: 3:3 (a key for 6 pips), then 1:4.
  const keyInReach = () => position({ line: '12 23 33 14 45 56', enemy: 0, player: 3, dice: [6, 3] });

  it.each(['greedy', 'planner'])('%s heads for a key within reach of the roll', (name) => {
    let s = keyInReach();
    for (let i = 0; i < 5 && s.phase === 'move' && s.line[2]?.kind === 'tile' && !s.line[2].faceDown; i++) {
      s = play(s, choose(name, s));
    }
    expect(s.line[2]).toMatchObject({ faceDown: true });
  });

  it.each(['greedy', 'planner'])(
    '%s runs out of the enemy\u2019s reach when it can, rather than stay',
    (name) => {
      // The enemy (stride 2) on space 1 reaches space 3; the 5 pays the 4 beyond it.
      const s = position({ line: '13 24 45 06 56 16', enemy: 1, player: 3, dice: [5] });
      const move = choose(name, s);
      expect(move.type).toBe('useDie');
      const after = play(s, move);
      expect(play(after, { type: 'endMove' }).phase).not.toBe('lost');
    },
  );

  it('planner is deterministic for a given generator and refuses a bad sample count', () => {
    const s = keyInReach();
    expect(choose('planner', s, 'x')).toEqual(choose('planner', s, 'x'));
    const bad = dominoRunModule.bots.planner?.({ game: dominoRun, module: dominoRunModule, arg: 'lots' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bot/invalid' } });
  });

  it('greedy claims more keys than random play over the same 30 games', () => {
    const keys = (pick: (s: DominoRunState, legal: DominoRunMove[], rng: Rng) => DominoRunMove) => {
      let total = 0;
      for (let g = 0; g < 30; g++) {
        const match = unwrap(Match.create(dominoRun, { seed: `versus/${g}` }));
        const rng = Rng.fromSeed(`versus-bot/${g}`);
        while (!match.isOver()) unwrap(match.play(0, pick(match.state, match.legalMoves(0), rng)));
        total += match.result()?.scores[0] ?? 0;
      }
      return total / 30;
    };
    const greedy = bot('greedy');
    const byGreedy = keys((view, legal, rng) => greedy.choose({ view, player: 0, legal, rng }));
    const byRandom = keys((_view, legal, rng) => rng.pick(legal));
    expect(byGreedy).toBeGreaterThan(byRandom + 1);
  });
});

describe('DR-7 chained abilities in the bots', () => {
  // Ahead of the white cube on space 3 lies the 2:2, a key for 4 pips, and the roll is a single 1.
  // The 1:3 alone makes a 3, which stops on the key's back half; only the 1:3 and then the 3:5,
  // chained on the one die, make the 5 that claims it.
  const chainOnly = (abilities: number[]) =>
    position({ line: '12 23 22 45 56', enemy: 0, player: 3, dice: [1], abilities });

  it('DR-7 the reachable spaces include those only a chain of abilities reaches', () => {
    expect(reachableSpaces(chainOnly([13, 35]))).toEqual([3, 4, 5]);
    expect(destinations(chainOnly([13, 35])).map((d) => d.to)).toEqual([3, 4, 5]);
    expect(destinations(chainOnly([13, 35])).find((d) => d.to === 5)?.first).toEqual({
      type: 'convertDie',
      ability: 13,
    });
    expect(reachableSpaces(chainOnly([13]))).toEqual([3, 4]);
    expect(reachableSpaces(chainOnly([35]))).toEqual([3]);
  });

  it.each(['greedy', 'planner'])(
    'DR-7 %s claims a key only a chain reaches: 1:3, then 3:5, then the 5',
    (name) => {
      let s = chainOnly([13, 35]);
      const made: DominoRunMove[] = [];
      for (let i = 0; i < 5 && s.phase === 'move' && s.line[2]?.kind === 'tile' && !s.line[2].faceDown; i++) {
        const move = choose(name, s);
        made.push(move);
        s = play(s, move);
      }
      expect(made).toEqual([
        { type: 'convertDie', ability: 13 },
        { type: 'convertDie', ability: 35 },
        { type: 'useDie', face: 5, spaces: 2 },
      ]);
      expect(s.line[2]).toMatchObject({ faceDown: true });
    },
  );

  /** The most pips these abilities add to this roll, each used once, chained where it pays: by search. */
  function bestGain(dice: readonly number[], abilities: readonly number[]): number {
    let best = 0;
    abilities.forEach((a, i) => {
      const at = dice.indexOf(Math.floor(a / 10));
      if (at < 0) return;
      const turned = dice.map((d, j) => (j === at ? a % 10 : d));
      const rest = abilities.filter((_, j) => j !== i);
      best = Math.max(best, (a % 10) - Math.floor(a / 10) + bestGain(turned, rest));
    });
    return best;
  }

  it.each([1, 2, 3, 4])(
    'DR-7 the worth of a 1:3 and a 3:5 to a roll of %i dice counts the chain exactly',
    (pool) => {
      let expected = 0;
      for (let roll = 0; roll < 6 ** pool; roll++) {
        const dice = Array.from({ length: pool }, (_, k) => (Math.floor(roll / 6 ** k) % 6) + 1);
        expected += bestGain(dice, [13, 35]) / 6 ** pool;
      }
      expect(abilitiesWorth([13, 35], pool)).toBeCloseTo(expected, 12);
      // Abilities that do not chain are worth what each is worth on its own, as before.
      expect(abilitiesWorth([16, 25], pool)).toBe(abilityWorth(16, pool) + abilityWorth(25, pool));
    },
  );
});
