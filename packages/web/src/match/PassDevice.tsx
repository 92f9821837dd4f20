/**
 * Hot-seat: between two people at one screen, the table is hidden until the
 * next one says they have the device, so nobody sees another's hand.
 */
import type { Player } from '@gameshelf/engine';
import { useEffect, useRef } from 'react';
import type { SeatLabel } from '../games/board.ts';
import { useWords } from '../i18n/use-words.ts';
import { playerName } from '../session/seats.ts';

export function PassDevice({
  seat,
  seats,
  onReady,
}: {
  seat: Player;
  seats: readonly SeatLabel[];
  onReady: () => void;
}) {
  const { t } = useWords();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const name = seats[seat]?.name ?? playerName(seat, t);
  return (
    <section className="pass-device card anim-enter" aria-labelledby="pass-title">
      <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <rect x="18" y="6" width="28" height="52" rx="6" fill="var(--felt)" />
        <rect x="22" y="12" width="20" height="36" rx="2" fill="var(--paper)" />
        <path
          d="M4 40 q10 -12 18 -4 M60 24 q-10 12 -18 4"
          stroke="var(--accent)"
          strokeWidth="3"
          fill="none"
        />
      </svg>
      <h2 id="pass-title">{t('pass.title', { name })}</h2>
      <p>{t('pass.why')}</p>
      <button type="button" className="button primary" ref={button} onClick={onReady}>
        {t('pass.ready', { name })}
      </button>
    </section>
  );
}
