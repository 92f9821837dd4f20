/**
 * Tells a person that they must move when they are not at the table: after
 * a move stored by this process (or the start of a match), every person who
 * must act now and has no connection following the match (presence, in any
 * process) is sent a push message on each of their browsers' subscriptions.
 * Each seat is told once per position. Sending never holds up a move: it
 * runs beside it, and a subscription its push service calls gone is removed.
 */
import type { PushPayload } from '@gameshelf/protocol';
import { BesideWork, changedHere } from '../service/events.ts';
import type { LiveMatch } from '../service/live-match.ts';
import type { MatchService } from '../service/match-service.ts';
import type { PushSender } from './push-sender.ts';

/** A push message waits at most this long at the push service (4 weeks is the most they keep). */
const LONGEST_TTL_S = 28 * 24 * 3600;
/** Without a clock, a turn is worth telling for a day. */
const NO_CLOCK_TTL_S = 24 * 3600;

export class TurnNotifier {
  private readonly service: MatchService;
  private readonly sender: PushSender;
  private readonly online: (live: LiveMatch, seat: number) => boolean;
  /** The position each seat was last told of, by `match:seat`. */
  private readonly told = new Map<string, number>();
  private readonly sending = new BesideWork();
  private readonly warn: (message: string) => void;

  constructor(
    service: MatchService,
    sender: PushSender,
    online: (live: LiveMatch, seat: number) => boolean,
    warn: (message: string) => void = () => {},
  ) {
    this.service = service;
    this.sender = sender;
    this.online = online;
    this.warn = warn;
    service.listen(
      changedHere(
        (id) => service.held(id),
        (live) => this.notify(live),
      ),
    );
  }

  /** Resolves once every push under way has been sent (or failed). */
  settled(): Promise<void> {
    return this.sending.settled();
  }

  private notify(live: LiveMatch): void {
    for (const seat of live.humansToAct()) {
      const key = `${live.id}:${seat}`;
      if (this.told.get(key) === live.seq || this.online(live, seat)) continue;
      this.told.set(key, live.seq);
      const sent = this.send(live, seat).catch((error) =>
        this.warn(`push for match ${live.id} failed: ${String(error)}`),
      );
      this.sending.run(sent);
    }
    // Forget the seats of finished matches.
    if (live.isOver())
      for (const key of this.told.keys()) if (key.startsWith(`${live.id}:`)) this.told.delete(key);
  }

  private async send(live: LiveMatch, seat: number): Promise<void> {
    const subscriptions = await this.service.store.pushSubscriptionsOf(live.id, seat);
    if (subscriptions.length === 0) return;
    const payload: PushPayload = {
      type: 'turn',
      match: live.id,
      game: live.meta.game,
      gameName: live.module.game.name,
    };
    const clock = live.clock;
    const ttlSeconds =
      clock === null
        ? NO_CLOCK_TTL_S
        : Math.min(
            LONGEST_TTL_S,
            Math.max(60, Math.ceil(((live.deadline ?? 0) - this.service.now()) / 1000)),
          );
    // One notice per match waits at the push service: a newer one replaces it (a topic is at most 32 characters).
    const topic = live.id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
    for (const subscription of subscriptions) {
      const outcome = await this.sender.send(subscription, JSON.stringify(payload), { ttlSeconds, topic });
      if (outcome === 'gone') await this.service.store.removePushSubscription(subscription.endpoint);
    }
  }
}
