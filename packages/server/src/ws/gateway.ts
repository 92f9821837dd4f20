/**
 * The WebSocket endpoint, on the HTTP server's port: upgrades at the
 * protocol's path become connections; anything else is refused. Dead
 * connections (no pong to our ping) are dropped.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WS_PATH } from '@gameshelf/protocol';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import type { MatchService } from '../service/match-service.ts';
import { Connection } from './connection.ts';
import type { ConnectionLimits } from './limits.ts';

const HEARTBEAT_MS = 30_000;

export interface Gateway {
  connections(): number;
  close(): Promise<void>;
}

export function attachWebSockets(server: Server, service: MatchService, limits: ConnectionLimits): Gateway {
  // No per-message compression: it would let a small frame inflate into a huge one.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.hardMaxBytes,
    perMessageDeflate: false,
  });
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== WS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      new Connection(ws, service, limits);
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
    close: () =>
      new Promise((resolve) => {
        clearInterval(heartbeat);
        server.off('upgrade', onUpgrade);
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
}
