/** A WebSocket for tests: keeps what is sent, and opens, drops and delivers when the test says. */
import type { ServerMessage } from '@gameshelf/protocol';
import type { WebSocketLike } from '../src/net/socket.ts';

export class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  deliver(message: ServerMessage | Record<string, unknown>) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}
