/**
 * Your treasures, on the side: the dice in your pool and your ability tiles, each a button that turns a die
 * when the legal moves offer it (used ones say so for this turn). Also how
 * often the black cube has caught you.
 */
import type { DominoRunMove, DominoRunView, Tile } from '@gameshelf/domino-run';
import { useWords } from '../../i18n/use-words.ts';
import { enterClass, useFreshKeys } from '../../kit/anim.ts';
import { DieFace } from './Die.tsx';
import { moveWords } from './moves.ts';
import { Pips } from './Pips.tsx';
import { abilityWords, high, low } from './words.ts';
import './Side.css';

function AbilityPiece({ tile }: { tile: Tile }) {
  return (
    <svg viewBox="0 0 96 40" className="dr-ability-svg" aria-hidden="true">
      <rect x="1.5" y="1.5" width="93" height="37" rx="7" fill="#fffdf8" stroke="#7048e8" strokeWidth="2.5" />
      <Pips n={low(tile)} fill="#26252e" />
      <g transform="translate(56 0)">
        <Pips n={high(tile)} fill="#7048e8" />
      </g>
      <path
        d="M38 20 h16 m-6 -6 l6 6 l-6 6"
        fill="none"
        stroke="#7048e8"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface TreasuresProps {
  readonly view: DominoRunView;
  /** The legal conversion for each ability, if any. */
  readonly convert: (ability: Tile) => DominoRunMove | null;
  readonly onMove: (move: DominoRunMove) => void;
}

export function Treasures({ view, convert, onMove }: TreasuresProps) {
  const { t } = useWords('domino-run');
  const fresh = useFreshKeys([`pool:${view.pool}`, ...view.abilities.map((a) => `ability:${a}`)]);
  const dice = t('board.dice.count', { count: view.pool });
  return (
    <section className="dr-panel dr-treasures" aria-label={t('board.treasures.title')}>
      <h3 className="dr-label">{t('board.treasures.title')}</h3>
      <div
        className={`dr-pool ${enterClass(fresh, `pool:${view.pool}`)}`}
        role="img"
        aria-label={t('board.treasures.pool', { dice })}
      >
        {Array.from({ length: view.pool }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pool is only counted
          <span key={i} className="dr-mini-die">
            <DieFace face={3} />
          </span>
        ))}
        <span className="dr-pool-words">{dice}</span>
      </div>
      <div className="dr-abilities">
        {view.abilities.length === 0 ? <p className="dr-quiet">{t('board.treasures.noAbilities')}</p> : null}
        {view.abilities.map((tile) => {
          const move = convert(tile);
          const used = view.abilitiesUsed.includes(tile);
          const words = abilityWords(tile, t);
          // The name holds the words the button shows (WCAG 2.5.3): "used", or "use" as the move's own words.
          const label = used
            ? t('board.ability.usedLabel', { ability: words })
            : move
              ? moveWords(move, view, t)
              : words;
          return (
            <button
              key={tile}
              type="button"
              className={`dr-ability ${move ? 'offered' : ''} ${used ? 'used' : ''} ${enterClass(fresh, `ability:${tile}`)}`}
              aria-label={label}
              disabled={!move}
              onClick={() => move && onMove(move)}
            >
              <AbilityPiece tile={tile} />
              <span className="dr-ability-note" aria-hidden="true">
                {used
                  ? t('board.ability.used')
                  : move
                    ? t('board.ability.use')
                    : `${low(tile)}→${high(tile)}`}
              </span>
            </button>
          );
        })}
      </div>
      <p className="dr-quiet">
        {view.timesCaught === 0
          ? t('board.treasures.neverCaught')
          : t('board.treasures.caught', { count: view.timesCaught })}
      </p>
    </section>
  );
}
