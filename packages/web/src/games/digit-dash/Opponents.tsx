/** The other players: their hands face down (shapes only, DD-2, or faces they showed), counts and Skip marks. */
import type { DigitDashView } from '@gameshelf/digit-dash';
import { useWords } from '../../i18n/use-words.ts';
import type { SeatLabel } from '../board.ts';
import { part } from './moves.ts';
import { TileButton } from './TileButton.tsx';
import { seatShort } from './words.ts';

export interface OpponentsProps {
  readonly view: DigitDashView;
  readonly seat: number | null;
  readonly seats: readonly SeatLabel[];
  readonly offered: ReadonlySet<string>;
  /** The parts of the move a hint suggests. */
  readonly hinted?: ReadonlySet<string>;
  readonly onTouch: (part: string) => void;
}

export function Opponents({ view, seat, seats, offered, hinted, onTouch }: OpponentsProps) {
  const { t } = useWords(['digit-dash', 'web']);
  const others = seats.filter((s) => s.seat !== seat);
  return (
    <div className="dd-opponents">
      {others.map((s) => {
        const hand = view.hands[s.seat] ?? [];
        const target = offered.has(part.seat(s.seat));
        const active = view.turn === s.seat && view.phase !== 'over' && view.phase !== 'deal';
        const heading = t('web:result.seat', { short: seatShort(s.seat, t), name: s.name });
        const count = t('board.opponent.tiles', { count: hand.length });
        return (
          <section
            key={s.seat}
            className={`dd-opponent ${active ? 'active' : ''} ${hinted?.has(part.seat(s.seat)) ? 'hinted' : ''}`}
            aria-label={t('board.opponent.label', { heading, tiles: count })}
          >
            <header>
              {target ? (
                <button
                  type="button"
                  className="button primary dd-target"
                  onClick={() => onTouch(part.seat(s.seat))}
                >
                  {t('board.opponent.choose', { heading })}
                </button>
              ) : (
                <span className="dd-opponent-name">{heading}</span>
              )}
              <span className="dd-count">{count}</span>
              {view.skipped[s.seat] ? <span className="dd-badge">{t('board.opponent.skips')}</span> : null}
            </header>
            <div className="dd-mini-hand">
              {hand.map((tile, i) => (
                <TileButton key={typeof tile === 'number' ? tile : `h${i}`} tile={tile} size="small" />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
