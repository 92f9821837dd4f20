/**
 * The direction of play as a table seen from above: every seat around a
 * ring, you at the bottom, the one to act lit, and an arrow round the ring
 * that turns with each double (DH-9, DH-10). Clockwise is the next seat up
 * (P1, P2, P3, ...), as the rules number them.
 */
import type { HavocView } from '@gameshelf/domino-havoc';
import { useWords } from '../../i18n/use-words.ts';

export interface DirectionProps {
  readonly direction: HavocView['direction'];
  readonly players: number;
  /** Who sits at the bottom (you, or P1 for a spectator). */
  readonly bottom: number;
  readonly acting: number | null;
  readonly you: number | null;
  /** A class to replay when the direction just turned. */
  readonly turned: boolean;
}

const C = 60;
const SEAT_R = 44;
const ARROW_R = 27;

function at(r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [C + r * Math.cos(a), C + r * Math.sin(a)];
}

/** An arc of the inner ring with its head, drawn clockwise on screen or the other way. */
function Arrow({ clockwise }: { clockwise: boolean }) {
  const from = clockwise ? 200 : 340;
  const to = clockwise ? 500 : 40;
  const [x0, y0] = at(ARROW_R, from);
  const [x1, y1] = at(ARROW_R, to);
  // The head points along the ring at its end.
  const tip = at(ARROW_R, to + (clockwise ? 16 : -16));
  const side = (d: number) => at(ARROW_R + d, to);
  const [ax, ay] = side(7);
  const [bx, by] = side(-7);
  return (
    <g stroke="#f3a712" fill="#f3a712" strokeLinecap="round">
      <path
        d={`M${x0.toFixed(1)} ${y0.toFixed(1)} A${ARROW_R} ${ARROW_R} 0 1 ${clockwise ? 1 : 0} ${x1.toFixed(1)} ${y1.toFixed(1)}`}
        fill="none"
        strokeWidth="5"
      />
      <path
        d={`M${ax.toFixed(1)} ${ay.toFixed(1)} L${tip[0].toFixed(1)} ${tip[1].toFixed(1)} L${bx.toFixed(1)} ${by.toFixed(1)}Z`}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </g>
  );
}

export function Direction({ direction, players, bottom, acting, you, turned }: DirectionProps) {
  const { t } = useWords(['domino-havoc', 'web']);
  const clockwise = direction === 'clockwise';
  const words = t(`board.direction.${direction}`);
  const seats = [1, 2, 3].map((n) => t('web:seat.short', { n }));
  const order = clockwise ? `${seats.join(', ')}, …` : `…, ${[...seats].reverse().join(', ')}`;
  return (
    <figure className="dh-direction" aria-label={t('board.direction.label', { direction: words, order })}>
      <svg
        viewBox="0 0 120 120"
        aria-hidden="true"
        className={`${turned ? 'dh-turned' : ''} ${players > 4 ? 'crowded' : ''}`}
      >
        <circle cx={C} cy={C} r={SEAT_R} fill="rgb(0 0 0 / 0.18)" stroke="rgb(255 255 255 / 0.18)" />
        <g className="dh-arrow">
          <Arrow clockwise={clockwise} />
        </g>
        {Array.from({ length: players }, (_, p) => {
          // Seats go clockwise on screen in seat order, the bottom one straight down.
          const [x, y] = at(SEAT_R, 90 + ((p - bottom) * 360) / players);
          const lit = p === acting;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the seat
            <g key={p}>
              <circle
                cx={x}
                cy={y}
                r="11"
                fill={lit ? '#f3a712' : p === you ? '#fffdf8' : '#2d7a60'}
                stroke={lit ? '#fffdf8' : '#bfe0d2'}
                strokeWidth="2"
              />
              <text
                x={x}
                y={y + 4}
                textAnchor="middle"
                fontSize="11"
                fontWeight="800"
                fill={lit || p === you ? '#26252e' : '#eaf4ee'}
              >
                {p + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{t(`board.direction.caption.${direction}`)}</figcaption>
    </figure>
  );
}
