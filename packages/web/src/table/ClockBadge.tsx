/** The match's time control and, while a clock runs, how long the seats to act have left. */

import { clockWords, timeLeft } from '../lobby/time-control.ts';
import type { AroundState } from '../net/online-table.ts';
import { words } from '../words/table-words.ts';
import { useNow } from './use-around.ts';

export function ClockBadge({ around }: { around: AroundState }) {
  const { clock, deadline } = around;
  const now = useNow(clock?.kind === 'live' ? 1000 : 30_000);
  if (clock === null) return null;
  const left =
    deadline === null
      ? null
      : deadline <= now
        ? words('clock.out')
        : clock.kind === 'correspondence'
          ? words('clock.leftUntil', {
              time: timeLeft(deadline, now),
              when: new Date(deadline).toLocaleString(document.documentElement.lang || undefined, {
                weekday: 'short',
                hour: '2-digit',
                minute: '2-digit',
              }),
            })
          : words('clock.left', { time: timeLeft(deadline, now) });
  return (
    <p className={`clock-badge ${clock.kind}`}>
      <span className="clock-kind">{clockWords(clock)}</span>
      {left ? <span className="clock-left">{left}</span> : null}
    </p>
  );
}
