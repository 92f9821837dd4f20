/**
 * The match service in memory, without sockets: moves checked through the
 * engine, stored before anyone is told, and each follower sent only its
 * seat's view.
 */
import { itemAt } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { memoryServer, Recorder, unwrapWire } from '../support/service.ts';

const digitDash = unwrapWire(findGame('digit-dash'));

async function twoPlayerMatch() {
  const server = memoryServer();
  const summary = unwrapWire(await server.lobby.create({ game: 'digit-dash', players: 2 }));
  const a = unwrapWire(await server.lobby.join(summary.match, { name: 'Ann' }));
  const b = unwrapWire(await server.lobby.join(summary.match, { name: 'Bob' }));
  const live = server.service.held(summary.match);
  if (!live) throw new Error('the new match is not live');
  return { server, id: summary.match, tokens: [a.token, b.token], live };
}

describe('match service: play', () => {
  it('sends each follower the engine view of its own seat, and legal moves only to the seat that must act', async () => {
    const { server, id, tokens, live } = await twoPlayerMatch();
    const seats = [new Recorder(), new Recorder()];
    const watcher = new Recorder();
    for (const [i, sink] of seats.entries())
      unwrapWire(await server.service.subscribe(id, { token: itemAt(tokens, i) }, sink));
    unwrapWire(await server.service.subscribe(id, {}, watcher));
    const state = live.match.state;
    const toAct = live.match.toAct()[0] as number;
    for (const [i, sink] of seats.entries()) {
      const snapshot = sink.of('snapshot')[0];
      expect(snapshot?.seat).toBe(i);
      expect(snapshot?.view).toEqual(digitDash.game.view(state, i));
      expect(snapshot?.legal).toEqual(i === toAct ? digitDash.game.legalMoves(state, i) : null);
      expect(snapshot?.log).toEqual(live.match.logFor(i, 0));
    }
    const spectator = watcher.of('snapshot')[0];
    expect(spectator).toMatchObject({
      seat: null,
      legal: null,
      view: digitDash.game.view(state, 'spectator'),
    });
    await server.service.close();
  });

  it('accepts a legal move, stores it, and sends every follower its own update', async () => {
    const { server, id, tokens, live } = await twoPlayerMatch();
    const sinks = [new Recorder(), new Recorder()];
    for (const [i, sink] of sinks.entries())
      unwrapWire(await server.service.subscribe(id, { token: itemAt(tokens, i) }, sink));
    const actor = live.match.toAct()[0] as number;
    const before = live.seq;
    const move = live.match.legalMoves(actor)[0];
    const answer = unwrapWire(await server.service.play(id, tokens[actor] as string, before, move));
    expect(answer.seq).toBe(live.seq);
    expect(live.seq).toBeGreaterThan(before);
    const stored = await server.store.loadMatch(id);
    expect(stored?.moves.length).toBe(live.seq);
    expect(stored?.row.stateHash).toBe(live.match.stateHash());
    for (const [i, sink] of sinks.entries()) {
      const update = sink.of('update')[0];
      expect(update?.seq).toBe(live.seq);
      expect(update?.view).toEqual(digitDash.game.view(live.match.state, i));
      expect(update?.log).toEqual(live.match.logFor(i, before));
    }
    await server.service.close();
  });

  it.each([
    ['a move out of turn', 'move/not-your-turn', 'other', 'legal'],
    ['a move at an old position (a replayed message)', 'match/stale', 'actor', 'old'],
    ['a move at a position not reached', 'match/stale', 'actor', 'future'],
    ['a malformed move', 'move/malformed', 'actor', 'junk'],
    ['a well-formed move the rules forbid', 'move/illegal', 'actor', 'illegal'],
    ['a token of no seat', 'auth/bad-token', 'stranger', 'legal'],
  ] as const)('refuses %s with %s and changes nothing', async (_what, code, who, kind) => {
    const { server, id, tokens, live } = await twoPlayerMatch();
    const actor = live.match.toAct()[0] as number;
    const token =
      who === 'stranger' ? 'x'.repeat(43) : (tokens[who === 'actor' ? actor : 1 - actor] as string);
    const seq = kind === 'old' ? live.seq - 1 : kind === 'future' ? live.seq + 5 : live.seq;
    const legal = live.match.legalMoves(actor);
    const move =
      kind === 'junk'
        ? { type: 'teleport', to: 'moon' }
        : kind === 'illegal'
          ? [{ type: 'endTurn' }, { type: 'peek' }, { type: 'draw' }].find(
              (m) => !legal.some((l) => l.type === m.type),
            )
          : legal[0];
    const hash = live.match.stateHash();
    const stored = (await server.store.loadMatch(id))?.moves.length;
    const answer = await server.service.play(id, token, seq, move);
    expect(answer).toMatchObject({ ok: false, error: { code } });
    expect(live.match.stateHash()).toBe(hash);
    expect((await server.store.loadMatch(id))?.moves.length).toBe(stored);
    await server.service.close();
  });

  it('refuses moves for an unknown match and a subscription from past the end of the log', async () => {
    const { server, id, tokens, live } = await twoPlayerMatch();
    expect(await server.service.play('no-such-match-0000', tokens[0] as string, 0, {})).toMatchObject({
      ok: false,
      error: { code: 'match/unknown' },
    });
    expect(await server.service.subscribe(id, { since: live.seq + 1 }, new Recorder())).toMatchObject({
      ok: false,
      error: { code: 'match/stale' },
    });
    await server.service.close();
  });

  it('resumes a reconnecting player from the log position it already holds', async () => {
    const { server, id, tokens, live } = await twoPlayerMatch();
    const actor = live.match.toAct()[0] as number;
    const held = live.seq;
    unwrapWire(await server.service.play(id, tokens[actor] as string, held, live.match.legalMoves(actor)[0]));
    const again = new Recorder();
    unwrapWire(await server.service.subscribe(id, { token: itemAt(tokens, actor), since: held }, again));
    const snapshot = again.of('snapshot')[0];
    expect(snapshot?.from).toBe(held);
    expect(snapshot?.log).toEqual(live.match.logFor(actor, held));
    expect(snapshot?.log[0]?.index).toBe(held);
    await server.service.close();
  });
});
