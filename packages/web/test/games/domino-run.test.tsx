/**
 * The Domino Run board with scripted views and legal moves: what it offers
 * (exactly the legal moves, as lit dice, spaces, abilities and buttons),
 * what it reports to `onMove` (the very move objects it was given), what it
 * shows (face-down keys, pits, keys, treasures, the turn), and the film
 * between two views (the cubes stepping, the back of the line crumbling).
 * The scripted positions are checked against the engine's own legal moves,
 * so they are positions the game can reach.
 */
import { type DominoRunMove, type DominoRunView, dominoRun, type Slot } from '@gameshelf/domino-run';
import { CHANCE, unwrap } from '@gameshelf/engine';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardProps, LogLine } from '../../src/games/board.ts';
import Board from '../../src/games/domino-run/Board.tsx';
import { filmBetween, settled, shiftBetween, timing } from '../../src/games/domino-run/scene.ts';

/** `'23 33* __'`: a tile with 2 on its back space and 3 on its front, a claimed key face down, a pit. */
function lineOf(spec: string): Slot[] {
  return spec.split(/\s+/).map((t): Slot => {
    if (t === '__') return { kind: 'pit' };
    return { kind: 'tile', first: Number(t[0]), second: Number(t[1]), faceDown: t.endsWith('*') };
  });
}

const ALL_TILES = Array.from({ length: 7 }, (_, a) =>
  Array.from({ length: 7 - a }, (_, i) => 10 * a + a + i),
).flat();

type Spec = Partial<Omit<DominoRunView, 'line'>> & { line: string };

/** A position in the move phase of turn 3 unless told; the pile is every tile seen nowhere else. */
function table(spec: Spec): DominoRunView {
  const line = lineOf(spec.line);
  const used = new Set<number>([...(spec.abilities ?? []), ...(spec.keys ?? [])]);
  for (const s of line)
    if (s.kind === 'tile') used.add(Math.min(s.first, s.second) * 10 + Math.max(s.first, s.second));
  return {
    options: { turnLimit: 300 },
    phase: 'move',
    turn: 3,
    enemy: 0,
    player: 5,
    pile: ALL_TILES.filter((t) => !used.has(t)),
    pool: 2,
    abilities: [],
    keys: [],
    rolled: spec.dice ?? [],
    dice: [],
    combined: false,
    abilitiesUsed: [],
    pendingTreasures: 0,
    setAside: [],
    toDeal: 0,
    mulliganed: true,
    treasuresTaken: 0,
    timesCaught: 0,
    loss: null,
    ...spec,
    line,
  };
}

/** The scripted legal list is exactly what the engine lists for that view. */
function checked(view: DominoRunView, legal: DominoRunMove[]): DominoRunMove[] {
  expect(dominoRun.legalMoves(view, 0)).toEqual(legal);
  return legal;
}

const logOf = (n: number): LogLine[] =>
  Array.from({ length: n }, (_, index) => ({ index, player: 0, move: { type: 'endMove' }, text: 'you …' }));

