/**
 * The Smashdodes board with positions the engine really reached (exact
 * shots, a fixed seed) and its own legal moves: the dice in words (owner,
 * kind, value, where, hands and knock-outs), what is offered (only the
 * dice, targets and skip of `legal`), the shot built from an aim (a click
 * in the target, a drag) within the limits and judged legal by the engine,
 * and the film of a shot decoded from its recorded trajectory and drawn at
 * 60 fps. The 3D stage is replaced by a stand-in that records what the
 * board tells it and lets the test act as the pointer (happy-dom has no
 * WebGL).
 */
import { Match, type Player, unwrap } from '@gameshelf/engine';
import {
  type AttackShot,
  type DropShot,
  type SmashMove,
  type SmashOptions,
  type SmashState,
  type SmashView,
  smashdodes,
} from '@gameshelf/smashdodes';
import { previewShot } from '@gameshelf/smashdodes/preview';
import { decodeTrajectory, TrajectoryWriter } from '@gameshelf/smashdodes/trajectory';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoardProps } from '../../src/games/board.ts';
import Board from '../../src/games/smashdodes/Board.tsx';
import { DRAW_FPS, drawTimes, filmOf, lastFilm, poseAt } from '../../src/games/smashdodes/playback.ts';
import type { StageProps } from '../../src/games/smashdodes/Stage.tsx';
import {
  aimFromDrag,
  attackShot,
  dropPoint,
  dropShot,
  offered,
  offersOf,
  velocityOf,
} from '../../src/games/smashdodes/shots.ts';
import { logLines, renderBoard } from './render-board.tsx';

const stage = vi.hoisted(() => ({ props: null as StageProps | null }));

vi.mock('../../src/games/smashdodes/Stage.tsx', () => ({
  default: (props: StageProps) => {
    stage.props = props;
    return <div data-testid="stage" />;
  },
}));

/** A match with exact shots; each step drops the first die its player may drop, over (-10, 5), (0, 5) or (10, 5) mm. */
function playDrops(shots: number): Match<SmashState, SmashMove, SmashView, SmashOptions> {
  // The physics model pinned: these scripted positions come from the shots' outcomes.
  const match = unwrap(
    Match.create(smashdodes, { players: 2, options: { exact: true, physics: 2 }, seed: 'sd-board' }),
  );
  for (let i = 0; i < shots; i++) {
    const player = match.toAct()[0] as Player;
    const first = match.legalMoves(player).find((m): m is DropShot => m.type === 'drop') as DropShot;
    const move: DropShot = {
      type: 'drop',
      die: first.die,
      x: (i % 3) * 10 - 10,
      z: 5,
      height: 80,
      spin: [0, 0, 0],
    };
    expect(match.play(player, move).ok).toBe(true);
  }
  return match;
}

interface Position {
  readonly match: Match<SmashState, SmashMove, SmashView, SmashOptions>;
  readonly player: Player;
  readonly view: SmashView;
  readonly legal: SmashMove[];
}

function position(shots: number): Position {
  const match = playDrops(shots);
  const player = match.toAct()[0] as Player;
  return { match, player, view: match.view(player), legal: match.legalMoves(player) };
}

const logOf = (n: number) => logLines(n, { type: 'skip' }, '…');

function show(p: Position, more: Partial<BoardProps<SmashView, SmashMove>> = {}) {
  return renderBoard(Board, {
    view: p.view,
    legal: p.legal,
    seat: p.player,
    seats: [
      { seat: 0, name: p.player === 0 ? 'You' : 'Bot (easy)', kind: p.player === 0 ? 'you' : 'bot' },
      { seat: 1, name: p.player === 1 ? 'You' : 'Bot (easy)', kind: p.player === 1 ? 'you' : 'bot' },
    ],
    log: logOf(p.match.log.length),
    pending: false,
    ...more,
  });
}

const events = () => (stage.props as StageProps).events;
const board = (container: HTMLElement) => container.querySelector('.sd-board') as HTMLElement;
const panel = () => screen.getByRole('region', { name: 'The dice' });
const buttonTexts = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('button')
    .map((b) => b.textContent);

let early: Position;
let crowded: Position;

beforeAll(() => {
  early = position(3);
  crowded = position(7);
});

