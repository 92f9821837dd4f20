/**
 * Presence, in memory: who follows a match as each seat, and how many
 * watch, sent after the snapshot and whenever it changes; across two
 * services (each told by the other), and a service gone quiet forgotten.
 */
import type { PresenceMessage } from '@gameshelf/protocol';
import { describe, expect, it } from 'vitest';
import { LocalFanout } from '../../src/fanout/fanout.ts';
import { PresenceBoard } from '../../src/presence/presence-board.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { MemoryBus } from '../support/bus.ts';
import { memoryServer, Recorder, until, unwrapWire } from '../support/service.ts';

const online = (r: Recorder) =>
  r
    .of('presence')
    .at(-1)
    ?.seats.map((s) => s.online);
const watching = (r: Recorder) => r.of('presence').at(-1)?.watching;

async function twoSeats(server: ReturnType<typeof memoryServer>) {
  const { match } = unwrapWire(await server.lobby.create({ game: 'digit-dash', players: 2 }));
  const a = unwrapWire(await server.lobby.join(match, { name: 'Ann' }));
  const b = unwrapWire(await server.lobby.join(match, { name: 'Bob' }));
  return { match, tokens: [a.token, b.token] };
}

describe('presence', () => {
  it('tells every follower who is at the table and how many watch, after the snapshot and on each change', async () => {
    const server = memoryServer();
    const board = new PresenceBoard(server.service, new LocalFanout());
    const { match, tokens } = await twoSeats(server);
    const [ann, bob, watcher] = [new Recorder(), new Recorder(), new Recorder()];
    const annSub = unwrapWire(await server.service.subscribe(match, { token: tokens[0] as string }, ann));
    expect(ann.frames.map((f) => f.type)).toEqual(['snapshot', 'presence']);
    expect(ann.of('presence')[0]).toEqual<PresenceMessage>({
      type: 'presence',
      match,
      seats: [
        { seat: 0, online: true },
        { seat: 1, online: false },
      ],
      watching: 0,
    });
    const bobSub = unwrapWire(await server.service.subscribe(match, { token: tokens[1] as string }, bob));
    expect(online(ann)).toEqual([true, true]);
    expect(online(bob)).toEqual([true, true]);
    unwrapWire(await server.service.subscribe(match, {}, watcher));
    expect(watching(ann)).toBe(1);
    expect(watcher.frames.map((f) => f.type)).toEqual(['snapshot', 'presence']);

    // A second connection of a seat already here changes nothing for the others, but is told at once.
    const again = new Recorder();
    const before = ann.frames.length;
    unwrapWire(await server.service.subscribe(match, { token: tokens[1] as string }, again));
    expect(again.of('presence')).toHaveLength(1);
    expect(ann.frames.length).toBe(before);

    bobSub.unsubscribe();
    expect(online(ann)).toEqual([true, true]); // Bob's second connection is still there
    await until(() => true);
    annSub.unsubscribe();
    expect(online(watcher)).toEqual([false, true]);
    board.close();
    await server.service.close();
  });

  it('shows a player followed through another service, and forgets a service gone quiet', async () => {
    const store = new SqliteStore(':memory:');
    const bus = new MemoryBus();
    const [fanOne, fanTwo] = [bus.join(), bus.join()];
    const one = memoryServer({ store, fanout: fanOne });
    const two = memoryServer({ store, fanout: fanTwo });
    const boards = [
      new PresenceBoard(one.service, fanOne, { ttlMs: 300, everyMs: 50 }),
      new PresenceBoard(two.service, fanTwo, { ttlMs: 300, everyMs: 50 }),
    ];
    const { match, tokens } = await twoSeats(one);
    const [ann, bob] = [new Recorder(), new Recorder()];
    unwrapWire(await one.service.subscribe(match, { token: tokens[0] as string }, ann));
    unwrapWire(await two.service.subscribe(match, { token: tokens[1] as string }, bob));
    await until(() => online(ann)?.[1] === true && online(bob)?.[0] === true, 5_000, 'each to see the other');

    // The second service goes away without a word: after a while, the first stops counting Bob.
    await fanTwo.close();
    await until(() => online(ann)?.[1] === false, 5_000, 'Bob forgotten');
    for (const board of boards) board.close();
    await one.service.close();
    await two.service.close();
  });
});