function show(
  view: DominoRunView,
  legal: DominoRunMove[] | null,
  more: Partial<BoardProps<DominoRunView, DominoRunMove>> = {},
) {
  const onMove = vi.fn<(move: DominoRunMove) => void>();
  const props: BoardProps<DominoRunView, DominoRunMove> = {
    view,
    legal,
    onMove,
    seat: 0,
    seats: [{ seat: 0, name: 'You', kind: 'you' }],
    log: logOf(10),
    pending: false,
    ...more,
  };
  const utils = render(<Board {...props} />);
  const rerender = (next: Partial<BoardProps<DominoRunView, DominoRunMove>>) =>
    utils.rerender(<Board {...props} {...next} />);
  return { onMove, rerender, container: utils.container };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const line = () => screen.getByRole('toolbar', { name: 'The line of dominoes, back to front' });
/** The spaces that are buttons now, by their place in the line. */
const spaceButtons = (look?: string) =>
  within(line())
    .queryAllByRole('button')
    .filter((b) => !look || b.classList.contains(look))
    .map((b) => Number(b.getAttribute('data-space')));
const dieButtons = () => within(screen.getByRole('toolbar', { name: 'Dice to use' })).getAllByRole('button');
const litDice = () =>
  dieButtons()
    .filter((b) => b.classList.contains('offered') && !(b as HTMLButtonElement).disabled)
    .map((b) => b.getAttribute('aria-label'));
const cubeAt = (container: HTMLElement, kind: 'player' | 'enemy') => {
  const cube = container.querySelector(`.dr-cube.${kind}`);
  if (cube?.closest('.dr-start')) return -1;
  return Number(cube?.closest('[data-space]')?.getAttribute('data-space'));
};
const enabled = (container: HTMLElement) =>
  [...container.querySelectorAll('button')]
    .filter((b) => !b.disabled)
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

// You stand on the 6 of 5:6 (space 5); ahead: 1 2 | 3 0 | 0 4 | 4 4 (a key) | 4 6.
const LINE = '23 35 56 12 30 04 44 46';

describe('Domino Run board: the line and the table', () => {
  it('DR-2 shows every space with its pips, claimed keys face down and pits, and both cubes', () => {
    const view = table({ line: '23 33* __ 56 12', enemy: 1, player: 7, keys: [11] });
    show(view, null);
    const spaces = within(line())
      .getAllByRole('img')
      .map((el) => el.getAttribute('aria-label'));
    expect(spaces).toEqual([
      'The pit behind the first domino',
      '7 behind: 2',
      '6 behind: 3; the black cube',
      '5 behind: claimed key, face down',
      '4 behind: claimed key, face down',
      '3 behind: pit',
      '2 behind: pit',
      '1 behind: 5',
      'your space: 6; the white cube (you)',
      '1 ahead: 1',
      '2 ahead: 2',
    ]);
    // Keys: 3:3 face down in the line and 1:1 knocked out and kept both count.
    expect(screen.getByRole('list', { name: 'Keys claimed: double 1, double 3' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Keys' }).textContent).toContain('2 of 7');
    expect(screen.getByText(/Turn 3/).textContent).toBe('Turn 3 of 300');
  });

  it('DR-4 at the start: offers exactly keep and mulligan, and reports the move given', () => {
    const view = table({ line: '25 12 03 04 41', phase: 'mulligan', turn: 0, player: 5, mulliganed: false });
    const legal = checked(view, [{ type: 'mulligan' }, { type: 'keep' }]);
    const { onMove, container } = show(view, legal);
    const prompt = screen.getByRole('region', { name: 'Your run begins' });
    // Keeping comes first, as the main button.
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((b) => b.firstChild?.textContent),
    ).toEqual(['Keep the line', 'Mulligan: five new dominoes']);
    expect(container.querySelector('.dr-board')?.getAttribute('data-step')).toBe('mulligan');
    fireEvent.click(within(prompt).getByRole('button', { name: /Keep the line/ }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('offers nothing when it is not your move, while a move is on its way, or to a spectator', () => {
    const view = table({ line: LINE, dice: [5, 2] });
    const legal = dominoRun.legalMoves(view, 0);
    const { container, rerender } = show(view, null);
    expect(enabled(container)).toEqual([]);
    rerender({ legal, pending: true });
    expect(enabled(container)).toEqual([]);
    expect(container.querySelector('.dr-board')?.getAttribute('data-step')).toBe('wait');
    rerender({ legal: null, pending: false, seat: null });
    expect(screen.getByText('Watching the run.')).toBeTruthy();
  });
});

describe('Domino Run board: moving (DR-5)', () => {
  const view = table({ line: LINE, dice: [5, 2] });
  const legal = (): DominoRunMove[] =>
    checked(view, [
      { type: 'useDie', face: 5, spaces: 1 },
      { type: 'useDie', face: 5, spaces: 2 },
      { type: 'useDie', face: 2, spaces: 1 },
      { type: 'combineDice', faces: [5, 2], spaces: 1 },
      { type: 'combineDice', faces: [5, 2], spaces: 2 },
      { type: 'combineDice', faces: [5, 2], spaces: 3 },
      { type: 'combineDice', faces: [5, 2], spaces: 4 },
      { type: 'combineDice', faces: [5, 2], spaces: 5 },
      { type: 'endMove' },
    ]);

  it('lights both dice and every space some move reaches; a die then lights only its own landings', () => {
    const moves = legal();
    const { onMove } = show(view, moves);
    expect(litDice()).toEqual(['Die showing 5', 'Die showing 2']);
    expect(spaceButtons()).toEqual([6, 7, 8, 9, 10]);
    fireEvent.click(button('Die showing 5'));
    expect(button('Die showing 5, picked').getAttribute('aria-pressed')).toBe('true');
    // The 5 alone lands on 6 or 7; 8 to 10 need the 2 as well, which is lit to be added.
    expect(spaceButtons('target')).toEqual([6, 7]);
    expect(spaceButtons('reach')).toEqual([8, 9, 10]);
    expect(litDice()).toEqual(['Die showing 2: add it to the picked die']);
    const far = within(line()).getByRole('button', { name: /^2 ahead/ });
    expect(far.getAttribute('aria-label')).toBe('2 ahead: 2. Move with the 5: 2 spaces, onto the 2');
    fireEvent.click(far);
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[1]);
  });

  it('two dice picked are added together once a turn: their landings are lit', () => {
    const moves = legal();
    const { onMove } = show(view, moves);
    fireEvent.click(button('Die showing 2'));
    expect(spaceButtons('target')).toEqual([6]);
    fireEvent.click(button('Die showing 5: add it to the picked die'));
    expect(spaceButtons('target')).toEqual([6, 7, 8, 9, 10]);
    expect(screen.getByText('Pick a lit space: 2 + 5 = 7 to spend together.')).toBeTruthy();
    fireEvent.click(within(line()).getByRole('button', { name: /^5 ahead/ }));
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[7]);
  });

  it('a space touched first lights the dice that reach it; a die then makes the move', () => {
    const moves = legal();
    const { onMove } = show(view, moves);
    fireEvent.click(within(line()).getByRole('button', { name: /^3 ahead/ }));
    expect(spaceButtons('selected')).toEqual([8]);
    expect(screen.getByText('Now pick a lit die to reach that space.')).toBeTruthy();
    fireEvent.click(button('Die showing 5'));
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(button('Die showing 2: add it to the picked die'));
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[5]);
  });

  it('keyboard: arrow keys move along the dice and along the lit spaces (real buttons: Enter picks)', () => {
    const moves = legal();
    show(view, moves);
    const [five, two] = dieButtons() as HTMLElement[];
    five?.focus();
    fireEvent.keyDown(five as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(two);
    fireEvent.click(five as HTMLElement);
    const [first, second] = within(line()).getAllByRole('button');
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('a picked die is let go by touching it again or with Escape; End the move ends it', () => {
    const moves = legal();
    const { onMove } = show(view, moves);
    fireEvent.click(button('Die showing 5'));
    fireEvent.click(button('Die showing 5, picked'));
    expect(spaceButtons('target')).toEqual([]);
    fireEvent.click(button('Die showing 5'));
    fireEvent.keyDown(button('Die showing 5, picked'), { key: 'Escape' });
    expect(spaceButtons('target')).toEqual([]);
    expect(spaceButtons('reach')).toEqual([6, 7, 8, 9, 10]);
    fireEvent.click(button('End the move'));
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[8]);
  });

  it('a die that lands nowhere alone says so, and lights the die to add to it', () => {
    const short = table({ line: LINE, player: 7, dice: [2, 1] });
    const moves = checked(short, [
      { type: 'combineDice', faces: [2, 1], spaces: 1 },
      { type: 'combineDice', faces: [2, 1], spaces: 2 },
      { type: 'combineDice', faces: [2, 1], spaces: 3 },
      { type: 'endMove' },
    ]);
    const { onMove } = show(short, moves);
    fireEvent.click(button('Die showing 2'));
    expect(spaceButtons('target')).toEqual([]);
    expect(spaceButtons('reach')).toEqual([8, 9, 10]);
    expect(screen.getByText('The 2 alone reaches no space: add a lit die to it.')).toBeTruthy();
    fireEvent.click(button('Die showing 1: add it to the picked die'));
    expect(spaceButtons('target')).toEqual([8, 9, 10]);
    fireEvent.click(within(line()).getByRole('button', { name: /^1 ahead/ }));
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[0]);
  });

  it('two dice showing the same face: the second joins the first, and the landing claims a key', () => {
    const twin = table({ line: LINE, player: 9, dice: [6, 6] });
    const moves = checked(twin, [
      { type: 'useDie', face: 6, spaces: 1 },
      { type: 'useDie', face: 6, spaces: 2 },
      { type: 'combineDice', faces: [6, 6], spaces: 1 },
      { type: 'combineDice', faces: [6, 6], spaces: 2 },
      { type: 'combineDice', faces: [6, 6], spaces: 3 },
      { type: 'combineDice', faces: [6, 6], spaces: 4 },
      { type: 'step' },
      { type: 'endMove' },
    ]);
    const { onMove } = show(twin, moves);
    const [first, second] = dieButtons();
    fireEvent.click(second as HTMLElement);
    expect(first?.getAttribute('aria-pressed')).toBe('true');
    expect(spaceButtons('target')).toEqual([10, 11]);
    fireEvent.click(second as HTMLElement);
    expect(dieButtons().map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    const key = within(line()).getByRole('button', { name: /^4 ahead/ });
    expect(key.getAttribute('aria-label')).toBe(
      '4 ahead: 4, half of the double 4 (a key). Move with 6 + 6 together: 4 spaces, onto the 4 — claims a key!',
    );
    fireEvent.click(key);
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[5]);
  });

  it('DR-2 the next free space is a step on its own', () => {
    const free = table({ line: LINE, player: 9, dice: [1], rolled: [5, 1], combined: false });
    const moves = checked(free, [
      { type: 'useDie', face: 1, spaces: 1 },
      { type: 'step' },
      { type: 'endMove' },
    ]);
    const { onMove } = show(free, moves);
    expect(spaceButtons('target')).toEqual([10]);
    const step = within(line()).getByRole('button', { name: /^1 ahead/ });
    expect(step.getAttribute('aria-label')).toBe('1 ahead: blank. Step free: 1 space, onto a blank (free)');
    fireEvent.click(step);
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[1]);
  });

  it('End the move is the main button when no die can move you', () => {
    const stuck = table({ line: LINE, player: 10, dice: [2], rolled: [2, 2], combined: true });
    const end = checked(stuck, [{ type: 'endMove' }]);
    show(stuck, end);
    expect(dieButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getAllByRole('button', { name: 'End the move' }).at(-1)?.className).toContain('primary');
    expect(screen.getAllByText('End the move: the black cube comes.').length).toBeGreaterThan(0);
  });

  it('DR-7 an ability is a button only when the legal moves convert with it', () => {
    const held = table({ line: LINE, dice: [5, 2], abilities: [25, 34], abilitiesUsed: [34] });
    const moves = dominoRun.legalMoves(held, 0);
    const convert = moves.find((m) => m.type === 'convertDie');
    expect(convert).toEqual({ type: 'convertDie', ability: 25 });
    const { onMove } = show(held, moves);
    const used = button('Ability 3:4: turn a 3 into a 4 (used this turn)') as HTMLButtonElement;
    expect(used.disabled).toBe(true);
    fireEvent.click(button('Ability 2:5: turn a 2 into a 5'));
    expect(onMove.mock.calls[0]?.[0]).toBe(convert);
  });
});

describe('Domino Run board: treasures and catches (DR-7, DR-8)', () => {
  it('a claimed key asks for a treasure among exactly the ones offered', () => {
    const view = table({
      line: '23 35 56 12 30 04 44* 46',
      player: 13,
      phase: 'treasure',
      pendingTreasures: 1,
    });
    const legal = checked(view, [
      { type: 'chooseTreasure', treasure: 'die' },
      { type: 'chooseTreasure', treasure: 'ability' },
    ]);
    const { onMove } = show(view, legal);
    const prompt = screen.getByRole('region', { name: 'Key claimed!' });
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((b) => b.firstChild?.textContent),
    ).toEqual(['Take a Bonus Die', 'Take a Bonus Ability']);
    fireEvent.click(within(prompt).getByRole('button', { name: /Bonus Ability/ }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('caught: give up a bonus die or one of the abilities held', () => {
    const view = table({
      line: LINE,
      player: 9,
      enemy: -1,
      phase: 'caught',
      pool: 3,
      abilities: [25],
      timesCaught: 1,
    });
    const legal = checked(view, [{ type: 'sacrificeDie' }, { type: 'sacrificeAbility', ability: 25 }]);
    const { onMove, container } = show(view, legal);
    const prompt = screen.getByRole('region', { name: 'Caught!' });
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Give up a bonus die', 'Give up ability 2:5']);
    expect(cubeAt(container, 'enemy')).toBe(-1);
    expect(screen.getByText('Caught 1 time')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Give up ability 2:5' }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });
});

/** The view after the player's moves, then chance's, through the engine. */
function after(view: DominoRunView, moves: DominoRunMove[], chance: DominoRunMove[] = []): DominoRunView {
  let s = view;
  for (const m of moves) s = unwrap(dominoRun.apply(s, 0, m));
  for (const m of chance) s = unwrap(dominoRun.apply(s, CHANCE, m));
  return s;
}

describe('Domino Run board: the film between two views', () => {
  const time = timing(100);

  it('the line is matched across a sweep by its tiles; a new line is not', () => {
    expect(shiftBetween(lineOf(LINE), lineOf('30 04 44 46 15'))).toBe(4);
    expect(shiftBetween(lineOf('23 35 44*'), lineOf('35 __'))).toBe(1);
    expect(shiftBetween(lineOf(LINE), lineOf('01 16 66'))).toBe(null);
  });

  it('the white cube walks every space of its move, and a key turns face down as it passes', () => {
    const before = table({ line: LINE, player: 9, dice: [6, 6] });
    const next = after(before, [{ type: 'combineDice', faces: [6, 6], spaces: 4 }]);
    const { frames } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => f.scene.player)).toEqual([10, 11, 12]);
    expect(frames.every((f) => f.scene.line[6]?.kind === 'tile' && !f.scene.line[6].faceDown)).toBe(true);
    expect(next.line[6]).toEqual({ kind: 'tile', first: 4, second: 4, faceDown: true });
  });

  it('DR-8 the black cube steps up to you, and the swept back of the line crumbles', () => {
    const before = table({ line: LINE, player: 9, enemy: 0 });
    const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [3, 1] }]);
    expect([next.enemy, next.player, next.line.length]).toEqual([0, 7, 7]);
    const { frames, base } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => [f.scene.enemy, f.scene.leaving])).toEqual([
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(base).toBe(1);
  });

  it('DR-8 a catch: the black cube reaches your space, then goes back to the pit', () => {
    const before = table({ line: LINE, player: 9, enemy: 7, pool: 3 });
    const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [4, 4] }]);
    expect([next.enemy, next.timesCaught, next.pool]).toEqual([-1, 1, 2]);
    const { frames } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => [f.scene.enemy, f.scene.caught])).toEqual([
      [8, false],
      [9, true],
    ]);
  });

  it('DR-8 a claimed key stepped on falls into a pit before the back crumbles', () => {
    const before = table({ line: '23 35 56 11* 30 04 44 46', player: 9, enemy: 5 });
    const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [2, 2] }]);
    expect(next.keys).toEqual([11]);
    const { frames } = filmBetween(settled(before, 0), 0, next, time);
    expect(frames.map((f) => [f.scene.enemy, f.scene.line[3]?.kind, f.scene.leaving])).toEqual([
      [6, 'tile', 0],
      [6, 'pit', 0],
      [6, 'pit', 3],
    ]);
  });

  describe('on the board', () => {
    afterEach(() => {
      vi.useRealTimers();
      document.documentElement.style.removeProperty('--speed');
    });

    it('plays the black cube’s steps after End the move, offering nothing until the line is still', () => {
      document.documentElement.style.setProperty('--speed', '100ms');
      vi.useFakeTimers();
      const before = table({ line: LINE, player: 9, enemy: 0, dice: [], rolled: [4, 2] });
      const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [3, 1] }]);
      const { container, rerender } = show(before, dominoRun.legalMoves(before, 0), { log: logOf(10) });
      const board = () => container.querySelector('.dr-board') as HTMLElement;
      const firstTile = () => container.querySelector('.dr-slot')?.getAttribute('data-flip');
      expect(firstTile()).toBe('slot:0');
      rerender({ view: next, legal: dominoRun.legalMoves(next, 0), log: logOf(12) });
      expect(cubeAt(container, 'enemy')).toBe(1);
      expect(board().getAttribute('data-step')).toBe('wait');
      expect(board().getAttribute('aria-busy')).toBe('true');
      expect(enabled(container)).toEqual([]);
      // The new roll waits until the black cube has moved: the dice still show this turn's, all used.
      expect(screen.getByRole('region', { name: 'Dice' }).textContent).toContain('All used');
      act(() => vi.advanceTimersByTime(100));
      expect(cubeAt(container, 'enemy')).toBe(2);
      act(() => vi.advanceTimersByTime(100));
      expect(container.querySelector('.dr-slot')?.classList.contains('dr-leaving')).toBe(true);
      act(() => vi.advanceTimersByTime(200));
      // The new position: the 2:3 is gone, the 3:5 keeps its key, the cubes stand where the engine put them.
      expect(firstTile()).toBe('slot:1');
      expect([cubeAt(container, 'enemy'), cubeAt(container, 'player')]).toEqual([0, 7]);
      expect(board().getAttribute('data-step')).toBe('move');
      expect(board().getAttribute('aria-busy')).toBe('false');
      expect(litDice()).toEqual(['Die showing 3', 'Die showing 1']);
    });

    it('a replay stepping back shows the earlier position at once', () => {
      document.documentElement.style.setProperty('--speed', '100ms');
      const before = table({ line: LINE, player: 9, enemy: 0 });
      const next = after(before, [{ type: 'endMove' }], [{ type: 'roll', dice: [3, 1] }]);
      const { container, rerender } = show(next, null, { log: logOf(12), seat: null });
      rerender({ view: before, log: logOf(10) });
      expect([cubeAt(container, 'enemy'), cubeAt(container, 'player')]).toEqual([0, 9]);
      // The 2:3 comes back in front of the 3:5, which keeps its key.
      expect(container.querySelector('.dr-slot')?.getAttribute('data-flip')).toBe('slot:-1');
    });
  });
});
