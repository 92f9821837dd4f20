/**
 * The terminal UI: the map, the narration, the menu grouping and typed shots.
 */
import { type NarrationContext, PLAIN_STYLE, type SeenEntry } from '@gameshelf/engine';
import { seatNames, wordsOf } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { smashdodes as game } from '../src/game.ts';
import { smashdodesModule } from '../src/index.ts';
import en from '../src/locales/en.json' with { type: 'json' };
import it_ from '../src/locales/it.json' with { type: 'json' };
import { resolveShot } from '../src/rules/resolve.ts';
import { parseInput } from '../src/text/input.ts';
import { menuPath, render } from '../src/text.ts';
import type { AttackShot, Execute, SmashMove, SmashState, SmashView } from '../src/types.ts';
import { A, B, DIE, inBand, outcome, position, restingPose } from './helpers.ts';

const s = position([
  { die: DIE.A_D8A, x: -0.05, z: 0.1, value: 6 },
  { die: DIE.B_D4A, x: 0.08, z: -0.1, value: 2 },
  { die: DIE.B_D20, x: 0, z: 0, value: 13 },
]);
const view = game.view(s, A);

describe('text UI', () => {
  it('draws the board from above with each die where it lies, A at the bottom', () => {
    const map = render(view, PLAIN_STYLE).split('\n').slice(1, 27);
    const rowOf = (mark: string) => map.findIndex((l) => l.includes(mark));
    // C (A's first D8) lies 10 cm towards A's side of g (B's D20, at the centre), a (B's first D4)
    // 10 cm towards B's: 5 rows of 2 cm each way.
    expect(rowOf('C') - rowOf('g')).toBe(5);
    expect(rowOf('g') - rowOf('a')).toBe(5);
    expect(render(view, PLAIN_STYLE)).toContain('g B-d20     13 at (+0, +0) mm in the target');
    expect(render(view, PLAIN_STYLE)).toContain('Player 1 hand: A-d4a A-d4b A-d8b A-d10a A-d10b A-d20');
    expect(render(view, PLAIN_STYLE)).toContain('Player 1 to shoot');
  });

  it('groups the sampled shots by die, then target, then strength', () => {
    const paths = game.legalMoves(s, A).map((m) => menuPath(m, view));
    expect(paths.every((p) => p.length === 3)).toBe(true);
    const attacks = paths.filter((p) => p[0] === 'Attack with A-d8a (6)');
    expect(new Set(attacks.map((p) => p[1]))).toEqual(new Set(['B-d4a (2)']));
    expect(attacks.length).toBeGreaterThan(10);
    expect(paths.filter((p) => p[0] === 'Drop A-d20').length).toBeGreaterThan(20);
  });

  it('reads typed shots, aiming an attack at its target when no heading is given', () => {
    expect(parseInput('drop G 10 -5 120', view)).toEqual({
      ok: true,
      value: { type: 'drop', die: DIE.A_D20, x: 10, z: -5, height: 120, spin: [0, 0, 0] },
    });
    const aimed = parseInput('attack A-d8a a 2000', view);
    expect(aimed).toMatchObject({
      ok: true,
      value: { type: 'attack', die: DIE.A_D8A, target: DIE.B_D4A, lift: 0 },
    });
    const v = aimed.ok && aimed.value.type === 'attack' ? aimed.value.velocity : [0, 0, 0];
    // From (-50, 100) to (80, -100) mm: along (130, -200)/|…|.
    expect(v[0] / v[2]).toBeCloseTo(-130 / 200, 2);
    expect(Math.hypot(...v)).toBeLessThanOrEqual(2000);
    expect(parseInput('attack C a 3000 90 150', view)).toEqual({
      ok: true,
      value: {
        type: 'attack',
        die: DIE.A_D8A,
        target: DIE.B_D4A,
        velocity: [0, 0, -3000],
        lift: 150,
        spin: [0, 0, 0],
      },
    });
    expect(parseInput('skip', view)).toEqual({ ok: true, value: { type: 'skip' } });
  });

  it('refuses typed nonsense with a code, and typed moves still meet the rules', () => {
    for (const text of ['', 'fly C', 'drop Q 1 2', 'drop C 1.5 2', 'attack C', 'skip now'])
      expect(parseInput(text, view)).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    const far = parseInput('drop G 40 0', view);
    expect(far.ok && game.apply(s, A, far.value)).toMatchObject({
      ok: false,
      error: { code: 'move/illegal' },
    });
  });
});

