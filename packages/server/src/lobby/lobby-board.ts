/**
 * The lobby's listing, followed live. Whenever the table around a listed
 * match changes through this process (a seat taken or left, a start), the
 * match's entry is read again from the store and sent to every follower of
 * the lobby here, and the other processes are told (fanout's lobby channel),
 * which do the same for theirs. An entry that is no longer open (it started,
 * ended, or nobody waits in it) is sent as gone.
 */
import type { LobbyEntry, RatingRange, ServerMessage } from '@gameshelf/protocol';
import type { Fanout } from '../fanout/fanout.ts';
import type { MatchService } from '../service/match-service.ts';
import type { MatchRow, SeatRow } from '../store/store.ts';
import { isOpenInLobby, lobbyEntry, type SeatRatings } from './entries.ts';

/** Where a follower of the lobby is sent its messages (a WebSocket connection). */
export interface LobbySink {
  send(message: ServerMessage): void;
}

/** An open game as quick pairing reads it: its entry and the rating range its creator asked for. */
export interface Opening {
  readonly entry: LobbyEntry;
  readonly pairRange: RatingRange | null;
}

/** The most entries the lobby lists at once (the oldest first). */
export const LOBBY_LIMIT = 200;

export class LobbyBoard {
  private readonly service: MatchService;
  private readonly fanout: Fanout;
  private readonly ratings: SeatRatings | null;
  /** Followers, with the one game each follows (or every game). */
  private readonly followers = new Map<LobbySink, string | undefined>();

  constructor(service: MatchService, fanout: Fanout, ratings: SeatRatings | null = null) {
    this.service = service;
    this.fanout = fanout;
    this.ratings = ratings;
    service.listen({ tableChanged: (id) => this.changedHere(id) });
    fanout.onLobby((id) => void this.refresh(id).catch(() => {}));
  }

  /** The open games (of one game, or all), the oldest first. */
  async entries(game?: string): Promise<LobbyEntry[]> {
    return (await this.openings(game)).map((o) => o.entry);
  }

  /** The open games with the rating range each one's creator asked quick pairing for. */
  async openings(game?: string): Promise<Opening[]> {
    const waiting = await this.service.store.waitingListed(LOBBY_LIMIT, game);
    const open = waiting.filter(({ row, seats }) => isOpenInLobby(row, seats));
    return Promise.all(
      open.map(async ({ row, seats }) => ({ entry: await this.entry(row, seats), pairRange: row.pairRange })),
    );
  }

  /**
   * The rating a player would bring to a seat of a game of `players` (as
   * the lobby would show it once seated); null when unknown.
   */
  async ratingOf(
    game: string,
    players: number,
    player: { readonly name: string | null; readonly account: string | null },
  ): Promise<number | null> {
    if (!this.ratings) return null;
    const seat: SeatRow = {
      seat: 0,
      kind: 'human',
      bot: null,
      ...player,
      // Seated: the rating source reads a seat's account only while a token holds it.
      tokenHash: 'seated',
      reservedFor: null,
    };
    const ratings = await this.ratings(game, players, [seat]);
    return ratings?.[0] ?? null;
  }

  /** Follows the lobby: the whole listing now (answering `ref`), then each change. */
  async follow(sink: LobbySink, game?: string, ref?: number): Promise<void> {
    const entries = await this.entries(game);
    this.followers.set(sink, game);
    sink.send({ type: 'lobby', ...(ref === undefined ? {} : { ref }), entries });
  }

  unfollow(sink: LobbySink): void {
    this.followers.delete(sink);
  }

  get followerCount(): number {
    return this.followers.size;
  }

  private async entry(row: MatchRow, seats: readonly SeatRow[]): Promise<LobbyEntry> {
    const ratings = this.ratings ? await this.ratings(row.game, row.players, seats) : null;
    return lobbyEntry(row, seats, ratings);
  }

  private changedHere(id: string): void {
    const held = this.service.held(id);
    if (held && !held.meta.listed) return;
    void this.refresh(id, true).catch(() => {
      // The store is unreachable: followers keep the entry until they follow the lobby again.
    });
  }

  /** Reads a listed match again and tells the followers here (and, if it changed here, the other processes). */
  private async refresh(id: string, here = false): Promise<void> {
    const row = await this.service.store.loadRow(id);
    if (!row?.listed) return;
    if (here) this.fanout.publishLobby(id);
    if (this.followers.size === 0) return;
    const seats = await this.service.store.loadSeats(id);
    const message: ServerMessage = isOpenInLobby(row, seats)
      ? { type: 'lobby-entry', entry: await this.entry(row, seats) }
      : { type: 'lobby-gone', match: id };
    for (const [sink, game] of this.followers) {
      if (game === undefined || game === row.game) sink.send(message);
    }
  }
}
