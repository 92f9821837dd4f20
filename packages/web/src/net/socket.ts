/**
 * One WebSocket to the server that comes back by itself: when it drops, it
 * reconnects after a growing pause (0.5 s up to 8 s) and says so, and its
 * owner subscribes again from what it already holds. Incoming frames are
 * checked with the protocol's schema; anything else is ignored.
 */
import { itemAt } from '@gameshelf/engine';
import { type ClientMessage, ServerMessage, WS_PATH } from '@gameshelf/protocol';
import type { Connection } from '../session/table.ts';

export interface SocketHandlers {
  readonly onOpen: () => void;
  readonly onMessage: (message: ServerMessage) => void;
  readonly onStatus: (status: Connection) => void;
}

/** What a socket needs from the browser's WebSocket (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => WebSocketLike;

const OPEN = 1;
const DELAYS = [500, 1000, 2000, 4000, 8000];
const PING_MS = 25_000;

export function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${WS_PATH}`;
}

export class ReconnectingSocket {
  private socket: WebSocketLike | null = null;
  private attempt = 0;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private readonly handlers: SocketHandlers;
  private readonly factory: SocketFactory;
  private readonly url: string;

  constructor(
    handlers: SocketHandlers,
    factory: SocketFactory = (url) => new WebSocket(url),
    url = socketUrl(),
  ) {
    this.handlers = handlers;
    this.factory = factory;
    this.url = url;
    this.connect();
  }

  /** Sends a message if the socket is open; false when it is not (the caller reports it). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.ping) clearInterval(this.ping);
    this.socket?.close();
    this.handlers.onStatus('closed');
  }

  private connect(): void {
    let socket: WebSocketLike;
    try {
      socket = this.factory(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.handlers.onStatus('open');
      this.ping = setInterval(() => this.send({ type: 'ping' }), PING_MS);
      this.handlers.onOpen();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let raw: unknown;
      try {
        raw = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = ServerMessage.safeParse(raw);
      if (parsed.success) this.handlers.onMessage(parsed.data);
    };
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.ping) clearInterval(this.ping);
      this.ping = null;
      if (!this.closed) this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    this.handlers.onStatus('reconnecting');
    const delay = itemAt(DELAYS, Math.min(this.attempt, DELAYS.length - 1));
    this.attempt++;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) this.connect();
    }, delay);
  }
}
