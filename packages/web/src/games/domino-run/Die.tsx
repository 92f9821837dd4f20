/** A six-sided die face in SVG: ivory with dark pips, as rolled. */
import { Pips } from './Pips.tsx';

export function DieFace({ face }: { face: number }) {
  return (
    <svg viewBox="0 0 40 40" className="dr-die-svg" aria-hidden="true">
      <rect x="1.5" y="1.5" width="37" height="37" rx="8" fill="#fffdf8" stroke="#b9ab91" strokeWidth="2" />
      <rect x="4" y="4" width="32" height="32" rx="6" fill="none" stroke="#efe7d8" strokeWidth="1.5" />
      <Pips n={face} r={3.8} fill="#26252e" />
    </svg>
  );
}
