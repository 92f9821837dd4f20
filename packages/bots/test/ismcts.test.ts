import { canonicalJson, itemAt, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { toyModule } from '../../engine/test/toy/src/index.ts';
import { DEFAULT_SEARCH, parseBudget } from '../src/ismcts/bot.ts';
import type { SearchNode } from '../src/ismcts/node.ts';
import { search } from '../src/ismcts/search.ts';
import { createBot } from '../src/resolve.ts';

const game = toyModule.game;

describe('IS-MCTS', () => {
  it('parses budgets as iterations or time, and refuses anything else with a code', () => {
    expect(parseBudget('500')).toMatchObject({ ok: true, value: { iterations: 500 } });
    expect(parseBudget('80ms')).toMatchObject({ ok: true, value: { timeMs: 80 } });
    expect(parseBudget('500:r=0')).toMatchObject({ ok: true, value: { iterations: 500, reuse: false } });
    expect(parseBudget('500:r=2')).toMatchObject({ ok: false, error: { code: 'bot/invalid' } });
    expect(parseBudget('500:o=1')).toMatchObject({ ok: true, value: { opponentPolicy: true } });
    expect(parseBudget('500:o=3')).toMatchObject({ ok: false, error: { code: 'bot/invalid' } });
    const slowGame = { ...DEFAULT_SEARCH, iterations: 150, rolloutDepth: 0 };
    expect(parseBudget(undefined, slowGame)).toMatchObject({ ok: true, value: slowGame });
    expect(parseBudget('40', slowGame)).toMatchObject({
      ok: true,
      value: { iterations: 40, rolloutDepth: 0 },
    });
    expect(parseBudget('fast')).toMatchObject({ ok: false, error: { code: 'bot/invalid' } });
    expect(createBot(toyModule, 'ismcts:lots')).toMatchObject({ ok: false, error: { code: 'bot/invalid' } });
  });

  it('cannot cheat: states differing only in what it cannot see give the same move', () => {
    const setup = game.checkSetup(3, {});
    if (!setup.ok) throw new Error('setup');
    let checked = 0;
    for (let seed = 0; checked < 20 && seed < 200; seed++) {
      const state = game.setup(setup.value, Rng.fromSeed(seed));
      const other = game.determinize(game.view(state, 0), 0, Rng.fromSeed(`other/${seed}`));
      if (canonicalJson(other) === canonicalJson(state)) continue;
      expect(canonicalJson(game.view(other, 0))).toBe(canonicalJson(game.view(state, 0)));
      const legal = game.legalMoves(state, 0);
      const a = search(toyModule, game.view(state, 0), 0, legal, Rng.fromSeed(seed), {
        ...DEFAULT_SEARCH,
        iterations: 300,
        timeMs: 10_000,
        reuse: false,
      });
      const b = search(toyModule, game.view(other, 0), 0, legal, Rng.fromSeed(seed), {
        ...DEFAULT_SEARCH,
        iterations: 300,
        timeMs: 10_000,
        reuse: false,
      });
      expect(b.move).toEqual(a.move);
      expect(b.visits).toEqual(a.visits);
      checked++;
    }
    expect(checked).toBe(20);
  });

  /** Every node of the tree whose move `actor` made, with the key of that move. */
  function edges(root: SearchNode, actor: number): string[] {
    const out: string[] = [];
    const walk = (node: SearchNode) => {
      for (const [key, child] of node.children) {
        if (child.actor === actor) out.push(key);
        walk(child);
      }
    };
    walk(root);
    return out;
  }

  it("with opponentPolicy, the other players make the game policy's move in the tree and are not searched", () => {
    // A policy that always stands: searched opponents would also try drawing.
    const standing: typeof toyModule = {
      ...toyModule,
      rollout: (_s, _p, legal) => legal.find((m) => m.type === 'stand') ?? itemAt(legal, 0),
    };
    const state = game.setup({ players: 2, options: { variant: 'plain' } }, Rng.fromSeed(3));
    const options = { ...DEFAULT_SEARCH, iterations: 300, reuse: false };
    const run = (opponentPolicy: boolean) =>
      search(standing, game.view(state, 0), 0, game.legalMoves(state, 0), Rng.fromSeed(1), {
        ...options,
        opponentPolicy,
      }).root;
    expect(new Set(edges(run(true), 1))).toEqual(new Set(['{"type":"stand"}']));
    expect(new Set(edges(run(false), 1))).toEqual(new Set(['{"type":"stand"}', '{"type":"draw"}']));
  });

  it('stops at the horizon and takes the evaluation there', () => {
    // The horizon: player 0 holds two cards (just after their first draw); there, player 0 is worth 0.25.
    const module: typeof toyModule = {
      ...toyModule,
      evaluate: () => [0.25, 0.75],
      horizon: (s) => itemAt(s.hands, 0).length >= 2,
    };
    const state = game.setup({ players: 2, options: { variant: 'plain' } }, Rng.fromSeed(3));
    const found = search(module, game.view(state, 0), 0, game.legalMoves(state, 0), Rng.fromSeed(1), {
      ...DEFAULT_SEARCH,
      iterations: 200,
      reuse: false,
    });
    const draw = found.root.children.get('{"type":"draw"}');
    expect(draw?.visits).toBeGreaterThan(0);
    expect(draw?.meanReward(0)).toBe(0.25);
    // Under the draw, the dealt cards (chance) and nothing after them.
    expect(draw?.children.size).toBeGreaterThan(0);
    for (const dealt of draw?.children.values() ?? []) expect(dealt.children.size).toBe(0);
  });

  it('keeps to a time budget', () => {
    const state = game.setup({ players: 2, options: { variant: 'plain' } }, Rng.fromSeed(5));
    const start = performance.now();
    const r = search(toyModule, game.view(state, 0), 0, game.legalMoves(state, 0), Rng.fromSeed(1), {
      ...DEFAULT_SEARCH,
      iterations: Number.MAX_SAFE_INTEGER,
      timeMs: 50,
      reuse: false,
    });
    expect(performance.now() - start).toBeLessThan(500);
    expect(r.iterations).toBeGreaterThan(10);
  });
});
