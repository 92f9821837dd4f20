/**
 * The out-of-turn decision (DG-5, Standard): the figure another player made
 * matches one of your cards; discard it now (and they draw nothing), or keep
 * it. The two buttons are the two moves the board was given.
 */
import type { DigitMove, DigitView } from '@gameshelf/digit';
import { Card } from './Card.tsx';
import { moveLabel } from './moves.ts';

export interface RespondProps {
  readonly view: DigitView;
  /** The decision moves offered (discard, keep), as given. */
  readonly choices: readonly DigitMove[];
  readonly onMove: (move: DigitMove) => void;
}

export function Respond({ view, choices, onMove }: RespondProps) {
  if (view.phase.type !== 'respond' || choices.length === 0) return null;
  const { card } = view.phase;
  const mover = `P${view.turn + 1}`;
  return (
    <section className="dg-respond" aria-labelledby="dg-respond-title">
      <Card card={card} lit />
      <div>
        <h3 id="dg-respond-title">Your card #{card} matches the figure</h3>
        <p>
          {mover} made it. Discard it out of turn and {mover} draws no card, or keep it for later.
        </p>
        <div className="dg-respond-buttons">
          {choices.map((move) => (
            <button
              key={move.type}
              type="button"
              className={`button ${move.type === 'discard' ? 'primary' : ''}`}
              onClick={() => onMove(move)}
            >
              {moveLabel(move, view)}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
