/**
 * The match page around any board: the pass-the-device screen hides the
 * table between people, refusals are told in words, the result screen names
 * the winner and offers the rematch and the replay.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardProps } from '../src/games/board.ts';
import { translate } from '../src/i18n/i18n.ts';
import { errorWords } from '../src/match/errors.ts';
import { MatchView } from '../src/match/MatchView.tsx';
import type { TableSeat } from '../src/session/seats.ts';
import { Store } from '../src/session/store.ts';
import { EMPTY_TABLE, type Position, type Table, type TableState } from '../src/session/table.ts';

function fakeTable(state: Partial<TableState>) {
  const store = new Store<TableState>({ ...EMPTY_TABLE, connection: 'open', ...state });
  const table: Table & { store: Store<TableState> } = {
    store,
    getState: store.get,
    subscribe: store.subscribe,
    move: vi.fn(),
    takeSeat: vi.fn(),
    close: vi.fn(),
  };
  return table;
}

const position = (over: Partial<Position> = {}): Position => ({
  seq: 3,
  seat: 0,
  view: { secret: 'my tiles' },
  legal: [{ type: 'draw' }],
  toAct: [0],
  result: null,
  log: [{ index: 0, player: 0, move: { type: 'draw' } }],
  ...over,
});

function TestBoard({ view, legal, onMove }: BoardProps<{ secret: string }, { type: string }>) {
  return (
    <div>
      <p>{view.secret}</p>
      {legal?.map((m) => (
        <button key={m.type} type="button" onClick={() => onMove(m)}>
          {m.type}
        </button>
      ))}
    </div>
  );
}

const seats: TableSeat[] = [
  { seat: 0, kind: 'human' },
  { seat: 1, kind: 'human' },
];

describe('the match view', () => {
  it('shows the board, the turn and the log in words, and passes moves on', () => {
    const table = fakeTable({ position: position(), seats });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard as never} />);
    expect(screen.getByText('Player 1, your turn')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Moves so far' })).getByText(
        'Player 1 draws from the stockpile.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'draw' }));
    expect(table.move).toHaveBeenCalledWith({ type: 'draw' });
  });

  it('the tab says "Your turn" while the player must act, and stops saying it after', () => {
    const table = fakeTable({ position: position(), seats: [{ seat: 0, kind: 'you' }, ...seats.slice(1)] });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard as never} />);
    expect(document.title).toMatch(/^Your turn · /);
    act(() => table.store.update((s) => ({ ...s, position: position({ legal: null, toAct: [1] }) })));
    expect(document.title).not.toMatch(/Your turn/);
  });

  it('hot-seat: hides the table until the next person takes the device', () => {
    const table = fakeTable({ position: position(), seats, handoff: 1 });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard as never} />);
    expect(screen.queryByText('my tiles')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I am Player 2: show my table' }));
    expect(table.takeSeat).toHaveBeenCalledWith(1);
  });

  it('tells a refusal in words, with its detail', () => {
    const table = fakeTable({
      position: position(),
      seats,
      error: { code: 'move/illegal', message: 'tile 7▲ is not in your hand' },
    });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard as never} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'That move is not allowed. (tile 7▲ is not in your hand)',
    );
  });

  it('ends with the result, the rematch and the replay', () => {
    const you: TableSeat[] = [
      { seat: 0, kind: 'you' },
      { seat: 1, kind: 'bot', bot: 'easy' },
    ];
    const onRematch = vi.fn();
    const table = fakeTable({
      position: position({ legal: null, toAct: [], result: { scores: [31, -4], winners: [0] } }),
      seats: you,
    });
    render(
      <MatchView
        table={table}
        module={digitDashModule}
        Board={TestBoard as never}
        onRematch={onRematch}
        replayHref="/replay/x"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'You win!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe('/replay/x');
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(onRematch).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'See the table' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tells how the game ended in the game's words, in the page's language, never the rules' summary with its ruling", () => {
    const table = fakeTable({
      position: position({
        legal: null,
        toAct: [],
        log: [{ index: 0, player: 0, move: { type: 'draw' } }],
        result: { scores: [31, -4], winners: [0], summary: 'Player 1 went out; blocked (DD-11)' },
      }),
      seats,
    });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard as never} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Player 1 draws from the stockpile.')).toBeTruthy();
    expect(dialog.textContent).not.toContain('DD-11');
  });

  it('a table that cannot go on says why', () => {
    const table = fakeTable({ fatal: { code: 'record/corrupt', message: 'move 3: bad hash' } });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard as never} />);
    expect(screen.getByRole('alert').textContent).toContain('does not replay');
  });
});

describe('errors in words', () => {
  it('names the server being unreachable, and keeps unknown codes readable', () => {
    expect(errorWords({ code: 'net/unreachable', message: '' }, translate)).toMatch(/cannot be reached/);
    expect(errorWords({ code: 'something/else', message: 'details' }, translate)).toBe(
      'Something went wrong. (details)',
    );
  });
});
