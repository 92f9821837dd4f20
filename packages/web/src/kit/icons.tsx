/**
 * Small icons drawn in SVG, so they look the same everywhere: characters
 * such as ⏮ ⏭ ✓ ✗ ↻ ↺ ★ show as empty boxes where a font lacks them, so
 * no page uses them as icons. An icon beside words that say the same (a
 * button's name, "clockwise") is decorative and hidden from screen readers;
 * one that says something alone (an option switched on) is given its words
 * as `label`, and is read as an image with that name.
 */
const PATHS = {
  first: 'M6 5h2.5v14H6zM19 5v14l-9-7z',
  previous: 'M17 5v14l-10-7z',
  play: 'M7 5v14l11-7z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  next: 'M7 5v14l10-7z',
  last: 'M15.5 5H18v14h-2.5zM5 5v14l9-7z',
  /** Yes, on: a tick. */
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  /** No, off, remove: a cross. */
  cross:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  /** An open circle turning clockwise, its head at the top right. */
  clockwise:
    'M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
  /** The same circle mirrored: counter-clockwise, its head at the top left. */
  counterclockwise:
    'M6.35 6.35C7.8 4.9 9.79 4 12 4c4.42 0 7.99 3.58 7.99 8s-3.57 8-7.99 8c-3.73 0-6.84-2.55-7.73-6h2.08c.82 2.33 3.04 4 5.65 4 3.31 0 6-2.69 6-6s-2.69-6-6-6c-1.66 0-3.14.69-4.22 1.78L11 11H4V4z',
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  back: 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, label }: { name: IconName; label?: string }) {
  const path = <path d={PATHS[name]} fill="currentColor" />;
  return label === undefined ? (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
      {path}
    </svg>
  ) : (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      focusable="false"
      role="img"
      aria-label={label}
    >
      {path}
    </svg>
  );
}
