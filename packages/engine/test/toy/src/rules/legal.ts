/** Who acts (the player whose turn it is, or chance while a card is dealt), and their two moves. */
import type { Actors, Player } from '../../../../src/index.ts';
import type { ToyMove, ToyState } from '../types.ts';

export function isOver(s: ToyState): boolean {
  return !s.dealing && (s.stood.every(Boolean) || s.deck.length === 0);
}

/** The next player after `from` who has not stood (or `from` itself if all others stood). */
export function nextTurn(stood: readonly boolean[], from: Player): Player {
  for (let k = 1; k <= stood.length; k++) {
    const p = (from + k) % stood.length;
    if (!stood[p]) return p;
  }
  return from;
}

export function actors(s: ToyState): Actors {
  if (s.dealing) return { kind: 'chance' };
  if (isOver(s)) return { kind: 'over' };
  return { kind: 'players', players: [s.turn] };
}

export function legalMoves(s: ToyState, player: Player): ToyMove[] {
  if (s.dealing || isOver(s) || player !== s.turn) return [];
  return [{ type: 'draw' }, { type: 'stand' }];
}
