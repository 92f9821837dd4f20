/**
 * The Hint on the match page: offered on the viewer's turn in a game with a
 * bot, busy while the table computes it, then the move in the game's own
 * words (lit on the board, which gets it as `suggested`), never played.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BoardProps } from '../src/games/board.ts';
import { LocalTable } from '../src/local/local-table.ts';
import { inlinePort } from '../src/local/port.ts';
import { MatchView } from '../src/match/MatchView.tsx';
import type { TableSeat } from '../src/session/seats.ts';
import { Store } from '../src/session/store.ts';
import { EMPTY_TABLE, type HintAnswer, type Position, type TableState } from '../src/session/table.ts';
import { elementOf } from './elements.ts';

type Move = { type: string };

function fakeTable(state: Partial<TableState>) {
  const store = new Store<TableState>({ ...EMPTY_TABLE, connection: 'open', ...state });
  let answer: (a: HintAnswer) => void = () => {};
  const hint = vi.fn(() => new Promise<HintAnswer>((resolve) => (answer = resolve)));
  const table = {
    store,
    getState: store.get,
    subscribe: store.subscribe,
    move: vi.fn(),
    close: vi.fn(),
    hint,
  };
  return { table, answer: (a: HintAnswer) => act(async () => answer(a)) };
}

const position = (over: Partial<Position> = {}): Position => ({
  seq: 3,
  seat: 0,
  view: { hands: [] },
  legal: [{ type: 'draw' }, { type: 'endTurn' }],
  toAct: [0],
  result: null,
  log: [],
  ...over,
});

const vsBot: TableSeat[] = [
  { seat: 0, kind: 'you' },
  { seat: 1, kind: 'bot', bot: 'medium' },
];

/** A board that shows which move it was asked to light. */
function TestBoard({ legal, onMove, suggested }: BoardProps<unknown, Move>) {
  return (
    <div>
      {legal?.map((m) => (
        <button key={m.type} type="button" onClick={() => onMove(m)} data-lit={m === suggested}>
          {m.type}
        </button>
      ))}
    </div>
  );
}

const view = (table: ReturnType<typeof fakeTable>['table']) =>
  render(<MatchView table={table} module={digitDashModule} Board={TestBoard} />);
const hintText = () => within(screen.getByRole('region', { name: 'Hint' })).getByRole('status');
const hintButton = () => screen.queryByRole('button', { name: 'Hint' });

describe('the hint button', () => {
  it('shows only on the viewer’s turn in a game with a bot', () => {
    const { table } = fakeTable({ position: position(), seats: vsBot });
    view(table);
    expect(hintButton()).toBeTruthy();
    act(() => table.store.update((s) => ({ ...s, position: position({ legal: null, toAct: [1] }) })));
    expect(hintButton()).toBeNull();
    act(() =>
      table.store.update((s) => ({
        ...s,
        position: position({ legal: null, toAct: [], result: { scores: [1, 0], winners: [0] } }),
      })),
    );
    expect(hintButton()).toBeNull();
  });

  it('does not show in a game between people', () => {
    const people: TableSeat[] = [
      { seat: 0, kind: 'human' },
      { seat: 1, kind: 'human' },
    ];
    view(fakeTable({ position: position(), seats: people }).table);
    expect(hintButton()).toBeNull();
  });

  it('says it is thinking, then names the move in the game’s words and lights it, without playing it', async () => {
    const { table, answer } = fakeTable({ position: position(), seats: vsBot });
    view(table);
    fireEvent.click(elementOf(HTMLButtonElement, hintButton()));
    expect(table.hint).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Hint' }).getAttribute('aria-busy')).toBe('true');
    expect(hintText().textContent).toBe('Looking for a good move…');
    const legal = table.getState().position?.legal ?? [];
    await answer({ ok: true, seat: 0, seq: 3, move: legal[0] });
    expect(hintText().textContent).toBe('Hint: Player 1 draws from the stockpile.');
    expect(screen.getByRole('region', { name: 'Hint' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('button', { name: 'draw' }).dataset.lit).toBe('true');
    expect(table.move).not.toHaveBeenCalled();
  });

  it('is gone once the table moves on', async () => {
    const { table, answer } = fakeTable({ position: position(), seats: vsBot });
    view(table);
    fireEvent.click(elementOf(HTMLButtonElement, hintButton()));
    await answer({ ok: true, seat: 0, seq: 3, move: { type: 'draw' } });
    act(() => table.store.update((s) => ({ ...s, position: position({ seq: 5 }) })));
    expect(hintText().textContent).toBe('');
  });

  it('tells why there is no hint', async () => {
    const { table, answer } = fakeTable({ position: position(), seats: vsBot });
    view(table);
    fireEvent.click(elementOf(HTMLButtonElement, hintButton()));
    const error = { code: 'match/stale', message: '' };
    await answer({ ok: false, seat: 0, seq: 3, error });
    expect(hintText().textContent).toMatch(/^No hint now: The table changed/);
  });

  it('in a local match, the worker’s answer is told in the game’s words', async () => {
    const loadModule = (id: string) => (id === 'digit-dash' ? Promise.resolve(digitDashModule) : null);
    const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] as const;
    const setup = { game: 'digit-dash', players: 2, options: {}, seed: 'hint-page', seats };
    const table = new LocalTable({ setup, record: null, port: inlinePort({ loadModule }), botDelayMs: 0 });
    render(<MatchView table={table} module={digitDashModule} Board={TestBoard} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hint' }));
    const told = await screen.findByText(/^Hint: Player 1 /);
    expect(told.textContent).not.toMatch(/makes a move/);
    table.close();
  });
});
