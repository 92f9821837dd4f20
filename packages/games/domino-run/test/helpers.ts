/**
 * Scripted positions for rule tests: a line written as text, cubes and dice
 * placed by hand, the pile computed as every tile not elsewhere, and moves
 * applied through the game's own `apply` (so every step is checked).
 */
import { CHANCE, type GameError, type Result, unwrap } from '@gameshelf/engine';
import { expect } from 'vitest';
import { dominoRun } from '../src/game.ts';
import { slotTile } from '../src/rules/line.ts';
import { setup } from '../src/rules/setup.ts';
import { TILES } from '../src/rules/tiles.ts';
import type { DominoRunMove, DominoRunState, PlayerMove, Slot, Tile } from '../src/types.ts';

/**
 * A line from text: `24` is a tile with 2 on its back space and 4 on its
 * front space; `33*` is a claimed key (face down); `__` is a pit.
 */
export function lineOf(spec: string): Slot[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((token): Slot => {
      if (token === '__') return { kind: 'pit' };
      const match = /^([0-6])([0-6])(\*?)$/.exec(token);
      if (!match) throw new Error(`bad slot ${token}`);
      return { kind: 'tile', first: Number(match[1]), second: Number(match[2]), faceDown: match[3] === '*' };
    });
}

export type Scripted = Partial<Omit<DominoRunState, 'line'>> & { line: string };

/** A position in the middle of turn 1 (the move phase, two dice unless given), pile = everything else. */
export function position(parts: Scripted): DominoRunState {
  const base = setup({ players: 1, options: { turnLimit: 300 } });
  const line = lineOf(parts.line);
  const used = new Set<Tile>([
    ...line.map(slotTile).filter((t): t is Tile => t !== null),
    ...(parts.abilities ?? []),
    ...(parts.keys ?? []),
    ...(parts.setAside ?? []),
  ]);
  const dice = parts.dice ?? [];
  const state: DominoRunState = {
    ...base,
    phase: 'move',
    turn: 1,
    toDeal: 0,
    mulliganed: true,
    rolled: dice,
    pile: TILES.filter((t) => !used.has(t)),
    ...parts,
    line,
  };
  expect(dominoRun.checkInvariants(state)).toEqual([]);
  return state;
}

/** Applies player moves in order, through `parseMove` as a match would; each must be accepted. */
export function play(state: DominoRunState, ...moves: DominoRunMove[]): DominoRunState {
  let s = state;
  for (const move of moves) s = unwrap(dominoRun.apply(s, 0, unwrap(dominoRun.parseMove(move))));
  expect(dominoRun.checkInvariants(s)).toEqual([]);
  return s;
}

/** Applies chance outcomes in order; each must be accepted. */
export function chance(state: DominoRunState, ...moves: DominoRunMove[]): DominoRunState {
  let s = state;
  for (const move of moves) s = unwrap(dominoRun.apply(s, CHANCE, move));
  expect(dominoRun.checkInvariants(s)).toEqual([]);
  return s;
}

/** The move is refused with this code, and the state is left exactly as it was. */
export function expectRefused(
  state: DominoRunState,
  move: unknown,
  code: GameError['code'],
  actor: 0 | 'chance' = 0,
): void {
  const before = JSON.stringify(state);
  const parsed = dominoRun.parseMove(move);
  const result: Result<DominoRunState, GameError> = parsed.ok
    ? dominoRun.apply(state, actor, parsed.value)
    : parsed;
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    expect(result.error.message.length).toBeGreaterThan(0);
  }
  expect(JSON.stringify(state)).toBe(before);
}

/** The line as text again (the inverse of `lineOf`), for readable expectations. */
export function lineText(state: DominoRunState): string {
  return state.line
    .map((slot) => (slot.kind === 'pit' ? '__' : `${slot.first}${slot.second}${slot.faceDown ? '*' : ''}`))
    .join(' ');
}

/** The player's legal moves of one type. */
export function movesOf<T extends PlayerMove['type']>(
  state: DominoRunState,
  type: T,
): Extract<PlayerMove, { type: T }>[] {
  return dominoRun.legalMoves(state, 0).filter((m): m is Extract<PlayerMove, { type: T }> => m.type === type);
}
