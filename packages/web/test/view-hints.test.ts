/**
 * Hints from a seat's view alone (online matches): the medium bot's move
 * from the view and legal moves the seat was sent, with the hint's own
 * generator; the online table asks with the position it shows and tells the
 * server nothing.
 */
import { createBot } from '@gameshelf/bots/browser';
import { digitDashModule } from '@gameshelf/digit-dash';
import { itemAt, Match } from '@gameshelf/engine';
import type { ServerMessage } from '@gameshelf/protocol';
import { describe, expect, it, vi } from 'vitest';
import { hintRng } from '../src/local/hint.ts';
import { OnlineTable } from '../src/net/online-table.ts';
import { hintHere } from '../src/net/view-hints.ts';
import type { HintAnswer } from '../src/session/table.ts';
import { FakeSocket } from './fake-socket.ts';

const MATCH = 'M1234567890abcdef';
const load = (id: string) => (id === 'digit-dash' ? Promise.resolve(digitDashModule) : null);

describe('a hint from the view', () => {
  it('is the medium bot’s legal move from the seat’s view and legal moves, with the same generator', async () => {
    const match = Match.create(digitDashModule.game, { players: 3, options: {}, seed: 'view-hint' });
    if (!match.ok) throw new Error(match.error.message);
    const seat = match.value.toAct()[0] ?? 0;
    const { view, legal } = match.value.decisionFor(seat);
    const seq = match.value.log.length;
    const answer = await hintHere({ game: 'digit-dash', seed: MATCH, seat, seq, view, legal }, load);
    if (!answer.ok) throw new Error(answer.error.code);
    expect(legal).toContainEqual(answer.move);
    const bot = createBot(digitDashModule, 'medium');
    if (!bot.ok) throw new Error(bot.error.message);
    expect(answer.move).toEqual(
      bot.value.choose({ view, player: seat, legal, rng: hintRng(MATCH, seq, seat) }),
    );
  });

  it('an unknown game gets a coded refusal', async () => {
    const answer = await hintHere({ game: 'nope', seed: 'M', seat: 0, seq: 1, view: {}, legal: [] }, load);
    expect(answer.ok ? 'answered' : answer.error.code).toBe('game/unknown');
  });
});

describe('an online table with hints', () => {
  it('asks with the position it shows, and sends the server nothing', async () => {
    const sockets: FakeSocket[] = [];
    const hinter = vi.fn(
      async ({
        seat,
        seq,
        legal,
      }: {
        seat: number;
        seq: number;
        legal: readonly unknown[];
      }): Promise<HintAnswer> => ({
        ok: true,
        seat,
        seq,
        move: legal[0],
      }),
    );
    const table = new OnlineTable({
      match: MATCH,
      token: 'T'.repeat(40),
      url: 'ws://test',
      hints: { game: 'digit-dash', hinter },
      socketFactory: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    const socket = itemAt(sockets, 0);
    socket.open();
    const snapshot: ServerMessage = {
      type: 'snapshot',
      game: 'digit-dash',
      seat: 0,
      seats: [],
      rematch: null,
      from: 0,
      log: [],
      match: MATCH,
      seq: 0,
      view: { mine: true },
      legal: [{ type: 'draw' }],
      toAct: [0],
      result: null,
      deadline: null,
    };
    socket.deliver(snapshot);
    const sent = socket.sent.length;
    const answer = await table.hint?.();
    expect(answer).toEqual({ ok: true, seat: 0, seq: 0, move: { type: 'draw' } });
    expect(hinter).toHaveBeenCalledWith({
      game: 'digit-dash',
      seed: MATCH,
      seat: 0,
      seq: 0,
      view: { mine: true },
      legal: [{ type: 'draw' }],
    });
    expect(socket.sent.length).toBe(sent);
    table.close();
  });

  it('has no hint without a hinter', () => {
    const table = new OnlineTable({ match: MATCH, url: 'ws://test', socketFactory: () => new FakeSocket() });
    expect(table.hint).toBeUndefined();
    table.close();
  });
});
