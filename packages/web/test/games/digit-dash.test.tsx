/**
 * The Digit Dash board with scripted views: it shows what the view shows
 * (shapes only for hidden tiles, DD-2; who placed each table tile, DD-5),
 * offers only what the legal moves contain, and reports the chosen move
 * exactly as it was given.
 */
import type { DigitDashView, PlayerMove } from '@gameshelf/digit-dash';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SeatLabel } from '../../src/games/board.ts';
import Board from '../../src/games/digit-dash/Board.tsx';
import { isDisabled } from '../elements.ts';

// Tile ids: suit = id / 10 (circle, square, triangle, hexagon), place 0-8 = 1-9, place 9 = the power tile.
const C3 = 2;
const C4 = 3;
const SWAP = 9;
const S3 = 12;
const T1 = 20;
const T2 = 21;
const T3 = 22;

const seats: SeatLabel[] = [
  { seat: 0, name: 'You', kind: 'you' },
  { seat: 1, name: 'Bot (easy)', kind: 'bot' },
];

function scripted(over: Partial<DigitDashView> = {}): DigitDashView {
  return {
    viewer: 0,
    players: 2,
    options: { match: false, blockLimit: 60 },
    phase: 'play',
    turn: 0,
    turnNumber: 5,
    hands: [
      [C3, C4, SWAP, S3, T3],
      [
        { hidden: true, suit: 'circle' },
        { hidden: true, suit: 'square' },
        { hidden: true, suit: 'hexagon' },
      ],
    ],
    stockpile: [{ hidden: true, suit: 'square' }],
    table: [{ tiles: [T1, T2], by: [1, 0], owner: 1 }],
    powerDiscards: [],
    skipped: [false, false],
    placedThisTurn: false,
    powerThisTurn: false,
    quietTurns: 2,
    swap: null,
    peeked: [],
    shown: [],
    games: [],
    ...over,
  };
}

const PLAY: PlayerMove[] = [
  { type: 'meld', tiles: [C3, S3] },
  { type: 'meld', tiles: [C3, S3, T3] },
  { type: 'meld', tiles: [C3, C4] },
  { type: 'layOff', tile: T3, meld: 0 },
  { type: 'swap', target: 1 },
  ...[C3, C4, SWAP, S3, T3].map((tile): PlayerMove => ({ type: 'discard', tile })),
];

function show(view: DigitDashView, legal: PlayerMove[] | null, pending = false) {
  const onMove = vi.fn();
  render(
    <Board view={view} legal={legal} onMove={onMove} seat={0} seats={seats} log={[]} pending={pending} />,
  );
  return onMove;
}

const hand = () => within(screen.getByRole('toolbar', { name: 'Your tiles' }));

