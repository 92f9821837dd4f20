/**
 * The seven keys, the doubles 0:0 to 6:6, on the side: those claimed
 * shine (face down in the line or knocked out and kept, they count the
 * same), the others show their pips, marked when they lie on the line
 * ahead of you. A key that was just claimed pops.
 */
import type { DominoRunView, Tile } from '@gameshelf/domino-run';
import { useWords } from '../../i18n/use-words.ts';
import { enterClass, useFreshKeys } from '../../kit/anim.ts';
import { Pips } from './Pips.tsx';
import { claimedKeys, doubleWords, KEY_TILES, low, slotTile } from './words.ts';
import './Side.css';

function KeyPiece({ n, claimed }: { n: number; claimed: boolean }) {
  return (
    <svg viewBox="0 0 40 80" className="dr-key-svg" aria-hidden="true">
      <rect
        x="1.5"
        y="1.5"
        width="37"
        height="77"
        rx="7"
        fill={claimed ? '#f3c145' : '#fffdf8'}
        stroke={claimed ? '#a46a00' : '#c9bca4'}
        strokeWidth="2.5"
      />
      <line x1="7" y1="40" x2="33" y2="40" stroke={claimed ? '#a46a00' : '#c9bca4'} strokeWidth="2" />
      <Pips n={n} fill={claimed ? '#5c3b00' : '#8a8494'} />
      <g transform="translate(0 40)">
        <Pips n={n} fill={claimed ? '#5c3b00' : '#8a8494'} />
      </g>
    </svg>
  );
}

export function Keys({ view }: { view: DominoRunView }) {
  const { t } = useWords('domino-run');
  const claimed = claimedKeys(view.line, view.keys);
  // Doubles still face up on the line in front of the white cube's space.
  const ahead = new Set<Tile>(
    view.line.flatMap((slot, i) =>
      slot.kind === 'tile' && !slot.faceDown && 2 * i + 1 > view.player ? [slotTile(slot)] : [],
    ),
  );
  const fresh = useFreshKeys([...claimed].map((t) => `key:${t}`));
  const names = [...claimed].sort((a, b) => a - b).map((tile) => doubleWords(low(tile), t));
  return (
    <section className="dr-panel dr-keys" aria-label={t('board.keys.title')}>
      <h3 className="dr-label">
        {t('board.keys.title')} <span className="dr-count">{t('board.keys.count', { n: claimed.size })}</span>
      </h3>
      <ul
        className="dr-key-row"
        aria-label={t('board.keys.claimed', {
          keys: names.length > 0 ? names.join(', ') : t('board.keys.none'),
        })}
      >
        {KEY_TILES.map((tile) => {
          const n = low(tile);
          const has = claimed.has(tile);
          const next = !has && ahead.has(tile);
          return (
            <li
              key={tile}
              className={`dr-key ${has ? 'claimed' : ''} ${next ? 'ahead' : ''} ${enterClass(fresh, `key:${tile}`)}`}
              title={t('board.keys.key', {
                double: doubleWords(n, t),
                state: t(`board.keys.${has ? 'isClaimed' : next ? 'ahead' : 'notClaimed'}`),
              })}
            >
              <KeyPiece n={n} claimed={has} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
