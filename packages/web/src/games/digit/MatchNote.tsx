/**
 * What the figure on the table matches, when the views have said it (see
 * highlight.ts): the card lit, in a sentence. A live region, so that screen
 * readers hear a match (the log says only which stick moved).
 */
import type { DigitView } from '@gameshelf/digit';
import type { Translate } from '../../i18n/translate.ts';
import { useWords } from '../../i18n/use-words.ts';
import type { SeatLabel } from '../board.ts';
import { Card } from './Card.tsx';
import type { Lit } from './highlight.ts';

export function matchWords(
  lit: Lit,
  view: DigitView,
  seat: number | null,
  seats: readonly SeatLabel[],
  t: Translate,
): string {
  const mine = lit.player === seat;
  const name = seats[lit.player]?.name ?? t('web:seat.short', { n: lit.player + 1 });
  const card = t('board.card.number', { card: lit.card });
  const { version } = view.options;
  // `You` reads differently in a sentence: its own keys.
  const whose = mine ? 'you' : 'other';
  switch (lit.why) {
    case 'matched':
      return version === 'solitaire'
        ? t('board.note.matchedSolitaire', { card })
        : t(`board.note.matched.${whose}`, { card, name });
    case 'laid':
      return version === 'solitaire'
        ? t('board.note.laidSolitaire', { card })
        : t(`board.note.${version === 'plus' ? 'scored' : 'laid'}.${whose}`, { card, name });
    case 'discarded':
      return t(`board.note.discarded.${whose}`, { card, name });
  }
}

export function MatchNote(props: {
  lit: Lit | null;
  view: DigitView;
  seat: number | null;
  seats: readonly SeatLabel[];
}) {
  const { t } = useWords(['digit', 'web']);
  const { lit } = props;
  return (
    <div className="dg-match" role="status">
      {lit ? (
        <div key={`${lit.why}-${lit.card}`} className="dg-match-note anim-enter">
          <span aria-hidden="true">
            <Card card={lit.card} size="small" lit />
          </span>
          <p>{matchWords(lit, props.view, props.seat, props.seats, t)}</p>
        </div>
      ) : null}
    </div>
  );
}
