/**
 * The DIGIT board with scripted views: exactly the sticks and edges the legal
 * moves use are offered, `onMove` gets the very move it was given, and the
 * cards, piles, scores and out-of-turn discards show as each version says.
 */
import { type DigitMove, type DigitView, digitGame } from '@gameshelf/digit';
import type { Stick } from '@gameshelf/digit/figures';
import { itemAt, Match } from '@gameshelf/engine';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BoardProps, LogLine, SeatLabel } from '../../src/games/board.ts';
import DigitBoard from '../../src/games/digit/Board.tsx';
import { isDisabled } from '../elements.ts';

const LINE: readonly Stick[] = [
  [0, 0, 1, 0],
  [1, 0, 2, 0],
  [2, 0, 3, 0],
  [3, 0, 4, 0],
  [4, 0, 5, 0],
];
const H = { hidden: true } as const;
const SEATS: readonly SeatLabel[] = [
  { seat: 0, name: 'You', kind: 'you' },
  { seat: 1, name: 'Bot (medium)', kind: 'bot' },
];

function view(over: Partial<DigitView> = {}): DigitView {
  return {
    viewer: 0,
    options: { version: 'standard', open: false, games: 1 },
    players: 2,
    game: 0,
    finished: [],
    start: 12,
    figure: LINE,
    deckSize: 40,
    hands: [
      [3, 17, 22],
      [H, H, H, H],
    ],
    piles: [[], []],
    turn: 0,
    phase: { type: 'move' },
    moves: 4,
    matched: 0,
    penalty: 0,
    ...over,
  };
}

const move = (from: Stick, to: Stick): DigitMove => ({ type: 'move', from, to });
const OFF_END = move([0, 0, 1, 0], [5, 0, 6, 0]);
const UP = move([0, 0, 1, 0], [1, -1, 1, 0]);
const DOWN = move([4, 0, 5, 0], [0, 0, 0, 1]);
const LEGAL: readonly DigitMove[] = [OFF_END, UP, DOWN];

function setup(props: Partial<BoardProps<DigitView, DigitMove>> = {}) {
  const onMove = vi.fn();
  const all: BoardProps<DigitView, DigitMove> = {
    view: view(),
    legal: LEGAL,
    onMove,
    seat: 0,
    seats: SEATS,
    log: [],
    pending: false,
    ...props,
  };
  const utils = render(<DigitBoard {...all} />);
  const rerender = (more: Partial<BoardProps<DigitView, DigitMove>>) =>
    utils.rerender(<DigitBoard {...all} {...more} />);
  return { onMove, rerender };
}

const lattice = () => screen.getByRole('group', { name: /five sticks on the lattice/ });
const enabledSticks = () =>
  within(lattice())
    .getAllByRole('button', { name: /stick from/ })
    .filter((b) => !isDisabled(b) && !b.getAttribute('aria-label')?.startsWith('Move'))
    .map((b) => b.getAttribute('aria-label'));
const edges = () =>
  within(lattice())
    .queryAllByRole('button', { name: /^Move the/ })
    .map((b) => b.getAttribute('aria-label'));
const stick = (name: string) => within(lattice()).getByRole('button', { name });