describe('Smashdodes board: the dice in words', () => {
  it('lists every die on the board with owner, kind, value and where it rests, and each hand', () => {
    show(early);
    const rows = within(panel()).getAllByRole('row').slice(1);
    const inPlay = early.view.dice.flatMap((d, i) => (d.place.at === 'play' ? [{ d, i }] : []));
    expect(rows).toHaveLength(inPlay.length);
    expect(inPlay.map(({ i }) => i)).toEqual([0, 7, 8]);
    for (const [k, { d }] of inPlay.entries()) {
      const cells = within(rows[k] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      if (d.place.at !== 'play') throw new Error('in play');
      const [x, , z] = d.place.pose.p.map((v) => Math.round(v * 1000) || 0) as [number, number, number];
      const signed = (v: number) => `${v >= 0 ? '+' : ''}${v}`;
      expect(cells).toEqual([
        d.owner === 0 ? 'Player A (You)' : 'Player B (Bot (easy))',
        d.kind.toUpperCase(),
        String(d.place.value),
        `(${signed(x)}, ${signed(z)})${d.place.inTarget ? ' in the target' : ''}`,
      ]);
    }
    const a = within(screen.getByRole('region', { name: 'Player A (You)' }));
    expect(a.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Drop A-d4b',
      'Drop A-d8a',
      'Drop A-d8b',
      'Drop A-d10a',
      'Drop A-d10b',
      'Drop A-d20',
    ]);
    const b = screen.getByRole('region', { name: 'Player B (Bot (easy))' });
    expect(within(b).queryAllByRole('button')).toHaveLength(0);
    expect(b.textContent).toContain('Hand: B-d8aB-d8bB-d10aB-d10bB-d20');
    expect(b.textContent).toContain('Knocked out: —');
  });

  it('shows knocked-out dice under their owner, struck through', () => {
    const dice = early.view.dice.map((d, i) => (i === 8 ? { ...d, place: { at: 'ko' as const } } : d));
    show({ ...early, view: { ...early.view, dice }, legal: [] });
    const b = screen.getByRole('region', { name: 'Player B (Bot (easy))' });
    const ko = within(b).getByText('B-d4b');
    expect(ko.className).toContain('ko');
    expect(within(panel()).getAllByRole('row')).toHaveLength(3);
  });
});

describe('Smashdodes board: what is offered', () => {
  it('offers exactly the dice of the legal moves: droppable dice in hand and attackers on the board', () => {
    const { container } = show(early);
    const offers = offersOf(early.legal);
    expect(offers.drops).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...offers.attacks]).toEqual([[0, [8]]]);
    expect(board(container).dataset.step).toBe('choose');
    expect(buttonTexts(panel())).toEqual([
      'Attack with A-d4a (2)',
      'Drop A-d4b',
      'Drop A-d8a',
      'Drop A-d8b',
      'Drop A-d10a',
      'Drop A-d10b',
      'Drop A-d20',
    ]);
    expect(stage.props?.scene.draggable).toEqual([0]);
    expect(screen.queryByRole('button', { name: 'Skip the turn' })).toBeNull();
  });

  it('offers nothing out of turn, while a move is pending, or to a spectator', () => {
    const { container, rerender } = show(early, { legal: null });
    expect(board(container).dataset.step).toBe('wait');
    expect(buttonTexts(panel())).toEqual([]);
    rerender({ legal: early.legal, pending: true });
    expect(buttonTexts(panel())).toEqual([]);
    rerender({ legal: null, pending: false, seat: null });
    expect(screen.getByText('Watching.')).toBeTruthy();
  });

  it('SD-10 skip is offered only when legal lists it, and is reported as given', () => {
    const skip: SmashMove = { type: 'skip' };
    const { onMove } = show({ ...early, legal: [skip] });
    fireEvent.click(screen.getByRole('button', { name: 'Skip the turn' }));
    expect(onMove).toHaveBeenCalledWith(skip);
    expect(onMove.mock.calls[0]?.[0]).toBe(skip);
  });
});

