/**
 * What the figure on the table matches, when the views have said it (see
 * highlight.ts): the card lit, in a sentence. A live region, so that screen
 * readers hear a match (the log says only which stick moved).
 */
import type { DigitView } from '@gameshelf/digit';
import type { SeatLabel } from '../board.ts';
import { Card } from './Card.tsx';
import type { Lit } from './highlight.ts';

export function matchWords(
  lit: Lit,
  view: DigitView,
  seat: number | null,
  seats: readonly SeatLabel[],
): string {
  const mine = lit.player === seat;
  const name = mine ? 'You' : (seats[lit.player]?.name ?? `P${lit.player + 1}`);
  const card = `card #${lit.card}`;
  switch (lit.why) {
    case 'matched':
      return view.options.version === 'solitaire'
        ? `Match! ${card} is discarded and replaced. Move again.`
        : `Match! ${name} scored ${card} and ${mine ? 'move' : 'moves'} again.`;
    case 'laid':
      return view.options.version === 'solitaire'
        ? `Match! ${card} is discarded.`
        : `Match! ${name} ${view.options.version === 'plus' ? 'scored' : 'laid down'} ${card}.`;
    case 'discarded':
      return mine
        ? `The figure matched ${card} in your hand: it is discarded out of turn.`
        : `The figure matched ${card} in ${name}'s hand: it is discarded out of turn.`;
  }
}

export function MatchNote(props: {
  lit: Lit | null;
  view: DigitView;
  seat: number | null;
  seats: readonly SeatLabel[];
}) {
  const { lit } = props;
  return (
    <div className="dg-match" role="status">
      {lit ? (
        <div key={`${lit.why}-${lit.card}`} className="dg-match-note anim-enter">
          <span aria-hidden="true">
            <Card card={lit.card} size="small" lit />
          </span>
          <p>{matchWords(lit, props.view, props.seat, props.seats)}</p>
        </div>
      ) : null}
    </div>
  );
}
