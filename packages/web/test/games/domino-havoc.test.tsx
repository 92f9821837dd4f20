/**
 * The Double Domino Havoc board with scripted views and legal moves: what
 * it offers (exactly the legal moves, as lit pieces and places) and what it
 * reports to `onMove` (the very move objects it was given).
 */
import type { Domino, HavocMove, HavocView } from '@gameshelf/domino-havoc';
import { itemAt } from '@gameshelf/engine';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardProps, LogLine, SeatLabel } from '../../src/games/board.ts';
import Board from '../../src/games/domino-havoc/Board.tsx';
import { elementOf, isDisabled } from '../elements.ts';
import { renderBoard } from './render-board.tsx';

type RackView = HavocView['racks'][number];
type Link = readonly [number, number];

/** `'3-5'` with `-` → [3, 5]: the two numbers of a domino or a link, as written. */
const pair = (text: string, between: string): readonly [number, number] => {
  const ends = text.split(between).map(Number);
  return [itemAt(ends, 0), itemAt(ends, 1)];
};
const words = (text: string): string[] => (text.trim() === '' ? [] : text.trim().split(/\s+/));
/** `'3-5 4-4'` → dominoes. */
const ds = (text: string): Domino[] => words(text).map((p) => pair(p, '-'));
const d = (text: string): Domino => itemAt(ds(text), 0);
/** `'6|3 3|3'` → train links. */
const links = (text: string): Link[] => words(text).map((p) => pair(p, '|'));

interface RackSpec {
  tray: string | number;
  train?: string;
  slot?: string;
  known?: string;
  singles?: number;
}
const rack = (r: RackSpec): RackView => ({
  tray: typeof r.tray === 'number' ? { hidden: true, count: r.tray } : ds(r.tray),
  train: links(r.train ?? ''),
  slot: r.slot ? d(r.slot) : null,
  known: ds(r.known ?? ''),
  singles: r.singles ?? 0,
});

function table(racks: RackSpec[], phase: HavocView['phase'], extra: Partial<HavocView> = {}): HavocView {
  return {
    viewer: 0,
    options: { set: 'double-12', rounds: 5, stallTurns: 60 },
    firstPlayer: 0,
    round: 0,
    racks: racks.map(rack),
    boneyard: { hidden: true, count: 40 },
    outOfPlay: [],
    direction: 'clockwise',
    phase,
    idleTurns: 0,
    history: [],
    ...extra,
  };
}

const seatsFor = (n: number): SeatLabel[] =>
  Array.from({ length: n }, (_, seat) =>
    seat === 0 ? { seat, name: 'You', kind: 'you' } : { seat, name: `Bot ${seat + 1}`, kind: 'bot' },
  );

