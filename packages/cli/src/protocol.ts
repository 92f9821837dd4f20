/**
 * The engine protocol: one JSON object per line in, one JSON reply per line
 * out, in the spirit of UCI and GTP, for external programs and bots. A
 * request may carry an `id`, echoed in its reply. Bad input gets
 * `{"ok":false,"error":{"code","message"}}` and changes nothing.
 */

import { createBot } from '@gameshelf/bots';
import {
  type AnyGameModule,
  type AnyMatch,
  err,
  type GameError,
  gameError,
  Match,
  ok,
  parseRecord,
  type Result,
  Rng,
  replayRecord,
} from '@gameshelf/engine';
import { GAMESHELF, type Shelf } from '@gameshelf/shelf';
import { gameInfo } from './describe-game.ts';

type Reply = Record<string, unknown>;
type Request = Record<string, unknown>;

export const PROTOCOL_COMMANDS = [
  'games',
  'new',
  'state',
  'view',
  'legal',
  'move',
  'bot',
  'result',
  'record',
  'load',
] as const;

const badInput = (message: string) => gameError('input/invalid', message);
const bad = (message: string) => err(badInput(message));

function playerOf(
  req: Request,
  players: number,
  allowSpectator: boolean,
): Result<number | 'spectator', GameError> {
  const p = req.player;
  if (allowSpectator && p === 'spectator') return ok('spectator');
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= players) {
    return bad(`player must be 0-${players - 1}${allowSpectator ? ' or "spectator"' : ''}`);
  }
  return ok(p);
}

export class EngineSession {
  /** The games this session offers: the shipped shelf, or a test's own (with a toy game on it). */
  private readonly shelf: Shelf;

  constructor(shelf: Shelf = GAMESHELF) {
    this.shelf = shelf;
  }

  private current: { module: AnyGameModule; match: AnyMatch } | null = null;
  private botRng = Rng.fromSeed('engine-protocol');

  /** Handles one line; always returns one reply, never throws for bad input. */
  handleLine(line: string): Reply {
    let req: unknown;
    try {
      req = JSON.parse(line);
    } catch {
      return fail(badInput('not JSON: send one JSON object per line'));
    }
    if (typeof req !== 'object' || req === null || Array.isArray(req))
      return fail(badInput('a request is a JSON object'));
    const request = req as Request;
    const id = request.id === undefined ? {} : { id: request.id };
    let reply: Result<Reply, GameError>;
    try {
      reply = this.handle(request);
    } catch (e) {
      reply = err(gameError('input/invalid', `internal error: ${(e as Error).message}`));
    }
    return reply.ok ? { ...id, ok: true, ...reply.value } : { ...id, ...fail(reply.error) };
  }

  private handle(req: Request): Result<Reply, GameError> {
    switch (req.cmd) {
      case 'games':
        return ok({ games: this.shelf.games.map(gameInfo) });
      case 'new':
        return this.newGame(req);
      case 'load':
        return this.load(req);
      case undefined:
        return bad(`missing "cmd" (commands: ${PROTOCOL_COMMANDS.join(', ')})`);
      default:
        if (typeof req.cmd !== 'string' || !(PROTOCOL_COMMANDS as readonly string[]).includes(req.cmd)) {
          return bad(`unknown cmd ${JSON.stringify(req.cmd)} (commands: ${PROTOCOL_COMMANDS.join(', ')})`);
        }
        return this.withGame(req);
    }
  }

  private withGame(req: Request): Result<Reply, GameError> {
    if (!this.current) return bad('no game: send {"cmd":"new",...} or {"cmd":"load",...} first');
    const { module, match } = this.current;
    switch (req.cmd) {
      case 'state':
        return ok({ state: match.state, toAct: match.toAct(), over: match.isOver() });
      case 'view': {
        const p = playerOf(req, match.players, true);
        return p.ok ? ok({ view: match.view(p.value) }) : p;
      }
      case 'legal': {
        const p = playerOf(req, match.players, false);
        return p.ok ? ok({ moves: match.legalMoves(p.value as number) }) : p;
      }
      case 'move': {
        const played = match.play(req.player, req.move);
        return played.ok ? ok({ log: played.value, toAct: match.toAct(), over: match.isOver() }) : played;
      }
      case 'bot': {
        const p = playerOf(req, match.players, false);
        if (!p.ok) return p;
        const player = p.value as number;
        if (!match.toAct().includes(player))
          return err(gameError('move/not-your-turn', `player ${player} may not act now`));
        const bot = createBot(module, typeof req.bot === 'string' ? req.bot : 'random');
        if (!bot.ok) return bot;
        const legal = match.legalMoves(player);
        return ok({ move: bot.value.choose({ view: match.view(player), player, legal, rng: this.botRng }) });
      }
      case 'result':
        return ok({ result: match.result() });
      default:
        return ok({ record: match.record({ hashes: 'every' }) });
    }
  }

  private newGame(req: Request): Result<Reply, GameError> {
    if (typeof req.game !== 'string') return bad('"game" must be a game id');
    const found = this.shelf.findGame(req.game);
    if (!found.ok) return found;
    const created = Match.create(found.value.game, {
      ...(req.players === undefined ? {} : { players: req.players as number }),
      options: req.options,
      seed: (req.seed ?? 1) as number,
    });
    if (!created.ok) return created;
    this.current = { module: found.value, match: created.value };
    return ok(this.summary());
  }

  private load(req: Request): Result<Reply, GameError> {
    const record = parseRecord(req.record);
    if (!record.ok) return record;
    const found = this.shelf.findGame(record.value.game);
    if (!found.ok) return found;
    const replayed = replayRecord(found.value.game, record.value);
    if (!replayed.ok) return replayed;
    this.current = { module: found.value, match: replayed.value };
    return ok(this.summary());
  }

  private summary(): Reply {
    const { match } = this.current as { match: AnyMatch };
    return {
      game: match.game.id,
      players: match.players,
      options: match.options,
      seed: match.seed,
      moves: match.log.length,
      toAct: match.toAct(),
      over: match.isOver(),
    };
  }
}

function fail(error: GameError): Reply {
  return { ok: false, error: { code: error.code, message: error.message } };
}
