/** Digit Dash on the home page: a run and a set of shaped tiles. */
import { useWords } from '../../i18n/use-words.ts';

export function DigitDashArt() {
  const { t } = useWords('meta');
  const tile = (x: number, y: number, rotate: number, colour: string, shape: string, n: string) => (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-22" y="-30" width="44" height="60" rx="8" fill="#fffdf8" stroke="#d5c9b3" strokeWidth="2" />
      <path d={shape} fill={colour} opacity="0.9" />
      <text y="26" textAnchor="middle" fontSize="13" fontWeight="700" fill="#26252e">
        {n}
      </text>
    </g>
  );
  const circle = 'M0 -17 a11 11 0 1 0 0.01 0z';
  const square = 'M-10 -16h20v20h-20z';
  const triangle = 'M0 -18 L12 4 L-12 4z';
  return (
    <svg viewBox="0 0 240 150" role="img" aria-label={t('digit-dash.art')}>
      <rect width="240" height="150" rx="16" fill="#1f5f4a" />
      {tile(48, 58, -8, 'var(--suit-circle)', circle, '3')}
      {tile(92, 52, -2, 'var(--suit-circle)', circle, '4')}
      {tile(136, 54, 5, 'var(--suit-circle)', circle, '5')}
      {tile(160, 104, -4, 'var(--suit-square)', square, '7')}
      {tile(204, 98, 7, 'var(--suit-triangle)', triangle, '7')}
      <rect x="170" y="18" width="40" height="54" rx="8" fill="#2d7a60" stroke="#5fa58a" strokeWidth="2" />
      <path d="M190 36 l10 6 v12 l-10 6 l-10 -6 v-12z" fill="var(--suit-hexagon)" opacity="0.85" />
    </svg>
  );
}
