/** The match's time control and, while a clock runs, how long the seats to act have left. */

import { useWords } from '../i18n/use-words.ts';
import { clockWords, timeLeft } from '../lobby/time-control.ts';
import type { AroundState } from '../net/online-table.ts';
import { useNow } from './use-around.ts';

export function ClockBadge({ around }: { around: AroundState }) {
  const { t } = useWords();
  const { clock, deadline } = around;
  const now = useNow(clock?.kind === 'live' ? 1000 : 30_000);
  if (clock === null) return null;
  const left =
    deadline === null
      ? null
      : deadline <= now
        ? t('clock.out')
        : clock.kind === 'correspondence'
          ? t('clock.leftUntil', {
              time: timeLeft(deadline, now, t),
              when: new Date(deadline).toLocaleString(document.documentElement.lang || undefined, {
                weekday: 'short',
                hour: '2-digit',
                minute: '2-digit',
              }),
            })
          : t('clock.left', { time: timeLeft(deadline, now, t) });
  return (
    <p className={`clock-badge ${clock.kind}`}>
      <span className="clock-kind">{clockWords(clock, t)}</span>
      {left ? <span className="clock-left">{left}</span> : null}
    </p>
  );
}
