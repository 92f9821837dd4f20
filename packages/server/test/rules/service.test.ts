/**
 * A costly game's rules on worker threads, through the service: while a
 * Smashdodes shot is simulated, everyone else is answered; matches are
 * created, loaded, caught up and played through the workers; a worker that
 * fails answers server/internal and changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { itemAt } from '@gameshelf/engine';
import type { ServerMessage } from '@gameshelf/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { InlineRules } from '../../src/rules/inline.ts';
import type { RulesRunner } from '../../src/rules/runner.ts';
import { WorkerRules } from '../../src/rules/worker-rules.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { TestClient } from '../support/client.ts';
import { createSeated, seatClients } from '../support/matches.ts';
import { testServer } from '../support/server.ts';
import { memoryServer, Recorder, unwrapWire } from '../support/service.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `rules`, calling `handed` each time a costly game's move has been handed to them. */
function signalling(rules: RulesRunner, handed: () => void): RulesRunner {
  return {
    create: (module, config) => rules.create(module, config),
    rebuild: (module, stored) => rules.rebuild(module, stored),
    playStored: (module, match, moves) => rules.playStored(module, match, moves),
    play: (module, match, seat, move) => {
      const answer = rules.play(module, match, seat, move);
      if (module.costlyMoves) handed();
      return answer;
    },
    close: () => rules.close(),
  };
}

/** The seated client whose frames offer legal moves, and the move it would make. */
function acting(clients: readonly (TestClient | null)[], match: string) {
  for (const client of clients) {
    const position = client?.position(match);
    if (client && position?.legal?.length) {
      return { client, request: { type: 'move', match, seq: position.seq, move: position.legal[0] } };
    }
  }
  throw new Error(`nobody may act in ${match}`);
}

/** Sends a request; `order` gets `name` when its answer arrives. */
async function answered(client: TestClient, request: Record<string, unknown>, order: string[], name: string) {
  const answer: ServerMessage = await client.request(request);
  order.push(name);
  return answer;
}

async function twoSeats(server: ReturnType<typeof memoryServer>, game: string) {
  const { match } = unwrapWire(await server.lobby.create({ game, players: 2 }));
  const tokens = [
    unwrapWire(await server.lobby.join(match, {})).token,
    unwrapWire(await server.lobby.join(match, {})).token,
  ];
  return { match, tokens };
}

describe('costly rules on worker threads, through the server', () => {
  it('answers another connection (a ping, a Digit Dash move) while a Smashdodes shot is simulated', async () => {
    let handed = () => {};
    const shotHanded = new Promise<void>((resolve) => {
      handed = resolve;
    });
    const rules = signalling(new WorkerRules(1), () => handed());
    const server = await testServer({}, (c) => c, { rules });
    const smash = await createSeated(server.url, { game: 'smashdodes', players: 2 });
    const smashClients = await seatClients(server.url, smash.match, smash.tokens);
    const dash = await createSeated(server.url, { game: 'digit-dash', players: 2 });
    const dashClients = await seatClients(server.url, dash.match, dash.tokens);
    const other = await TestClient.connect(server.url);
    const shooter = acting(smashClients, smash.match);
    const mover = acting(dashClients, dash.match);

    const order: string[] = [];
    const shot = answered(shooter.client, shooter.request, order, 'shot');
    // The shot is on the rules worker now: inline, nothing could be sent or answered until it was stored.
    await shotHanded;
    const pong = answered(other, { type: 'ping' }, order, 'pong');
    const move = answered(mover.client, mover.request, order, 'digit-dash move');
    const answers = await Promise.all([shot, pong, move]);
    expect(answers.map((a) => a.type)).toEqual(['ack', 'pong', 'ack']);
    expect(order.at(-1)).toBe('shot');
    // The shot's update reaches both seats.
    for (const client of smashClients) {
      await client?.waitFor(
        (f) => f.type === 'update' && f.match === smash.match && f.seq > shooter.request.seq,
      );
    }

    for (const client of [other, ...smashClients, ...dashClients]) await client?.close();
    await server.stop();
  });
});

describe('costly rules on worker threads, in the service', () => {
  it('creates, plays, catches up and reloads Smashdodes matches through the workers, as the store has them', async () => {
    const file = join(dir, 'shared.db');
    const a = memoryServer({ store: new SqliteStore(file), rules: new WorkerRules(1) });
    const b = memoryServer({ store: new SqliteStore(file), rules: new WorkerRules(1) });
    const { match, tokens } = await twoSeats(a, 'smashdodes');
    const live = a.service.held(match);
    if (!live) throw new Error('not live');
    const watcher = new Recorder();
    unwrapWire(await b.service.subscribe(match, {}, watcher)); // b loads it: rebuilt on b's worker
    const shoot = async (server: typeof a, seq: number) => {
      const seat = live.match.toAct()[0] as number;
      return unwrapWire(
        await server.service.play(match, tokens[seat] as string, seq, live.match.legalMoves(seat)[0]),
      );
    };
    await shoot(a, live.seq);
    // b has not heard (no fanout here): a shot at a's position makes b catch up on its worker first.
    const atA = live.seq;
    await shoot(b, atA);
    const bLive = b.service.held(match);
    const row = (await a.store.loadMatch(match))?.row;
    expect(bLive?.seq).toBe(row?.seq);
    expect(bLive?.match.stateHash()).toBe(row?.stateHash);
    expect(watcher.of('update').at(-1)?.seq).toBe(row?.seq);
    await a.service.close();
    await b.service.close();

    const c = memoryServer({ store: new SqliteStore(file), rules: new WorkerRules(1) });
    unwrapWire(await c.service.subscribe(match, { token: itemAt(tokens, 0) }, new Recorder()));
    expect(c.service.held(match)?.match.stateHash()).toBe(row?.stateHash);
    await c.service.close();
  });

  it('answers server/internal when a rules worker overruns; the match stays live, unchanged, and plays on', async () => {
    const inline = new InlineRules();
    const impatient = new WorkerRules(1, 1);
    let overrunning = true;
    const rules: RulesRunner = {
      create: (module, config) => inline.create(module, config),
      rebuild: (module, stored) => inline.rebuild(module, stored),
      playStored: (module, match, moves) => inline.playStored(module, match, moves),
      play: (module, match, seat, move) => (overrunning ? impatient : inline).play(module, match, seat, move),
      close: () => impatient.close(),
    };
    const server = memoryServer({ rules });
    const { match, tokens } = await twoSeats(server, 'smashdodes');
    const live = server.service.held(match);
    if (!live) throw new Error('not live');
    const seq = live.seq;
    const hash = live.match.stateHash();
    const seat = live.match.toAct()[0] as number;
    const shot = live.match.legalMoves(seat)[0];
    expect(await server.service.play(match, tokens[seat] as string, seq, shot)).toMatchObject({
      ok: false,
      error: { code: 'server/internal' },
    });
    expect(server.service.held(match)).toBe(live); // kept, not dropped to be rebuilt
    expect(live.seq).toBe(seq);
    expect(live.match.stateHash()).toBe(hash);
    expect((await server.store.loadMatch(match))?.row.seq).toBe(seq);
    overrunning = false;
    expect(
      unwrapWire(await server.service.play(match, tokens[seat] as string, seq, shot)).seq,
    ).toBeGreaterThan(seq);
    await server.service.close();
  });
});
