/**
 * The one gate for untrusted moves. A well-formed move has exactly the
 * fields of its type, of the right types; it comes back in canonical form
 * (each stick lower end first, each dealt hand sorted), so two moves that
 * mean the same are equal. Whether it is legal is for `apply`.
 */
import { fail, type GameError, isRecord, ok, type Result } from '@gameshelf/engine';
import { orderStick, type Stick } from './rules/geometry/edge.ts';
import type { CardId, DigitMove } from './types.ts';

const FIELDS: Readonly<Record<string, string>> = {
  move: 'from,to,type',
  deal: 'hands,start,type',
  draw: 'card,type',
};

const isCard = (v: unknown): v is CardId => typeof v === 'number' && Number.isSafeInteger(v);
const isHand = (v: unknown): v is CardId[] => Array.isArray(v) && v.every(isCard);

function stick(raw: unknown): Stick | undefined {
  return Array.isArray(raw) ? orderStick(raw) : undefined;
}

export function parseMove(raw: unknown): Result<DigitMove, GameError> {
  if (!isRecord(raw)) return fail('move/malformed', 'a DIGIT move is an object with a type');
  const m = raw;
  const type = m.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    return fail('move/malformed', `unknown move type ${JSON.stringify(type)} (move, deal, draw)`);
  }
  const fields = Object.keys(m).sort().join(',');
  if (fields !== FIELDS[type]) {
    return fail('move/malformed', `a ${type} move has exactly the fields ${FIELDS[type]}, not ${fields}`);
  }
  switch (type) {
    case 'move': {
      const from = stick(m.from);
      const to = stick(m.to);
      if (!from || !to)
        return fail('move/malformed', 'from and to must be sticks [x1, y1, x2, y2] one unit long');
      return ok({ type: 'move', from, to });
    }
    case 'deal': {
      const { start, hands } = m;
      if (!isCard(start) || !Array.isArray(hands) || !hands.every(isHand)) {
        return fail('move/malformed', 'a deal has a start card and a list of hands of card ids');
      }
      return ok({ type: 'deal', start, hands: hands.map((h) => [...h].sort((a, b) => a - b)) });
    }
    default:
      return isCard(m.card)
        ? ok({ type: 'draw', card: m.card })
        : fail('move/malformed', 'a draw names a card id');
  }
}
