/**
 * Every way a pentastick can lie on the table, with its moves precomputed.
 *
 * A layout is a figure in one orientation, shifted so its lowest corner is
 * (0, 0): 372 of them. The table keeps the figure in this form (see
 * rules), so each position's legal moves (DG-4), the layout each move leads
 * to and the card that layout matches (DG-9) are looked up here rather than
 * computed: this is the hot path of every bot.
 */
import { impossible } from '@gameshelf/engine';
import { fixedKey, freeKey } from './canonical.ts';
import { type CardId, cardOfKey, DECK, STICKS } from './deck.ts';
import { codeOfStick, type Stick, stickOfCode } from './edge.ts';
import { enumerateFixed } from './enumerate.ts';
import { edgeMoves } from './moves.ts';

/** A move of a stick, as the game's moves spell it: JSON sticks in the coordinates of the table. */
export interface StickMove {
  readonly type: 'move';
  readonly from: Stick;
  readonly to: Stick;
}

export interface Layout {
  readonly index: number;
  /** The sticks as sorted edge codes. */
  readonly codes: readonly number[];
  /** The same sticks as JSON, shared by every state showing this layout. */
  readonly sticks: readonly Stick[];
  readonly card: CardId;
  /** Every legal move, stick by stick (in `sticks` order), each exactly once. */
  readonly moves: readonly StickMove[];
  /** For each move: the layout it leads to. */
  readonly next: readonly number[];
  /** For each move: the card the resulting figure matches. */
  readonly nextCard: readonly CardId[];
}

/** Packs a move's two edge codes into one lookup key. */
const moveKey = (from: number, to: number): number => (from << 7) | to;

function buildLayouts(): { layouts: Layout[]; moveIndex: Map<number, number>[] } {
  const all = enumerateFixed(STICKS);
  const indexByKey = new Map(all.map((codes, i) => [fixedKey(codes), i]));
  // Each layout's card first, so that each layout is built whole, with the cards its moves make.
  const cards = all.map((codes) => cardOfKey(freeKey(codes)) ?? impossible('every pentastick is a card'));
  const cardOf = (index: number): CardId => cards[index] ?? impossible(`no layout ${index}`);
  const layouts: Layout[] = [];
  const moveIndex: Map<number, number>[] = [];
  for (const [index, codes] of all.entries()) {
    const moves: StickMove[] = [];
    const next: number[] = [];
    const lookup = new Map<number, number>();
    for (const m of edgeMoves(codes)) {
      lookup.set(moveKey(m.from, m.to), moves.length);
      // Frozen: handed out by every legalMoves call, and search bots key frozen moves by identity.
      moves.push(Object.freeze({ type: 'move', from: stickOfCode(m.from), to: stickOfCode(m.to) }));
      next.push(
        indexByKey.get(fixedKey(m.result)) ?? impossible('a move turns a pentastick into a pentastick'),
      );
    }
    const card = cardOf(index);
    layouts.push({
      index,
      codes,
      sticks: codes.map(stickOfCode),
      card,
      moves,
      next,
      nextCard: next.map(cardOf),
    });
    moveIndex.push(lookup);
  }
  return { layouts, moveIndex };
}

const built = buildLayouts();
export const LAYOUTS: readonly Layout[] = built.layouts;

const byKey = new Map(LAYOUTS.map((layout) => [fixedKey(layout.codes), layout.index]));
const bySticks = new Map<readonly Stick[], number>(LAYOUTS.map((layout) => [layout.sticks, layout.index]));
const codeScratch = new Int32Array(STICKS);

/**
 * The layout of a figure given as JSON sticks already shifted to the corner,
 * or undefined when it is not one (wrong count, not unit edges, not shifted,
 * not connected, repeated sticks). States built by the rules share the
 * layout's own sticks array, which is found at once.
 */
export function layoutOf(sticks: readonly Stick[]): Layout | undefined {
  const shared = bySticks.get(sticks);
  if (shared !== undefined) return LAYOUTS[shared];
  if (sticks.length !== STICKS) return undefined;
  for (let i = 0; i < STICKS; i++) {
    const stick = sticks[i];
    const code = stick === undefined ? undefined : codeOfStick(stick);
    if (code === undefined) return undefined;
    codeScratch[i] = code;
  }
  const index = byKey.get(fixedKey(codeScratch));
  const layout = index === undefined ? undefined : LAYOUTS[index];
  // The key forgets the translation and the order: insist on the exact sticks.
  return layout && sameSticks(layout.sticks, sticks) ? layout : undefined;
}

function sameSticks(a: readonly Stick[], b: readonly Stick[]): boolean {
  return a.every((s, i) => {
    const t = b[i];
    return t !== undefined && s[0] === t[0] && s[1] === t[1] && s[2] === t[2] && s[3] === t[3];
  });
}

/** The index (in `layout.moves`) of the move from one edge to another, or undefined when it is not legal. */
export function findMove(layout: Layout, from: Stick, to: Stick): number | undefined {
  const f = codeOfStick(from);
  const t = codeOfStick(to);
  if (f === undefined || t === undefined) return undefined;
  return built.moveIndex[layout.index]?.get(moveKey(f, t));
}

/** The layout that move `k` of a layout leads to. */
export function nextLayout(layout: Layout, k: number): Layout {
  const next = layout.next[k];
  return (
    (next === undefined ? undefined : LAYOUTS[next]) ??
    impossible(`move ${k} of layout ${layout.index} leads nowhere`)
  );
}

/** The layout of a card's figure as the card draws it: how the starting figure is laid out (DG-3). */
export function layoutOfCard(card: CardId): Layout {
  const index = byKey.get(fixedKey(DECK[card - 1]?.codes ?? []));
  return (index === undefined ? undefined : LAYOUTS[index]) ?? impossible(`card ${card} has no layout`);
}
