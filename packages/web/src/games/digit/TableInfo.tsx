/**
 * Beside the figure: the version played, the deck (only its size shows),
 * the card the game started from, the moves made, and the scores: the
 * Solitaire score with the seed's rating (DG-7), or the totals of a match
 * of several games (DG-5, DG-6).
 */
import type { DigitView } from '@gameshelf/digit';
import { RATINGS, rating } from '@gameshelf/digit/figures';
import type { SeatLabel } from '../board.ts';
import { Card } from './Card.tsx';

export function versionName(options: DigitView['options']): string {
  if (options.version === 'solitaire') return 'Solitaire';
  return `${options.open ? 'Open ' : ''}${options.version === 'plus' ? 'Plus' : 'Standard'}`;
}

function SolitaireScore({ penalty }: { penalty: number }) {
  const score = -penalty;
  const scale = RATINGS.map((r) => (Number.isFinite(r.from) ? `${r.from} or better: ${r.name}` : r.name));
  return (
    <div className="dg-score" title={`A turn that discards no card costs a point. ${scale.join('; ')}.`}>
      <span className="dg-score-label">Score</span>
      <span className="dg-score-value">{score === 0 ? '0' : `−${penalty}`}</span>
      <span className="dg-rating">{rating(score)}</span>
    </div>
  );
}

function Totals({ view, seats }: { view: DigitView; seats: readonly SeatLabel[] }) {
  const { games, version } = view.options;
  const totals = Array.from({ length: view.players }, (_, p) =>
    view.finished.reduce((sum, scores) => sum + (scores[p] ?? 0), 0),
  );
  const unit = version === 'standard' ? 'minus points' : 'points';
  return (
    <div className="dg-totals">
      <span>
        Game {Math.min(view.game + 1, games)} of {games}
      </span>
      {view.finished.length > 0 ? (
        <span>
          Totals ({unit}): {totals.map((t, p) => `${seats[p]?.name ?? `P${p + 1}`} ${t}`).join(' · ')}
        </span>
      ) : null}
    </div>
  );
}

export function TableInfo({ view, seats }: { view: DigitView; seats: readonly SeatLabel[] }) {
  return (
    <div className="dg-info">
      <p className="dg-version">
        DIGIT {versionName(view.options)}
        <span className="dg-moves">
          {view.moves} {view.moves === 1 ? 'move' : 'moves'}
        </span>
      </p>
      <div className="dg-deck" role="img" aria-label={`Deck: ${view.deckSize} cards`}>
        <span className="dg-deck-stack" aria-hidden="true">
          <Card card={null} size="small" />
        </span>
        <span className="dg-deck-count" aria-hidden="true">
          {view.deckSize}
          <small>in the deck</small>
        </span>
      </div>
      {view.options.version === 'solitaire' ? <SolitaireScore penalty={view.penalty} /> : null}
      {view.options.games > 1 ? <Totals view={view} seats={seats} /> : null}
      {view.start !== null ? (
        <p className="dg-start">
          Started from card #{view.start}
          <Card card={view.start} size="mini" />
        </p>
      ) : null}
    </div>
  );
}
