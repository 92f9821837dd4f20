/**
 * A Digit Dash tile drawn in SVG: its shape in its suit's colour and its
 * number (or its power), or, face down, its shape alone (DD-2). Suits differ
 * by shape as well as colour.
 */
import type { ViewTile } from '@gameshelf/digit-dash';
import { faceValue, powerOf, type Suit, suitOf } from '@gameshelf/digit-dash/tiles';
import { useWords } from '../../i18n/use-words.ts';

const COLOUR: Readonly<Record<Suit, string>> = {
  circle: 'var(--suit-circle)',
  square: 'var(--suit-square)',
  triangle: 'var(--suit-triangle)',
  hexagon: 'var(--suit-hexagon)',
};

/** The suit's shape, centred on (0, 0), about `r` across its half. */
export function SuitShape({
  suit,
  r,
  fill,
  stroke,
}: {
  suit: Suit;
  r: number;
  fill: string;
  stroke?: string;
}) {
  const common = { fill, stroke, strokeWidth: stroke ? 2 : 0 };
  switch (suit) {
    case 'circle':
      return <circle r={r} {...common} />;
    case 'square':
      return (
        <rect x={-r * 0.88} y={-r * 0.88} width={r * 1.76} height={r * 1.76} rx={r * 0.18} {...common} />
      );
    case 'triangle':
      return <path d={`M0 ${-r * 1.05} L${r * 1.05} ${r * 0.8} L${-r * 1.05} ${r * 0.8}Z`} {...common} />;
    case 'hexagon': {
      const points = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
      });
      return <polygon points={points.join(' ')} {...common} />;
    }
  }
}

/** A power's name on its tile: squeezed into the tile's width when the language's word is long. */
function PowerWord({ word }: { word: string }) {
  const long = word.length > 5;
  return (
    <text
      x="24"
      y="50"
      textAnchor="middle"
      fontSize="11"
      fontWeight="800"
      fill="#26252e"
      letterSpacing={long ? 0 : 0.5}
      {...(long ? { textLength: 40, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {word.toUpperCase()}
    </text>
  );
}

export function TileFace({ tile }: { tile: ViewTile }) {
  const { t } = useWords('digit-dash');
  if (typeof tile !== 'number') {
    return (
      <svg viewBox="0 0 48 64" className="dd-tile-svg" aria-hidden="true">
        <rect x="1.5" y="1.5" width="45" height="61" rx="8" fill="#2d7a60" stroke="#5fa58a" strokeWidth="2" />
        <g transform="translate(24 32)">
          <SuitShape suit={tile.suit} r={11} fill={COLOUR[tile.suit]} stroke="#eaf4ee" />
        </g>
      </svg>
    );
  }
  const suit = suitOf(tile);
  const power = powerOf(tile);
  return (
    <svg viewBox="0 0 48 64" className="dd-tile-svg" aria-hidden="true">
      <rect
        x="1.5"
        y="1.5"
        width="45"
        height="61"
        rx="8"
        fill={power ? '#fff6dc' : '#fffdf8'}
        stroke={power ? '#e0b84a' : '#d5c9b3'}
        strokeWidth="2"
      />
      <g transform="translate(24 19)">
        <SuitShape suit={suit} r={9} fill={COLOUR[suit]} />
      </g>
      {power ? (
        <PowerWord word={t(`terms.power.${power}`)} />
      ) : (
        <text x="24" y="54" textAnchor="middle" fontSize="22" fontWeight="800" fill="#26252e">
          {faceValue(tile)}
        </text>
      )}
    </svg>
  );
}
