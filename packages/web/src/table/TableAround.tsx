/**
 * Beside an online match's board: its clock, the wait for players (and
 * starting without them), who is at the table, and why a match ended when
 * the server ended it (a player ran out of time). Also tells the title badge
 * whether this match waits for this browser's move.
 */
import { useEffect, useMemo } from 'react';
import { useWords } from '../i18n/use-words.ts';
import type { OnlineTable } from '../net/online-table.ts';
import { turnNow } from '../notify/turns.ts';
import { seatLabels } from '../session/seats.ts';
import { useTableState } from '../session/use-table.ts';
import { ClockBadge } from './ClockBadge.tsx';
import { PresencePanel } from './PresencePanel.tsx';
import { useAround } from './use-around.ts';
import { WaitingPanel } from './WaitingPanel.tsx';

export function TableAround({ table, id, token }: { table: OnlineTable; id: string; token: string | null }) {
  const { t } = useWords();
  const around = useAround(table);
  const { position, seats } = useTableState(table);
  const labels = useMemo(() => seatLabels(seats, t), [seats, t]);
  const mine =
    position !== null &&
    position.seat !== null &&
    position.result === null &&
    position.toAct.includes(position.seat);
  useEffect(() => {
    if (token !== null) turnNow(id, mine);
  }, [id, token, mine]);
  const forfeit = around.forfeit;
  return (
    <>
      <ClockBadge around={around} />
      <WaitingPanel around={around} id={id} token={token} />
      {forfeit !== null ? (
        <p className="notice forfeit-notice" role="status">
          {t('clock.forfeit', { name: labels[forfeit]?.name ?? `P${forfeit + 1}` })}
        </p>
      ) : null}
      <PresencePanel around={around} labels={labels} toAct={position?.toAct ?? []} />
    </>
  );
}
