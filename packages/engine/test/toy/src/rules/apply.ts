/** Applying a move: chance deals a card of the deck; the player to act draws or stands. */
import { type Actor, CHANCE, fail, type GameError, ok, type Result } from '../../../../src/index.ts';
import type { ToyMove, ToyState } from '../types.ts';
import { actors, nextTurn } from './legal.ts';

export function apply(s: ToyState, actor: Actor, move: ToyMove): Result<ToyState, GameError> {
  if (actors(s).kind === 'over') return fail('move/game-over', 'the game is over');
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
}
