/**
 * A new match from a create (or rematch) request: the game and its setup
 * checked by the engine, bot seats checked by the bots package and against
 * the server's cap on bot time, a seed from the OS generator. The setup's
 * chance steps are in the log from the start. A match that waits for its
 * players (`waitForPlayers`, or listed in the lobby) starts once every
 * human seat is taken; any other starts at once.
 */
import { ENGINE_VERSION, err, ok, type Result } from '@gameshelf/engine';
import {
  type CreateMatchRequest,
  fromGameError,
  type RatingRange,
  type WireError,
  wireError,
} from '@gameshelf/protocol';
import { checkTimeControl } from '../clocks/time-control.ts';
import { newSeed } from '../ids.ts';
import { BOT_RATINGS } from '../ratings/bot-ratings-data.ts';
import { ratingClassOf } from '../ratings/rating-class.ts';
import type { RulesRunner } from '../rules/runner.ts';
import { shareOf } from '../store/rows.ts';
import type { NewMatch, SeatRow } from '../store/store.ts';
import { type BotLimits, checkBot } from './bot-limits.ts';
import type { GameCatalog } from './catalog.ts';
import { LiveMatch } from './live-match.ts';

export interface PreparedMatch {
  readonly stored: NewMatch;
  readonly live: LiveMatch;
}

/** Where a new match comes from: its id, when, who asked for it and, for a rematch, whom its seats are kept for. */
export interface MatchOrigin {
  readonly id: string;
  readonly now: number;
  /** The opaque id of the client that asked (see http/client.ts). */
  readonly client: string;
  /** The address it asked from (http/client.ts `addressOf`, hashed): stored, for the fair bot time and the limit on bot matches. */
  readonly address: string;
  /** Quick pairing's rating range for the players it pairs into this match; null otherwise. */
  readonly pairRange: RatingRange | null;
  /** Per seat, the hash of the token a seat is kept for (a rematch keeps each seat for its previous player). */
  readonly reservations?: readonly (string | null)[];
}

/**
 * The match `at.id`, set up by `rules` (a costly game's setup, with the
 * chance steps it may play, such as Smashdodes' roll-off, runs on a worker thread).
 */
export async function prepareMatch(
  catalog: GameCatalog,
  rules: RulesRunner,
  limits: BotLimits,
  request: CreateMatchRequest,
  at: MatchOrigin,
): Promise<Result<PreparedMatch, WireError>> {
  const module = catalog.find(request.game);
  if (!module.ok) return err(fromGameError(module.error));
  const { game } = module.value;
  const players = request.players ?? request.seats?.length ?? game.players.default;
  if (request.seats && request.seats.length !== players) {
    return err({
      code: 'setup/bad-player-count',
      message: `${request.seats.length} seats for ${players} players`,
    });
  }
  const seats: SeatRow[] = [];
  for (const [seat, asked] of (
    request.seats ?? Array.from({ length: players }, () => ({ kind: 'human' as const }))
  ).entries()) {
    if (asked.kind === 'bot') {
      const bot = checkBot(module.value, asked.bot, limits);
      if (!bot.ok) return bot;
    }
    seats.push({
      seat,
      kind: asked.kind,
      bot: asked.kind === 'bot' ? asked.bot : null,
      name: null,
      tokenHash: null,
      reservedFor: asked.kind === 'human' ? (at.reservations?.[seat] ?? null) : null,
      account: null,
    });
  }
  const rated = request.rated ?? false;
  if (rated) {
    const refused = checkRatable(game.id, players, seats);
    if (refused) return err(refused);
  }
  const timing = checkTimeControl(request, (spec) => checkBot(module.value, spec, limits));
  if (!timing.ok) return timing;
  const listed = request.listed ?? false;
  // A rated match waits for its players: nobody may start it with a seat open.
  const waits = (rated || (request.waitForPlayers ?? listed)) && seats.some((s) => s.kind === 'human');
  const seed = newSeed();
  const created = await rules.create(module.value, { players, options: request.options, seed }, shareOf(at));
  if (!created.ok) return err(fromGameError(created.error));
  const match = created.value;
  const meta = {
    id: at.id,
    game: game.id,
    players: match.players,
    options: match.options,
    seed,
    engineVersion: ENGINE_VERSION,
    ...timing.value,
    createdAt: at.now,
    client: at.client,
    listed,
    rated,
    pairRange: at.pairRange,
    address: at.address,
  };
  const live = new LiveMatch(meta, module.value, match, seats, null);
  live.startedAt = waits ? null : at.now;
  const moves = match.log.map((entry, seq) => ({ seq, actor: entry.player, move: entry.move }));
  const { at: updatedAt, ...position } = live.position(at.now);
  const row = { ...meta, ...position, updatedAt, rematch: null, startedAt: live.startedAt };
  return ok({ stored: { row, seats, moves }, live });
}

/**
 * Why a match cannot be rated, or null: a solo game or more than 8 players
 * (no rating class), or a bot whose level has no measured rating in this game
 * and class (bot-ratings.json). Who takes the human seats is checked as they
 * join: only accounts, one seat each (lobby.ts).
 */
export function checkRatable(game: string, players: number, seats: readonly SeatRow[]): WireError | null {
  const ratingClass = ratingClassOf(players);
  if (ratingClass === null)
    return wireError('ratings/not-ratable', `a game of ${players} cannot be rated: only 2 to 8 players`);
  for (const seat of seats) {
    if (seat.kind !== 'bot') continue;
    if (seat.bot === null || BOT_RATINGS(game, ratingClass, seat.bot) === null) {
      return wireError(
        'ratings/unrated-bot',
        `the bot ${seat.bot ?? '?'} has no rating in this game: a rated game takes the easy, medium or hard bot`,
      );
    }
  }
  return null;
}

/**
 * The request that sets up a rematch: same game, players, options, seat
 * kinds (bots keep their seats) and timer. Each human seat is kept for the
 * token that holds it now (`rematchReservations`).
 */
export function rematchRequest(live: LiveMatch): CreateMatchRequest {
  return {
    game: live.meta.game,
    players: live.meta.players,
    options: { ...live.meta.options },
    seats: live.seats.map((s) =>
      s.kind === 'bot' && s.bot ? { kind: 'bot', bot: s.bot } : { kind: 'human' },
    ),
    ...(live.meta.clock !== null
      ? { clock: live.meta.clock }
      : live.meta.turnSeconds === null
        ? {}
        : { turnSeconds: live.meta.turnSeconds }),
    ...(live.meta.rated ? { rated: true } : {}),
  };
}

/** Per seat of a finished match, the hash of the token that holds it: whom the rematch keeps each seat for. */
export function rematchReservations(live: LiveMatch): (string | null)[] {
  return live.seats.map((s) => (s.kind === 'human' ? s.tokenHash : null));
}
