/**
 * The match page around any board: the pass-the-device screen hides the
 * table between people, refusals are told in words, the result screen names
 * the winner and offers the rematch and the replay.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import { dominoHavocModule } from '@gameshelf/domino-havoc';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardProps } from '../src/games/board.ts';
import { i18n, translate } from '../src/i18n/i18n.ts';
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
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard} />);
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
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard} />);
    expect(document.title).toMatch(/^Your turn · /);
    act(() => table.store.update((s) => ({ ...s, position: position({ legal: null, toAct: [1] }) })));
    expect(document.title).not.toMatch(/Your turn/);
  });

  it('hot-seat: hides the table until the next person takes the device', () => {
    const table = fakeTable({ position: position(), seats, handoff: 1 });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard} />);
    expect(screen.queryByText('my tiles')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I am Player 2: show my table' }));
    expect(table.takeSeat).toHaveBeenCalledWith(1);
  });

  it("tells a refusal in the game's words, without the rules' message", () => {
    const error = { code: 'move/illegal', message: 'you cannot play now (draw first (DH-4))' };
    const table = fakeTable({ position: position(), seats, error });
    render(<MatchView table={table} module={dominoHavocModule} Board={TestBoard} />);
    expect(screen.getByRole('alert').textContent).toBe('That move is not allowed.');
    act(() => table.store.update((s) => ({ ...s, error: { ...error, reason: 'drawFirst' } })));
    expect(screen.getByRole('alert').textContent).toBe(
      "Draw first: from the boneyard, or a domino from another player's slot.",
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
        Board={TestBoard}
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
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Player 1 draws from the stockpile.')).toBeTruthy();
    expect(dialog.textContent).not.toContain('DD-11');
  });

  it('a table that cannot go on says why', () => {
    const table = fakeTable({ fatal: { code: 'record/corrupt', message: 'move 3: bad hash' } });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard} />);
    expect(screen.getByRole('alert').textContent).toContain('does not replay');
  });
});

describe('errors in words', () => {
  const drawFirst = {
    code: 'move/illegal',
    message: 'you cannot play now (draw first (DH-4))',
    reason: 'drawFirst',
    params: { action: 'play' },
  };

  it("tells a game's refusal with a reason in the game's plain words, in the language shown", () => {
    expect(errorWords(drawFirst, translate, 'domino-havoc')).toBe(
      "Draw first: from the boneyard, or a domino from another player's slot.",
    );
    const italian = i18n.getFixedT('it');
    expect(errorWords(drawFirst, (key, values) => italian(key, { ...values }), 'domino-havoc')).toBe(
      'Prima pesca: dal pozzo, oppure una tessera dalla casella di un altro giocatore.',
    );
  });

  it('fills in the values of the words', () => {
    const slot = {
      code: 'move/illegal',
      message: "P2's slot is empty",
      reason: 'emptySlot',
      params: { seat: 2 },
    };
    expect(errorWords(slot, translate, 'domino-havoc')).toBe("Player 2's slot is empty.");
  });

  it('never shows a ruling code such as DH-4 for a move refused, with a reason or without', () => {
    const { reason: _, params: __, ...bare } = drawFirst;
    for (const [error, game] of [
      [drawFirst, 'domino-havoc'],
      [bare, 'domino-havoc'],
      [drawFirst, undefined],
      [{ code: 'move/malformed', message: 'not a Double Domino Havoc move: (DH-4)' }, 'domino-havoc'],
    ] as const) {
      expect(errorWords(error, translate, game)).not.toMatch(/DH-4|\(/);
    }
    expect(errorWords(bare, translate, 'domino-havoc')).toBe('That move is not allowed.');
  });

  it('names the server being unreachable, and says an unknown code went wrong', () => {
    expect(errorWords({ code: 'net/unreachable', message: '' }, translate)).toMatch(/cannot be reached/);
    expect(errorWords({ code: 'something/else', message: 'details' }, translate)).toBe(
      'Something went wrong.',
    );
  });

  it("tells any error in the locale's words only, never its English message, which may cite a ruling", () => {
    // What the local host sends when a bot's move is refused: the engine's message, codes and all.
    const refused = {
      code: 'bot/invalid',
      message: 'the bot chose a refused move: the game is blocked (DD-11)',
    };
    const italian = i18n.getFixedT('it');
    expect(errorWords(refused, translate, 'digit-dash')).toBe('A bot failed.');
    expect(errorWords(refused, (key, values) => italian(key, { ...values }), 'digit-dash')).toBe(
      italian('errors.bot.invalid'),
    );
    for (const code of ['options/invalid', 'record/corrupt', 'server/internal', 'something/else'])
      expect(errorWords({ code, message: 'physics must be 1 or 2 (SD-1)' }, translate)).not.toMatch(
        /SD-1|physics/,
      );
  });
});
