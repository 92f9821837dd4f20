/**
 * A scripted player for the load test: one WebSocket per seat, as a real
 * client has. When its own frames say it must act, it thinks for a while,
 * sends one of its legal moves at random for the position it saw, and times
 * the answer: from sending the move to receiving its `ack` (which comes
 * after the `update` it caused).
 */
import WebSocket from 'ws';

export interface PlayerEvents {
  /** A move acknowledged, with its latency in ms. */
  acked(ms: number): void;
  refused(code: string): void;
  /** The match ended (seen by this player). */
  ended(): void;
}

export class ScriptedPlayer {
  private readonly ws: WebSocket;
  private readonly match: string;
  private readonly think: () => number;
  /** Held players plan their moves but send nothing until released. */
  private held: boolean;
  private pending: (() => void) | null = null;
  private readonly events: PlayerEvents;
  private sentAt = 0;
  private waiting = false;
  private timer: NodeJS.Timeout | undefined;
  private over = false;

  private constructor(
    ws: WebSocket,
    match: string,
    think: () => number,
    events: PlayerEvents,
    held: boolean,
  ) {
    this.ws = ws;
    this.held = held;
    this.match = match;
    this.think = think;
    this.events = events;
    ws.on('message', (data: Buffer) => this.receive(JSON.parse(data.toString('utf8'))));
  }

  static async join(
    url: string,
    match: string,
    token: string,
    think: () => number,
    events: PlayerEvents,
    released: boolean,
  ) {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const player = new ScriptedPlayer(ws, match, think, events, !released);
    ws.send(JSON.stringify({ type: 'subscribe', match, token }));
    return player;
  }

  private receive(message: {
    type: string;
    code?: string;
    seq?: number;
    legal?: unknown[] | null;
    result?: unknown;
  }): void {
    if (message.type === 'ack') {
      this.waiting = false;
      this.events.acked(performance.now() - this.sentAt);
    } else if (message.type === 'error') {
      this.waiting = false;
      this.events.refused(message.code ?? 'unknown');
    } else if (message.type === 'snapshot' || message.type === 'update') {
      if (message.result) {
        if (!this.over) this.events.ended();
        this.over = true;
        return;
      }
      const legal = message.legal;
      if (legal && legal.length > 0 && message.seq !== undefined) this.plan(message.seq, legal);
    }
  }

  /** Chooses now, sends after thinking; a newer position replaces a plan not yet sent. */
  private plan(seq: number, legal: readonly unknown[]): void {
    clearTimeout(this.timer);
    const move = legal[Math.floor(Math.random() * legal.length)];
    const send = () => {
      if (this.ws.readyState !== WebSocket.OPEN) return;
      // The answer to the previous move is still on its way: try again shortly.
      if (this.waiting) this.timer = setTimeout(send, 10);
      else {
        this.waiting = true;
        this.sentAt = performance.now();
        this.ws.send(JSON.stringify({ type: 'move', match: this.match, seq, move }));
      }
    };
    const start = () => {
      this.timer = setTimeout(send, this.think());
    };
    if (this.held) this.pending = start;
    else start();
  }

  release(): void {
    this.held = false;
    this.pending?.();
    this.pending = null;
  }

  close(): void {
    clearTimeout(this.timer);
    this.over = true;
    this.ws.terminate();
  }
}
