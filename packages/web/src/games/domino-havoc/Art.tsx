/** Double Domino Havoc on the home page: a train of dominoes and the reversing arrow. */
import { useWords } from '../../i18n/use-words.ts';

function Domino({ x, y, a, b, rotate = 0 }: { x: number; y: number; a: number; b: number; rotate?: number }) {
  const pips = (n: number, cx: number) =>
    Array.from({ length: n }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
      <circle key={i} cx={cx + ((i % 3) - 1) * 6} cy={Math.floor(i / 3) * 7 - 6} r="2.2" fill="#26252e" />
    ));
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-30" y="-15" width="60" height="30" rx="5" fill="#fffdf8" stroke="#d5c9b3" strokeWidth="2" />
      <line x1="0" y1="-11" x2="0" y2="11" stroke="#c9bca4" strokeWidth="2" />
      {pips(a, -15)}
      {pips(b, 15)}
    </g>
  );
}

export function DominoHavocArt() {
  const { t } = useWords('meta');
  return (
    <svg viewBox="0 0 240 150" role="img" aria-label={t('domino-havoc.art')}>
      <rect width="240" height="150" rx="16" fill="#3b3f8f" />
      <Domino x={44} y={100} a={3} b={5} />
      <Domino x={108} y={100} a={5} b={2} />
      <Domino x={172} y={100} a={2} b={6} />
      <Domino x={120} y={42} a={4} b={4} rotate={-12} />
      <path
        d="M40 40 a36 24 0 0 1 44 -14"
        fill="none"
        stroke="#f3a712"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M86 16 l2 14 l-13 -3z" fill="#f3a712" />
      <path
        d="M200 40 a36 24 0 0 0 -44 -14"
        fill="none"
        stroke="#f3a712"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M154 16 l-2 14 l13 -3z" fill="#f3a712" />
    </svg>
  );
}
