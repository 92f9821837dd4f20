/** The small values every message is built from. */
import { z } from 'zod';
import { WIRE_ERROR_CODES } from './errors.ts';

/** Match ids are random and unguessable: knowing one is the invitation to watch or join. */
export const MatchId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'a match id is 16-64 letters, digits, _ or -');
/** Seat tokens are long random secrets (the server keeps only their sha256). */
export const SeatToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'a seat token is 32-128 letters, digits, _ or -');
export const Seat = z.int().min(0).max(63);
/** A position in a match: the number of log entries (moves, chance included) made so far. */
export const Seq = z.int().min(0);
/** A client's own number for a request, echoed in the answers to it. */
export const Ref = z.int().min(0).max(2_147_483_647);
/** A bot spec as the bots package reads it: `easy`, `random`, `greedy`, `ismcts:1000`. */
export const BotSpec = z
  .string()
  .regex(/^[a-z][a-z0-9-]*(:[A-Za-z0-9._:=-]+)?$/, 'a bot spec such as easy or greedy')
  .max(64);
export const PlayerName = z.string().trim().min(1).max(40);
export const GameId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'a game id such as digit-dash');

export const Actor = z.union([Seat, z.literal('chance')]);

/** One entry of a match's log as one viewer may see it (the move passed through the game's `redactMove`). */
export const LogEntry = z.strictObject({ index: Seq, player: Actor, move: z.unknown() });

export const GameResult = z.strictObject({
  scores: z.array(z.number()),
  winners: z.array(Seat),
  summary: z.string().exactOptional(),
  /** Set when the server ended the match: this seat ran out of time on a correspondence clock and lost. */
  forfeit: z.strictObject({ seat: Seat, reason: z.literal('timeout') }).exactOptional(),
});

export const SeatInfo = z.strictObject({
  seat: Seat,
  kind: z.enum(['human', 'bot']),
  /** The bot spec for a bot seat, null for a human one. */
  bot: BotSpec.nullable(),
  name: z.string().nullable(),
  /**
   * Not open to join: a bot plays it, someone joined it (and holds its token),
   * or, in a rematch, it is kept for the player who held it in the match before.
   */
  taken: z.boolean(),
});

export const ErrorBody = z.strictObject({
  code: z.enum(WIRE_ERROR_CODES),
  message: z.string(),
  /** A game's refusal: its reason key and the values of its words (`WireError`). */
  reason: z.string().max(64).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type MatchId = z.infer<typeof MatchId>;
export type LogEntry = z.infer<typeof LogEntry>;
export type SeatInfo = z.infer<typeof SeatInfo>;
