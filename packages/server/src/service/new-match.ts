/**
 * A new match from a create (or rematch) request: the game and its setup
 * checked by the engine, bot seats checked by the bots package, a seed from
 * the OS generator. The setup's chance steps are in the log from the start.
 */
import { createBot } from '@gameshelf/bots';
import { ENGINE_VERSION, err, ok, type Result } from '@gameshelf/engine';
import { type CreateMatchRequest, fromGameError, type WireError } from '@gameshelf/protocol';
import { newSeed } from '../ids.ts';
import type { RulesRunner } from '../rules/runner.ts';
import type { NewMatch, SeatRow } from '../store/store.ts';
import type { GameCatalog } from './catalog.ts';
import { LiveMatch } from './live-match.ts';

export interface PreparedMatch {
  readonly stored: NewMatch;
  readonly live: LiveMatch;
}

/**
 * The match `id`, set up by `rules` (a costly game's setup, with the chance
 * steps it may play, such as Smashdodes' roll-off, runs on a worker thread).
 */
export async function prepareMatch(
  catalog: GameCatalog,
  rules: RulesRunner,
  request: CreateMatchRequest,
  at: { readonly id: string; readonly now: number },
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
      const bot = createBot(module.value, asked.bot);
      if (!bot.ok) return err(fromGameError(bot.error));
    }
    seats.push({
      seat,
      kind: asked.kind,
      bot: asked.kind === 'bot' ? asked.bot : null,
      name: null,
      tokenHash: null,
    });
  }
  const seed = newSeed();
  const created = await rules.create(module.value, { players, options: request.options, seed });
  if (!created.ok) return err(fromGameError(created.error));
  const match = created.value;
  const meta = {
    id: at.id,
    game: game.id,
    players: match.players,
    options: match.options,
    seed,
    engineVersion: ENGINE_VERSION,
    turnSeconds: request.turnSeconds ?? null,
    createdAt: at.now,
  };
  const live = new LiveMatch(meta, module.value, match, seats, null);
  const moves = match.log.map((entry, seq) => ({ seq, actor: entry.player, move: entry.move }));
  return ok({ stored: { row: { ...meta, ...live.position(), rematch: null }, seats, moves }, live });
}

/** The request that sets up a rematch: same game, players, options, seat kinds (bots keep their seats) and timer. */
export function rematchRequest(live: LiveMatch): CreateMatchRequest {
  return {
    game: live.meta.game,
    players: live.meta.players,
    options: { ...live.meta.options },
    seats: live.seats.map((s) =>
      s.kind === 'bot' && s.bot ? { kind: 'bot', bot: s.bot } : { kind: 'human' },
    ),
    ...(live.meta.turnSeconds === null ? {} : { turnSeconds: live.meta.turnSeconds }),
  };
}
