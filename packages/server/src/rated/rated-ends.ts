/**
 * Rated matches' ends, applied to the ratings as they happen (issue #22):
 * when this process stores the move that ends a rated match, or ends one
 * itself (a clock ran out), the seats' accounts and bot levels go to
 * `applyRatedEnd`, which updates each account once per match whatever
 * process or replayed end gets there. A seat with neither (a player left and
 * the seat was not taken again) leaves the match unrated, said in the log.
 * Applying runs beside the match: it never holds up a move.
 */

import type { BotRatings } from '../ratings/bot-ratings.ts';
import { applyRatedEnd, type RatedSeat } from '../ratings/rate-match.ts';
import { BesideWork, changedHere } from '../service/events.ts';
import type { LiveMatch } from '../service/live-match.ts';
import type { MatchService } from '../service/match-service.ts';

export class RatedEnds {
  private readonly service: MatchService;
  private readonly bots: BotRatings;
  private readonly warn: (message: string) => void;
  private readonly applying = new BesideWork();
  /** The matches applied (or under way) here, so a second notice of the same end does no work. */
  private readonly seen = new Set<string>();

  constructor(service: MatchService, bots: BotRatings, warn: (message: string) => void) {
    this.service = service;
    this.bots = bots;
    this.warn = warn;
    service.listen(
      changedHere(
        (id) => service.held(id),
        (live) => this.consider(live),
      ),
    );
  }

  /** Resolves once every rating update under way is stored (or failed). */
  settled(): Promise<void> {
    return this.applying.settled();
  }

  private consider(live: LiveMatch): void {
    if (!live.meta.rated || !live.isOver() || this.seen.has(live.id)) return;
    this.seen.add(live.id);
    this.applying.run(
      this.apply(live).catch((error) => {
        this.seen.delete(live.id);
        this.warn(`ratings of match ${live.id} were not updated: ${String(error)}`);
      }),
    );
  }

  private async apply(live: LiveMatch): Promise<void> {
    const result = live.result();
    if (result === null) return;
    const seats: RatedSeat[] = [];
    for (const seat of live.seats) {
      if (seat.kind === 'bot' && seat.bot !== null) seats.push({ kind: 'bot', level: seat.bot });
      else if (seat.kind === 'human' && seat.account !== null)
        seats.push({ kind: 'account', account: seat.account });
      else {
        this.warn(`match ${live.id} ends unrated: seat ${seat.seat} has no account`);
        return;
      }
    }
    const outcome = await applyRatedEnd(this.service.store.ratings, this.bots, {
      match: live.id,
      game: live.meta.game,
      seats,
      result,
      at: this.service.now(),
    });
    if (outcome !== 'applied' && outcome !== 'already')
      this.warn(`match ${live.id} ends unrated: ${outcome}`);
  }
}
