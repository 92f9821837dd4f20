/**
 * Toy High Card: a tiny game used only by the engine's own tests. Cards 1-8;
 * each player is dealt one hidden card. On a turn a player draws (chance
 * deals them a hidden card) or stands. The game ends when everyone has
 * stood or the deck is empty; the highest total not above 12 wins.
 */
import {
  type Actor,
  type Actors,
  CHANCE,
  fail,
  type GameDefinition,
  type GameError,
  type GameResult,
  ok,
  type Player,
  type Result,
  type Rng,
  type Viewer,
} from '../src/index.ts';

export type ToyMove =
  | { readonly type: 'draw' }
  | { readonly type: 'stand' }
  | { readonly type: 'deal'; readonly card: number };
export interface ToyState {
  readonly hands: readonly (readonly number[])[];
  readonly deck: readonly number[]; // unordered: chance deals any card of it
  readonly stood: readonly boolean[];
  readonly turn: Player;
  readonly dealing: boolean;
  readonly variant: 'plain' | 'leaky';
}
export type ToyCard = number | { readonly hidden: true };
export interface ToyView {
  readonly viewer: Viewer;
  readonly hands: readonly (readonly ToyCard[])[];
  readonly deckSize: number;
  readonly stood: readonly boolean[];
  readonly turn: Player;
  readonly dealing: boolean;
  readonly variant: 'plain' | 'leaky';
  /** Only in the deliberately broken `leaky` variant: the whole state. */
  readonly secret?: ToyState;
}

const total = (hand: readonly number[]) => hand.reduce((a, b) => a + b, 0);

/** The next player after `from` who has not stood (or `from` itself if all others stood). */
function nextTurn(stood: readonly boolean[], from: Player): Player {
  for (let k = 1; k <= stood.length; k++) {
    const p = (from + k) % stood.length;
    if (!stood[p]) return p;
  }
  return from;
}

function over(s: ToyState): boolean {
  return !s.dealing && (s.stood.every(Boolean) || s.deck.length === 0);
}

export function makeToy(
  variant: 'plain' | 'leaky' = 'plain',
): GameDefinition<ToyState, ToyMove, ToyView, { variant: string }> {
  return {
    id: variant === 'plain' ? 'toy' : 'toy-leaky',
    name: 'Toy High Card',
    players: { min: 2, max: 3, default: 2 },
    options: [],
    hiddenInformation: true,
    chance: true,
    scoreRange: { min: 0, max: 12 },
    checkSetup: (players) => ok({ players, options: { variant } }),
    setup({ players }, rng: Rng): ToyState {
      const deck = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
      const hands = Array.from({ length: players }, () => [deck.pop() as number]);
      return {
        hands,
        deck: [...deck].sort(),
        stood: hands.map(() => false),
        turn: 0,
        dealing: false,
        variant,
      };
    },
    actors(s): Actors {
      if (s.dealing) return { kind: 'chance' };
      if (over(s)) return { kind: 'over' };
      return { kind: 'players', players: [s.turn] };
    },
    legalMoves(s, player) {
      if (s.dealing || over(s) || player !== s.turn) return [];
      return [{ type: 'draw' }, { type: 'stand' }];
    },
    parseMove(raw): Result<ToyMove, GameError> {
      if (typeof raw !== 'object' || raw === null) return fail('move/malformed', 'a move is an object');
      const m = raw as Record<string, unknown>;
      const keys = Object.keys(m).sort().join(',');
      if ((m.type === 'draw' || m.type === 'stand') && keys === 'type') return ok({ type: m.type });
      if (m.type === 'deal' && keys === 'card,type' && Number.isInteger(m.card))
        return ok({ type: 'deal', card: m.card as number });
      return fail('move/malformed', `not a toy move: ${JSON.stringify(raw)}`);
    },
    apply(s, actor: Actor, move): Result<ToyState, GameError> {
      const actors = this.actors(s);
      if (actors.kind === 'over') return fail('move/game-over', 'the game is over');
      if (move.type === 'deal') {
        if (actor !== CHANCE || !s.dealing) return fail('move/not-your-turn', 'only chance deals');
        if (!s.deck.includes(move.card)) return fail('move/illegal', `card ${move.card} is not in the deck`);
        const hands = s.hands.map((h, i) => (i === s.turn ? [...h, move.card] : h));
        return ok({
          ...s,
          hands,
          deck: s.deck.filter((c) => c !== move.card),
          dealing: false,
          turn: nextTurn(s.stood, s.turn),
        });
      }
      if (actor !== s.turn || s.dealing)
        return fail('move/not-your-turn', `player ${String(actor)} may not act now`);
      if (move.type === 'draw') return ok({ ...s, dealing: true });
      const stood = s.stood.map((x, i) => x || i === s.turn);
      return ok({ ...s, stood, turn: nextTurn(stood, s.turn) });
    },
    sampleChance: (s, rng) => ({ type: 'deal', card: rng.pick(s.deck) }),
    chanceOutcomes: (s) =>
      s.deck.map((card) => ({ move: { type: 'deal', card }, probability: 1 / s.deck.length })),
    view(s, viewer): ToyView {
      const hands = s.hands.map((h, i) => (i === viewer ? h : h.map(() => ({ hidden: true as const }))));
      const base = {
        viewer,
        hands,
        deckSize: s.deck.length,
        stood: s.stood,
        turn: s.turn,
        dealing: s.dealing,
        variant: s.variant,
      };
      return s.variant === 'leaky' ? { ...base, secret: s } : base;
    },
    redactMove(s, actor, move, viewer) {
      return move.type === 'deal' && actor === CHANCE && viewer !== s.turn
        ? { type: 'deal', card: { hidden: true } }
        : move;
    },
    determinize(view, player, rng): ToyState {
      if (view.secret) return view.secret;
      const mine = view.hands[player] as number[];
      const unseen = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8].filter((c) => !mine.includes(c)));
      const hands = view.hands.map((h, i) => (i === player ? mine : h.map(() => unseen.pop() as number)));
      const deck = unseen.slice(0, view.deckSize).sort();
      return {
        hands,
        deck,
        stood: view.stood,
        turn: view.turn,
        dealing: view.dealing,
        variant: view.variant,
      };
    },
    result(s): GameResult | null {
      if (!over(s)) return null;
      const scores = s.hands.map((h) => (total(h) > 12 ? 0 : total(h)));
      const best = Math.max(...scores);
      return { scores, winners: best > 0 ? scores.flatMap((x, i) => (x === best ? [i] : [])) : [] };
    },
    checkInvariants(s) {
      const all = [...s.hands.flat(), ...s.deck].sort();
      return all.length === 8 && new Set(all).size === 8 ? [] : ['cards are not conserved'];
    },
  };
}
