/**
 * Who is at the table: which seats have a connection following the match
 * with their token now, and how many watch without a seat. Sent after the
 * snapshot and whenever it changes. Who is thinking follows from it: a seat
 * that must act (`toAct`) is thinking when it is a bot or a connected person.
 */
import { z } from 'zod';
import { MatchId, Seat } from './common.ts';

export const PresenceMessage = z.strictObject({
  type: z.literal('presence'),
  match: MatchId,
  /** Every seat: whether someone follows the match as it now (through any server process). */
  seats: z.array(z.strictObject({ seat: Seat, online: z.boolean() })),
  /** Connections following the match without a seat. */
  watching: z.int().min(0),
});

export type PresenceMessage = z.infer<typeof PresenceMessage>;
