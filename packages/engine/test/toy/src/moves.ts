/** The one gate for untrusted moves: exactly the fields of a draw, a stand or a deal. */
import { fail, type GameError, ok, type Result } from '../../../src/index.ts';
import type { ToyMove } from './types.ts';

export function parseMove(raw: unknown): Result<ToyMove, GameError> {
  if (typeof raw !== 'object' || raw === null) return fail('move/malformed', 'a move is an object');
  const m = raw as Record<string, unknown>;
  const keys = Object.keys(m).sort().join(',');
  if ((m.type === 'draw' || m.type === 'stand') && keys === 'type') return ok({ type: m.type });
  if (m.type === 'deal' && keys === 'card,type' && typeof m.card === 'number' && Number.isInteger(m.card))
    return ok({ type: 'deal', card: m.card });
  return fail('move/malformed', `not a toy move: ${JSON.stringify(raw)}`);
}
