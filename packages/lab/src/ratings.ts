/**
 * Elo-style ratings from pairwise results, by fitting a Bradley-Terry model
 * (Hunter's MM algorithm) and putting it on the Elo scale: a 400-point gap
 * means 10:1 odds. Each pairing gets half a virtual win each way, so a bot
 * that never wins still gets a finite rating.
 */
import { itemAt } from '@gameshelf/engine';

export interface PairResult {
  readonly a: number;
  readonly b: number;
  /** Wins of a over b (a share of a tie counts), and the games they played. */
  readonly aWins: number;
  readonly games: number;
}

export function bradleyTerryElo(
  bots: number,
  pairs: readonly PairResult[],
  anchor: { bot: number; elo: number } | null,
): number[] {
  let gamma = new Array<number>(bots).fill(1);
  const wins = new Array<number>(bots).fill(0);
  for (const p of pairs) {
    wins[p.a] = itemAt(wins, p.a) + p.aWins + 0.5;
    wins[p.b] = itemAt(wins, p.b) + (p.games - p.aWins) + 0.5;
  }
  for (let iter = 0; iter < 2000; iter++) {
    const next = gamma.map((g, i) => {
      let denom = 0;
      for (const p of pairs) {
        if (p.a !== i && p.b !== i) continue;
        const j = p.a === i ? p.b : p.a;
        denom += (p.games + 1) / (g + itemAt(gamma, j));
      }
      return denom > 0 ? itemAt(wins, i) / denom : g;
    });
    const norm = next.reduce((s, x) => s + Math.log(x), 0) / bots;
    const scaled = next.map((x) => x / Math.exp(norm));
    const change = scaled.reduce((m, x, i) => Math.max(m, Math.abs(x - itemAt(gamma, i))), 0);
    gamma = scaled;
    if (change < 1e-10) break;
  }
  const elo = gamma.map((g) => 400 * Math.log10(g));
  const shift = anchor ? anchor.elo - itemAt(elo, anchor.bot) : 1500 - elo.reduce((s, x) => s + x, 0) / bots;
  return elo.map((x) => Math.round(x + shift));
}
