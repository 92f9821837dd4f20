/** The one gate for untrusted moves: exactly the fields of a draw, a stand or a deal. */
import { fail, type GameError, isRecord, ok, type Result } from '../../../src/index.ts';
import type { ToyMove } from './types.ts';

export function parseMove(raw: unknown): Result<ToyMove, GameError> {
  if (!isRecord(raw)) return fail('move/malformed', 'a move is an object');
  const keys = Object.keys(raw).sort().join(',');
  if ((raw.type === 'draw' || raw.type === 'stand') && keys === 'type') return ok({ type: raw.type });
  if (
    raw.type === 'deal' &&
    keys === 'card,type' &&
    typeof raw.card === 'number' &&
    Number.isInteger(raw.card)
  )
    return ok({ type: 'deal', card: raw.card });
  return fail('move/malformed', `not a toy move: ${JSON.stringify(raw)}`);
}
