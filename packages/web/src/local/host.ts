/**
 * The local match: a `Match` from the engine and the bots, run in a Web
 * Worker (see worker.ts) so a thinking bot never freezes the page. It checks
 * every move through the engine like the server does, plays the bots' seats
 * after a short pause (so people can follow), and reports each new position
 * for the seat being looked from, with the record to keep.
 */
import { type AnyBot, createBot } from '@gameshelf/bots/browser';
import {
  type AnyGameModule,
  type AnyMatch,
  CHANCE,
  type GameRecord,
  Match,
  type Player,
  parseRecord,
  positionFor,
  Rng,
  replayRecord,
} from '@gameshelf/engine';
import type { HintAnswer, RawLogEntry, TableError } from '../session/table.ts';
import { chooseHint, hintRng } from './hint.ts';
import type { GuestMessage, HostMessage, LocalSetup } from './messages.ts';

export interface HostDeps {
  readonly loadModule: (id: string) => Promise<AnyGameModule> | null;
}

export function createHost(send: (message: HostMessage) => void, deps: HostDeps) {
  let match: AnyMatch | null = null;
  let module: AnyGameModule | null = null;
  let setup: LocalSetup | null = null;
  let viewer: Player = 0;
  let bots = new Map<Player, AnyBot>();
  let botRng = Rng.fromSeed(0);
  let botDelayMs = 600;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failed = false;
  /** For each seat looked from: how much of the log the page was sent views for (`after`). */
  let viewsSent = new Map<Player, number>();

  const fail = (error: TableError) => {
    failed = true;
    if (timer) clearTimeout(timer);
    send({ type: 'failed', error });
  };

  /**
   * The log for the seat looked from, with the view after each turn that
   * ended since the page was last sent views for that seat (as a server
   * sends one with each turn): what the log is told in words with.
   */
  function logWithViews(seen: AnyMatch, seat: Player, log: readonly RawLogEntry[]): RawLogEntry[] {
    const from = viewsSent.get(seat) ?? 0;
    viewsSent.set(seat, log.length);
    return log.map((entry, i) => {
      const endsTurn = i >= from && (i === log.length - 1 || log[i + 1]?.player !== CHANCE);
      return endsTurn ? { ...entry, after: positionFor(seen, seat, { from: i + 1, at: i + 1 }).view } : entry;
    });
  }

  function emit(): void {
    if (!match || !setup) return;
    const position = positionFor(match, viewer);
    send({
      type: 'position',
      position: { ...position, log: logWithViews(match, viewer, position.log), seat: viewer },
      record: match.record({
        seats: setup.seats.map((s) => ({ kind: s.kind === 'human' ? 'human' : `bot:${s.bot}` })),
      }),
    });
  }

  function scheduleBots(): void {
    if (!match || timer || failed) return;
    const seat = match.toAct().find((s) => bots.has(s));
    if (seat === undefined) return;
    timer = setTimeout(() => {
      timer = null;
      playBot(seat);
    }, botDelayMs);
  }

  function playBot(seat: Player): void {
    if (!match || failed) return;
    const bot = bots.get(seat);
    const decision = bot && match.decisionFor(seat, bot.wantsHistory);
    if (!bot || !decision || decision.legal.length === 0) {
      scheduleBots();
      return;
    }
    let refusal: string | null = null;
    try {
      const move = bot.choose({ ...decision, rng: botRng });
      const played = match.play(seat, move);
      if (!played.ok) refusal = `the bot chose a refused move: ${played.error.message}`;
    } catch (error) {
      refusal = `a bot failed: ${String(error)}`;
    }
    if (refusal !== null) {
      fail({ code: 'bot/invalid', message: refusal });
      return;
    }
    emit();
    scheduleBots();
  }

  async function start(message: Extract<GuestMessage, { type: 'start' }>): Promise<void> {
    setup = message.setup;
    botDelayMs = message.botDelayMs;
    const loading = deps.loadModule(setup.game);
    if (!loading) {
      fail({ code: 'game/unknown', message: `there is no game ${setup.game}` });
      return;
    }
    const loaded = await loading;
    const created = message.record ? resume(loaded, message.record) : newMatch(loaded, setup);
    if (!created.ok) {
      fail(created.error);
      return;
    }
    match = created.value;
    module = loaded;
    viewsSent = new Map();
    botRng = Rng.fromSeed(`${setup.seed}/bots/${match.log.length}`);
    bots = new Map();
    for (const [seat, kind] of setup.seats.entries()) {
      if (kind.kind !== 'bot') continue;
      const bot = createBot(loaded, kind.bot);
      if (!bot.ok) {
        fail(bot.error);
        return;
      }
      bots.set(seat, bot.value);
    }
    const humans = setup.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
    viewer = humans.find((seat) => match?.toAct().includes(seat)) ?? humans[0] ?? 0;
    emit();
    scheduleBots();
  }

  /** Why a person's move cannot be played now, before the rules are even asked. */
  function refusal(message: Extract<GuestMessage, { type: 'move' }>): TableError | null {
    if (!match) return { code: 'move/not-your-turn', message: 'the match has not started' };
    if (bots.has(message.seat)) return { code: 'move/not-your-turn', message: 'a bot plays that seat' };
    if (message.seq !== match.log.length)
      return { code: 'match/stale', message: 'the table moved on before your move arrived' };
    return null;
  }

  function move(message: Extract<GuestMessage, { type: 'move' }>): void {
    const refused = refusal(message);
    const played = refused === null && match ? match.play(message.seat, message.move) : null;
    if (played?.ok) {
      emit();
      scheduleBots();
    } else send({ type: 'refused', error: refused ?? (played && !played.ok ? played.error : refusalOf()) });
  }

  /**
   * A hint for a person's seat that must act now, in a match with a bot:
   * the medium bot's move from the seat's own decision (as a bot playing
   * the seat is given it), with the hint's own generator. Nothing is played.
   */
  function hint(message: Extract<GuestMessage, { type: 'hint' }>): HintAnswer {
    const at = { seat: message.seat, seq: message.seq };
    const refused = (code: string, why: string): HintAnswer => ({
      ok: false,
      ...at,
      error: { code, message: why },
    });
    if (!match || !module || !setup) return refused('move/not-your-turn', 'the match has not started');
    if (bots.size === 0) return refused('hint/unavailable', 'hints are for games against bots');
    if (setup.seats[message.seat]?.kind !== 'human')
      return refused('move/not-your-turn', 'no person sits there');
    if (message.seq !== match.log.length) return refused('match/stale', 'the table moved on before the hint');
    const seen = match;
    return chooseHint(
      module,
      at,
      (withHistory) => seen.decisionFor(message.seat, withHistory),
      hintRng(setup.seed, message.seq, message.seat),
    );
  }

  function look(seat: unknown): void {
    if (!setup || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= setup.players)
      return;
    viewer = seat;
    emit();
  }

  return (message: GuestMessage): void => {
    if (failed) return;
    if (message.type === 'start')
      start(message).catch((error) => fail({ code: 'server/internal', message: String(error) }));
    else if (message.type === 'move') move(message);
    else if (message.type === 'look') look(message.seat);
    else if (message.type === 'hint') send({ type: 'hint', answer: hint(message) });
  };
}

const refusalOf = (): TableError => ({ code: 'move/illegal', message: 'the move was refused' });

function newMatch(module: AnyGameModule, setup: LocalSetup) {
  return Match.create(module.game, { players: setup.players, options: setup.options, seed: setup.seed });
}

function resume(module: AnyGameModule, raw: GameRecord) {
  const record = parseRecord(raw);
  if (!record.ok) return record;
  return replayRecord(module.game, record.value);
}
