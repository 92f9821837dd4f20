/**
 * A player's pile (DG-5 laid down, DG-6 score pile, DG-7 discarded): public,
 * so its top card shows face up, with the count (in Plus, the points).
 */
import type { DigitView } from '@gameshelf/digit';
import type { CardId } from '@gameshelf/digit/figures';
import type { Translate } from '../../i18n/translate.ts';
import { useWords } from '../../i18n/use-words.ts';
import { Card } from './Card.tsx';

/** `3 laid down`, `score pile, 2 points`, `4 discarded`. */
export function pileWords(version: DigitView['options']['version'], count: number, t: Translate): string {
  return t(`board.pile.count.${version}`, { count });
}

export interface PileProps {
  readonly cards: readonly CardId[];
  readonly version: DigitView['options']['version'];
  /** The top card just arrived, or matches the figure. */
  readonly lit?: boolean;
  readonly fresh?: boolean;
  readonly size?: 'mini' | 'small';
}

export function Pile({ cards, version, lit, fresh, size = 'small' }: PileProps) {
  const { t } = useWords('digit');
  const top = cards[cards.length - 1];
  const words = pileWords(version, cards.length, t);
  return (
    <div className={`dg-pile ${size}`}>
      {top === undefined ? (
        <span
          className={`dg-pile-empty ${size}`}
          role="img"
          aria-label={t('board.pile.empty', { pile: words })}
        />
      ) : (
        <span className="dg-pile-stack" data-depth={Math.min(cards.length, 3)}>
          <Card
            card={top}
            size={size}
            lit={lit ?? false}
            className={fresh ? 'dg-arrive' : ''}
            note={t('board.pile.top', { pile: words })}
          />
        </span>
      )}
      <span className="dg-pile-count" aria-hidden="true">
        {words}
      </span>
    </div>
  );
}
