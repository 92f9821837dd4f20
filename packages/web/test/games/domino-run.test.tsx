/**
 * The Domino Run board with scripted views and legal moves: what it offers
 * (exactly the legal moves, as lit dice, spaces, abilities and buttons),
 * what it reports to `onMove` (the very move objects it was given) and what
 * it shows (face-down keys, pits, keys, treasures, the turn). The scripted
 * positions are checked against the engine's own legal moves, so they are
 * positions the game can reach. The film between two views is in
 * domino-run-film.test.tsx.
 */
import { type DominoRunMove, dominoRun } from '@gameshelf/domino-run';
import { itemAt } from '@gameshelf/engine';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isDisabled } from '../elements.ts';
import {
  button,
  checked,
  cubeAt,
  dieButtons,
  enabled,
  LINE,
  line,
  litDice,
  show,
  spaceButtons,
  table,
} from './domino-run/support.tsx';

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
    const dice = dieButtons();
    const [five, two] = [itemAt(dice, 0), itemAt(dice, 1)];
    five.focus();
    fireEvent.keyDown(five, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(two);
    fireEvent.click(five);
    const spaces = within(line()).getAllByRole('button');
    const [first, second] = [itemAt(spaces, 0), itemAt(spaces, 1)];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Home' });
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
    const dice = dieButtons();
    const [first, second] = [itemAt(dice, 0), itemAt(dice, 1)];
    fireEvent.click(second);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(spaceButtons('target')).toEqual([10, 11]);
    fireEvent.click(second);
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
    expect(step.getAttribute('aria-label')).toBe('1 ahead: blank. Step on for free: 1 space, onto a blank');
    fireEvent.click(step);
    expect(onMove.mock.calls[0]?.[0]).toBe(moves[1]);
  });

  it('End the move is the main button when no die can move you', () => {
    const stuck = table({ line: LINE, player: 10, dice: [2], rolled: [2, 2], combined: true });
    const end = checked(stuck, [{ type: 'endMove' }]);
    show(stuck, end);
    expect(dieButtons().every(isDisabled)).toBe(true);
    expect(screen.getAllByRole('button', { name: 'End the move' }).at(-1)?.className).toContain('primary');
    expect(screen.getAllByText('End the move: the black cube comes.').length).toBeGreaterThan(0);
  });

  it('DR-7 an ability is a button only when the legal moves convert with it', () => {
    const held = table({ line: LINE, dice: [5, 2], abilities: [25, 34], abilitiesUsed: [34] });
    const moves = dominoRun.legalMoves(held, 0);
    const convert = moves.find((m) => m.type === 'convertDie');
    expect(convert).toEqual({ type: 'convertDie', ability: 25 });
    const { onMove } = show(held, moves);
    const used = button('Ability 3:4: turn a 3 into a 4, used this turn');
    expect(isDisabled(used)).toBe(true);
    fireEvent.click(button('Use ability 2:5: turn a 2 into a 5'));
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
