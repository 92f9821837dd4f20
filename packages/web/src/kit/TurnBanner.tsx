/** Whose turn it is, in a sentence, with the state of the connection when it matters. */
import type { Player } from '@gameshelf/engine';
import type { SeatLabel } from '../games/board.ts';
import type { Connection } from '../session/table.ts';
import { listWords } from './a11y.ts';
import './TurnBanner.css';

export interface TurnBannerProps {
  readonly seat: Player | null;
  readonly toAct: readonly Player[];
  readonly seats: readonly SeatLabel[];
  readonly over: boolean;
  readonly pending: boolean;
  readonly connection: Connection;
}

export function turnText({ seat, toAct, seats, over, pending }: TurnBannerProps): string {
  if (over) return 'Game over';
  if (pending) return 'Sending your move…';
  const name = (p: Player) => seats[p]?.name ?? `P${p + 1}`;
  if (seat !== null && toAct.includes(seat)) {
    const me = seats[seat];
    return me && me.kind !== 'you' ? `${me.name}, your turn` : 'Your turn';
  }
  if (toAct.length === 0) return 'Waiting…';
  const bots = toAct.every((p) => seats[p]?.kind === 'bot');
  return bots
    ? `${listWords(toAct.map(name))} ${toAct.length > 1 ? 'are' : 'is'} thinking…`
    : `Waiting for ${listWords(toAct.map(name))}`;
}

export function TurnBanner(props: TurnBannerProps) {
  const mine = props.seat !== null && props.toAct.includes(props.seat) && !props.over;
  const trouble = props.connection === 'reconnecting' || props.connection === 'connecting';
  return (
    <div className={`turn-banner ${mine ? 'mine' : ''} ${props.over ? 'over' : ''}`} role="status">
      <span className="turn-dot" aria-hidden="true" />
      <span className="turn-text">{turnText(props)}</span>
      {trouble ? (
        <span className="turn-connection">
          {props.connection === 'connecting' ? 'Connecting…' : 'Connection lost — reconnecting…'}
        </span>
      ) : null}
    </div>
  );
}
