/**
 * One half of a domino in the line, in SVG: its pips (a key's pips in
 * gold), the back of a claimed key (face down, a key on it), or a pit.
 * The two halves of a domino sit side by side and read as one piece.
 */
import type { Slot } from '@gameshelf/domino-run';
import { Pips } from './Pips.tsx';

/** A key drawn across both halves of a face-down domino (an 80 x 40 piece): its bow on the back half. */
const KEY =
  'M23 20 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 Z M27 20 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z ' +
  'M37 18.2 H60 V21.8 H37 Z M51 21.8 h3 v4.5 h-3 Z M56.5 21.8 h3 v4.5 h-3 Z';

export function HalfFace({ slot, half }: { slot: Slot; half: 0 | 1 }) {
  // The outline leaves the inner edge open, so the two halves join into one domino.
  const outer =
    half === 0
      ? 'M40 1.5 H9 a7.5 7.5 0 0 0 -7.5 7.5 V31 a7.5 7.5 0 0 0 7.5 7.5 H40'
      : 'M0 1.5 H31 a7.5 7.5 0 0 1 7.5 7.5 V31 a7.5 7.5 0 0 1 -7.5 7.5 H0';
  if (slot.kind === 'pit') {
    return (
      <svg viewBox="0 0 40 40" className="dr-half-svg pit" aria-hidden="true">
        <path d={outer} fill="url(#dr-pit)" stroke="#0b2a20" strokeWidth="2" strokeDasharray="4 3" />
      </svg>
    );
  }
  if (slot.faceDown) {
    return (
      <svg viewBox="0 0 40 40" className="dr-half-svg down" aria-hidden="true">
        <path d={outer} fill="#2b3a7a" stroke="#151d46" strokeWidth="2.5" />
        <path d={KEY} transform={`translate(${-40 * half} 0)`} fill="#f3c145" fillRule="evenodd" />
      </svg>
    );
  }
  const n = half === 0 ? slot.first : slot.second;
  const key = slot.first === slot.second;
  return (
    <svg viewBox="0 0 40 40" className={`dr-half-svg up ${key ? 'key' : ''}`} aria-hidden="true">
      <path
        d={outer}
        fill={key ? '#fff3cf' : '#fffdf8'}
        stroke={key ? '#d99a00' : '#c9bca4'}
        strokeWidth={key ? 2.5 : 2}
      />
      {half === 1 ? <line x1="0.5" y1="7" x2="0.5" y2="33" stroke="#b9ab91" strokeWidth="2" /> : null}
      <Pips n={n} fill={key ? '#a46a00' : '#26252e'} />
    </svg>
  );
}

/** The gradient a pit is painted with, defined once per line. */
export function PitGradient() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        <radialGradient id="dr-pit" cx="50%" cy="45%" r="65%">
          <stop offset="0%" stopColor="#020806" />
          <stop offset="70%" stopColor="#0c2a20" />
          <stop offset="100%" stopColor="#184d3c" />
        </radialGradient>
      </defs>
    </svg>
  );
}
