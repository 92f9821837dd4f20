/**
 * The lobby, followed live: one WebSocket that asks for the listing (of one
 * game, or all) and keeps it up to date from each change the server sends;
 * after a reconnection it asks for the whole listing again.
 */
import type { LobbyEntry, ServerMessage } from '@gameshelf/protocol';
import { Store } from '../session/store.ts';
import type { Connection } from '../session/table.ts';
import { ReconnectingSocket, type SocketFactory } from './socket.ts';

export interface LobbyState {
  readonly connection: Connection;
  /** Null until the first listing arrives. */
  readonly entries: readonly LobbyEntry[] | null;
}

/** The listing after a message from the server (the same listing for anything else). */
export function applyLobby(
  entries: readonly LobbyEntry[] | null,
  message: ServerMessage,
): readonly LobbyEntry[] | null {
  if (message.type === 'lobby') return message.entries;
  if (entries === null) return null;
  if (message.type === 'lobby-entry') {
    const others = entries.filter((e) => e.match !== message.entry.match);
    return [...others, message.entry].sort((a, b) => a.createdAt - b.createdAt);
  }
  if (message.type === 'lobby-gone') return entries.filter((e) => e.match !== message.match);
  return entries;
}

export class LobbyFeed {
  private readonly store = new Store<LobbyState>({ connection: 'connecting', entries: null });
  private readonly socket: ReconnectingSocket;
  private readonly game: string | undefined;

  constructor(options: { game?: string; socketFactory?: SocketFactory; url?: string } = {}) {
    this.game = options.game;
    this.socket = new ReconnectingSocket(
      {
        onOpen: () => this.socket.send({ type: 'watch-lobby', ...(this.game ? { game: this.game } : {}) }),
        onMessage: (message) => this.store.update((s) => ({ ...s, entries: applyLobby(s.entries, message) })),
        onStatus: (connection) => this.store.update((s) => ({ ...s, connection })),
      },
      options.socketFactory,
      options.url,
    );
  }

  getState = (): LobbyState => this.store.get();
  subscribe = (listener: () => void) => this.store.subscribe(listener);

  close(): void {
    this.socket.close();
  }
}
