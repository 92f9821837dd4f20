/**
 * A DIGIT card drawn in SVG: its figure of five sticks on a faint lattice, as
 * the card prints it (DG-2), with its number; or its back, for a card in a
 * closed hand. A card that matches the figure on the table lights up (the
 * board is told which, see highlight.ts).
 */
import type { CardId } from '@gameshelf/digit/figures';
import { cardSticks } from '@gameshelf/digit/figures';
import type { Translate } from '../../i18n/translate.ts';
import { useWords } from '../../i18n/use-words.ts';
import { bounds } from './geometry.ts';

const W = 60;
const H = 46;

function Face({ card }: { card: CardId }) {
  const sticks = cardSticks(card);
  const b = bounds(sticks);
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const cell = Math.min(46 / Math.max(w, 1), 24 / Math.max(h, 1), 12);
  const x = (v: number) => W / 2 + (v - b.x0 - w / 2) * cell;
  const y = (v: number) => 27 + (v - b.y0 - h / 2) * cell;
  const dots = [];
  for (let i = b.x0; i <= b.x1; i++)
    for (let j = b.y0; j <= b.y1; j++) dots.push(<circle key={`${i},${j}`} cx={x(i)} cy={y(j)} r="0.9" />);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="dg-card-svg" aria-hidden="true">
      <rect className="dg-card-paper" x="1" y="1" width={W - 2} height={H - 2} rx="5" />
      <text className="dg-card-number" x="5.5" y="10.5">
        {card}
      </text>
      <g className="dg-card-dots">{dots}</g>
      {sticks.map((s) => (
        <line
          key={s.join(',')}
          className="dg-card-stick"
          x1={x(s[0])}
          y1={y(s[1])}
          x2={x(s[2])}
          y2={y(s[3])}
        />
      ))}
    </svg>
  );
}

function Back() {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="dg-card-svg" aria-hidden="true">
      <rect className="dg-card-back" x="1" y="1" width={W - 2} height={H - 2} rx="5" />
      <rect className="dg-card-back-frame" x="5" y="5" width={W - 10} height={H - 10} rx="3" />
      <path className="dg-card-back-mark" d="M18 29 h8 v-8 h8 v8 h8 M26 21 v-6" />
    </svg>
  );
}

export interface CardProps {
  /** The card, or null for the back of a card in a closed hand. */
  readonly card: CardId | null;
  readonly size?: 'mini' | 'small' | 'normal';
  /** It matches the figure on the table. */
  readonly lit?: boolean;
  readonly className?: string;
  /** Words after the card's name for screen readers ("on top of the pile"). */
  readonly note?: string;
}

export function cardWords(card: CardId | null, t: Translate): string {
  if (card === null) return t('board.card.faceDown');
  const b = bounds(cardSticks(card));
  return t('board.card.figure', { card, wide: b.x1 - b.x0, high: b.y1 - b.y0 });
}

export function Card({ card, size = 'normal', lit, className, note }: CardProps) {
  const { t } = useWords('digit');
  const classes = ['dg-card', size, lit ? 'lit' : '', className ?? ''].filter(Boolean).join(' ');
  const words = cardWords(card, t);
  return (
    <span
      className={classes}
      role="img"
      aria-label={note ? t('board.card.noted', { card: words, note }) : words}
    >
      {card === null ? <Back /> : <Face card={card} />}
    </span>
  );
}
