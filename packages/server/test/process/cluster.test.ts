/**
 * Two server processes sharing PostgreSQL and Redis on loopback, as behind a
 * load balancer: one player connected to each plays a match through; a
 * spectator on either sees every move; and when one seat sends different
 * moves for the same position through both processes at once, exactly one
 * is accepted (the log's (match, seq) key decides). A seat left through one
 * process is closed to its old token in the other at once, before the
 * Redis notice can arrive.
 */
import type { ServerMessage } from '@gameshelf/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, TestClient } from '../support/client.ts';
import { createSeated, playOverSockets } from '../support/matches.ts';
import { type ServerProcess, startProcess } from '../support/process.ts';
import { dropSchema, postgresUrl, redisUrl, uniquePrefix, uniqueSchema } from '../support/services.ts';

const schema = uniqueSchema('cluster');
const env = {
  DATABASE_URL: postgresUrl(),
  DATABASE_SCHEMA: schema,
  REDIS_URL: redisUrl(),
  REDIS_PREFIX: uniquePrefix('cluster'),
  MESSAGES_PER_SECOND: '10000',
  MESSAGE_BURST: '10000',
};
const processes: ServerProcess[] = [];
beforeAll(async () => {
  // Both start at once on a fresh schema: one migrates, the other waits on its lock and finds it done.
  processes.push(...(await Promise.all([startProcess(env), startProcess(env)])));
}, 120_000);
afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill()));
  await dropSchema(schema);
});

async function follow(base: string, match: string, token?: string): Promise<TestClient> {
  const client = await TestClient.connect(base);
  const answer = await client.request({ type: 'subscribe', match, ...(token ? { token } : {}) });
  expect(answer.type).toBe('snapshot');
  return client;
}

describe('two server processes with PostgreSQL and Redis', () => {
  it('play one match with a player on each, and accept one move per position', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    expect((await api(two.url, 'GET', '/api/v1/health')).body).toEqual({ ok: true, store: 'postgres' });

    const { match, tokens } = await createSeated(one.url, { game: 'digit-dash', players: 2 });
    const ann = await follow(one.url, match, tokens[0] ?? undefined);
    const bob = await follow(two.url, match, tokens[1] ?? undefined);
    const watcher = await follow(two.url, match);
    await playOverSockets(match, [ann, bob]);
    const end = await watcher.waitFor((m) => m.type === 'update' && m.result !== null);
    // The spectator on the second process saw every position, in order, whichever process accepted it.
    let seq = 0;
    for (const f of watcher.frames) {
      if (f.type === 'snapshot') seq = f.seq;
      if (f.type === 'update') {
        expect(f.log[0]?.index).toBe(seq);
        seq = f.seq;
      }
    }
    expect(end.type === 'update' && end.seq).toBe(seq);
    // The last move may have gone through the second process: the first has it once its own player saw the end.
    await ann.waitFor((m) => m.type === 'update' && m.result !== null);
    expect((await api(one.url, 'GET', `/api/v1/matches/${match}`)).body).toMatchObject({
      status: 'over',
      seq,
    });

    // One seat, connected through both processes, sends two moves for the same position at once.
    const race = await createSeated(two.url, { game: 'domino-havoc', players: 2 });
    const racers = await Promise.all(
      [one, two].map((p) => Promise.all(race.tokens.map((t) => follow(p.url, race.match, t ?? undefined)))),
    );
    let contests = 0;
    const all = racers.flat();
    for (let round = 0; round < 300 && contests < 15; round++) {
      const positions = all.map((c) => c.position(race.match));
      if (positions.some((p) => p?.result)) break;
      // All four connections must show the same position first (each process hears the other through Redis).
      const target = Math.max(...positions.map((p) => p?.seq ?? 0));
      if (positions.some((p) => p?.seq !== target)) {
        const reached = (m: ServerMessage) =>
          (m.type === 'update' || m.type === 'snapshot') && m.seq >= target;
        await Promise.all(all.map((c) => c.waitFor(reached, 5_000)));
        continue;
      }
      const seat = racers[0]?.findIndex((c) => (c.position(race.match)?.legal?.length ?? 0) > 0) ?? -1;
      const [a, b] = [racers[0]?.[seat], racers[1]?.[seat]];
      if (!a || !b) throw new Error(`nobody may act at ${target}`);
      const legal = a.position(race.match)?.legal ?? [];
      const answers = await Promise.all([
        a.request({ type: 'move', match: race.match, seq: target, move: legal[0] }),
        b.request({ type: 'move', match: race.match, seq: target, move: legal[legal.length - 1] }),
      ]);
      expect(
        answers.filter((x) => x.type === 'ack'),
        JSON.stringify(answers),
      ).toHaveLength(1);
      expect(answers.filter((x) => x.type === 'error').map((x) => x.type === 'error' && x.code)).toEqual([
        'match/stale',
      ]);
      contests++;
    }
    expect(contests).toBe(15);
    for (const c of [ann, bob, watcher, ...racers.flat()]) await c.close();
  });

  it('refuses a left seat’s token in the other process at once, in 100 trials out of 100', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const created = await api(one.url, 'POST', '/api/v1/matches', { game: 'digit-dash', players: 2 });
    const match: string = created.body.match;
    const seat: number = created.body.toAct[0];
    const player = await TestClient.connect(two.url);
    const answers: string[] = [];
    for (let trial = 0; trial < 100; trial++) {
      const joined = await api(one.url, 'POST', `/api/v1/matches/${match}/join`, { seat });
      expect(joined.status).toBe(200);
      const snapshot = await player.request({ type: 'subscribe', match, token: joined.body.token });
      if (snapshot.type !== 'snapshot') throw new Error(JSON.stringify(snapshot));
      // Left through the first process; the move goes through the second before (or as) its notice arrives.
      const left = await api(one.url, 'POST', `/api/v1/matches/${match}/leave`, {}, joined.body.token);
      expect(left.status).toBe(200);
      const answer = await player.request({
        type: 'move',
        match,
        seq: snapshot.seq,
        move: snapshot.legal?.[0],
      });
      answers.push(answer.type === 'error' ? answer.code : answer.type);
    }
    expect(answers.filter((a) => a === 'ack')).toEqual([]);
    for (const a of answers) expect(['auth/bad-token', 'match/not-subscribed']).toContain(a);
    expect((await api(one.url, 'GET', `/api/v1/matches/${match}`)).body.seq).toBe(created.body.seq);
    await player.close();
  });
});
