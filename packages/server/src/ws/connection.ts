/**
 * One WebSocket client. Its messages are checked at the edge (size, rate,
 * JSON, schema) and handled one at a time in the order sent; every refusal
 * is an `error` message with a code (and the message's `ref`, even when it
 * was refused unread), and nothing a client sends can crash the server or
 * touch a match it may not act in. A connection that keeps flooding is
 * closed (1008). The seat a move is made for comes from the token the
 * connection subscribed with, never from the message.
 */
import { err, type Result } from '@gameshelf/engine';
import {
  type ClientMessage,
  type MessageError,
  type MoveMessage,
  PROTOCOL_VERSION,
  parseClientMessage,
  refIn,
  type ServerMessage,
  type SubscribeMessage,
  type WireError,
  type WireErrorCode,
  wireError,
} from '@gameshelf/protocol';
import WebSocket from 'ws';
import type { MatchService, Subscription } from '../service/match-service.ts';
import type { ConnectionLimits } from './limits.ts';
import { RefusalWindow, TokenBucket } from './rate-limit.ts';

interface Followed {
  readonly token: string | undefined;
  readonly subscription: Subscription;
}

/** The lobby's live listing, as a connection follows it (lobby/lobby-board.ts). */
export interface LobbyFollowing {
  follow(sink: { send(message: ServerMessage): void }, game?: string, ref?: number): Promise<void>;
  unfollow(sink: { send(message: ServerMessage): void }): void;
}

/** Told of every refusal sent (the server's metrics count them by code). */
export type RefusalCounter = (code: WireErrorCode) => void;

