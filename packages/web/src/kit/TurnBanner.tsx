/** Whose turn it is, in a sentence, with the state of the connection when it matters. */
import type { Player } from '@gameshelf/engine';
import type { SeatLabel } from '../games/board.ts';
import { listWords, type Translate } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import type { Connection } from '../session/table.ts';
import './TurnBanner.css';

export interface TurnBannerProps {
  readonly seat: Player | null;
  readonly toAct: readonly Player[];
  readonly seats: readonly SeatLabel[];
  readonly over: boolean;
  readonly pending: boolean;
  readonly connection: Connection;
  /** What to say instead of whose turn it is, when the table ended otherwise than by the rules (a tutorial's end). */
  readonly ended?: string;
}

/** Whether the viewer must act now. */
export function isMyTurn({ seat, toAct, over }: Pick<TurnBannerProps, 'seat' | 'toAct' | 'over'>): boolean {
  return seat !== null && toAct.includes(seat) && !over;
}

export function turnText(props: TurnBannerProps, t: Translate, language: string): string {
  const { seat, toAct, seats, over, pending, ended } = props;
  if (ended !== undefined) return ended;
  if (over) return t('turn.over');
  if (pending) return t('turn.sending');
  const name = (p: Player) => seats[p]?.name ?? t('seat.short', { n: p + 1 });
  if (seat !== null && toAct.includes(seat)) {
    const me = seats[seat];
    return me && me.kind !== 'you' ? t('turn.yoursNamed', { name: me.name }) : t('turn.yours');
  }
  if (toAct.length === 0) return t('turn.waiting');
  const names = listWords(toAct.map(name), language);
  const bots = toAct.every((p) => seats[p]?.kind === 'bot');
  return bots ? t('turn.thinking', { names, count: toAct.length }) : t('turn.waitingFor', { names });
}

export function TurnBanner(props: TurnBannerProps) {
  const { t, language } = useWords();
  const ended = props.ended !== undefined;
  const mine = !ended && isMyTurn(props);
  const trouble = props.connection === 'reconnecting' || props.connection === 'connecting';
  return (
    <div className={`turn-banner ${mine ? 'mine' : ''} ${props.over || ended ? 'over' : ''}`} role="status">
      <span className="turn-dot" aria-hidden="true" />
      <span className="turn-text">{turnText(props, t, language)}</span>
      {trouble ? (
        <span className="turn-connection">
          {props.connection === 'connecting' ? t('turn.connecting') : t('turn.reconnecting')}
        </span>
      ) : null}
    </div>
  );
}
