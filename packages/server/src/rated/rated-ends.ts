/**
 * Rated matches' ends, applied to the ratings as they happen (issue #22):
 * when this process stores the move that ends a rated match, or ends one
 * itself (a clock ran out), the seats' accounts and bot levels go to
 * `applyRatedEnd`, which updates each account once per match whatever
 * process or replayed end gets there. An account that left the match under
 * way resigned it: it is its seat's rated player, placed last. A seat with
 * neither account nor bot leaves the match unrated, said in the log.
 * Applying runs beside the match: it never holds up a move.
 */

import type { BotRatings } from '../ratings/bot-ratings.ts';
import { applyRatedEnd, type RatedSeat } from '../ratings/rate-match.ts';
import { BesideWork, changedHere } from '../service/events.ts';
import type { LiveMatch } from '../service/live-match.ts';
import type { MatchService } from '../service/match-service.ts';

/** How many unrated ends one sweep takes up (the most recent first). */
const SWEEP_LIMIT = 1000;

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

  /**
   * Takes up the rated matches that ended with no rating applied (a process
   * stopped between the last move and the update, or the update failed):
   * at start, as bots are resumed. Resolves with how many it took up, once
   * their updates are stored (or failed, said in the log).
   */
  async sweep(limit = SWEEP_LIMIT): Promise<number> {
    let taken = 0;
    for (const id of await this.service.store.ratings.unratedEnds(limit)) {
      if (this.seen.has(id)) continue;
      const loaded = await this.service.inMatch(id, () => this.service.obtain(id));
      if (!loaded.ok) {
        this.warn(`rated match ${id} could not be loaded to rate it: ${loaded.error.message}`);
        continue;
      }
      this.consider(loaded.value);
      taken++;
    }
    await this.settled();
    return taken;
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
    const resigned = new Map(
      (await this.service.store.resignedSeats(live.id)).map((r) => [r.seat, r.account] as const),
    );
    const seats: RatedSeat[] = [];
    for (const seat of live.seats) {
      const leaver = resigned.get(seat.seat);
      // The account that left the seat under way stays its rated player, whoever took it after.
      if (leaver !== undefined) seats.push({ kind: 'account', account: leaver, resigned: true });
      else if (seat.kind === 'bot' && seat.bot !== null) seats.push({ kind: 'bot', level: seat.bot });
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
