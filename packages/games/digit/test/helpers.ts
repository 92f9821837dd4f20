/**
 * Scripted tables for the rule tests: a state built by hand (figure, hands,
 * deck), and moves found by the figure they make, so a test can say "move
 * to card 17" and check what the rules do with it.
 */
import { type Actor, CHANCE, itemAt, type Player, unwrap } from '@gameshelf/engine';
import { digitGame } from '../src/game.ts';
import { ALL_CARDS } from '../src/rules/geometry/deck.ts';
import { codeOfStick, type Stick } from '../src/rules/geometry/edge.ts';
import { NEIGHBOURS } from '../src/rules/geometry/graph.ts';
import { type Layout, layoutOf, layoutOfCard } from '../src/rules/geometry/layouts.ts';
import { undealt } from '../src/rules/setup.ts';
import type { CardId, DigitMove, DigitOptions, DigitState, StickMove } from '../src/types.ts';

export interface Script {
  readonly version?: DigitOptions['version'];
  readonly open?: boolean;
  readonly games?: number;
  /** The card whose figure lies on the table (in its card orientation). */
  readonly figure: CardId;
  readonly hands: readonly (readonly CardId[])[];
  /** The deck; by default every card not placed elsewhere. */
  readonly deck?: readonly CardId[];
  /** Cards already laid down or scored. */
  readonly piles?: readonly (readonly CardId[])[];
  /** When a deck is given: whose pile takes the cards placed nowhere else (default player 0). */
  readonly spareTo?: Player;
  readonly start?: CardId;
  readonly turn?: Player;
  readonly matched?: number;
  readonly penalty?: number;
  readonly moves?: number;
}

/** A table in the middle of a game, exactly as scripted. */
export function table(script: Script): DigitState {
  const players = script.hands.length;
  const options: DigitOptions = {
    version: script.version ?? (players === 1 ? 'solitaire' : 'standard'),
    open: script.open ?? false,
    games: script.games ?? 1,
  };
  const hands = script.hands.map((h) => [...h].sort((a, b) => a - b));
  const piles = (script.piles ?? hands.map(() => [])).map((p) => [...p]);
  const placed = new Set([...hands.flat(), ...piles.flat(), ...(script.deck ?? [])]);
  const start = script.start ?? ALL_CARDS.find((c) => !placed.has(c) && c !== script.figure) ?? script.figure;
  placed.add(start);
  const rest = ALL_CARDS.filter((c) => !placed.has(c));
  const deck = script.deck ? [...script.deck].sort((a, b) => a - b) : rest;
  if (script.deck) piles[script.spareTo ?? 0]?.push(...rest);
  const base = undealt({ options, players, game: 0, finished: [] }, script.turn ?? 0);
  return {
    ...base,
    start,
    figure: layoutOfCard(script.figure).sticks,
    deck,
    hands,
    piles,
    phase: { type: 'move' },
    matched: script.matched ?? 0,
    penalty: script.penalty ?? 0,
    moves: script.moves ?? 0,
  };
}

/** The layout on the table. */
export function layout(s: DigitState): Layout {
  const l = layoutOf(s.figure);
  if (l === undefined) throw new Error('the figure on the table is none of the layouts');
  return l;
}

/** A legal move that makes the figure of `card`; throws if none does. */
export function moveTo(s: DigitState, card: CardId): StickMove {
  const l = layout(s);
  const k = l.nextCard.indexOf(card);
  if (k < 0) throw new Error(`no move makes card ${card} from card ${l.card}`);
  return itemAt(l.moves, k);
}

/** A legal move that makes none of `cards`. */
export function moveAvoiding(s: DigitState, cards: readonly CardId[]): StickMove {
  const l = layout(s);
  const k = l.nextCard.findIndex((c) => !cards.includes(c));
  if (k < 0) throw new Error('every move makes one of the cards');
  return itemAt(l.moves, k);
}

/** A stick's edge code; a stick off the lattice is a broken script. */
export function codeOf(stick: Stick): number {
  const code = codeOfStick(stick);
  if (code === undefined) throw new Error(`stick ${stick.join(',')} is off the lattice`);
  return code;
}

/** Cards one move from figure `card`, and cards not one move from it. */
export function near(card: CardId): CardId[] {
  return [...itemAt(NEIGHBOURS, card)];
}
export function far(card: CardId): CardId[] {
  const close = itemAt(NEIGHBOURS, card);
  return ALL_CARDS.filter((c) => c !== card && !close.includes(c));
}

/** Applies a move that must be legal. */
export function play(s: DigitState, actor: Actor, move: DigitMove): DigitState {
  return unwrap(digitGame.apply(s, actor, move));
}

/** Draws the given card (chance). */
export function draw(s: DigitState, card: CardId): DigitState {
  return play(s, CHANCE, { type: 'draw', card });
}
