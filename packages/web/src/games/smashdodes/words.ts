/** Smashdodes in words for the board: whose a die is, what it is, where it lies, and the hint under the board. */
import type { Dode, SmashView } from '@gameshelf/smashdodes';
import { dieLabel } from '@gameshelf/smashdodes/present';
import type { Translate } from '../../i18n/translate.ts';
import type { SeatLabel } from '../board.ts';
import type { Offers } from './shots.ts';
import type { Colour } from './stage-types.ts';

export const colourOf = (d: Dode): Colour => (d.owner === 0 ? 'a' : d.owner === 1 ? 'b' : 'neutral');

/** `Player A (You)`, `Player B (Bot (easy))`, `Neutral`. */
export function ownerWords(d: Dode, seats: readonly SeatLabel[], t: Translate): string {
  if (d.owner === 'neutral') return t('board.owner.neutral');
  const seat = seats.find((s) => s.seat === d.owner);
  const letter = d.owner === 0 ? 'A' : 'B';
  return seat ? t('board.owner.named', { letter, name: seat.name }) : t('board.owner.player', { letter });
}

/** `D20`, `D12 Referee`, `D6 Joker`. */
export function kindWords(d: Dode, t: Translate): string {
  const kind = d.kind.toUpperCase();
  return d.role === 'dode' ? kind : t('board.kind.role', { kind, role: t(`board.kind.${d.role}`) });
}

/** The value a die at rest shows, in words: `17`, `blank`, or nothing off the board. */
export function valueWords(d: Dode, t: Translate): string {
  if (d.place.at !== 'play') return '';
  return d.place.value === null ? t('board.blank') : String(d.place.value);
}

/** `A-d8a (5)`: a die's label with the value it shows. */
export function dieWords(view: SmashView, die: number, t: Translate): string {
  const d = view.dice[die];
  const value = d ? valueWords(d, t) : '';
  return value ? `${dieLabel(die)} (${value})` : dieLabel(die);
}

/** Millimetres from the centre, signed: `+123`. */
export const mm = (metres: number): string => {
  const v = Math.round(metres * 1000) || 0;
  return `${v >= 0 ? '+' : ''}${v}`;
};

export type Choosing = 'wait' | 'choose' | 'drop' | 'attack';

export function hintFor(
  view: SmashView,
  offers: Offers,
  choosing: Choosing,
  seat: number | null,
  t: Translate,
): string {
  const s = view.stage;
  if (s.kind === 'over')
    return t('board.hint.over', { letter: s.winner === 0 ? 'A' : 'B', reason: s.reason });
  switch (choosing) {
    case 'drop':
      return t('board.hint.drop');
    case 'attack':
      return t('board.hint.attack');
    case 'choose': {
      const drop = offers.drops.length > 0;
      const attack = offers.attacks.size > 0;
      const ways = drop && attack ? 'either' : drop ? 'drop' : attack ? 'attack' : null;
      if (ways === null) return t('board.hint.skipOnly');
      const choose = t(`board.hint.choose.${ways}`);
      return s.kind === 'turn' && s.locked !== null
        ? t('board.hint.locked', { choose, die: dieLabel(s.locked) })
        : choose;
    }
    default:
      if (seat === null) return t('board.hint.watching');
      return s.kind === 'turn' && s.player !== seat ? t('board.hint.waiting') : t('board.hint.rolling');
  }
}
