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
  isOneOf,
  isRecord,
  isSeed,
  Match,
  ok,
  type Player,
  parseRecord,
  type Result,
  Rng,
  replayRecord,
  type Viewer,
} from '@gameshelf/engine';
import { GAMESHELF, type Shelf } from '@gameshelf/shelf';
import { gameInfo } from './describe-game.ts';
import { errorMessage } from './io.ts';

type Reply = Record<string, unknown>;
type Request = Readonly<Record<string, unknown>>;

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

function playerOf(req: Request, players: number): Result<Player, GameError> {
  const p = req.player;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= players) {
    return bad(`player must be 0-${players - 1}`);
  }
  return ok(p);
}

function viewerOf(req: Request, players: number): Result<Viewer, GameError> {
  if (req.player === 'spectator') return ok('spectator');
  const p = playerOf(req, players);
  return p.ok ? p : bad(`player must be 0-${players - 1} or "spectator"`);
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
    if (!isRecord(req)) return fail(badInput('a request is a JSON object'));
    const request = req;
    const id = request.id === undefined ? {} : { id: request.id };
    let reply: Result<Reply, GameError>;
    try {
      reply = this.handle(request);
    } catch (e) {
      reply = err(gameError('input/invalid', `internal error: ${errorMessage(e)}`));
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
        if (!isOneOf(PROTOCOL_COMMANDS, req.cmd)) {
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
        const p = viewerOf(req, match.players);
        return p.ok ? ok({ view: match.view(p.value) }) : p;
      }
      case 'legal': {
        const p = playerOf(req, match.players);
        return p.ok ? ok({ moves: match.legalMoves(p.value) }) : p;
      }
      case 'move': {
        const played = match.play(req.player, req.move);
        return played.ok ? ok({ log: played.value, toAct: match.toAct(), over: match.isOver() }) : played;
      }
      case 'bot': {
        const p = playerOf(req, match.players);
        if (!p.ok) return p;
        const player = p.value;
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
    const { players, seed = 1 } = req;
    if (players !== undefined && typeof players !== 'number')
      return err(
        gameError('setup/bad-player-count', `"players" must be a number, not ${JSON.stringify(players)}`),
      );
    if (!isSeed(seed)) return bad('the seed must be a string or a non-negative integer');
    const created = Match.create(found.value.game, {
      ...(players === undefined ? {} : { players }),
      options: req.options,
      seed,
    });
    if (!created.ok) return created;
    this.current = { module: found.value, match: created.value };
    return ok(this.summary(created.value));
  }

  private load(req: Request): Result<Reply, GameError> {
    const record = parseRecord(req.record);
    if (!record.ok) return record;
    const found = this.shelf.findGame(record.value.game);
    if (!found.ok) return found;
    const replayed = replayRecord(found.value.game, record.value);
    if (!replayed.ok) return replayed;
    this.current = { module: found.value, match: replayed.value };
    return ok(this.summary(replayed.value));
  }

  private summary(match: AnyMatch): Reply {
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