describe('Smashdodes board: building a shot from the aim', () => {
  it('SD-7 a drop-roll: a click in the target sets the point (pulled inside the circle); Drop-roll sends it, and the match plays it though it is not a sampled shot', () => {
    const { onMove, container } = show(early);
    fireEvent.click(screen.getByRole('button', { name: 'Drop A-d20' }));
    expect(board(container).dataset.step).toBe('drop');
    expect(stage.props?.scene.dropping).toBe(true);
    act(() => events().onPoint([0.05, -0.0004]));
    fireEvent.change(screen.getByLabelText('Height'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Drop-roll' }));
    const move = { type: 'drop', die: 6, x: 29, z: 0, height: 150, spin: [0, 0, 0] };
    expect(onMove).toHaveBeenCalledWith(move);
    expect(smashdodes.isLegal?.(early.match.state, 0, move as SmashMove)).toBe(true);
    // Not one of the sampled shots, and still played: `Match.play` is what the worker and the server run.
    expect(early.legal.map((m) => JSON.stringify(m))).not.toContain(JSON.stringify(move));
    expect(playDrops(3).play(0, move).ok).toBe(true);
  });

  it('SD-7 an attack: dragging sets heading and speed (capped at 3000 mm/s) and declares the legal target nearest the aim; the match plays it', () => {
    const { onMove, container } = show(crowded);
    const offers = offersOf(crowded.legal);
    const attacker = 2;
    const targets = offers.attacks.get(attacker) as number[];
    expect(targets.length).toBeGreaterThan(1);
    const from = crowded.view.dice[attacker]?.place;
    const aimed = crowded.view.dice[targets[1] as number]?.place;
    if (from?.at !== 'play' || aimed?.at !== 'play') throw new Error('in play');
    // Drag far beyond the target, straight through it: the fastest legal shot at it.
    const [fx, , fz] = from.pose.p;
    const [tx, , tz] = aimed.pose.p;
    const to: [number, number] = [fx + (tx - fx) * 20, fz + (tz - fz) * 20];
    act(() => events().onDrag(attacker, to));
    expect(board(container).dataset.step).toBe('attack');
    const select = screen.getByLabelText('Target') as HTMLSelectElement;
    expect([...select.options].map((o) => Number(o.value))).toEqual(targets);
    expect(Number(select.value)).toBe(targets[1]);
    expect(screen.getByText('3000 mm/s')).toBeTruthy();
    expect(stage.props?.scene.aim?.speed).toBe(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    const move = onMove.mock.calls[0]?.[0] as AttackShot;
    expect(move).toMatchObject({
      type: 'attack',
      die: attacker,
      target: targets[1],
      lift: 0,
      spin: [0, 0, 0],
    });
    const [vx, vy, vz] = move.velocity;
    expect(Math.hypot(vx, vy, vz)).toBeLessThanOrEqual(3000);
    expect(Math.hypot(vx, vy, vz)).toBeGreaterThan(2995);
    expect(smashdodes.isLegal?.(crowded.match.state, crowded.player, move)).toBe(true);
    expect(crowded.legal.map((m) => JSON.stringify(m))).not.toContain(JSON.stringify(move));
    expect(playDrops(7).play(crowded.player, move).ok).toBe(true);
  });

  it('a hint: its die is lit in the list, and “Aim as the hint says” aims that drop exactly; nothing is sent', () => {
    const suggested = early.legal.find((m): m is DropShot => m.type === 'drop') as DropShot;
    const { onMove, container } = show(early, { suggested });
    const lit = [...container.querySelectorAll('.sd-panel .hinted')].map((b) => b.textContent);
    expect(suggested.die).toBe(1);
    expect(lit).toEqual(['Drop A-d4b']);
    fireEvent.click(screen.getByRole('button', { name: 'Aim as the hint says' }));
    expect(board(container).dataset.step).toBe('drop');
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Drop-roll' }));
    expect(onMove).toHaveBeenCalledWith(suggested);
  });

  it('a hinted attack aims its die at its target with its speed; the shot built is within a millimetre a second of it', () => {
    const offers = offersOf(crowded.legal);
    const [attacker, targets] = [...offers.attacks.entries()][0] as [number, number[]];
    const suggested = attackShot({
      die: attacker,
      target: targets[0] as number,
      degrees: 37.5,
      speed: 2100,
      lift: 10,
      spin: [0, 5, 0],
    });
    const { onMove } = show(crowded, { suggested });
    fireEvent.click(screen.getByRole('button', { name: 'Aim as the hint says' }));
    fireEvent.click(screen.getByRole('button', { name: 'Shoot' }));
    const move = onMove.mock.calls[0]?.[0] as AttackShot;
    expect(move).toMatchObject({
      type: 'attack',
      die: attacker,
      target: targets[0],
      lift: 10,
      spin: [0, 5, 0],
    });
    const off = move.velocity.map((v, i) => Math.abs(v - (suggested.velocity[i] as number)));
    expect(Math.max(...off)).toBeLessThanOrEqual(1);
  });

  it('a hint to skip lights Skip; a hint of a die no longer offered offers no aim', () => {
    const skipping = { ...early, legal: [...early.legal, { type: 'skip' } as SmashMove] };
    show(skipping, { suggested: { type: 'skip' } });
    expect(screen.getByRole('button', { name: 'Skip the turn' }).classList.contains('hinted')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Aim as the hint says' })).toBeNull();
  });

  it('a target declared in the list re-aims straight at it; only legal targets are buttons', () => {
    show(crowded);
    const targets = offersOf(crowded.legal).attacks.get(2) as number[];
    fireEvent.click(screen.getByRole('button', { name: /^Attack with A-d8a/ }));
    const targetButtons = within(panel())
      .getAllByRole('button')
      .filter((b) => b.textContent?.startsWith('Target'));
    expect(targetButtons.map((b) => Number(b.closest('tr')?.getAttribute('data-die')))).toEqual(targets);
    fireEvent.click(targetButtons[targetButtons.length - 1] as HTMLElement);
    expect(stage.props?.scene.rest.marks.get(targets[targets.length - 1] as number)).toBe('declared');
    expect(stage.props?.scene.rest.marks.get(2)).toBe('chosen');
  });
});

describe('Smashdodes shots: within the limits', () => {
  it('a drop point outside the target circle is pulled in, in whole millimetres', () => {
    expect(dropPoint(100, 0)).toEqual({ x: 30, z: 0 });
    const { x, z } = dropPoint(-40, 40);
    expect(x * x + z * z).toBeLessThanOrEqual(900);
    expect([x, z]).toEqual([-21, 21]);
    expect(dropShot({ die: 1, x: 3.7, z: -2.2, height: 999, spin: [99, -99, 4.4] })).toEqual({
      type: 'drop',
      die: 1,
      x: 3,
      z: -2,
      height: 150,
      spin: [60, -60, 4],
    });
  });

  it('a launch velocity never exceeds 3000 mm/s, whatever the heading', () => {
    for (let degrees = 0; degrees < 360; degrees += 7) {
      const [vx, vy, vz] = velocityOf(degrees, 5000);
      expect(vx * vx + vy * vy + vz * vz).toBeLessThanOrEqual(3000 ** 2);
    }
    expect(velocityOf(90, 1000)).toEqual([0, 0, -1000]);
    expect(aimFromDrag([0, 0], [0.075, 0])).toEqual({ degrees: 0, speed: 1500 });
    expect(aimFromDrag([0, 0], [0, 1])).toEqual({ degrees: 270, speed: 3000 });
  });

  it('refuses to send a shot whose die, target or numbers legal does not allow', () => {
    const offers = offersOf(early.legal);
    const attack = attackShot({ die: 0, target: 8, degrees: 10, speed: 2000, lift: 0, spin: [0, 0, 0] });
    expect(offered(attack, offers)).toBe(true);
    expect(offered({ ...attack, target: 7 }, offers)).toBe(false);
    expect(offered({ ...attack, velocity: [3000, 0, 10] }, offers)).toBe(false);
    expect(offered({ ...attack, lift: 151 }, offers)).toBe(false);
    const drop = dropShot({ die: 6, x: 0, z: 0, height: 80, spin: [0, 0, 0] });
    expect(offered(drop, offers)).toBe(true);
    expect(offered({ ...drop, die: 13 }, offers)).toBe(false);
    expect(offered({ ...drop, x: 25, z: 25 }, offers)).toBe(false);
    expect(offered({ type: 'skip' }, offers)).toBe(false);
  });
});

describe('Smashdodes board: the film of a shot', () => {
  it('decodes a trajectory into tracks: a die rests where first listed, then keeps its last pose', () => {
    const writer = new TrajectoryWriter();
    const pose = (x: number) => ({ p: [x, 0.01, 0] as const, q: [0, 0, 0, 1] as const });
    writer.add(3, pose(0));
    writer.endFrame();
    writer.add(3, pose(0.01));
    writer.add(5, pose(0.1));
    writer.endFrame();
    writer.endFrame();
    writer.add(5, pose(0.12));
    writer.endFrame();
    const film = filmOf(writer.finish());
    expect(film.frames).toBe(4);
    expect(film.seconds).toBeCloseTo(3 / 30, 10);
    expect(film.tracks.get(3)?.map((p) => p.p[0])).toEqual([0, 0.01, 0.01, 0.01]);
    expect(film.tracks.get(5)?.map((p) => p.p[0])).toEqual([0.1, 0.1, 0.1, 0.12]);
  });

  it('draws a 30 fps film at 60 fps: positions halfway between frames, rotations slerped and unit', () => {
    const half = Math.SQRT1_2;
    const track = [
      { p: [0, 0, 0] as const, q: [0, 0, 0, 1] as const },
      { p: [0.02, 0.01, -0.04] as const, q: [0, half, 0, half] as const },
    ];
    const mid = poseAt(track, 30, 1 / 60);
    expect(mid.p.map((v) => Number(v.toFixed(6)))).toEqual([0.01, 0.005, -0.02]);
    // Halfway through a 90° turn about y is 45° about y.
    expect(mid.q[1]).toBeCloseTo(Math.sin(Math.PI / 8), 6);
    expect(mid.q[3]).toBeCloseTo(Math.cos(Math.PI / 8), 6);
    expect(Math.hypot(...mid.q)).toBeCloseTo(1, 9);
    expect(poseAt(track, 30, 5)).toBe(track[1]);
    const film = filmOf({ fps: 30, frames: 31, data: '' });
    expect(drawTimes({ ...film, seconds: 1 })).toHaveLength(DRAW_FPS + 1);
  });

  it('a real shot’s film ends where the view says each die rests', () => {
    const film = lastFilm(crowded.view);
    if (!film || !crowded.view.last) throw new Error('a shot was played');
    expect(film.frames).toBe(crowded.view.last.trajectory.frames);
    expect(decodeTrajectory(crowded.view.last.trajectory)).toHaveLength(film.frames);
    for (const [die, track] of film.tracks) {
      const place = crowded.view.dice[die]?.place;
      if (place?.at !== 'play') continue;
      const end = poseAt(track, film.fps, film.seconds);
      for (let k = 0; k < 3; k++) expect(end.p[k]).toBeCloseTo(place.pose.p[k] as number, 4);
    }
  });

  it('a new shot plays on the stage before anything is offered again; the panel shows the position before it', () => {
    const before = position(6);
    const { container, rerender } = show(before, { legal: null });
    expect(stage.props?.film).toBeNull();
    rerender({ view: crowded.view, legal: crowded.legal, log: logOf(crowded.match.log.length) });
    expect(board(container).dataset.playing).toBe('yes');
    expect(stage.props?.film?.film.frames).toBe(crowded.view.last?.trajectory.frames);
    expect(board(container).dataset.step).toBe('wait');
    expect(within(panel()).getAllByRole('row')).toHaveLength(
      1 + before.view.dice.filter((d) => d.place.at === 'play').length,
    );
    act(() => events().onFilmEnd());
    expect(board(container).dataset.playing).toBe('no');
    expect(board(container).dataset.step).toBe('choose');
    fireEvent.click(screen.getByRole('button', { name: 'Replay the last shot' }));
    expect(board(container).dataset.playing).toBe('yes');
  });
});

describe('Smashdodes board: the shot preview', () => {
  it('plays the film of where the aim leads, sends no move, and leaves the board aiming as it was', async () => {
    const { onMove, container } = show(early);
    fireEvent.click(screen.getByRole('button', { name: 'Drop A-d20' }));
    act(() => events().onPoint([0.02, 0.01]));
    fireEvent.click(screen.getByRole('button', { name: 'Preview the shot' }));
    await waitFor(() => expect(board(container).dataset.playing).toBe('yes'));
    expect(onMove).not.toHaveBeenCalled();
    // The film is the game's own preview of that very shot: executed as aimed, the die falling upright.
    const aimed = { type: 'drop', die: 6, x: 20, z: 10, height: 80, spin: [0, 0, 0] } as const;
    const expected = previewShot(early.view, early.player, aimed);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(stage.props?.film?.film.frames).toBe(expected.value.last?.trajectory.frames);
    act(() => events().onFilmEnd());
    expect(board(container).dataset.playing).toBe('no');
    // Back where it was: still aiming the same drop, nothing played.
    expect(board(container).dataset.step).toBe('drop');
    fireEvent.click(screen.getByRole('button', { name: 'Drop-roll' }));
    expect(onMove).toHaveBeenCalledWith(aimed);
  });
});