export class Connection {
  private readonly ws: WebSocket;
  private readonly service: MatchService;
  private readonly limits: ConnectionLimits;
  private readonly bucket: TokenBucket;
  /** Refusals for flooding: a connection with too many of them in the window is closed. */
  private readonly strikes: RefusalWindow;
  private readonly counted: RefusalCounter;
  private readonly lobby: LobbyFollowing | undefined;
  /** This connection as a follower of the lobby. */
  private readonly lobbySink = { send: (message: ServerMessage) => this.send(message) };
  private readonly followed = new Map<string, Followed>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    ws: WebSocket,
    service: MatchService,
    limits: ConnectionLimits,
    counted: RefusalCounter,
    lobby?: LobbyFollowing,
  ) {
    this.ws = ws;
    this.lobby = lobby;
    this.service = service;
    this.limits = limits;
    this.counted = counted;
    this.bucket = new TokenBucket(limits.messagesPerSecond, limits.burst);
    this.strikes = new RefusalWindow(limits.maxRefused, limits.refusedWindowMs);
    ws.on('message', (data: Buffer, isBinary: boolean) => this.receive(data, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => ws.terminate());
    this.send({
      type: 'welcome',
      protocol: PROTOCOL_VERSION,
      limits: {
        maxMessageBytes: limits.maxMessageBytes,
        messagesPerSecond: limits.messagesPerSecond,
        burst: limits.burst,
      },
    });
  }

  send(message: ServerMessage): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(JSON.stringify(message));
  }

  private refuse(error: WireError, extra: { ref?: number; match?: string } = {}): void {
    this.counted(error.code);
    this.send({ type: 'error', ...extra, ...error });
  }

  /** Closes the connection (after what it was sent); `1012` when the server restarts, so the client comes back. */
  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (!this.bucket.take()) {
      this.counted('net/rate-limited');
      if (this.strikes.refuse()) {
        this.ws.close(1008, 'net/rate-limited');
        return;
      }
      const ref = isBinary ? undefined : refIn(data.toString('utf8'));
      const error = wireError(
        'net/rate-limited',
        `at most ${this.limits.messagesPerSecond} messages a second`,
      );
      this.send({ type: 'error', ...(ref === undefined ? {} : { ref }), ...error });
      return;
    }
    const checked = this.check(data, isBinary);
    if (!checked.ok) {
      const { ref, ...error } = checked.error;
      this.refuse(error, ref === undefined ? {} : { ref });
      return;
    }
    // One message at a time, in the order sent (a move right after its subscribe must find it done).
    this.queue = this.queue.then(() => this.handle(checked.value));
  }

  /** The edge: size and shape, before anything reaches the service. */
  private check(data: Buffer, isBinary: boolean): Result<ClientMessage, MessageError> {
    if (isBinary) return err(wireError('net/invalid', 'messages are JSON text frames'));
    if (data.length > this.limits.maxMessageBytes) {
      const error = wireError(
        'net/too-large',
        `a message may be at most ${this.limits.maxMessageBytes} bytes`,
      );
      const ref = refIn(data.toString('utf8'));
      return err(ref === undefined ? error : { ...error, ref });
    }
    return parseClientMessage(data.toString('utf8'));
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (this.closed) return;
    const ref = message.ref === undefined ? {} : { ref: message.ref };
    switch (message.type) {
      case 'ping':
        return this.send({ type: 'pong', ...ref });
      case 'subscribe':
        return this.subscribe(message);
      case 'unsubscribe': {
        const followed = this.followed.get(message.match);
        if (!followed) return this.refuse(notFollowed(), { ...ref, match: message.match });
        this.followed.delete(message.match);
        followed.subscription.unsubscribe();
        return this.send({ type: 'ack', ...ref, match: message.match });
      }
      case 'move':
        return this.move(message);
      case 'watch-lobby':
        return this.watchLobby(message.game, message.ref);
      case 'unwatch-lobby':
        this.lobby?.unfollow(this.lobbySink);
        return this.send({ type: 'ack', ...ref });
    }
  }

  private async watchLobby(game: string | undefined, ref: number | undefined): Promise<void> {
    const extra = ref === undefined ? {} : { ref };
    if (!this.lobby) return this.refuse(wireError('net/invalid', 'this server has no lobby'), extra);
    try {
      await this.lobby.follow(this.lobbySink, game, ref);
    } catch {
      this.refuse(wireError('server/unavailable', 'storage is unavailable; try again'), extra);
    }
  }

  private async subscribe(message: SubscribeMessage): Promise<void> {
    const { match, token, since, ref } = message;
    const previous = this.followed.get(match);
    if (!previous && this.followed.size >= this.limits.maxSubscriptions) {
      return this.refuse(
        wireError('net/rate-limited', `at most ${this.limits.maxSubscriptions} matches per connection`),
        {
          ...(ref === undefined ? {} : { ref }),
          match,
        },
      );
    }
    const sink = {
      send: (m: ServerMessage) => this.send(m),
      ended: (id: string, e: WireError) => this.ended(id, e),
    };
    const request = {
      ...(token === undefined ? {} : { token }),
      ...(since === undefined ? {} : { since }),
      ...(ref === undefined ? {} : { ref }),
      // Following again (say, as a seat after watching) replaces the old subscription, once the new one is granted.
      ...(previous ? { replaces: previous.subscription } : {}),
    };
    const result = await this.service.subscribe(match, request, sink);
    if (!result.ok) return this.refuse(result.error, { ...(ref === undefined ? {} : { ref }), match });
    if (this.closed) return result.value.unsubscribe();
    this.followed.set(match, { token, subscription: result.value });
  }

  private async move(message: MoveMessage): Promise<void> {
    const { match, seq, move, ref } = message;
    const extra = { ...(ref === undefined ? {} : { ref }), match };
    const followed = this.followed.get(match);
    if (!followed) return this.refuse(notFollowed(), extra);
    if (followed.token === undefined) {
      return this.refuse(
        wireError('auth/spectator', 'this connection watches the match without a seat'),
        extra,
      );
    }
    const result = await this.service.play(match, followed.token, seq, move);
    if (!result.ok) return this.refuse(result.error, extra);
    this.send({ type: 'ack', ...extra, seq: result.value.seq });
  }

  /** The service ended a subscription (its seat was left): the client is told why. */
  private ended(match: string, error: WireError): void {
    this.followed.delete(match);
    this.refuse(error, { match });
  }

  private dispose(): void {
    this.closed = true;
    this.lobby?.unfollow(this.lobbySink);
    for (const { subscription } of this.followed.values()) subscription.unsubscribe();
    this.followed.clear();
  }
}

function notFollowed(): WireError {
  return wireError('match/not-subscribed', 'subscribe to the match first');
}
