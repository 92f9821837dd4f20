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
   * about ten seconds (a bucket refilled at a tenth of it a second) is closed
   * (code 1008): a steady flood is cut off even though some of it gets through.
   */
  readonly maxRefused: number;
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
  maxRefused: 200,
  maxSubscriptions: 32,
  maxBufferedBytes: 8 * 1024 * 1024,
};
