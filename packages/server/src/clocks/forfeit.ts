/**
 * The result the server gives a match whose player ran out of time on a
 * correspondence clock: they lose, everyone else shares the win, and there
 * are no scores (the rules did not end the game). The result says who ran
 * out, so a person reads why it ended.
 */
import type { GameResult } from '@gameshelf/engine';

export interface Forfeit {
  readonly seat: number;
  readonly reason: 'timeout';
}

export type ServerResult = GameResult & { readonly forfeit?: Forfeit };

export function forfeitResult(players: number, seat: number): ServerResult {
  const winners = Array.from({ length: players }, (_, p) => p).filter((p) => p !== seat);
  return { scores: [], winners, forfeit: { seat, reason: 'timeout' } };
}

/** The forfeit a stored or live result carries, if the server ended the match. */
export function forfeitOf(result: GameResult): Forfeit | undefined {
  if (!('forfeit' in result)) return undefined;
  const { forfeit } = result;
  if (typeof forfeit !== 'object' || forfeit === null || !('seat' in forfeit)) return undefined;
  return typeof forfeit.seat === 'number' ? { seat: forfeit.seat, reason: 'timeout' } : undefined;
}
