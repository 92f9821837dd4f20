/**
 * The shared battery plays at random, and random play rarely gets past two
 * keys. These games are played by `greedy`, which often wins, so the
 * battery's checks also reach four dice, abilities, knocked-out keys, pits
 * and the seventh key.
 */
import { canonicalJson, Match, parseRecord, Rng, replayRecord, unwrap } from '@gameshelf/engine';
import { checkState, deepCheck, newTally } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { greedy } from '../src/bots/greedy.ts';
import { dominoRun } from '../src/game.ts';
import { dominoRunModule } from '../src/index.ts';
import { keysClaimed } from '../src/rules/enemy.ts';

describe('greedy playouts through the battery checks', () => {
  it('keep every invariant and contract check, and replay from their records', () => {
    const bot = unwrap(greedy({ game: dominoRun, module: dominoRunModule }));
    const tally = newTally();
    const seen = { won: 0, fourDice: 0, abilities: 0, pits: 0 };
    for (let g = 0; g < 40; g++) {
      const match = unwrap(Match.create(dominoRun, { seed: `greedy-playouts/${g}` }));
      const rng = Rng.fromSeed(`greedy-playouts-bot/${g}`);
      const checks = Rng.fromSeed(`greedy-playouts-checks/${g}`);
      for (let step = 0; !match.isOver(); step++) {
        const s = match.state;
        checkState(dominoRun, s, 1);
        if (step % 7 === 0) deepCheck(dominoRun, s, 1, checks, tally, []);
        if (s.pool === 4) seen.fourDice++;
        if (s.abilities.length > 0) seen.abilities++;
        if (s.line.some((slot) => slot.kind === 'pit')) seen.pits++;
        unwrap(match.play(0, bot.choose({ view: s, player: 0, legal: match.legalMoves(0), rng })));
      }
      checkState(dominoRun, match.state, 1);
      if (keysClaimed(match.state) === 7) seen.won++;
      const record = unwrap(parseRecord(JSON.parse(JSON.stringify(match.record()))));
      const replayed = unwrap(replayRecord(dominoRun, record));
      expect(canonicalJson(replayed.state)).toBe(canonicalJson(match.state));
    }
    expect(seen.won).toBeGreaterThan(10);
    expect(seen.fourDice).toBeGreaterThan(0);
    expect(seen.abilities).toBeGreaterThan(0);
    expect(seen.pits).toBeGreaterThan(0);
  });
});
