/**
 * Everything around the game itself: the games on offer, creating matches,
 * taking and leaving seats, rematches, a player's list of matches and the
 * records of finished ones. Seat changes go through the store first (it
 * decides who gets a seat when two ask at once), then to the live match and
 * the other processes. A client (see http/client.ts) may have only so many
 * live matches with server bots, and a rematch keeps each seat for the
 * player who held it until they take it or leave the finished match.
 */
import { botNames } from '@gameshelf/bots';
import { err, type GameRecord, offeredLevels, ok, type Result } from '@gameshelf/engine';
import {
  type CreateMatchRequest,
  type GameInfo,
  type JoinRequest,
  type LeaveRequest,
  type RatingRange,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import { hashToken, newMatchId, newSeatToken } from '../ids.ts';
import { recordOf } from '../rules/replay.ts';
import type { MatchRow, SeatRow } from '../store/store.ts';
import { checkBot, tooManyBotMatches } from './bot-limits.ts';
import { type SummaryCore, summaryOfLive, summaryOfRow } from './frames.ts';
import type { LiveMatch } from './live-match.ts';
import type { MatchService } from './match-service.ts';
import { prepareMatch, rematchRequest, rematchReservations } from './new-match.ts';
import { startWhenFull } from './start.ts';

/** Whose request it is, when no client is named (the service's own tests). */
export const NO_CLIENT = 'none';

/** What else a creation carries besides the request and who asks. */
export interface Creation {
  /**
   * The address the request came from (http/client.ts `addressOf`; the
   * client itself when not given), stored with the match: live matches with
   * server bots are limited per address as well as per client, and bot time
   * is shared per address first, so that making accounts gains nothing.
   */
  readonly address?: string;
  /** Quick pairing's rating range, kept on the match it opens (lobby/pairing.ts). */
  readonly pairRange?: RatingRange;
}

/**
 * The rating a player would bring to a seat of a game of `players` (the
 * lobby board's `ratingOf`: an account's current rating in the game and
 * class); null when unknown (a guest, an account never rated there).
 */
export type PlayerRating = (
  game: string,
  players: number,
  player: { readonly name: string | null; readonly account: string | null },
) => Promise<number | null>;

export interface SeatGrantCore {
  readonly match: string;
  readonly seat: number;
  readonly token: string;
}

export class Lobby {
  private readonly service: MatchService;
  /**
   * Matches with server bots being set up (checked against the limit, not
   * yet held), per client and address: they count against the limit, so
   * that requests at once cannot all pass the check before any is held.
   */
  private readonly creating = new Map<string, number>();

  /** Where a joining player's rating is read, for the rating range of a game that has one; none: not checked. */
  private readonly ratingOf: PlayerRating | null;

  constructor(service: MatchService, ratingOf: PlayerRating | null = null) {
    this.service = service;
    this.ratingOf = ratingOf;
  }

  games(): GameInfo[] {
    return this.service.catalog.list().map((module) => ({
      id: module.game.id,
      name: module.game.name,
      players: { ...module.game.players },
      hiddenInformation: module.game.hiddenInformation,
      chance: module.game.chance,
      options: module.game.options.map((o) => ({ ...o })),
      bots: botNames(module),
      levels: offeredLevels(module),
    }));
  }

  /**
   * A new match asked for by `client` (an opaque id: see http/client.ts) and,
   * when signed in, `account`: only a signed-in player may ask for a rated one.
   */
  async create(
    request: CreateMatchRequest,
    client = NO_CLIENT,
    account: string | null = null,
    creation: Creation = {},
  ): Promise<Result<SummaryCore, WireError>> {
    const { catalog, rules, botLimits } = this.service;
    if (request.rated && account === null) return err(signedOutForRated());
    const address = creation.address ?? client;
    const withBots = request.seats?.some((s) => s.kind === 'bot') ?? false;
    const release = withBots ? await this.claimBotMatch(client, address) : () => {};
    if (release === null) return err(tooManyBotMatches(botLimits));
    const id = newMatchId();
    try {
      // In the new match's queue too: setting a costly game up on a worker may fail, and answers server/internal then.
      return await this.service.inMatch(id, async () => {
        const at = { id, now: this.service.now(), client, address, pairRange: creation.pairRange ?? null };
        const prepared = await prepareMatch(catalog, rules, botLimits, request, at);
        if (!prepared.ok) return prepared;
        const { stored, live } = prepared.value;
        await this.service.store.createMatch(stored);
        await this.service.adopt(live);
        return ok(summaryOfLive(live));
      });
    } finally {
      release();
    }
  }

  summary(id: string): Promise<Result<SummaryCore, WireError>> {
    return this.service.inMatch(id, async () => {
      const live = this.service.held(id);
      if (live) return ok(summaryOfLive(live));
      const row = await this.service.store.loadRow(id);
      if (!row) return err(wireError('match/unknown', `no match ${id}`));
      return ok(summaryOfRow(row, await this.service.store.loadSeats(id)));
    });
  }

  /**
   * A place for one more live match with server bots for `client` and
   * `address`, held until the returned release (once the match is held, or
   * its creation failed); null when either has as many as it may. Their
   * matches are counted across processes: the ones held here, and the ones
   * the store has that moved within the idle time after which a process lets
   * a match go (`botMatchesOf`). The place is taken before the store is
   * asked, so that creations at once in this process cannot both pass.
   */
  private async claimBotMatch(client: string, address: string): Promise<(() => void) | null> {
    const keys = [...new Set([client, address])];
    const limit = this.service.botLimits.matchesPerClient;
    for (const key of keys) this.creating.set(key, (this.creating.get(key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const left = (this.creating.get(key) ?? 1) - 1;
        if (left > 0) this.creating.set(key, left);
        else this.creating.delete(key);
      }
    };
    let passed = false;
    try {
      for (const key of keys) {
        // The others being created now, this one apart.
        const others = (this.creating.get(key) ?? 1) - 1;
        if ((await this.botMatchesOf(key)) + others >= limit) return null;
      }
      passed = true;
      return release;
    } finally {
      if (!passed) release();
    }
  }

  /**
   * The live matches with server bots that `key` (a client or an address)
   * created: those held here, and those any process moved within the idle time.
   */
  private async botMatchesOf(key: string): Promise<number> {
    const ids = new Set<string>();
    for (const live of this.service.heldMatches()) {
      const mine = live.meta.client === key || live.meta.address === key;
      if (mine && live.hasBots() && !live.isOver()) ids.add(live.id);
    }
    const since = this.service.now() - this.service.idleMs;
    for (const id of await this.service.store.liveBotMatchesOf(key, since)) ids.add(id);
    return ids.size;
  }

  /**
   * Takes the asked seat, or the first open human seat; the token is
   * returned once and stored only hashed. A seat a rematch keeps for a
   * player is open only with their `reservation` (the hash of their old token).
   * A signed-in player's seat records their `account` (issue #22). A game
   * opened with a rating range (quick pairing's `pairRange`) seats nobody
   * whose known rating lies outside it (`ratings/out-of-range`), however
   * they found it; only its `opening` player, who asked for the range, is
   * not held to it.
   */
  join(
    id: string,
    request: JoinRequest,
    reservation?: string,
    account: string | null = null,
    opening = false,
  ): Promise<Result<SeatGrantCore, WireError>> {
    return this.service.inMatch(id, async () => {
      const { store } = this.service;
      const row = await store.loadRow(id);
      if (!row) return err(wireError('match/unknown', `no match ${id}`));
      if (row.status === 'over')
        return err(wireError('move/game-over', 'the game is over: there is no seat to take'));
      const open = (s: SeatRow) =>
        s.kind === 'human' &&
        s.tokenHash === null &&
        (s.reservedFor === null || s.reservedFor === reservation);
      const seats = await store.loadSeats(id);
      if (row.rated) {
        // A rated match's seats are for accounts, one each: a rating is a person's.
        if (account === null) return err(signedOutForRated());
        if (seats.some((s) => s.account === account && s.tokenHash !== null))
          return err(wireError('ratings/same-account', 'you already hold a seat in this rated game'));
      }
      if (row.pairRange !== null && !opening) {
        const refused = await this.outOfRange(row, { name: request.name ?? null, account });
        if (refused) return err(refused);
      }
      const candidates = seats.filter(
        (s) => open(s) && (request.seat === undefined || s.seat === request.seat),
      );
      const token = newSeatToken();
      for (const candidate of candidates) {
        const name = request.name ?? null;
        const held = await store.claimSeat(
          id,
          candidate.seat,
          hashToken(token),
          name,
          reservation ?? null,
          account,
        );
        if (held) {
          // The last open seat taken: a match that waited for its players starts.
          await startWhenFull(this.service, id);
          await this.service.seatsChanged(id);
          return ok({ match: id, seat: candidate.seat, token });
        }
      }
      const which =
        request.seat === undefined ? 'every seat is taken' : `seat ${request.seat} is not an open seat`;
      return err(wireError('match/no-open-seat', which));
    });
  }

  /**
   * Why a player may not sit at a game with a rating range, or null: their
   * rating (in the game and its player count's class) is known and outside
   * it. An unknown rating is let in, as quick pairing lets it in (lobby/pairing.ts).
   */
  private async outOfRange(
    row: MatchRow,
    player: { readonly name: string | null; readonly account: string | null },
  ): Promise<WireError | null> {
    const range = row.pairRange;
    if (range === null || this.ratingOf === null) return null;
    const rating = await this.ratingOf(row.game, row.players, player);
    if (rating === null || (rating >= range.min && rating <= range.max)) return null;
    return wireError(
      'ratings/out-of-range',
      `this game is for players rated ${range.min} to ${range.max}; your rating here is ${Math.round(rating)}`,
    );
  }

  /**
   * Gives up the token's seat: it reopens for someone else, or a bot takes
   * it. Leaving a rated match under way resigns it (the account is rated
   * last at its end, whoever then plays the seat). Leaving a finished match
   * also gives up the seat its rematch keeps for the player, which opens to
   * anyone.
   */
  leave(
    id: string,
    token: string,
    request: LeaveRequest,
  ): Promise<Result<{ match: string; seat: number; bot: string | null }, WireError>> {
    return this.service.inMatch(id, async () => {
      const live = await this.service.obtain(id);
      if (!live.ok) return live;
      const seat = await this.service.seatOf(live.value, token);
      if (seat === null) return err(wireError('auth/bad-token', 'this token holds no seat in this match'));
      if (request.bot !== undefined) {
        const bot = checkBot(live.value.module, request.bot, this.service.botLimits);
        if (!bot.ok) return bot;
      }
      const bot = request.bot ?? null;
      // A bot left in a seat of a match that had none makes it a match with server bots: it counts
      // against its creator's limit as a new one would, or leaving would be a way round the limit.
      const becomesBotMatch = bot !== null && !live.value.hasBots() && !live.value.isOver();
      const owner = live.value.meta.client ?? NO_CLIENT;
      const release = becomesBotMatch
        ? await this.claimBotMatch(owner, live.value.meta.address ?? owner)
        : () => {};
      if (release === null) return err(tooManyBotMatches(this.service.botLimits));
      try {
        // Leaving a rated match under way resigns it: its end rates the account last (rated-ends.ts).
        const resign = live.value.meta.rated && !live.value.waiting && !live.value.isOver();
        if (!(await this.service.store.releaseSeat(id, seat, hashToken(token), bot, resign))) {
          return err(wireError('auth/bad-token', 'this token no longer holds its seat'));
        }
        await this.service.seatsChanged(id);
      } finally {
        release();
      }
      const { rematch } = live.value;
      if (rematch !== null) await this.giveUpKept(rematch, hashToken(token));
      return ok({ match: id, seat, bot });
    });
  }

  /** Opens to anyone the seat a rematch kept for the holder of a token. */
  private giveUpKept(rematch: string, tokenHash: string): Promise<void> {
    return this.service.queued(rematch, async () => {
      if (await this.service.store.unreserve(rematch, tokenHash)) await this.service.seatsChanged(rematch);
    });
  }

  /**
   * The match after a finished one (created by the first to ask, `client`
   * from `address`), with the asker in the same seat: the rematch keeps it for them.
   */
  async rematch(
    id: string,
    token: string,
    client = NO_CLIENT,
    address = client,
  ): Promise<Result<SeatGrantCore, WireError>> {
    const next = await this.service.inMatch(id, async () => {
      const found = await this.service.obtain(id);
      if (!found.ok) return found;
      const live = found.value;
      const seat = await this.service.seatOf(live, token);
      if (seat === null) return err(wireError('auth/bad-token', 'this token holds no seat in this match'));
      if (!live.isOver()) return err(wireError('match/in-progress', 'a rematch follows a finished match'));
      const release = !live.rematch && live.hasBots() ? await this.claimBotMatch(client, address) : () => {};
      if (release === null) return err(tooManyBotMatches(this.service.botLimits));
      let rematch: Result<string, WireError>;
      try {
        rematch = await this.standingRematch(live, client, address);
      } finally {
        release();
      }
      if (!rematch.ok) return rematch;
      const held = live.seats[seat];
      return ok({ seat, name: held?.name ?? null, account: held?.account ?? null, rematch: rematch.value });
    });
    if (!next.ok) return next;
    // The rematch's seat goes to the same player: the same name, and the same account if the seat had one.
    const { seat, name, account, rematch } = next.value;
    return this.join(rematch, { seat, ...(name === null ? {} : { name }) }, hashToken(token), account);
  }

  /** The rematch of a finished match, set up now if nobody asked before (its bots are checked again: limits may have changed). */
  private async standingRematch(
    live: LiveMatch,
    client: string,
    address: string,
  ): Promise<Result<string, WireError>> {
    if (live.rematch) return ok(live.rematch);
    const { catalog, rules, botLimits } = this.service;
    const at = {
      id: newMatchId(),
      now: this.service.now(),
      client,
      address,
      pairRange: null,
      reservations: rematchReservations(live),
    };
    const prepared = await prepareMatch(catalog, rules, botLimits, rematchRequest(live), at);
    if (!prepared.ok) return prepared;
    const standing = await this.service.store.createRematch(live.id, prepared.value.stored);
    if (standing === prepared.value.live.id) {
      await this.service.queued(standing, () => this.service.adopt(prepared.value.live));
    }
    await this.service.seatsChanged(live.id);
    return ok(standing);
  }

  /** The matches these tokens hold seats in (a client keeps its tokens; there are no accounts). */
  async mine(
    tokens: readonly string[],
  ): Promise<Result<{ seat: number; summary: SummaryCore }[], WireError>> {
    let seats: { match: string; seat: number }[];
    try {
      seats = await this.service.store.seatsByTokenHashes(tokens.map(hashToken));
    } catch {
      return err(wireError('server/unavailable', 'storage is unavailable; try again'));
    }
    const out: { seat: number; summary: SummaryCore }[] = [];
    for (const { match, seat } of seats) {
      const summary = await this.summary(match);
      if (summary.ok) out.push({ seat, summary: summary.value });
    }
    return ok(out);
  }

  /** A finished match's full record (seed and every move): never while it is played, as it reveals everything. */
  record(id: string): Promise<Result<GameRecord, WireError>> {
    return this.service.inMatch(id, async () => {
      const stored = await this.service.store.loadMatch(id);
      if (!stored) return err(wireError('match/unknown', `no match ${id}`));
      if (stored.row.status !== 'over') {
        return err(wireError('match/in-progress', 'the record of a match is public once it is over'));
      }
      return ok(recordOf(stored));
    });
  }
}

function signedOutForRated(): WireError {
  return wireError('account/signed-out', 'a rated game is for signed-in players: sign in or sign up first');
}