describe('the narration', () => {
  const t = wordsOf(en);
  const seats = seatNames(2);
  const narrate = (entry: SeenEntry, context: Partial<NarrationContext<SmashView>> = {}, words = t) =>
    smashdodesModule.text.narrate(entry, { viewer: A, seats, mover: A, last: false, ...context }, words);
  const shot: AttackShot = {
    type: 'attack',
    die: DIE.A_D8A,
    target: DIE.B_D4A,
    velocity: [0, 0, -1500],
    lift: 40,
    spin: [0, 0, 0],
  };

  it('tells each shot as aimed, players by their seats and dice by their labels', () => {
    expect(narrate({ index: 5, player: A, move: shot })).toEqual([
      'Player 1 attacks B-d4a with A-d8a: 1500 mm/s towards 90°, lifted 40 mm.',
    ]);
    expect(narrate({ index: 0, player: 'chance', move: { type: 'rollOff', rolls: [4, 4] } })).toEqual([
      'The D20 roll-off: Player 1 rolls 4, Player 2 rolls 4.',
      'A tie: they roll again.',
    ]);
    const execute: SmashMove = { type: 'execute', aim: 12, power: -30, dx: 0, dz: 0 };
    expect(narrate({ index: 6, player: 'chance', move: execute })).toEqual([
      'The table executes the shot +0.12° off its aim and -0.3% off its power.',
    ]);
  });

  it('SD-8 SD-11 tells what the shot touched first, each die knocked out or sent back, and the end of the game', () => {
    const EXECUTE: Execute = { type: 'execute', aim: 0, power: 0, dx: 0, dz: 0 };
    const before = position([
      { die: DIE.A_D8A, x: -0.05, z: 0, value: 6 },
      { die: DIE.B_D20, x: 0.05, z: 0, value: 2 },
      { die: DIE.B_D8A, x: 0.08, z: 0.02, value: 3 },
    ]);
    if (before.stage.kind !== 'turn') throw new Error('the scripted position is a turn');
    const after: SmashState = resolveShot(
      before,
      before.stage,
      { ...shot, target: DIE.B_D20 },
      EXECUTE,
      outcome(
        { [DIE.A_D8A]: restingPose('d8', 0.02, 0, 5), [DIE.B_D20]: inBand('d20', 2), [DIE.B_D8A]: null },
        DIE.B_D20,
      ),
    );
    const views = { before: game.view(before, B), after: game.view(after, B) };
    expect(
      narrate({ index: 9, player: 'chance', move: EXECUTE }, { ...views, viewer: B, last: true }),
    ).toEqual([
      'The shot goes exactly as aimed.',
      'A-d8a first touches B-d20.',
      "B-d8a leaves the board and goes back to Player 2's hand.",
      'B-d20 is knocked out of bounds.',
      'Player 1 wins: B-d20 is out.',
    ]);
    // The board says the same in its own words, seats as the log names them, and no ruling code.
    const board = render(views.after, PLAIN_STYLE);
    expect(board.split('\n')[0]).toBe('Game over: Player 1 wins (B-d20 is out)');
    expect(board).toContain('Last shot by Player 1: first touched B-d20, ');
    expect(board).toContain('B-d8a → hand (out of play); B-d20 → ko (knocked out of bounds)');
    expect(after.stage).toMatchObject({ kind: 'over', reason: 'B-d20 was knocked out (SD-11)' });
    expect(board).not.toMatch(/SD-\d|\bP\d/);
    const bothOut: SmashView = {
      ...views.after,
      stage: {
        kind: 'over',
        winner: B,
        reason: 'both D20s were knocked out in one shot: the shooter loses (SD-11)',
      },
      dice: views.after.dice.map((d, i) => (i === DIE.A_D20 ? { ...d, place: { at: 'ko' } } : d)),
    };
    expect(render(bothOut, PLAIN_STYLE).split('\n')[0]).toBe(
      'Game over: Player 2 wins (both D20s out in one shot: the shooter, Player 1, loses)',
    );
    expect(
      narrate(
        { index: 9, player: 'chance', move: EXECUTE },
        { ...views, seats: seatNames(2, 'it'), last: true },
        wordsOf(it_, 'it'),
      ).slice(1, 3),
    ).toEqual(['A-d8a tocca per primo B-d20.', 'B-d8a esce dal tavoliere e torna in mano a Giocatore 2.']);
  });
});
