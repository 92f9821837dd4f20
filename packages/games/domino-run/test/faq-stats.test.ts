/** The statistics that count how often the seed's FAQ positions come up in play (src/stats.ts). */
import { CHANCE, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { stats } from '../src/stats.ts';
import type { DominoRunMove, DominoRunState } from '../src/types.ts';
import { position } from './helpers.ts';

/** Plays moves (chance ones as chance) through a fresh collector and returns what it finished with. */
function collected(start: DominoRunState, moves: readonly DominoRunMove[]) {
  const collector = stats();
  let s = start;
  for (const move of moves) {
    const actor = move.type === 'place' || move.type === 'roll' || move.type === 'drawAbility' ? CHANCE : 0;
    const next = unwrap(dominoRun.apply(s, actor, move));
    collector.onMove(s, actor, move, next);
    s = next;
  }
  return collector.finish(s);
}

describe('FAQ positions counted in play', () => {
  it('FAQ a double on or behind the white cube’s tile when the first roll comes', () => {
    const roll = { type: 'roll', dice: [3, 2] } as const;
    const behind = position({ line: '24 11 35 46 12', enemy: 0, player: 5, phase: 'roll', turn: 0 });
    expect(collected(behind, [roll])['faq: double dealt out of reach']).toBe(1);
    const none = position({ line: '24 13 35 46 12', enemy: 0, player: 5, phase: 'roll', turn: 0 });
    expect(collected(none, [roll])['faq: double dealt out of reach']).toBe(0);
  });

  it('FAQ blanks entered for free after the dice are spent', () => {
    const s = position({ line: '15 53 00 12 34', enemy: 0, player: 1, dice: [5, 4] });
    const used: DominoRunMove[] = [
      { type: 'useDie', face: 5, spaces: 1 },
      { type: 'useDie', face: 4, spaces: 1 },
    ];
    expect(collected(s, used)['faq: blanks entered after the dice']).toBe(0);
    expect(collected(s, [...used, { type: 'step' }])['faq: blanks entered after the dice']).toBe(1);
  });

  it('FAQ the player standing on a claimed key the enemy knocks out', () => {
    const on = position({ line: '12 23 44* 45 56 16', enemy: 2, player: 5, dice: [] });
    expect(collected(on, [{ type: 'endMove' }])['faq: stood on a knocked-out key']).toBe(1);
    const ahead = position({ line: '12 44* 23 45 56 16', enemy: 0, player: 9, dice: [] });
    expect(collected(ahead, [{ type: 'endMove' }])['faq: stood on a knocked-out key']).toBe(0);
  });

  it('FAQ the double blank claimed as a key', () => {
    const s = position({ line: '12 20 00 45 56', enemy: 0, player: 3, dice: [] });
    expect(collected(s, [{ type: 'step' }, { type: 'step' }])['faq: double blank claimed']).toBe(1);
    expect(collected(s, [{ type: 'step' }])['faq: double blank claimed']).toBe(0);
  });
});
