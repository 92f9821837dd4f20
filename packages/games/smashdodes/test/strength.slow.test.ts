/**
 * How strong the greedy bot plays: whole games of physics against a random
 * player (slow: each shot is a simulation, so `npm run test:quick` leaves this
 * file out; `npm test` runs it in the project `slow`).
 */
import { Match, Rng } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { greedy } from '../src/bots/greedy.ts';
import { smashdodes as game } from '../src/game.ts';
import { smashdodesModule } from '../src/index.ts';

describe('greedy', () => {
  /** One game, greedy in seat `seat`, a uniformly random player in the other; true when greedy wins. */
  function greedyWins(seed: number, seat: 0 | 1): boolean {
    const made = greedy({ game, module: smashdodesModule });
    if (!made.ok) throw new Error(made.error.message);
    const bot = made.value;
    const created = Match.create(game, { seed: `greedy vs random ${seed}`, options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    const rng = Rng.fromSeed(`greedy vs random ${seed} / players`);
    while (!match.isOver()) {
      const player = match.toAct()[0] as 0 | 1;
      const input = match.decisionFor(player);
      const move = player === seat ? bot.choose({ ...input, rng }) : rng.pick(input.legal);
      const played = match.play(player, move);
      if (!played.ok) throw new Error(played.error.message);
    }
    return match.result()?.winners.includes(seat) ?? false;
  }

  it('beats a random player: at least 8 of 12 games, changing seats every game', () => {
    let wins = 0;
    for (let g = 0; g < 12; g++) if (greedyWins(g, (g % 2) as 0 | 1)) wins++;
    expect(wins).toBeGreaterThanOrEqual(8);
  });
});
