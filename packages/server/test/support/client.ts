/**
 * A WebSocket client for tests: keeps every frame (each checked against the
 * protocol's strict server schemas, so a malformed frame fails the test),
 * and answers requests by their `ref`.
 */
import { type ServerMessage, ServerMessage as ServerMessageSchema, WS_PATH } from '@gameshelf/protocol';
import WebSocket from 'ws';

export class TestClient {
  readonly frames: ServerMessage[] = [];
  /** The raw text of every frame, for searching (the leak test). */
  readonly texts: string[] = [];
  readonly ws: WebSocket;
  private nextRef = 1;
  private waiters: (() => void)[] = [];
  closeCode: number | null = null;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      const parsed = ServerMessageSchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        throw new Error(`the server sent a frame outside the protocol: ${text.slice(0, 300)}`);
      this.texts.push(text);
      this.frames.push(parsed.data);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static connect(baseUrl: string): Promise<TestClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${WS_PATH}`);
    const client = new TestClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves with the first frame (from `from` on) that `test` accepts. */
  async waitFor<T extends ServerMessage>(
    test: (m: ServerMessage) => m is T,
    ms?: number,
    from?: number,
  ): Promise<T>;
  async waitFor(test: (m: ServerMessage) => boolean, ms?: number, from?: number): Promise<ServerMessage>;
  async waitFor(test: (m: ServerMessage) => boolean, ms = 15_000, from = 0): Promise<ServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.slice(from).find(test);
      if (found) return found;
      if (this.closeCode !== null) throw new Error(`connection closed (${this.closeCode}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for a frame');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  /** Sends a message with a fresh `ref` and resolves with the server's answer to it (ack, snapshot, pong or error). */
  async request(message: Record<string, unknown>): Promise<ServerMessage> {
    const ref = this.nextRef++;
    const from = this.frames.length;
    this.sendRaw(JSON.stringify({ ...message, ref }));
    return this.waitFor((m) => 'ref' in m && m.ref === ref, 15_000, from);
  }

  /** The last position (snapshot or update) received for a match. */
  position(match: string) {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i];
      if ((f?.type === 'snapshot' || f?.type === 'update') && f.match === match) return f;
    }
    return undefined;
  }

  close(): Promise<void> {
    if (this.closeCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** JSON over HTTP: the status and the parsed body. */
export async function api(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer field by field
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}