describe('the Digit Dash board', () => {
  it('DD-2 shows your tiles with their numbers and the others only as shapes', () => {
    show(scripted(), PLAY);
    expect(hand().getByRole('button', { name: '3 circle' })).toBeTruthy();
    expect(hand().getByRole('button', { name: 'Swap power tile, circle' })).toBeTruthy();
    const other = screen.getByRole('region', { name: /P2 · Bot \(easy\), 3 tiles/ });
    const labels = within(other)
      .getAllByRole('img')
      .map((el) => el.getAttribute('aria-label'));
    expect(labels).toEqual(['face-down circle', 'face-down square', 'face-down hexagon']);
  });

  it('DD-5 shows who placed each tile of a meld', () => {
    show(scripted(), null);
    expect(screen.getByRole('img', { name: '1 triangle, placed by P2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '2 triangle, placed by P1' })).toBeTruthy();
  });

  it('a meld is chosen by its tiles and reported exactly as the legal move given', () => {
    const onMove = show(scripted(), PLAY);
    fireEvent.click(hand().getByRole('button', { name: '3 circle' }));
    // The tiles that can still join a meld with 3● are offered; the Discard of 3● alone is a button.
    expect(screen.getByRole('button', { name: 'Discard 3●' })).toBeTruthy();
    const lit = hand()
      .getAllByRole('button')
      .filter((b) => b.classList.contains('offered'))
      .map((b) => b.getAttribute('aria-label'));
    expect(lit).toEqual(['4 circle', '3 square', '3 triangle']);
    fireEvent.click(hand().getByRole('button', { name: '3 square' }));
    fireEvent.click(screen.getByRole('button', { name: 'Meld 3● 3■' }));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]?.[0]).toBe(PLAY[0]);
  });

  it('a lay-off is a tile, then the meld it goes on', () => {
    const onMove = show(scripted(), PLAY);
    fireEvent.click(hand().getByRole('button', { name: '3 triangle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lay off here' }));
    expect(onMove.mock.calls[0]?.[0]).toBe(PLAY[3]);
  });

  it('DD-7 a power tile is played on the player chosen', () => {
    const onMove = show(scripted(), PLAY);
    fireEvent.click(hand().getByRole('button', { name: 'Swap power tile, circle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose P2 · Bot (easy)' }));
    expect(onMove.mock.calls[0]?.[0]).toEqual({ type: 'swap', target: 1 });
  });

  it('touching a selected tile lets go of it', () => {
    show(scripted(), PLAY);
    const tile = hand().getByRole('button', { name: '3 circle' });
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Discard 3●' })).toBeNull();
  });

  it('lights the move a hint suggests, its tiles and where they go, and plays nothing', () => {
    const onMove = vi.fn();
    const props = { onMove, seat: 0, seats, log: [], pending: false };
    const { unmount } = render(
      <Board view={scripted()} legal={PLAY} {...props} suggested={{ type: 'layOff', tile: T3, meld: 0 }} />,
    );
    const hinted = [...document.querySelectorAll('.hinted')];
    expect(hinted.map((el) => el.getAttribute('aria-label') ?? el.className)).toEqual([
      expect.stringContaining('dd-meld'),
      '3 triangle',
    ]);
    unmount();
    render(
      <Board
        view={scripted({ phase: 'draw' })}
        legal={[{ type: 'draw' }]}
        {...props}
        suggested={{ type: 'draw' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Draw a tile' }).classList.contains('hinted')).toBe(true);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('DD-4 in the draw phase only drawing is offered', () => {
    const onMove = show(scripted({ phase: 'draw' }), [{ type: 'draw' }]);
    for (const tile of hand().getAllByRole('button')) expect(isDisabled(tile)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Draw a tile' }));
    expect(onMove).toHaveBeenCalledWith({ type: 'draw' });
  });

  it('offers nothing when it is not your turn, or while a move is on its way', () => {
    show(scripted({ turn: 1 }), null);
    for (const tile of hand().getAllByRole('button')) expect(isDisabled(tile)).toBe(true);
    expect(screen.queryByRole('button', { name: /Draw|Discard|Meld/ })).toBeNull();
    expect(screen.getByText('Watch the table: it is not your turn.')).toBeTruthy();
  });

  it('offers nothing while a move is pending', () => {
    show(scripted(), PLAY, true);
    for (const tile of hand().getAllByRole('button')) expect(isDisabled(tile)).toBe(true);
  });

  it('DD-7 Peek: the peeked tiles are offered to keep, one touch each', () => {
    const peeked = [T1, 16];
    const legal: PlayerMove[] = peeked.map((tile) => ({ type: 'keep', tile }));
    const onMove = show(scripted({ phase: 'peekKeep', peeked, table: [] }), legal);
    const zone = within(screen.getByRole('region', { name: 'Peeked by P1' }));
    fireEvent.click(zone.getByRole('button', { name: '7 square' }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('DD-7 Swap: the chosen player picks the tiles to reveal, then confirms', () => {
    const legal: PlayerMove[] = [
      { type: 'reveal', tiles: [C3, C4] },
      { type: 'reveal', tiles: [C3, S3] },
      { type: 'reveal', tiles: [C4, S3] },
    ];
    const view = scripted({
      phase: 'swapReveal',
      turn: 1,
      swap: { target: 0, revealed: [] },
      hands: [[C3, C4, S3], []],
    });
    const onMove = show(view, legal);
    expect(screen.getByText('P2 played Swap on you: choose 2 tiles to reveal to them.')).toBeTruthy();
    fireEvent.click(hand().getByRole('button', { name: '4 circle' }));
    fireEvent.click(hand().getByRole('button', { name: '3 square' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reveal 4● 3■' }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[2]);
  });
});
