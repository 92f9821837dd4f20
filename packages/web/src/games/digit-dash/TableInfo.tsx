/** The stockpile (its count by shape), the power tiles played, the quiet-turn count and, in a match, the totals. */
import type { DigitDashView } from '@gameshelf/digit-dash';
import { SUITS, type Suit } from '@gameshelf/digit-dash/tiles';
import { TileButton } from './TileButton.tsx';

export function TableInfo({ view }: { view: DigitDashView }) {
  const bySuit = (suit: Suit) => view.stockpile.filter((t) => t.suit === suit).length;
  const totals = Array.from({ length: view.players }, (_, p) =>
    view.games.reduce((sum, g) => sum + (g.scores[p] ?? 0), 0),
  );
  return (
    <div className="dd-info">
      <div className="dd-stock" role="img" aria-label={`Stockpile: ${view.stockpile.length} tiles`}>
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
        <fieldset className="dd-powers" aria-label="Power tiles played">
          <span className="dd-info-label">Played</span>
          {view.powerDiscards.map((tile) => (
            <TileButton key={tile} tile={tile} size="small" />
          ))}
        </fieldset>
      ) : null}
      <p
        className="dd-quiet"
        title="The game ends blocked after this many turns in a row with no tile placed (DD-11)"
      >
        Quiet turns {view.quietTurns}/{view.options.blockLimit}
      </p>
      {view.options.match ? (
        <p className="dd-totals">
          Match to 100 · game {view.games.length + (view.phase === 'over' ? 0 : 1)} ·{' '}
          {totals.map((t, p) => `P${p + 1} ${t}`).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
