/** Smashdodes in words for the board: whose a die is, what it is, where it lies, and the hint under the board. */
import type { Dode, SmashView } from '@gameshelf/smashdodes';
import { dieLabel } from '@gameshelf/smashdodes/present';
import type { SeatLabel } from '../board.ts';
import type { Offers } from './shots.ts';
import type { Colour } from './stage-types.ts';

export const colourOf = (d: Dode): Colour => (d.owner === 0 ? 'a' : d.owner === 1 ? 'b' : 'neutral');

/** `Player A (You)`, `Player B (Bot (easy))`, `Neutral`. */
export function ownerWords(d: Dode, seats: readonly SeatLabel[]): string {
  if (d.owner === 'neutral') return 'Neutral';
  const seat = seats.find((s) => s.seat === d.owner);
  const letter = d.owner === 0 ? 'A' : 'B';
  return seat ? `Player ${letter} (${seat.name})` : `Player ${letter}`;
}

/** `D20`, `D12 Referee`, `D6 Joker`. */
export function kindWords(d: Dode): string {
  const kind = d.kind.toUpperCase();
  return d.role === 'dode' ? kind : `${kind} ${d.role === 'referee' ? 'Referee' : 'Joker'}`;
}

/** The value a die at rest shows, in words: `17`, `blank`, or nothing off the board. */
export function valueWords(d: Dode): string {
  if (d.place.at !== 'play') return '';
  return d.place.value === null ? 'blank' : String(d.place.value);
}

/** `A-d8a (5)`: a die's label with the value it shows. */
export function dieWords(view: SmashView, die: number): string {
  const d = view.dice[die];
  const value = d ? valueWords(d) : '';
  return value ? `${dieLabel(die)} (${value})` : dieLabel(die);
}

/** Millimetres from the centre, signed: `+123`. */
export const mm = (metres: number): string => {
  const v = Math.round(metres * 1000) || 0;
  return `${v >= 0 ? '+' : ''}${v}`;
};

export type Choosing = 'wait' | 'choose' | 'drop' | 'attack';

export function hintFor(view: SmashView, offers: Offers, choosing: Choosing, seat: number | null): string {
  const s = view.stage;
  if (s.kind === 'over') return `Game over: player ${s.winner === 0 ? 'A' : 'B'} wins (${s.reason}).`;
  switch (choosing) {
    case 'drop':
      return 'Click a point in the target circle to drop over it; set the height and spin, then Drop-roll.';
    case 'attack':
      return 'Drag from the die on the board: the arrow shows where it goes and how hard (the longer, the harder). Then Shoot.';
    case 'choose': {
      const locked =
        s.kind === 'turn' && s.locked !== null ? ` You must shoot ${dieLabel(s.locked)} again.` : '';
      const ways = [
        offers.drops.length > 0 ? 'a die in your hand to drop-roll' : null,
        offers.attacks.size > 0 ? 'one of yours on the board to attack with' : null,
      ].filter((w) => w !== null);
      return ways.length > 0 ? `Choose ${ways.join(', or ')}.${locked}` : 'You may only skip.';
    }
    default:
      if (seat === null) return 'Watching.';
      return s.kind === 'turn' && s.player !== seat
        ? 'Waiting for the other player’s shot.'
        : 'The dice are rolling…';
  }
}
