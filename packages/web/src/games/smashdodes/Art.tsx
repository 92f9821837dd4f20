/** Smashdodes on the home page: an octagonal board with the target and a few dice. */
import { useWords } from '../../i18n/use-words.ts';

export function SmashdodesArt() {
  const { t } = useWords('meta');
  const octagon = (r: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const a = Math.PI / 8 + (i * Math.PI) / 4;
      return `${120 + r * Math.cos(a)},${75 + r * 0.62 * Math.sin(a)}`;
    }).join(' ');
  return (
    <svg viewBox="0 0 240 150" role="img" aria-label={t('smashdodes.art')}>
      <rect width="240" height="150" rx="16" fill="#243b55" />
      <polygon points={octagon(100)} fill="#3d6b8f" />
      <polygon points={octagon(84)} fill="#5b8fb5" stroke="#f6f1e7" strokeWidth="2" />
      <ellipse cx="120" cy="75" rx="12" ry="7" fill="none" stroke="#f3a712" strokeWidth="3" />
      <polygon points="80,70 96,62 106,76 90,86" fill="#d63a3a" stroke="#7a1f1f" strokeWidth="1.5" />
      <polygon
        points="150,56 166,52 172,66 158,72 146,66"
        fill="#2f6fd6"
        stroke="#17386b"
        strokeWidth="1.5"
      />
      <polygon points="128,92 142,86 150,100 136,106" fill="#d63a3a" stroke="#7a1f1f" strokeWidth="1.5" />
      <path d="M40 30 l26 18" stroke="#f6f1e7" strokeWidth="3" strokeLinecap="round" strokeDasharray="4 5" />
    </svg>
  );
}
