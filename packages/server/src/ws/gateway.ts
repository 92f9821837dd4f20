/**
 * The WebSocket endpoint, on the HTTP server's port: upgrades at the
 * protocol's path become connections; anything else is refused. Dead
 * connections (no pong to our ping) are dropped. When the server stops, it
 * takes no new connection, and closes the open ones with 1012 (service
 * restart) once the matches are flushed: clients reconnect and resume.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WS_PATH } from '@gameshelf/protocol';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import type { MatchService } from '../service/match-service.ts';
import { Connection, type LobbyFollowing, type RefusalCounter } from './connection.ts';
import type { ConnectionLimits } from './limits.ts';

const HEARTBEAT_MS = 30_000;
/** How long a stopping server waits for clients to answer its close frames. */
const CLOSE_WAIT_MS = 1000;

export interface Gateway {
  connections(): number;
  /** Refuses new connections from now on (the server is stopping). */
  stopAccepting(): void;
  /** Closes every connection: with `code` and `reason` (1012 on a restart), or at once without. */
  close(code?: number, reason?: string): Promise<void>;
}

export function attachWebSockets(
  server: Server,
  service: MatchService,
  limits: ConnectionLimits,
  counted: RefusalCounter = () => {},
  lobby?: LobbyFollowing,
): Gateway {
  // No per-message compression: it would let a small frame inflate into a huge one.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.hardMaxBytes,
    perMessageDeflate: false,
  });
  const alive = new WeakMap<WebSocket, boolean>();
  const open = new Map<WebSocket, Connection>();
  let accepting = true;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== WS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!accepting) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      open.set(ws, new Connection(ws, service, limits, counted, lobby));
      ws.on('close', () => open.delete(ws));
    });
  };
  server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    connections: () => wss.clients.size,
    stopAccepting: () => {
      accepting = false;
    },
    async close(code, reason) {
      accepting = false;
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      if (code !== undefined) {
        // A close handshake each, for a moment; whoever does not answer is cut off below.
        const closed = [...open.keys()].map((ws) => new Promise((done) => ws.once('close', done)));
        for (const connection of open.values()) connection.close(code, reason ?? '');
        await Promise.race([Promise.all(closed), new Promise((done) => setTimeout(done, CLOSE_WAIT_MS))]);
      }
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
