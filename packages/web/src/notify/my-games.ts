/**
 * "My games", in order of urgency: games waiting for your move first (the
 * nearest deadline first, then the longest waiting), then games waiting for
 * others (the nearest deadline first, then the latest move), then games
 * waiting for players, then finished games (the latest first).
 */
import type { MatchSummary } from '@gameshelf/protocol';

export interface MyMatch {
  readonly seat: number;
  readonly summary: MatchSummary;
}

export type Urgency = 'mine' | 'others' | 'players' | 'over';

export function urgencyOf({ seat, summary }: MyMatch): Urgency {
  if (summary.status === 'over') return 'over';
  if (summary.waiting) return 'players';
  return summary.toAct.includes(seat) ? 'mine' : 'others';
}

const RANK: Readonly<Record<Urgency, number>> = { mine: 0, others: 1, players: 2, over: 3 };

function byDeadline(a: MatchSummary, b: MatchSummary): number {
  return (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY);
}

export function mostUrgentFirst(matches: readonly MyMatch[]): MyMatch[] {
  return [...matches].sort((a, b) => {
    const [ua, ub] = [urgencyOf(a), urgencyOf(b)];
    if (ua !== ub) return RANK[ua] - RANK[ub];
    const [sa, sb] = [a.summary, b.summary];
    switch (ua) {
      case 'mine':
        return byDeadline(sa, sb) || sa.lastMoveAt - sb.lastMoveAt;
      case 'others':
        return byDeadline(sa, sb) || sb.lastMoveAt - sa.lastMoveAt;
      default:
        return sb.lastMoveAt - sa.lastMoveAt;
    }
  });
}