describe('DIGIT board: choosing a stick move (DG-4)', () => {
  it('offers exactly the sticks a legal move lifts, and no edge before a stick is picked', () => {
    setup();
    expect(within(lattice()).getAllByRole('button')).toHaveLength(5);
    expect(enabledSticks()).toEqual(['flat stick from (0, 0) to (1, 0)', 'flat stick from (4, 0) to (5, 0)']);
    expect(edges()).toEqual([]);
  });

  it('a picked stick offers exactly its legal edges, and an edge sends that very move', async () => {
    const { onMove } = setup();
    await userEvent.click(stick('flat stick from (0, 0) to (1, 0)'));
    expect(stick('flat stick from (0, 0) to (1, 0)').getAttribute('aria-pressed')).toBe('true');
    expect(edges()).toEqual([
      'Move the flat stick from (0, 0) to (1, 0) to the flat edge from (5, 0) to (6, 0)',
      'Move the flat stick from (0, 0) to (1, 0) to the standing edge from (1, -1) to (1, 0)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /standing edge from \(1, -1\)/ }));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]?.[0]).toBe(UP);
  });

  it('lights the stick a hint suggests and the edge it goes to, and plays nothing', async () => {
    const { onMove } = setup({ suggested: UP });
    expect(stick('flat stick from (0, 0) to (1, 0)').classList.contains('hinted')).toBe(true);
    expect(lattice().querySelectorAll('.dg-ghost.hinted')).toHaveLength(1);
    await userEvent.click(stick('flat stick from (0, 0) to (1, 0)'));
    const lit = within(lattice())
      .getAllByRole('button', { name: /^Move the/ })
      .filter((b) => b.classList.contains('hinted'));
    expect(lit.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Move the flat stick from (0, 0) to (1, 0) to the standing edge from (1, -1) to (1, 0)',
    ]);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('picking another stick switches; picking it again or "Put the stick back" lets go', async () => {
    setup();
    await userEvent.click(stick('flat stick from (0, 0) to (1, 0)'));
    await userEvent.click(stick('flat stick from (4, 0) to (5, 0)'));
    expect(edges()).toEqual([
      'Move the flat stick from (4, 0) to (5, 0) to the standing edge from (0, 0) to (0, 1)',
    ]);
    await userEvent.click(stick('flat stick from (4, 0) to (5, 0)'));
    expect(edges()).toEqual([]);
    await userEvent.click(stick('flat stick from (4, 0) to (5, 0)'));
    await userEvent.click(screen.getByRole('button', { name: 'Put the stick back' }));
    expect(edges()).toEqual([]);
  });

  it('plays from the keyboard: Enter picks, the focus goes to the first edge, Escape lets go', async () => {
    const { onMove } = setup();
    stick('flat stick from (0, 0) to (1, 0)').focus();
    // Arrows go from stick to stick among those that may be picked.
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('flat stick from (4, 0) to (5, 0)');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /flat edge from \(5, 0\) to \(6, 0\)$/,
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/standing edge from \(1, -1\)/);
    await userEvent.keyboard('{Escape}');
    expect(edges()).toEqual([]);
    stick('flat stick from (0, 0) to (1, 0)').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(onMove.mock.calls[0]?.[0]).toBe(OFF_END);
  });

  it('offers nothing when it is not your turn, or while a move is on its way', () => {
    const { rerender } = setup({ legal: null, view: view({ turn: 1 }) });
    expect(enabledSticks()).toEqual([]);
    expect(screen.getByText(/P2 is moving a stick/)).toBeTruthy();
    rerender({ view: view({ turn: 1, phase: { type: 'draw', count: 1 } }) });
    expect(screen.getByText('P2 draws a card.')).toBeTruthy();
    rerender({ pending: true });
    expect(enabledSticks()).toEqual([]);
    expect(screen.getByText('Sending your move…')).toBeTruthy();
  });

  it('in a real position, every legal move and only those can be made by stick and edge', {
    timeout: 30_000,
  }, () => {
    const match = Match.create(digitGame, { players: 2, seed: 11 });
    if (!match.ok) throw new Error('no match');
    const m = match.value;
    const me = itemAt(m.toAct(), 0);
    const legal = m.legalMoves(me);
    const { onMove } = setup({ view: m.view(me), legal, seat: me });
    const lifted = new Set(legal.map((l) => (l.type === 'move' ? l.from.join() : '')));
    // Plain DOM queries: the accessible names are checked above, this walks every move quickly.
    const sticks = [...lattice().querySelectorAll<HTMLButtonElement>('button.dg-stick:not(:disabled)')];
    expect(sticks).toHaveLength(lifted.size);
    for (const s of sticks) {
      fireEvent.click(s);
      const count = lattice().querySelectorAll('button.dg-target').length;
      for (let i = 0; i < count; i++) {
        fireEvent.click(itemAt(lattice().querySelectorAll('button.dg-target'), i));
        fireEvent.click(s);
      }
      fireEvent.click(s);
    }
    expect(onMove).toHaveBeenCalledTimes(legal.length);
    expect(new Set(onMove.mock.calls.map((c) => c[0]))).toEqual(new Set(legal));
  });
});

describe('DIGIT board: the sticks follow the moves in the log', () => {
  it('the moved stick keeps its element (so it glides), is marked, and the edge it left shows', () => {
    const line: LogLine = { index: 9, player: 1, move: UP, text: 'P2 moves the stick' };
    const { rerender } = setup({ legal: null });
    const lifted = stick('flat stick from (0, 0) to (1, 0)');
    // After UP the table slides the figure back to the corner: (1,-1)-(1,0) becomes (0,0)-(0,1).
    const after: Stick[] = [
      [0, 0, 0, 1],
      [0, 1, 1, 1],
      [1, 1, 2, 1],
      [2, 1, 3, 1],
      [3, 1, 4, 1],
    ];
    rerender({ legal: null, view: view({ figure: after, moves: 5 }), log: [line] });
    const moved = stick('standing stick from (0, 0) to (0, 1), moved last');
    expect(moved).toBe(lifted);
    expect(moved.className).toContain('moved');
    expect(lattice().querySelectorAll('.dg-ghost')).toHaveLength(1);
  });

  it('a figure that is not the last move away (a new deal) just appears, with nothing marked', () => {
    const { rerender } = setup({ legal: null });
    const square: Stick[] = [
      [0, 0, 1, 0],
      [0, 0, 0, 1],
      [1, 0, 1, 1],
      [0, 1, 1, 1],
      [1, 1, 2, 1],
    ];
    const line: LogLine = { index: 3, player: 1, move: UP, text: 'P2 moves the stick' };
    rerender({ legal: null, view: view({ figure: square, moves: 0, game: 1 }), log: [line] });
    expect(within(lattice()).getAllByRole('button')).toHaveLength(5);
    expect(lattice().querySelectorAll('.moved, .dg-ghost')).toHaveLength(0);
  });
});

const card = (name: RegExp) => screen.getAllByRole('img', { name });

describe('DIGIT board: the cards (DG-5, DG-8)', () => {
  it("shows your cards as figures and the others' face down, with counts and piles", () => {
    setup({ view: view({ piles: [[], [9, 30]] }) });
    const mine = within(screen.getByRole('region', { name: 'Your cards' }));
    expect(mine.getAllByRole('img', { name: /^card #/ }).map((c) => c.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^card #3, /),
      expect.stringMatching(/^card #17, /),
      expect.stringMatching(/^card #22, /),
    ]);
    const bot = within(screen.getByRole('region', { name: /P2 · Bot \(medium\): 4 cards$/ }));
    expect(bot.getAllByRole('img', { name: 'face-down card' })).toHaveLength(4);
    expect(bot.getByRole('img', { name: /card #30, .*on top of the pile \(2 laid down\)/ })).toBeTruthy();
  });

  it("Open DIGIT: the others' cards lie face up", () => {
    setup({ view: view({ options: { version: 'standard', open: true, games: 1 }, hands: [[3], [5, 8]] }) });
    const bot = within(screen.getByRole('region', { name: /P2 · Bot \(medium\): 2 cards, face up/ }));
    expect(bot.getAllByRole('img', { name: /^card #(5|8), / })).toHaveLength(2);
    expect(bot.queryAllByRole('img', { name: 'face-down card' })).toHaveLength(0);
  });

  it('DG-5 your card made on another player’s turn goes onto your pile at once: nobody asks you', () => {
    const before = view({
      viewer: 1,
      turn: 0,
      hands: [
        [H, H],
        [4, 17],
      ],
    });
    const { rerender } = setup({ view: before, seat: 1, legal: null });
    rerender({
      legal: LEGAL,
      view: view({ viewer: 1, turn: 1, moves: 5, hands: [[H, H], [4]], piles: [[], [17]] }),
    });
    expect(screen.getByRole('status').textContent).toContain(
      'The figure matched card #17 in your hand: it is discarded out of turn.',
    );
    expect(card(/^card #17, .*on top of the pile/)[0]?.closest('.dg-card')?.className).toContain('lit');
    expect(screen.queryByRole('button', { name: /Discard|Keep/ })).toBeNull();
  });

  it('DG-5 another player’s card made by your move: the note names them, and it is their turn', () => {
    const { rerender } = setup({ legal: LEGAL });
    rerender({
      legal: null,
      view: view({
        turn: 1,
        moves: 5,
        piles: [[], [9]],
        hands: [
          [3, 17, 22],
          [H, H, H],
        ],
      }),
    });
    expect(screen.getByRole('status').textContent).toContain(
      "The figure matched card #9 in Bot (medium)'s hand: it is discarded out of turn.",
    );
    expect(screen.getByText('moving')).toBeTruthy();
  });

  it('a card laid down shows on its pile, lit, until the figure changes', () => {
    const { rerender } = setup({ legal: null, view: view({ turn: 1 }) });
    rerender({
      legal: null,
      view: view({
        turn: 0,
        moves: 5,
        piles: [[], [9]],
        hands: [
          [3, 17, 22],
          [H, H, H],
        ],
      }),
    });
    expect(screen.getByRole('status').textContent).toContain('Match! Bot (medium) laid down card #9.');
    expect(card(/^card #9, .*on top of the pile/)[0]?.closest('.dg-card')?.className).toContain('lit');
    rerender({ legal: LEGAL, view: view({ figure: LINE.slice().reverse(), moves: 6, piles: [[], [9]] }) });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('DIGIT board: Plus and Solitaire (DG-6, DG-7)', () => {
  it('Plus: score piles count points; a match in a run lights the card and says move again', () => {
    const plus = view({
      options: { version: 'plus', open: false, games: 1 },
      piles: [[6, 40], [2]],
      matched: 1,
    });
    setup({ view: plus });
    expect(screen.getByText('score pile, 2 points')).toBeTruthy();
    expect(screen.getByText('score pile, 1 point')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Match! You scored card #40 and move again.');
    expect(screen.getByText(/Match! Move again \(1 match this turn\)/)).toBeTruthy();
  });

  it('Solitaire: five face-up cards, the score with its rating, the deck, no other seats', () => {
    const solo = view({
      options: { version: 'solitaire', open: false, games: 1 },
      players: 1,
      hands: [[1, 2, 3, 4, 5]],
      piles: [[7, 8]],
      deckSize: 31,
      penalty: 12,
    });
    setup({ view: solo, seats: [itemAt(SEATS, 0)] });
    expect(
      within(screen.getByRole('region', { name: 'Face-up cards' })).getAllByRole('img', {
        name: /^card #[1-5], /,
      }),
    ).toHaveLength(5);
    expect(screen.getByText('−12')).toBeTruthy();
    expect(screen.getByText('good')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Deck: 31 cards' })).toBeTruthy();
    expect(screen.getByText('2 discarded')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^P2/ })).toBeNull();
  });

  it('a match of several games shows the game and the totals so far', () => {
    setup({
      view: view({ options: { version: 'standard', open: false, games: 3 }, game: 1, finished: [[-2, 0]] }),
    });
    expect(screen.getByText('Game 2 of 3')).toBeTruthy();
    expect(screen.getByText('Totals (minus points): You -2 · Bot (medium) 0')).toBeTruthy();
  });
});