function show(
  view: HavocView,
  legal: HavocMove[] | null,
  more: Partial<BoardProps<HavocView, HavocMove>> = {},
) {
  return renderBoard(Board, {
    view,
    legal,
    seat: 0,
    seats: seatsFor(view.racks.length),
    log: [],
    pending: false,
    ...more,
  });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const enabledButtons = () =>
  screen.getAllByRole('button').filter((b) => !isDisabled(b) && b.getAttribute('aria-label'));
const trayButton = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Your tray' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

const tray = '1-3 3-5 4-6 6-6 0-9 10-12';
const threeAtTable = (phase: HavocView['phase'], mine: Partial<RackSpec> = {}) =>
  table(
    [
      { tray, train: '2|3', slot: '2-2', ...mine },
      { tray: 6, train: '7|8', slot: '4-5', known: '4-4', singles: 2 },
      { tray: 6, slot: '0-1' },
    ],
    phase,
  );

describe('Double Domino Havoc board', () => {
  it('DH-4 draw: offers the boneyard and exactly the slots it is given, and reports the move given', () => {
    const legal: HavocMove[] = [{ type: 'drawBoneyard' }, { type: 'takeDiscard', from: 1 }];
    const { onMove } = show(threeAtTable({ kind: 'draw', player: 0 }), legal);
    const offered = enabledButtons().filter((b) => b.closest('.dh-felt') && !b.closest('.dh-tray'));
    expect(offered.map((b) => b.getAttribute('aria-label'))).toEqual(["Take 4 and 5 from P2's slot"]);
    // The boneyard is named by what it shows, and described by its move.
    const boneyard = button(/^40 in the boneyard ?Draw$/);
    const description = document.getElementById(boneyard.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Draw from the boneyard');
    // P3's slot holds a domino, but taking it is not in the legal list: it is only a picture.
    expect(screen.getByRole('img', { name: 'slot: domino blank and 1' })).toBeTruthy();
    // No tray domino can be touched before drawing.
    const trayButtons = within(screen.getByRole('toolbar', { name: 'Your tray' })).getAllByRole('button');
    expect(trayButtons.every(isDisabled)).toBe(true);
    fireEvent.click(button("Take 4 and 5 from P2's slot"));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('lights the button of the move a hint suggests, and plays nothing', () => {
    const legal: HavocMove[] = [{ type: 'drawBoneyard' }, { type: 'takeDiscard', from: 1 }];
    const { onMove } = show(threeAtTable({ kind: 'draw', player: 0 }), legal, {
      suggested: { type: 'takeDiscard', from: 1 },
    });
    const lit = [...document.querySelectorAll('.action-bar .hinted')].map((b) => b.textContent);
    expect(lit).toHaveLength(1);
    expect(lit[0]).toMatch(/P2/);
    // On the table, the slot it takes from is lit; the boneyard is not.
    expect(button("Take 4 and 5 from P2's slot").classList.contains('hinted')).toBe(true);
    expect(button(/^40 in the boneyard/).classList.contains('hinted')).toBe(false);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('a hint to play a tray domino lights that domino, then, once it is picked, the place on the train', () => {
    const legal: HavocMove[] = [
      { type: 'play', domino: d('1-3') },
      { type: 'play', domino: d('3-5') },
      ...ds(tray).map((x): HavocMove => ({ type: 'discard', domino: x })),
    ];
    const { container, onMove } = show(threeAtTable({ kind: 'play', player: 0, slot: 0 }), legal, {
      suggested: { type: 'play', domino: d('3-5') },
    });
    const lit = () =>
      [...container.querySelectorAll('.dh-felt .hinted')].map((b) => b.getAttribute('aria-label'));
    expect(lit()).toEqual(['3 and 5, fits your train']);
    fireEvent.click(trayButton('3 and 5'));
    expect(lit()).toEqual(['Play 3 and 5 onto your train']);
    // Another domino picked: its places are not the hint's, and nothing is lit on the table.
    fireEvent.click(trayButton('3 and 5'));
    fireEvent.click(trayButton('1 and 3'));
    expect(lit()).toEqual([]);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('DH-6 play: lights the dominoes that fit, shows where the picked one would lie, and plays it', () => {
    const legal: HavocMove[] = [
      { type: 'play', domino: d('1-3') },
      { type: 'play', domino: d('3-5') },
      ...ds(tray).map((x): HavocMove => ({ type: 'discard', domino: x })),
    ];
    const { onMove, container } = show(threeAtTable({ kind: 'play', player: 0, slot: 0 }), legal);
    const fits = [...container.querySelectorAll('.dh-tray .dh-tag')].map((t) =>
      t.closest('button')?.getAttribute('aria-label'),
    );
    expect(fits).toEqual(['1 and 3, fits your train', '3 and 5, fits your train']);
    fireEvent.click(trayButton('3 and 5'));
    expect(trayButton('3 and 5').getAttribute('aria-pressed')).toBe('true');
    // Two places finish a move now: the next place of the train and your slot.
    const targets = [...container.querySelectorAll('button.target')].map((b) => b.getAttribute('aria-label'));
    expect(targets).toEqual(['Play 3 and 5 onto your train', 'Discard 3 and 5 into your slot']);
    // The ghost lies with the 3 against the open end 3, the 5 outward.
    expect(screen.getByRole('toolbar', { name: 'Moves' }).textContent).toContain('Play 3:5 onto your train');
    fireEvent.click(button('Play 3 and 5 onto your train'));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('DH-1 halves above nine show their numerals, on your own dominoes too; lower ones their pips', () => {
    show(threeAtTable({ kind: 'draw', player: 1 }), null);
    const face = (name: string) => {
      const svg = trayButton(name).querySelector('svg');
      return {
        numerals: [...(svg?.querySelectorAll('use') ?? [])].map((u) => u.getAttribute('href')),
        pips: svg?.querySelectorAll('circle[r="4.6"]').length ?? 0,
      };
    };
    expect(face('10 and 12')).toEqual({ numerals: ['#dh-numeral-10', '#dh-numeral-12'], pips: 0 });
    expect(face('blank and 9')).toEqual({ numerals: [], pips: 9 });
    // The numerals are drawn once, for every domino on the board.
    expect(document.getElementById('dh-numeral-12')?.textContent).toBe('12');
  });

  it('DH-6 first domino: one place per number it may leave open', () => {
    const legal: HavocMove[] = [
      { type: 'play', domino: d('3-5'), open: 3 },
      { type: 'play', domino: d('3-5'), open: 5 },
      { type: 'play', domino: d('6-6'), open: 6 },
      { type: 'discard', domino: d('3-5') },
      { type: 'discard', domino: d('6-6') },
    ];
    const { onMove, container } = show(
      threeAtTable({ kind: 'play', player: 0, slot: 0 }, { tray: '3-5 6-6', train: '' }),
      legal,
    );
    fireEvent.click(trayButton('3 and 5'));
    const targets = [...container.querySelectorAll('button.target')].map((b) => b.getAttribute('aria-label'));
    expect(targets).toEqual([
      'Play 3 and 5 onto your train, leaving 3 open',
      'Play 3 and 5 onto your train, leaving 5 open',
      'Discard 3 and 5 into your slot',
    ]);
    fireEvent.click(button('Play 3 and 5 onto your train, leaving 5 open'));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('DH-4 discard after taking a discard: it goes back into that player’s slot', () => {
    const legal = ds(tray).map((x): HavocMove => ({ type: 'discard', domino: x }));
    const { onMove, container } = show(threeAtTable({ kind: 'discard', player: 0, slot: 1 }), legal);
    expect(container.querySelectorAll('.dh-tray .dh-tag')).toHaveLength(0);
    fireEvent.click(trayButton('double 6'));
    const targets = [...container.querySelectorAll('button.target')].map((b) => b.getAttribute('aria-label'));
    expect(targets).toEqual(["Discard double 6 back into P2's slot"]);
    fireEvent.click(button("Discard double 6 back into P2's slot"));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[3]);
  });

  it('DH-9 live double: the banner offers exactly your answers; a tray single can be laid on the double', () => {
    const view = threeAtTable({ kind: 'respond', owner: 1, responder: 0 }, { train: '2|6' });
    const live = { ...view, racks: view.racks.map((r, p) => (p === 1 ? { ...r, slot: d('6-6') } : r)) };
    const legal: HavocMove[] = [{ type: 'takeDouble' }, { type: 'replaceDouble', domino: d('4-6') }];
    const { onMove } = show({ ...live, direction: 'clockwise' }, legal);
    const banner = screen.getByRole('region', { name: 'Live double' });
    expect(banner.textContent).toContain("Live double 6:6 in P2's slot");
    expect(banner.textContent).toContain('You must answer it');
    expect(
      within(banner)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Take it onto your train', 'Replace it with 4:6']);
    // Only the single that may replace it is lit in the tray.
    const trayButtons = within(screen.getByRole('toolbar', { name: 'Your tray' })).getAllByRole('button');
    expect(trayButtons.filter((b) => !isDisabled(b)).map((b) => b.getAttribute('aria-label'))).toEqual([
      '4 and 6',
    ]);
    fireEvent.click(trayButton('4 and 6'));
    // The slot shows the word "live", so its button's name starts with it (WCAG 2.5.3, axe label-content-name-mismatch).
    const slot = button('Live double: Replace the double with 4 and 6');
    expect(slot.textContent).toBe('live');
    fireEvent.click(slot);
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('DH-9 (c): when only passing is left, the banner says why and offers Pass', () => {
    const view = threeAtTable({ kind: 'respond', owner: 1, responder: 0 });
    const live = { ...view, racks: view.racks.map((r, p) => (p === 1 ? { ...r, slot: d('11-11') } : r)) };
    const legal: HavocMove[] = [{ type: 'pass' }];
    const { onMove } = show({ ...live, direction: 'counterclockwise' }, legal);
    const banner = screen.getByRole('region', { name: 'Live double' });
    expect(banner.textContent).toContain('counter-clockwise');
    expect(banner.textContent).toContain('You can neither take nor replace it.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Pass' }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[0]);
  });

  it('DH-9 the direction play goes is an SVG arrow beside its word, never a ↻ or ↺ glyph', () => {
    const view = threeAtTable({ kind: 'respond', owner: 1, responder: 0 });
    const live = { ...view, racks: view.racks.map((r, p) => (p === 1 ? { ...r, slot: d('6-6') } : r)) };
    const shown = new Map<string, string | null | undefined>();
    for (const [direction, words] of [
      ['clockwise', 'clockwise'],
      ['counterclockwise', 'counter-clockwise'],
    ] as const) {
      const { container } = show({ ...live, direction }, null);
      const banner = screen.getByRole('region', { name: 'Live double' });
      expect(banner.textContent).not.toMatch(/[↻↺]/);
      const arrow = banner.querySelector('b > svg.icon');
      // The word beside it says the direction: the arrow is for the eye only.
      expect(arrow?.closest('b')?.textContent?.trim()).toBe(words);
      expect(arrow?.getAttribute('aria-hidden')).toBe('true');
      shown.set(direction, arrow?.querySelector('path')?.getAttribute('d'));
      container.remove();
    }
    expect(shown.get('clockwise')).toBeTruthy();
    expect(shown.get('counterclockwise')).toBeTruthy();
    expect(shown.get('clockwise')).not.toBe(shown.get('counterclockwise'));
  });

  it('someone else answering: the banner names them and offers nothing', () => {
    const view = threeAtTable({ kind: 'respond', owner: 0, responder: 2 });
    show(view, null);
    const banner = screen.getByRole('region', { name: 'Live double' });
    expect(banner.textContent).toContain('Live double 2:2 in your slot');
    expect(banner.textContent).toContain('P3 must answer it');
    expect(within(banner).queryAllByRole('button')).toHaveLength(0);
  });

  it('DH-9 a double discarded into another player’s slot: the banner names who put it there', () => {
    const view = threeAtTable({ kind: 'respond', owner: 1, responder: 2, originator: 0 });
    const live = { ...view, racks: view.racks.map((r, p) => (p === 1 ? { ...r, slot: d('6-6') } : r)) };
    show(live, null);
    const banner = screen.getByRole('region', { name: 'Live double' });
    expect(banner.textContent).toContain("Live double 6:6 in P2's slot, put there by you");
    expect(banner.textContent).toContain('P3 must answer it');
  });

  it('DH-9 (b) one short: the turn offers plays and End your turn, no discard, and says why', () => {
    const legal: HavocMove[] = [{ type: 'play', domino: d('3-5') }, { type: 'endTurn' }];
    const view = threeAtTable({ kind: 'play', player: 0, slot: 1 }, { tray: '3-5 4-6 0-9 10-12', slot: '' });
    const { onMove, container } = show({ ...view, short: [0] }, legal);
    expect(screen.getByText(/You are one domino short, so this turn has no discard/)).toBeTruthy();
    expect(container.querySelector('.mine .dh-short')?.textContent).toBe('one short');
    const bar = screen.getByRole('toolbar', { name: 'Moves' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['End your turn (no discard: you are one short)']);
    fireEvent.click(trayButton('3 and 5'));
    const targets = [...container.querySelectorAll('button.target')].map((b) => b.getAttribute('aria-label'));
    expect(targets).toEqual(['Play 3 and 5 onto your train']);
    const moves = () => within(screen.getByRole('toolbar', { name: 'Moves' }));
    fireEvent.click(moves().getByRole('button', { name: 'Cancel' }));
    fireEvent.click(moves().getByRole('button', { name: /^End your turn/ }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('DH-9 (b) the racks say how many dominoes each player is short', () => {
    const { container } = show({ ...threeAtTable({ kind: 'draw', player: 1 }), short: [0, 0, 2] }, null);
    expect(container.querySelector('.mine .dh-short')?.textContent).toBe('2 short');
    expect([...container.querySelectorAll('.other .dh-short')].map((e) => e.textContent)).toEqual([
      'one short',
    ]);
  });

  it('offers nothing while a move is on its way or it is not your turn', () => {
    const legal: HavocMove[] = [{ type: 'drawBoneyard' }, { type: 'takeDiscard', from: 1 }];
    const { onMove, rerender } = show(threeAtTable({ kind: 'draw', player: 0 }), legal, { pending: true });
    expect(document.querySelectorAll('button.target')).toHaveLength(0);
    rerender({ pending: false, legal: null, view: threeAtTable({ kind: 'draw', player: 1 }) });
    expect(document.querySelectorAll('button.target')).toHaveLength(0);
    expect(screen.getByText('Watch the table: it is not your turn.')).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();
  });

  it('keyboard: arrows walk the tray, Enter picks, the move buttons play, Escape lets go', () => {
    const legal = ds(tray).map((x): HavocMove => ({ type: 'discard', domino: x }));
    const { onMove } = show(threeAtTable({ kind: 'discard', player: 0, slot: 0 }), legal);
    const first = trayButton('1 and 3');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3 and 5');
    fireEvent.click(elementOf(HTMLButtonElement, document.activeElement));
    fireEvent.keyDown(elementOf(HTMLButtonElement, document.activeElement), { key: 'Escape' });
    expect(trayButton('3 and 5').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(trayButton('3 and 5'));
    const bar = screen.getByRole('toolbar', { name: 'Moves' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Discard 3:5 into your slot', 'Cancel']);
    fireEvent.click(within(bar).getByRole('button', { name: 'Discard 3:5 into your slot' }));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[1]);
  });

  it('drag a tray domino onto your train', () => {
    const legal: HavocMove[] = [
      { type: 'play', domino: d('3-5') },
      { type: 'discard', domino: d('3-5') },
    ];
    const { onMove } = show(threeAtTable({ kind: 'play', player: 0, slot: 0 }), legal);
    fireEvent.dragStart(trayButton('3 and 5'), { dataTransfer: { setData: () => {} } });
    fireEvent.drop(button('Play 3 and 5 onto your train'));
    expect(onMove.mock.calls[0]?.[0]).toBe(legal[0]);
  });

  it('8 players: every rack, face down with its count and what is known; the direction in words', () => {
    const racks: RackSpec[] = [{ tray: '1-2 3-4 5-6 7-8 9-10 11-12' }];
    for (let p = 1; p < 8; p++)
      racks.push({
        tray: 6,
        train: p % 2 ? '1|5' : '',
        known: p === 3 ? '12-12' : '',
        singles: p === 3 ? 2 : 0,
      });
    show(table(racks, { kind: 'draw', player: 5 }, { direction: 'counterclockwise' }), null);
    const others = screen.getAllByRole('region').filter((r) => r.classList.contains('other'));
    expect(others.map((r) => r.getAttribute('aria-label'))).toEqual([
      'P2 · Bot 2',
      'P3 · Bot 3',
      'P4 · Bot 4',
      'P5 · Bot 5',
      'P6 · Bot 6, to act',
      'P7 · Bot 7',
      'P8 · Bot 8',
    ]);
    expect(
      screen.getByRole('img', {
        name: 'tray: 6 face down; seen going in: double 12; at least 2 of the others are singles',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('figure', { name: /^Direction of play: counter-clockwise/ })).toBeTruthy();
    expect(screen.getAllByRole('list', { name: 'train: 1 of 6, 1 and 5; open end 5' })).toHaveLength(4);
  });

  it('animates what arrived: a domino in a slot, a link on a train, the direction turning', () => {
    const before = threeAtTable({ kind: 'draw', player: 1 });
    const { rerender, container } = show(before, null);
    expect(container.querySelectorAll('.anim-enter')).toHaveLength(0);
    const after: HavocView = {
      ...before,
      direction: 'counterclockwise',
      racks: before.racks.map((r, p) => (p === 2 ? { ...r, slot: d('5-5'), train: links('9|1') } : r)),
    };
    rerender({ view: after });
    expect(container.querySelectorAll('.dh-slot .anim-enter')).toHaveLength(1);
    expect(container.querySelectorAll('.dh-train li.anim-enter')).toHaveLength(1);
    expect(container.querySelector('.dh-turned')).not.toBeNull();
  });

  it('DH-7/DH-11 after a round: trays counted in the open, totals beside each name, the last move in words', () => {
    const view = table(
      [{ tray: '', train: '1|2 2|3 3|4 4|5 5|6 6|7' }, { tray: '3-4 5-5' }, { tray: '12-12' }],
      { kind: 'over' },
      { history: [{ winner: 0, penalties: [0, 17, 24] }] },
    );
    const log: LogLine[] = [
      { index: 40, player: 0, move: { type: 'discard', domino: [0, 1] }, text: 'P1 discards [0|1]' },
    ];
    act(() => {
      show(view, null, { log });
    });
    expect(screen.getByRole('img', { name: 'tray: 3 and 4, double 5' })).toBeTruthy();
    expect(screen.getByText('17 pts')).toBeTruthy();
    expect(screen.getByText('Last round: P1 won')).toBeTruthy();
    expect(document.querySelector('.dh-last')?.textContent).toBe('P1 discards [0|1]');
  });
});
