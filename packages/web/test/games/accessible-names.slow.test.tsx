/**
 * Every board's controls are named by what they show (WCAG 2.5.3, axe-core's
 * `label-content-name-mismatch`): a control with an `aria-label` and visible
 * text has that text inside its name, so speech input ("click Draw") finds
 * it. The browser tests run axe-core on a few fixed positions; this runs the
 * same check on many positions random play reaches, for every game on the
 * shelf, and presses the board's controls there, so a control that only
 * appears mid-game (a live double's slot, a picked tile's places) is checked
 * too. A random deal once made axe fail in CI on such a slot.
 */
import { type AnyMatch, Match, Rng } from '@gameshelf/engine';
import { CATALOG } from '@gameshelf/shelf/catalog';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LogLine } from '../../src/games/board.ts';
import { loadGame } from '../../src/games/load.ts';

// Smashdodes' 3D stage needs WebGL, which happy-dom has not: its controls are in the panel and the bar.
vi.mock('../../src/games/smashdodes/Stage.tsx', () => ({ default: () => <div data-testid="stage" /> }));

/** Lower case, punctuation and symbols dropped, spaces collapsed: how axe-core compares a name with its text. */
const normal = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The text a control shows: its text nodes, less what is hidden from everyone (aria-hidden, visually-hidden). */
function shownText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += ` ${node.textContent ?? ''}`;
    else if (node instanceof Element) {
      const child = node;
      if (child.getAttribute('aria-hidden') === 'true' || child.classList.contains('visually-hidden'))
        continue;
      if (child.tagName.toLowerCase() === 'svg') continue;
      text += ` ${shownText(child)}`;
    }
  }
  return text;
}

const CONTROLS = 'button, a[href], input, select, [role=button], [role=link], [role=radio], [role=checkbox]';

/** The controls whose name leaves out what they show, as `name ≠ text`. */
function mismatches(root: Element): string[] {
  const out: string[] = [];
  for (const control of root.querySelectorAll(CONTROLS)) {
    const label = control.getAttribute('aria-label');
    if (label === null) continue;
    const shown = normal(shownText(control));
    // One character (a pip count, an arrow) is not words a person would say: axe-core leaves it out too.
    if (shown.length <= 1) continue;
    if (!normal(label).includes(shown)) out.push(`"${label}" shows "${shown}"`);
  }
  return out;
}

/** Tables (players, options) and positions per game: the physics game's shots are slow, so it plays fewer. */
interface Plan {
  readonly tables: readonly { readonly players: number; readonly options?: Record<string, unknown> }[];
  readonly games: number;
  readonly moves: number;
  /** A position is checked every this many moves. */
  readonly every: number;
}

const PLAN: Record<string, Plan> = {
  'digit-dash': { tables: [{ players: 2 }, { players: 4 }], games: 3, moves: 120, every: 6 },
  'domino-havoc': { tables: [{ players: 3 }, { players: 8 }], games: 2, moves: 160, every: 8 },
  digit: {
    tables: [
      { players: 1, options: { version: 'solitaire' } },
      { players: 2 },
      { players: 4, options: { version: 'plus', open: true } },
    ],
    games: 1,
    moves: 80,
    every: 8,
  },
  'domino-run': { tables: [{ players: 1 }], games: 3, moves: 120, every: 5 },
  smashdodes: { tables: [{ players: 2 }], games: 1, moves: 8, every: 1 },
};

const linesOf = (match: AnyMatch, seat: number): LogLine[] =>
  match.logFor(seat).map((entry) => ({ ...entry, text: `move ${entry.index + 1}` }));

describe('every board names its controls by what they show', () => {
  it('has a plan for every game on the shelf', () => {
    expect(Object.keys(PLAN).sort()).toEqual(CATALOG.map((entry) => entry.meta.id).sort());
  });

  it.each(Object.entries(PLAN))(
    '%s: at positions of random play, and after pressing its controls there',
    async (id, plan) => {
      const loaded = await loadGame(id);
      if (!loaded) throw new Error(`${id} does not load`);
      const { module, Board } = loaded;
      const found: string[] = [];
      let checked = 0;
      for (const { players, options } of plan.tables) {
        for (let g = 0; g < plan.games; g++) {
          const seed = `names-${id}-${players}-${g}`;
          const created = Match.create(module.game, { players, seed, ...(options ? { options } : {}) });
          if (!created.ok) throw new Error(created.error.message);
          const match: AnyMatch = created.value;
          const rng = Rng.fromSeed(seed);
          for (let n = 0; n < plan.moves && !match.isOver(); n++) {
            const seat = match.toAct()[0];
            if (seat === undefined) break;
            const legal = match.legalMoves(seat);
            if (n % plan.every === 0) {
              const seats = Array.from({ length: players }, (_, p) => ({
                seat: p,
                name: p === seat ? 'You' : `P${p + 1}`,
                kind: p === seat ? ('you' as const) : ('human' as const),
              }));
              const { container } = render(
                <Board
                  view={match.view(seat)}
                  legal={legal}
                  onMove={() => {}}
                  seat={seat}
                  seats={seats}
                  log={linesOf(match, seat)}
                  pending={false}
                />,
              );
              const where = `${seed}, move ${n}`;
              found.push(...mismatches(container).map((m) => `${where}: ${m}`));
              // Press a few controls in turn (a tile, then its places...): moves go nowhere, choices stay.
              for (let press = 0; press < 6; press++) {
                const enabled = [...container.querySelectorAll('button:not([disabled])')];
                const next = enabled[rng.int(Math.max(1, enabled.length))];
                if (!next) break;
                act(() => {
                  fireEvent.click(next);
                });
                found.push(...mismatches(container).map((m) => `${where}, press ${press + 1}: ${m}`));
              }
              checked++;
              cleanup();
            }
            const move = legal[rng.int(legal.length)];
            const played = match.play(seat, move);
            if (!played.ok) throw new Error(`${id}: a legal move was refused: ${played.error.message}`);
          }
        }
      }
      expect(checked).toBeGreaterThan(5);
      expect([...new Set(found)].slice(0, 10)).toEqual([]);
    },
  );
});
