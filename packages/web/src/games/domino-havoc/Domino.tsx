/**
 * A domino drawn in SVG: ivory with coloured pips (numerals when small),
 * or face down. Drawn lying (`[left, right]`) or standing (`[top, bottom]`),
 * so a train reads left to right and a tray stands like a hand.
 */
import { HIGHEST, PIP_RADIUS, PIPS, pipColour, usesNumeral } from './pips.ts';
import './Domino.css';

export interface DominoFaceProps {
  /** The two numbers in drawing order, or null for a face-down domino. */
  readonly ends: readonly [number, number] | null;
  readonly standing?: boolean;
  /** Numerals instead of pips for every number, for small dominoes (above nine there are always numerals). */
  readonly numerals?: boolean;
  /** A see-through preview of where a domino would go. */
  readonly ghost?: boolean;
  /** Ring one half: the train's open end. */
  readonly mark?: 0 | 1;
}

const numeralId = (n: number) => `dh-numeral-${n}`;

/**
 * The numerals, drawn once for the whole board and used by every domino.
 * A numeral on a domino is a picture, like its pips: the domino's words
 * are its label. Drawn from a shared definition, the numerals are not text
 * of the buttons that show them, so a button's visible text is its label
 * alone (what speech input matches, WCAG 2.5.3).
 */
export function NumeralSprite() {
  return (
    <svg className="dh-numerals" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {Array.from({ length: HIGHEST }, (_, i) => i + 1).map((n) => (
          <text
            key={n}
            id={numeralId(n)}
            x="25"
            y="35.5"
            textAnchor="middle"
            fontSize="29"
            fontWeight="800"
            fill={pipColour(n)}
          >
            {n}
          </text>
        ))}
      </defs>
    </svg>
  );
}

function Half({ n, numerals }: { n: number; numerals: boolean }) {
  if (n === 0) return null;
  if (usesNumeral(n, numerals)) return <use href={`#${numeralId(n)}`} />;
  return (
    <g fill={pipColour(n)}>
      {(PIPS[n] ?? []).map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={PIP_RADIUS} />
      ))}
    </g>
  );
}

function Back({ standing }: { standing: boolean }) {
  const w = standing ? 50 : 100;
  const h = standing ? 100 : 50;
  return (
    <>
      <rect
        x="1.5"
        y="1.5"
        width={w - 3}
        height={h - 3}
        rx="7"
        fill="#33387f"
        stroke="#1f2358"
        strokeWidth="3"
      />
      <rect
        x="7"
        y="7"
        width={w - 14}
        height={h - 14}
        rx="4"
        fill="none"
        stroke="#7b80c9"
        strokeWidth="1.5"
      />
      <path d={`M${w / 2} ${h / 2 - 9} l7 9 l-7 9 l-7 -9z`} fill="#f3a712" stroke="#1f2358" strokeWidth="1" />
    </>
  );
}

export function DominoFace({
  ends,
  standing = false,
  numerals = false,
  ghost = false,
  mark,
}: DominoFaceProps) {
  const w = standing ? 50 : 100;
  const h = standing ? 100 : 50;
  const at = (i: 0 | 1) => (standing ? `translate(0 ${i * 50})` : `translate(${i * 50} 0)`);
  return (
    <svg viewBox={`0 0 ${w} ${h}`} className={`dh-domino-svg ${ghost ? 'ghost' : ''}`} aria-hidden="true">
      {ends === null ? (
        <Back standing={standing} />
      ) : (
        <>
          <rect
            x="1.5"
            y="1.5"
            width={w - 3}
            height={h - 3}
            rx="7"
            fill="#fffdf8"
            stroke="#c9bca4"
            strokeWidth="2"
          />
          {standing ? (
            <line x1="8" y1="50" x2="42" y2="50" stroke="#b9ab91" strokeWidth="2" />
          ) : (
            <line x1="50" y1="8" x2="50" y2="42" stroke="#b9ab91" strokeWidth="2" />
          )}
          <circle cx={w / 2} cy={h / 2} r="2.6" fill="#b08d57" />
          {mark !== undefined ? (
            <rect
              transform={at(mark)}
              x="4"
              y="4"
              width="42"
              height="42"
              rx="7"
              fill="none"
              stroke="#f3a712"
              strokeWidth="3"
              strokeDasharray="5 3"
            />
          ) : null}
          <g transform={at(0)}>
            <Half n={ends[0]} numerals={numerals} />
          </g>
          <g transform={at(1)}>
            <Half n={ends[1]} numerals={numerals} />
          </g>
        </>
      )}
    </svg>
  );
}
