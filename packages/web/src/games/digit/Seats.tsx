/**
 * The other players around the table: their cards face down (or face up in
 * Open DIGIT, DG-8: the view says which), how many, and their piles. The
 * player who moves is marked.
 */
import type { DigitView } from '@gameshelf/digit';
import { useWords } from '../../i18n/use-words.ts';
import type { SeatLabel } from '../board.ts';
import { Card } from './Card.tsx';
import type { Lit } from './highlight.ts';
import { Pile } from './Pile.tsx';

export interface SeatsProps {
  readonly view: DigitView;
  readonly seat: number | null;
  readonly seats: readonly SeatLabel[];
  readonly lit: Lit | null;
  readonly fresh: ReadonlySet<string>;
}

export const handKey = (p: number, card: unknown, i: number) =>
  typeof card === 'number' ? `h${p}:${card}` : `h${p}:x${i}`;
export const pileKey = (p: number, card: number) => `p${p}:${card}`;

export function Seats({ view, seat, seats, lit, fresh }: SeatsProps) {
  const { t } = useWords(['digit', 'web']);
  const others = seats.filter((s) => s.seat !== seat);
  if (others.length === 0) return null;
  return (
    <div className="dg-seats">
      {others.map((s) => {
        const p = s.seat;
        const hand = view.hands[p] ?? [];
        const pile = view.piles[p] ?? [];
        const top = pile[pile.length - 1];
        const moving = view.phase.type === 'move' && view.turn === p;
        const open = hand.some((c) => typeof c === 'number');
        const heading = t('web:result.seat', { short: t('web:seat.short', { n: p + 1 }), name: s.name });
        const count = t('board.seat.cards', { count: hand.length });
        return (
          <section
            key={p}
            className={`dg-seat ${moving ? 'active' : ''}`}
            aria-label={t(open ? 'board.seat.labelOpen' : 'board.seat.label', { heading, cards: count })}
          >
            <header>
              <span className="dg-seat-name">{heading}</span>
              <span className="dg-count">{count}</span>
              {moving ? <span className="dg-badge">{t('board.seat.moving')}</span> : null}
            </header>
            <div className="dg-seat-body">
              <div className="dg-mini-hand">
                {hand.map((card, i) => {
                  const id = typeof card === 'number' ? card : null;
                  const key = handKey(p, card, i);
                  return (
                    <Card
                      key={key}
                      card={id}
                      size={id === null ? 'mini' : 'small'}
                      className={fresh.has(key) ? 'dg-arrive' : ''}
                    />
                  );
                })}
              </div>
              <Pile
                cards={pile}
                version={view.options.version}
                size="mini"
                lit={top !== undefined && lit?.card === top && lit.player === p}
                fresh={top !== undefined && fresh.has(pileKey(p, top))}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
