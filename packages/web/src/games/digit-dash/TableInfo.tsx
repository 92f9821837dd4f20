/** The stockpile (its count by shape), the power tiles played, the quiet-turn count and, in a match, the totals. */
import type { DigitDashView } from '@gameshelf/digit-dash';
import { SUITS, type Suit } from '@gameshelf/digit-dash/tiles';
import { useWords } from '../../i18n/use-words.ts';
import { TileButton } from './TileButton.tsx';
import { seatShort } from './words.ts';

export function TableInfo({ view }: { view: DigitDashView }) {
  const { t } = useWords(['digit-dash', 'web']);
  const bySuit = (suit: Suit) => view.stockpile.filter((t) => t.suit === suit).length;
  const totals = Array.from({ length: view.players }, (_, p) =>
    view.games.reduce((sum, g) => sum + (g.scores[p] ?? 0), 0),
  );
  return (
    <div className="dd-info">
      <div
        className="dd-stock"
        role="img"
        aria-label={t('board.info.stockpile', { count: view.stockpile.length })}
      >
        <div className="dd-stock-pile" aria-hidden="true">
          <span>{view.stockpile.length}</span>
        </div>
        <div className="dd-stock-suits" aria-hidden="true">
          {SUITS.map((suit) => (
            <span key={suit} className="dd-stock-suit">
              <TileButton tile={{ hidden: true, suit }} size="small" />×{bySuit(suit)}
            </span>
          ))}
        </div>
      </div>
      {view.powerDiscards.length > 0 ? (
        <fieldset className="dd-powers" aria-label={t('board.info.powers')}>
          <span className="dd-info-label">{t('board.info.played')}</span>
          {view.powerDiscards.map((tile) => (
            <TileButton key={tile} tile={tile} size="small" />
          ))}
        </fieldset>
      ) : null}
      <p className="dd-quiet" title={t('board.info.quietWhy')}>
        {t('board.info.quiet', { turns: view.quietTurns, limit: view.options.blockLimit })}
      </p>
      {view.options.match ? (
        <p className="dd-totals">
          {t('board.info.match', {
            game: view.games.length + (view.phase === 'over' ? 0 : 1),
            totals: totals.map((total, p) => `${seatShort(p, t)} ${total}`).join(' · '),
          })}
        </p>
      ) : null}
    </div>
  );
}
