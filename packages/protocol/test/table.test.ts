/**
 * The table around the game on the wire (issues #22 and #20): time controls
 * (live seconds, correspondence 1, 3 or 7 days), the lobby and quick
 * pairing, presence, push subscriptions and their frames: what they accept,
 * and everything else refused with `net/invalid`.
 */
import { describe, expect, it } from 'vitest';
import {
  CreateMatchRequest,
  moveMs,
  PushSubscribeRequest,
  parseClientMessage,
  parseWith,
  QuickPairRequest,
  ServerMessage,
  TimeControl,
} from '../src/index.ts';

const match = 'A'.repeat(22);
const token = 'b'.repeat(43);
const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };

describe('time controls', () => {
  it.each([
    { kind: 'live', seconds: 30 },
    { kind: 'correspondence', days: 1, onTimeout: 'lose' },
    { kind: 'correspondence', days: 3, onTimeout: 'bot' },
    { kind: 'correspondence', days: 7, onTimeout: 'bot', bot: 'hard' },
  ])('accepts %j', (clock) => {
    expect(parseWith(TimeControl, clock).ok).toBe(true);
  });

  it.each([
    { kind: 'live', seconds: 2 },
    { kind: 'correspondence', days: 2, onTimeout: 'lose' },
    { kind: 'correspondence', days: 1 },
    { kind: 'correspondence', days: 1, onTimeout: 'draw' },
    { kind: 'blitz', seconds: 30 },
    { kind: 'live', seconds: 30, increment: 2 },
  ])('refuses %j', (clock) => {
    const parsed = parseWith(TimeControl, clock);
    expect(parsed.ok ? 'accepted' : parsed.error.code).toBe('net/invalid');
  });

  it('gives a move its time in ms', () => {
    expect(moveMs({ kind: 'live', seconds: 45 })).toBe(45_000);
    expect(moveMs({ kind: 'correspondence', days: 3, onTimeout: 'lose' })).toBe(3 * 86_400_000);
  });

  it('are asked for at creation, with listing and waiting for players', () => {
    const request = {
      game: 'digit',
      clock: { kind: 'correspondence', days: 7, onTimeout: 'lose' },
      listed: true,
      waitForPlayers: true,
    };
    expect(parseWith(CreateMatchRequest, request).ok).toBe(true);
    expect(parseWith(CreateMatchRequest, { ...request, listed: 'yes' }).ok).toBe(false);
  });
});

describe('the lobby and quick pairing', () => {
  it('accepts a pairing request by game, count, clock (or none) and rating range', () => {
    for (const request of [
      { game: 'digit-dash' },
      { game: 'digit-dash', players: 3, clock: null, name: 'Ann' },
      { game: 'digit-dash', clock: { kind: 'live', seconds: 60 }, rating: { min: 1400, max: 1600 } },
    ]) {
      expect(parseWith(QuickPairRequest, request).ok, JSON.stringify(request)).toBe(true);
    }
    for (const request of [
      {},
      { game: 'digit-dash', rating: { min: 1600, max: 1400 } },
      { game: 'x', seat: 1 },
    ]) {
      expect(parseWith(QuickPairRequest, request).ok, JSON.stringify(request)).toBe(false);
    }
  });

  it('follows the lobby on the WebSocket, of one game or all', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'watch-lobby', ref: 1 })).ok).toBe(true);
    expect(parseClientMessage(JSON.stringify({ type: 'watch-lobby', game: 'digit' })).ok).toBe(true);
    expect(parseClientMessage(JSON.stringify({ type: 'unwatch-lobby' })).ok).toBe(true);
    const bad = parseClientMessage(JSON.stringify({ type: 'watch-lobby', game: 'Not A Game' }));
    expect(bad.ok ? 'accepted' : bad.error.code).toBe('net/invalid');
  });

  it('sends the listing, its changes, presence and a forfeit as frames of the protocol', () => {
    const entry = {
      match,
      game: 'digit',
      players: 2,
      options: {},
      seats: [
        { seat: 0, kind: 'human', bot: null, name: 'Ann', taken: true, rating: 1500 },
        { seat: 1, kind: 'human', bot: null, name: null, taken: false },
      ],
      clock: null,
      rated: false,
      createdAt: 1,
    };
    for (const frame of [
      { type: 'lobby', ref: 3, entries: [entry] },
      { type: 'lobby-entry', entry },
      { type: 'lobby-gone', match },
      { type: 'presence', match, seats: [{ seat: 0, online: true }], watching: 0 },
      { type: 'ack' },
      {
        type: 'update',
        match,
        log: [],
        seq: 4,
        view: {},
        legal: null,
        toAct: [],
        result: { scores: [], winners: [1], forfeit: { seat: 0, reason: 'timeout' } },
        deadline: null,
      },
    ]) {
      expect(ServerMessage.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    }
    expect(ServerMessage.safeParse({ type: 'presence', match, seats: [], watching: -1 }).success).toBe(false);
  });
});

describe('push subscriptions', () => {
  it('accepts a browser’s subscription with the tokens it holds, and nothing looser', () => {
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys };
    expect(parseWith(PushSubscribeRequest, { subscription, tokens: [token] }).ok).toBe(true);
    for (const bad of [
      { subscription, tokens: [] },
      { subscription: { ...subscription, endpoint: 'ftp://x' }, tokens: [token] },
      { subscription: { ...subscription, keys: { ...keys, auth: 'short' } }, tokens: [token] },
      { subscription: { ...subscription, extra: 1 }, tokens: [token] },
    ]) {
      expect(parseWith(PushSubscribeRequest, bad).ok, JSON.stringify(bad)).toBe(false);
    }
  });
});
