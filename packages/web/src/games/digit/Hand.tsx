/**
 * The viewer's own cards as small figures (Solitaire: the five face-up
 * cards, DG-7) and their pile; the card on top of the pile lights up while
 * the figure still matches it.
 */
import type { DigitView } from '@gameshelf/digit';
import { useWords } from '../../i18n/use-words.ts';
import { Card } from './Card.tsx';
import type { Lit } from './highlight.ts';
import { Pile } from './Pile.tsx';
import { handKey, pileKey } from './Seats.tsx';

export interface HandProps {
  readonly view: DigitView;
  readonly seat: number;
  readonly lit: Lit | null;
  readonly fresh: ReadonlySet<string>;
}

export function Hand({ view, seat, lit, fresh }: HandProps) {
  const { t } = useWords('digit');
  const hand = view.hands[seat] ?? [];
  const pile = view.piles[seat] ?? [];
  const top = pile[pile.length - 1];
  const solitaire = view.options.version === 'solitaire';
  const title = solitaire ? t('board.hand.faceUp') : t('board.hand.yours');
  return (
    <section className="dg-hand-area" aria-label={title}>
      <div className="dg-hand-cards">
        <h3>
          {title} <span className="dg-count">{hand.length}</span>
        </h3>
        <ul className="dg-hand">
          {hand.map((card, i) => {
            const id = typeof card === 'number' ? card : null;
            const key = handKey(seat, card, i);
            return (
              <li key={key}>
                <Card card={id} className={fresh.has(key) ? 'dg-arrive' : ''} />
              </li>
            );
          })}
          {hand.length === 0 ? <li className="dg-empty">{t('board.hand.empty')}</li> : null}
        </ul>
      </div>
      <div className="dg-hand-pile">
        <h3>{t(`board.pile.title.${view.options.version}`)}</h3>
        <Pile
          cards={pile}
          version={view.options.version}
          lit={top !== undefined && lit?.card === top && lit.player === seat}
          fresh={top !== undefined && fresh.has(pileKey(seat, top))}
        />
      </div>
    </section>
  );
}
