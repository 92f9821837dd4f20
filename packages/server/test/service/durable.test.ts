/**
 * What survives and what is refused: a restart rebuilds every match from its
 * stored log; two services on one store never both take a position; a
 * failing store or a throwing rule changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGameModule, itemAt } from '@gameshelf/engine';
import { findGame, SHELF } from '@gameshelf/shelf';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogOf } from '../../src/service/catalog.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import type { MatchStore } from '../../src/store/store.ts';
import { memoryServer, Recorder, unwrapWire } from '../support/service.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `m${files++}.db`);

async function startedMatch(server: ReturnType<typeof memoryServer>, moves: number) {
  const { match } = unwrapWire(await server.lobby.create({ game: 'digit-dash', players: 2 }));
  const tokens = [
    unwrapWire(await server.lobby.join(match, {})).token,
    unwrapWire(await server.lobby.join(match, {})).token,
  ];
  const live = server.service.held(match);
  if (!live) throw new Error('not live');
  // The deal is random and a game may end early: play up to `moves`, never past the end.
  for (let i = 0; i < moves && !live.match.isOver(); i++) {
    const seat = live.match.toAct()[0] as number;
    unwrapWire(
      await server.service.play(match, tokens[seat] as string, live.seq, live.match.legalMoves(seat)[0]),
    );
  }
  return { match, tokens, live };
}

describe('match service: durability', () => {
  it('rebuilds every match after a restart exactly where it was', async () => {
    const file = newFile();
    const first = memoryServer({ store: new SqliteStore(file) });
    const { match, tokens, live } = await startedMatch(first, 12);
    const hash = live.match.stateHash();
    const seq = live.seq;
    await first.service.close();
    const second = memoryServer({ store: new SqliteStore(file) });
    const sink = new Recorder();
    unwrapWire(await second.service.subscribe(match, { token: itemAt(tokens, 0) }, sink));
    const again = second.service.held(match);
    expect(again?.seq).toBe(seq);
    expect(again?.match.stateHash()).toBe(hash);
    await second.service.close();
  });

  it('lets only one of two services on one store take a position; the other catches up', async () => {
    const file = newFile();
    const a = memoryServer({ store: new SqliteStore(file) });
    const b = memoryServer({ store: new SqliteStore(file) });
    const { match, tokens, live } = await startedMatch(a, 0);
    const watcher = new Recorder();
    unwrapWire(await b.service.subscribe(match, {}, watcher));
    const seat = live.match.toAct()[0] as number;
    const seq = live.seq;
    const [first, second] = live.match.legalMoves(seat);
    unwrapWire(await a.service.play(match, tokens[seat] as string, seq, first));
    // b has not heard (no fanout here): its copy is behind, and the store refuses its append.
    const late = await b.service.play(match, tokens[seat] as string, seq, second ?? first);
    expect(late).toMatchObject({ ok: false, error: { code: 'match/stale' } });
    const bLive = b.service.held(match);
    expect(bLive?.match.stateHash()).toBe(live.match.stateHash());
    expect(watcher.of('update').at(-1)?.seq).toBe(live.seq);
    // A move for a position b has not reached makes it catch up first.
    const next = live.match.toAct()[0] as number;
    unwrapWire(await a.service.play(match, tokens[next] as string, live.seq, live.match.legalMoves(next)[0]));
    const then = live.match.toAct()[0] as number;
    unwrapWire(await b.service.play(match, tokens[then] as string, live.seq, live.match.legalMoves(then)[0]));
    expect((await a.store.loadMatch(match))?.row.stateHash).toBe(bLive?.match.stateHash());
    await a.service.close();
    await b.service.close();
  });

  it('refuses a left seat’s token in every service at once, before any notice reaches it', async () => {
    const file = newFile();
    const a = memoryServer({ store: new SqliteStore(file) });
    const b = memoryServer({ store: new SqliteStore(file) });
    const { match, tokens, live } = await startedMatch(a, 0);
    const seat = live.match.toAct()[0] as number;
    const old = tokens[seat] as string;
    const follower = new Recorder();
    unwrapWire(await b.service.subscribe(match, { token: old }, follower));
    unwrapWire(await a.lobby.leave(match, old, {}));
    // b has heard nothing (no fanout here) and still seats the old token; the store refuses its move.
    const seq = live.seq;
    const move = live.match.legalMoves(seat)[0];
    expect(await b.service.play(match, old, seq, move)).toMatchObject({
      ok: false,
      error: { code: 'auth/bad-token' },
    });
    expect((await a.store.loadRow(match))?.seq).toBe(seq);
    expect(b.service.held(match)?.match.stateHash()).toBe(live.match.stateHash());
    expect(follower.endings.map((e) => e.code)).toEqual(['auth/bad-token']);
    // Whoever takes the seat next plays it through either service.
    const next = unwrapWire(await a.lobby.join(match, { seat }));
    unwrapWire(await b.service.play(match, next.token, seq, move));
    expect((await a.store.loadRow(match))?.seq).toBeGreaterThan(seq);
    await a.service.close();
    await b.service.close();
  });

  it('answers server/unavailable when the store fails, having accepted nothing', async () => {
    const store = new SqliteStore(':memory:');
    let failing = false;
    const flaky: MatchStore = Object.assign(Object.create(store), {
      appendMoves: (...args: Parameters<MatchStore['appendMoves']>) =>
        failing ? Promise.reject(new Error('disk full')) : store.appendMoves(...args),
    });
    const server = memoryServer({ store: flaky });
    const { match, tokens, live } = await startedMatch(server, 2);
    const seq = live.seq;
    const seat = live.match.toAct()[0] as number;
    const move = live.match.legalMoves(seat)[0];
    failing = true;
    expect(await server.service.play(match, tokens[seat] as string, seq, move)).toMatchObject({
      ok: false,
      error: { code: 'server/unavailable' },
    });
    failing = false;
    expect(
      unwrapWire(await server.service.play(match, tokens[seat] as string, seq, move)).seq,
    ).toBeGreaterThan(seq);
    await server.service.close();
  });

  it('answers server/internal when the rules throw, and goes on from the stored position', async () => {
    const real = unwrapWire(findGame('digit-dash'));
    let throwing = false;
    const broken: AnyGameModule = {
      ...real,
      game: {
        ...real.game,
        apply: (s, a, m) => {
          if (throwing) throw new Error('a bug in the rules');
          return real.game.apply(s, a, m);
        },
      },
    };
    const server = memoryServer({ catalog: catalogOf([broken, ...SHELF.filter((m) => m !== real)]) });
    const { match, tokens, live } = await startedMatch(server, 1);
    const seq = live.seq;
    const seat = live.match.toAct()[0] as number;
    const move = live.match.legalMoves(seat)[0];
    throwing = true;
    expect(await server.service.play(match, tokens[seat] as string, seq, move)).toMatchObject({
      ok: false,
      error: { code: 'server/internal' },
    });
    throwing = false;
    expect(
      unwrapWire(await server.service.play(match, tokens[seat] as string, seq, move)).seq,
    ).toBeGreaterThan(seq);
    await server.service.close();
  });

  it('refuses to load a match whose stored log no longer replays (match/corrupt)', async () => {
    const file = newFile();
    const first = memoryServer({ store: new SqliteStore(file) });
    const { match, tokens } = await startedMatch(first, 3);
    await first.service.close();
    const db = new Database(file);
    db.prepare('UPDATE moves SET move = \'{"type":"endTurn"}\' WHERE match_id = ? AND seq = 2').run(match);
    db.close();
    const second = memoryServer({ store: new SqliteStore(file) });
    expect(await second.service.subscribe(match, { token: itemAt(tokens, 0) }, new Recorder())).toMatchObject(
      {
        ok: false,
        error: { code: 'match/corrupt' },
      },
    );
    await second.service.close();
  });
});

describe('match service: memory', () => {
  it('lets go of a match nobody follows, and loads it again as it was when it is used', async () => {
    const server = memoryServer({ idleMs: 20 });
    const { match, tokens, live } = await startedMatch(server, 4);
    const hash = live.match.stateHash();
    const sink = new Recorder();
    const followed = unwrapWire(await server.service.subscribe(match, { token: itemAt(tokens, 0) }, sink));
    await new Promise((r) => setTimeout(r, 60));
    expect(server.service.held(match)).toBe(live); // followed: kept
    followed.unsubscribe();
    await new Promise((r) => setTimeout(r, 60));
    expect(server.service.held(match)).toBeUndefined();
    unwrapWire(await server.service.subscribe(match, { token: itemAt(tokens, 1) }, new Recorder()));
    expect(server.service.held(match)?.match.stateHash()).toBe(hash);
    await server.service.close();
  });
});
