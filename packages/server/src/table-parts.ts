/**
 * The parts around the game (issue #22 and #20), assembled for one process:
 * the lobby's live listing, presence at each table, turn notifications by
 * Web Push (when the server has VAPID keys), and the sweep for clocks that
 * ran out in matches nobody holds, and rated matches' ends applied to the
 * ratings. Each listens to the match service; the
 * HTTP routes and the WebSocket reach them through this.
 */
import type { Fanout } from './fanout/fanout.ts';
import type { SeatRatings } from './lobby/entries.ts';
import { LobbyBoard } from './lobby/lobby-board.ts';
import { PresenceBoard } from './presence/presence-board.ts';
import { type PushSender, type VapidKeys, WebPushSender } from './push/push-sender.ts';
import { TurnNotifier } from './push/turn-notifier.ts';
import { RatedEnds } from './rated/rated-ends.ts';
import { seatRatingsFrom } from './rated/seat-ratings.ts';
import type { BotRatings } from './ratings/bot-ratings.ts';
import { BOT_RATINGS } from './ratings/bot-ratings-data.ts';
import { keepClocksSwept } from './service/clock-sweep.ts';
import type { MatchService } from './service/match-service.ts';

export interface PushParts {
  readonly publicKey: string;
  /** The hosts a subscription's endpoint may name (push/endpoints.ts). */
  readonly hosts: readonly string[];
  readonly notifier: TurnNotifier;
}

export interface TableParts {
  readonly board: LobbyBoard;
  readonly presence: PresenceBoard;
  /** Rated matches' ends, applied to the ratings. */
  readonly ratedEnds: RatedEnds;
  /** Null when the server sends no push (no VAPID keys). */
  readonly push: PushParts | null;
  close(): void;
}

export interface TablePartsOptions {
  readonly push: { readonly vapid?: VapidKeys; readonly hosts: readonly string[] };
  readonly clockSweepMs: number;
  /** Each seat's rating in the lobby: from the store and the bots' measured ratings unless given. */
  readonly ratings?: SeatRatings;
  /** The bots' fixed ratings: this release's bot-ratings.json unless given. */
  readonly botRatings?: BotRatings;
  /** Tests hand in a sender; WebPushSender otherwise. */
  readonly sender?: PushSender;
  readonly warn: (message: string) => void;
}

export function startTableParts(
  service: MatchService,
  fanout: Fanout,
  options: TablePartsOptions,
): TableParts {
  const botRatings = options.botRatings ?? BOT_RATINGS;
  const board = new LobbyBoard(
    service,
    fanout,
    options.ratings ?? seatRatingsFrom(service.store.ratings, botRatings),
  );
  const ratedEnds = new RatedEnds(service, botRatings, options.warn);
  const presence = new PresenceBoard(service, fanout);
  const { vapid, hosts } = options.push;
  const sender = options.sender ?? (vapid ? new WebPushSender(vapid) : null);
  const push =
    vapid && sender
      ? {
          publicKey: vapid.publicKey,
          hosts,
          notifier: new TurnNotifier(
            service,
            sender,
            (live, seat) => presence.online(live, seat),
            options.warn,
          ),
        }
      : null;
  const stopSweeping = keepClocksSwept(service, options.clockSweepMs, options.warn);
  return {
    board,
    presence,
    ratedEnds,
    push,
    close() {
      stopSweeping();
      presence.close();
    },
  };
}
