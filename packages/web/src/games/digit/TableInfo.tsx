/**
 * Beside the figure: the version played, the deck (only its size shows),
 * the card the game started from, the moves made, and the scores: the
 * Solitaire score with the seed's rating (DG-7), or the totals of a match
 * of several games (DG-5, DG-6).
 */
import type { DigitView } from '@gameshelf/digit';
import { RATINGS, rating } from '@gameshelf/digit/figures';
import type { Translate } from '../../i18n/translate.ts';
import { useWords } from '../../i18n/use-words.ts';
import type { SeatLabel } from '../board.ts';
import { Card } from './Card.tsx';

/** `Open Plus`, `Solitaire`: the version played, as the seed names it. */
export function versionName(options: DigitView['options'], t: Translate): string {
  const version = t(`options.version.choices.${options.version}`);
  if (options.version === 'solitaire') return t('board.info.solitaire');
  return options.open ? t('board.info.open', { version }) : version;
}

function SolitaireScore({ penalty }: { penalty: number }) {
  const { t } = useWords('digit');
  const score = -penalty;
  const scale = RATINGS.map((r) => {
    const name = t(`terms.rating.${r.name}`);
    return Number.isFinite(r.from) ? t('board.score.from', { from: r.from, rating: name }) : name;
  });
  return (
    <div className="dg-score" title={t('board.score.why', { scale: scale.join('; ') })}>
      <span className="dg-score-label">{t('board.score.label')}</span>
      <span className="dg-score-value">{score === 0 ? '0' : `−${penalty}`}</span>
      <span className="dg-rating">{t(`terms.rating.${rating(score)}`)}</span>
    </div>
  );
}

function Totals({ view, seats }: { view: DigitView; seats: readonly SeatLabel[] }) {
  const { t } = useWords(['digit', 'web']);
  const { games, version } = view.options;
  const totals = Array.from({ length: view.players }, (_, p) =>
    view.finished.reduce((sum, scores) => sum + (scores[p] ?? 0), 0),
  );
  const list = totals
    .map((total, p) => `${seats[p]?.name ?? t('web:seat.short', { n: p + 1 })} ${total}`)
    .join(' · ');
  return (
    <div className="dg-totals">
      <span>{t('board.info.game', { game: Math.min(view.game + 1, games), games })}</span>
      {view.finished.length > 0 ? (
        <span>
          {t(version === 'standard' ? 'board.info.totalsMinus' : 'board.info.totals', { totals: list })}
        </span>
      ) : null}
    </div>
  );
}

export function TableInfo({ view, seats }: { view: DigitView; seats: readonly SeatLabel[] }) {
  const { t } = useWords('digit');
  return (
    <div className="dg-info">
      <p className="dg-version">
        DIGIT {versionName(view.options, t)}
        <span className="dg-moves">{t('board.info.moves', { count: view.moves })}</span>
      </p>
      <div className="dg-deck" role="img" aria-label={t('board.info.deck', { count: view.deckSize })}>
        <span className="dg-deck-stack" aria-hidden="true">
          <Card card={null} size="small" />
        </span>
        <span className="dg-deck-count" aria-hidden="true">
          {view.deckSize}
          <small>{t('board.info.inDeck')}</small>
        </span>
      </div>
      {view.options.version === 'solitaire' ? <SolitaireScore penalty={view.penalty} /> : null}
      {view.options.games > 1 ? <Totals view={view} seats={seats} /> : null}
      {view.start !== null ? (
        <p className="dg-start">
          {t('board.info.start', { card: view.start })}
          <Card card={view.start} size="mini" />
        </p>
      ) : null}
    </div>
  );
}
