/** DIGIT on the home page: five sticks on a lattice and a card with the figure to make. */
import { useWords } from '../../i18n/use-words.ts';

export function DigitArt() {
  const { t } = useWords('meta');
  const dots = [];
  for (let x = 0; x < 5; x++) for (let y = 0; y < 4; y++) dots.push([30 + x * 30, 30 + y * 30]);
  const stick = (x1: number, y1: number, x2: number, y2: number, colour = '#f6f1e7') => (
    <line
      x1={30 + x1 * 30}
      y1={30 + y1 * 30}
      x2={30 + x2 * 30}
      y2={30 + y2 * 30}
      stroke={colour}
      strokeWidth="7"
      strokeLinecap="round"
    />
  );
  return (
    <svg viewBox="0 0 240 150" role="img" aria-label={t('digit.art')}>
      <rect width="240" height="150" rx="16" fill="#7a3e65" />
      {dots.map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="2.5" fill="#c99bb8" />
      ))}
      {stick(0, 1, 1, 1)}
      {stick(1, 1, 2, 1)}
      {stick(2, 1, 2, 2)}
      {stick(2, 2, 3, 2)}
      {stick(1, 0, 1, 1, '#f3a712')}
      <g transform="translate(176 26) rotate(6)">
        <rect width="46" height="66" rx="6" fill="#fffdf8" stroke="#d5c9b3" strokeWidth="2" />
        <path d="M8 24 h10 v10 h10 v10 h10 M18 24 v-10" stroke="#26252e" strokeWidth="3" fill="none" />
      </g>
    </svg>
  );
}
