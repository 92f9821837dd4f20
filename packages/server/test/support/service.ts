/** A match service in memory (SQLite `:memory:`, bots on the test's thread) and a sink that keeps every frame. */
import type { ServerMessage, WireError } from '@gameshelf/protocol';
import { InlineBots } from '../../src/bots/runner.ts';
import { type GameCatalog, shelfCatalog } from '../../src/service/catalog.ts';
import type { Sink } from '../../src/service/live-match.ts';
import { Lobby } from '../../src/service/lobby.ts';
import { MatchService, type ServiceOptions } from '../../src/service/match-service.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import type { MatchStore } from '../../src/store/store.ts';

export interface TestServer {
  readonly service: MatchService;
  readonly lobby: Lobby;
  readonly store: MatchStore;
}

export function memoryServer(options: Partial<ServiceOptions> & { catalog?: GameCatalog } = {}): TestServer {
  const catalog = options.catalog ?? shelfCatalog;
  const store = options.store ?? new SqliteStore(':memory:');
  const bots =
    options.bots ??
    new InlineBots((id) => {
      const found = catalog.find(id);
      return found.ok ? found.value : undefined;
    });
  const service = new MatchService({ ...options, store, catalog, bots });
  return { service, lobby: new Lobby(service), store };
}

export class Recorder implements Sink {
  readonly frames: ServerMessage[] = [];
  readonly endings: WireError[] = [];

  send(message: ServerMessage): void {
    this.frames.push(message);
  }

  ended(_match: string, error: WireError): void {
    this.endings.push(error);
  }

  /** The last frame that carried a position (a snapshot or an update). */
  position() {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i];
      if (frame?.type === 'snapshot' || frame?.type === 'update') return frame;
    }
    throw new Error('no position received yet');
  }

  of<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }>[] {
    return this.frames.filter((f): f is Extract<ServerMessage, { type: T }> => f.type === type);
  }
}

/** Resolves when `check` holds, polling; fails the test after `ms`. */
export async function until(check: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export function unwrapWire<T>(result: { ok: true; value: T } | { ok: false; error: WireError }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * Plays a match to its end as its seated clients would: each seat picks one
 * of the legal moves its own frames offer, at the position they show.
 */
export async function playToEnd(
  service: MatchService,
  id: string,
  tokens: readonly (string | null)[],
  pick: (legal: readonly unknown[]) => unknown = (legal) => legal[Math.floor(Math.random() * legal.length)],
  maxMoves = 20_000,
): Promise<Recorder[]> {
  const sinks = tokens.map(() => new Recorder());
  for (const [seat, token] of tokens.entries()) {
    if (token !== null) unwrapWire(await service.subscribe(id, { token }, sinks[seat] as Recorder));
  }
  for (let moves = 0; moves < maxMoves; moves++) {
    const positions = sinks.map((s, seat) => (tokens[seat] === null ? null : s.position()));
    if (positions.some((p) => p?.result)) return sinks;
    const seat = positions.findIndex((p) => p?.legal && p.legal.length > 0);
    if (seat < 0) {
      await new Promise((r) => setTimeout(r, 2)); // a bot is thinking
      continue;
    }
    const position = positions[seat] as NonNullable<(typeof positions)[number]>;
    const answer = await service.play(id, tokens[seat] as string, position.seq, pick(position.legal ?? []));
    if (!answer.ok && answer.error.code !== 'match/stale')
      throw new Error(`${answer.error.code}: ${answer.error.message}`);
  }
  throw new Error(`no end after ${maxMoves} moves`);
}
