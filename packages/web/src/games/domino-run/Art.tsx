/** Domino Run on the home page: a line of dominoes, the white cube ahead and the black cube behind. */
import { useWords } from '../../i18n/use-words.ts';

export function DominoRunArt() {
  const { t } = useWords('meta');
  const halves = [2, 0, 5, 3, 6, 6, 1, 4];
  return (
    <svg viewBox="0 0 240 150" role="img" aria-label={t('domino-run.art')}>
      <rect width="240" height="150" rx="16" fill="#a4571f" />
      {halves.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
        <g key={i} transform={`translate(${16 + i * 26} 84)`}>
          <rect
            width="25"
            height="30"
            rx={i % 2 === 0 ? 5 : 5}
            fill="#fffdf8"
            stroke="#d5c9b3"
            strokeWidth="1.5"
          />
          {Array.from({ length: n }, (_, p) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
            <circle key={p} cx={7 + (p % 3) * 5.5} cy={9 + Math.floor(p / 3) * 12} r="2" fill="#26252e" />
          ))}
        </g>
      ))}
      <rect x="26" y="50" width="24" height="24" rx="4" fill="#26252e" />
      <rect x="130" y="48" width="24" height="24" rx="4" fill="#fffdf8" stroke="#26252e" strokeWidth="2" />
      <path d="M60 36 q40 -26 70 0" fill="none" stroke="#f6f1e7" strokeWidth="3" strokeDasharray="5 6" />
      <g transform="translate(186 22)">
        <rect width="30" height="30" rx="6" fill="#f3a712" />
        <circle cx="9" cy="9" r="3" fill="#26252e" />
        <circle cx="21" cy="21" r="3" fill="#26252e" />
        <circle cx="15" cy="15" r="3" fill="#26252e" />
      </g>
    </svg>
  );
}
