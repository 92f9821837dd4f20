/** Who is at the table: each seat here, away, left, open or a bot, who is thinking, and how many watch. */
import type { Player } from '@gameshelf/engine';
import { useEffect, useState } from 'react';
import type { SeatLabel } from '../games/board.ts';
import type { AroundState } from '../net/online-table.ts';
import { seatStates } from './presence.ts';
import './Table.css';
import { useWords } from '../i18n/use-words.ts';

export function PresencePanel({
  around,
  labels,
  toAct,
}: {
  around: AroundState;
  labels: readonly SeatLabel[];
  toAct: readonly Player[];
}) {
  const { t } = useWords();
  const [seen, setSeen] = useState<ReadonlySet<Player>>(new Set());
  const online = around.presence?.seats.filter((s) => s.online).map((s) => s.seat) ?? [];
  const key = online.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the seats online now
  useEffect(() => {
    if (online.some((s) => !seen.has(s))) setSeen(new Set([...seen, ...online]));
  }, [key]);
  if (around.presence === null) return null;
  const states = seatStates(around.seats, around.presence, toAct, seen);
  return (
    <section className="card presence-panel" aria-labelledby="presence-title">
      <h2 id="presence-title">{t('presence.title')}</h2>
      <ul className="presence-list">
        {states.map((s) => (
          <li key={s.seat} className={`presence-${s.presence}`} data-seat={s.seat}>
            <span className="presence-dot" aria-hidden="true" />
            <span className="presence-name">{labels[s.seat]?.name ?? `P${s.seat + 1}`}</span>
            <span className="presence-state">
              {t(s.presence === 'here' ? 'presence.online' : `presence.${s.presence}`)}
              {s.thinking ? ` · ${t('presence.thinking')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {around.presence.watching > 0 ? (
        <p className="presence-watching">{t('presence.watching', { count: around.presence.watching })}</p>
      ) : null}
    </section>
  );
}
