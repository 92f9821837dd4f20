/** The moves as menus, grouped by their paths like the command line's. */
import { describe, expect, it } from 'vitest';
import { menuTree, nodeAt } from '../../src/kit/menu.ts';

describe('menuTree', () => {
  type Move = 'meld-ab' | 'meld-ac' | 'layoff-d' | 'draw';
  const moves: Move[] = ['meld-ab', 'meld-ac', 'layoff-d', 'draw'];
  const paths: Record<Move, string[]> = {
    'meld-ab': ['Meld', 'a b'],
    'meld-ac': ['Meld', 'a c'],
    'layoff-d': ['Lay off', 'd', 'on 1'],
    draw: ['Draw'],
  };
  const tree = menuTree(moves, (m) => paths[m]);

  it('groups moves sharing a prefix', () => {
    expect(tree.children.map((c) => c.label)).toEqual(['Meld', 'Lay off › d › on 1', 'Draw']);
    expect(tree.children[0]?.children.map((c) => c.moves)).toEqual([['meld-ab'], ['meld-ac']]);
  });

  it('folds a level with a single way on into its label', () => {
    expect(tree.children[1]?.moves).toEqual(['layoff-d']);
  });

  it('finds nodes by path and stops where a path breaks', () => {
    expect(nodeAt(tree, [0, 1]).node.moves).toEqual(['meld-ac']);
    expect(nodeAt(tree, [0, 9]).depth).toBe(1);
  });
});
