/** What one WebSocket connection may do. Sent to the client in `welcome` (except the server-side ones). */
export interface ConnectionLimits {
  /** Larger messages get `net/too-large` and are dropped. */
  readonly maxMessageBytes: number;
  /** Larger frames close the connection (code 1009) before they are even read whole. */
  readonly hardMaxBytes: number;
  readonly messagesPerSecond: number;
  readonly burst: number;
  /**
   * A connection refused more than this many messages for flooding within
   * any `refusedWindowMs` is closed (code 1008): a steady flood is cut off
   * even though some of it gets through. 100 in 10 s: a flood at more than
   * one and a half times `messagesPerSecond` (20) is closed within seconds.
   */
  readonly maxRefused: number;
  readonly refusedWindowMs: number;
  /** Matches one connection may follow at once. */
  readonly maxSubscriptions: number;
  /** A client that does not read its messages is dropped before its backlog costs the server memory. */
  readonly maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  maxMessageBytes: 16 * 1024,
  hardMaxBytes: 1024 * 1024,
  messagesPerSecond: 20,
  burst: 40,
  maxRefused: 100,
  refusedWindowMs: 10_000,
  maxSubscriptions: 32,
  maxBufferedBytes: 8 * 1024 * 1024,
};
