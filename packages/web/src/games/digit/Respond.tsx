/**
 * The out-of-turn decision (DG-5, Standard): the figure another player made
 * matches one of your cards; discard it now (and they draw nothing), or keep
 * it. The two buttons are the two moves the board was given.
 */
import type { DigitMove, DigitView } from '@gameshelf/digit';
import { useTranslation } from 'react-i18next';
import { Card } from './Card.tsx';
import { moveLabel } from './moves.ts';

export interface RespondProps {
  readonly view: DigitView;
  /** The decision moves offered (discard, keep), as given. */
  readonly choices: readonly DigitMove[];
  readonly onMove: (move: DigitMove) => void;
}

export function Respond({ view, choices, onMove }: RespondProps) {
  const { t } = useTranslation(['digit', 'web']);
  if (view.phase.type !== 'respond' || choices.length === 0) return null;
  const { card } = view.phase;
  const mover = t('web:seat.short', { n: view.turn + 1 });
  return (
    <section className="dg-respond" aria-labelledby="dg-respond-title">
      <Card card={card} lit />
      <div>
        <h3 id="dg-respond-title">{t('board.respond.title', { card })}</h3>
        <p>{t('board.respond.why', { player: mover })}</p>
        <div className="dg-respond-buttons">
          {choices.map((move) => (
            <button
              key={move.type}
              type="button"
              className={`button ${move.type === 'discard' ? 'primary' : ''}`}
              onClick={() => onMove(move)}
            >
              {moveLabel(move, view, t)}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
