/**
 * Small icons drawn in SVG, so they look the same everywhere (the ⏮ and ⏭
 * characters show as empty boxes where a font lacks them). Decorative: the
 * button that holds one says what it does in words.
 */
const PATHS = {
  first: 'M6 5h2.5v14H6zM19 5v14l-9-7z',
  previous: 'M17 5v14l-10-7z',
  play: 'M7 5v14l11-7z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  next: 'M7 5v14l10-7z',
  last: 'M15.5 5H18v14h-2.5zM5 5v14l9-7z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
