/**
 * A player's pile (DG-5 laid down, DG-6 score pile, DG-7 discarded): public,
 * so its top card shows face up, with the count (in Plus, the points).
 */
import type { DigitView } from '@gameshelf/digit';
import type { CardId } from '@gameshelf/digit/figures';
import { Card } from './Card.tsx';

export function pileWords(version: DigitView['options']['version'], count: number): string {
  switch (version) {
    case 'plus':
      return `score pile, ${count} ${count === 1 ? 'point' : 'points'}`;
    case 'solitaire':
      return `${count} discarded`;
    case 'standard':
      return `${count} laid down`;
  }
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
  const top = cards[cards.length - 1];
  const words = pileWords(version, cards.length);
  return (
    <div className={`dg-pile ${size}`}>
      {top === undefined ? (
        <span className={`dg-pile-empty ${size}`} role="img" aria-label={`${words}: empty`} />
      ) : (
        <span className="dg-pile-stack" data-depth={Math.min(cards.length, 3)}>
          <Card
            card={top}
            size={size}
            lit={lit ?? false}
            className={fresh ? 'dg-arrive' : ''}
            note={`on top of the pile (${words})`}
          />
        </span>
      )}
      <span className="dg-pile-count" aria-hidden="true">
        {words}
      </span>
    </div>
  );
}
