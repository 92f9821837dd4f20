/**
 * "My games", in order of urgency: games waiting for your move first (the
 * nearest deadline first, then the longest waiting), then games waiting for
 * others (the nearest deadline first, then the latest move), then games
 * waiting for players, then finished games (the latest first). Online games
 * (the server's summaries) and games on this device (their kept records)
 * are ordered together, each by where it stands.
 */
import type { MatchSummary } from '@gameshelf/protocol';
import type { LocalMatchEntry } from '../store/local-matches.ts';

export interface MyMatch {
  readonly seat: number;
  readonly summary: MatchSummary;
}

export type Urgency = 'mine' | 'others' | 'players' | 'over';

/** Where a game stands, online or on this device alike. */
export interface Standing {
  readonly urgency: Urgency;
  /** When the player to act runs out of time, if a clock says. */
  readonly deadline: number | null;
  readonly lastMoveAt: number;
}

export function urgencyOf({ seat, summary }: MyMatch): Urgency {
  if (summary.status === 'over') return 'over';
  if (summary.waiting) return 'players';
  return summary.toAct.includes(seat) ? 'mine' : 'others';
}

export function standingOf(match: MyMatch): Standing {
  const { deadline, lastMoveAt } = match.summary;
  return { urgency: urgencyOf(match), deadline, lastMoveAt };
}

/**
 * A game on this device: yours to play when a person at this screen must act
 * (or when it was kept before who acts was), the bots' when only they must
 * (they play on when the game is opened again).
 */
export function localStanding(entry: LocalMatchEntry): Standing {
  const { record, toAct, setup, updatedAt } = entry;
  const person = (seat: number) => setup.seats[seat]?.kind === 'human';
  const urgency: Urgency = record?.result
    ? 'over'
    : toAct === undefined || toAct.some(person)
      ? 'mine'
      : 'others';
  return { urgency, deadline: null, lastMoveAt: updatedAt };
}

const RANK: Readonly<Record<Urgency, number>> = { mine: 0, others: 1, players: 2, over: 3 };

function byDeadline(a: Standing, b: Standing): number {
  return (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY);
}

/** The order of two games: the more urgent first. */
export function byUrgency(a: Standing, b: Standing): number {
  if (a.urgency !== b.urgency) return RANK[a.urgency] - RANK[b.urgency];
  switch (a.urgency) {
    case 'mine':
      return byDeadline(a, b) || a.lastMoveAt - b.lastMoveAt;
    case 'others':
      return byDeadline(a, b) || b.lastMoveAt - a.lastMoveAt;
    default:
      return b.lastMoveAt - a.lastMoveAt;
  }
}

export function mostUrgentFirst(matches: readonly MyMatch[]): MyMatch[] {
  return [...matches].sort((a, b) => byUrgency(standingOf(a), standingOf(b)));
}
