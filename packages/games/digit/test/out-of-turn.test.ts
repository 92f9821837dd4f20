/**
 * DG-5 as amended (2026-11-24): a card of another player's that a move makes
 * leaves their hand at once. Nobody is asked, so no position of Standard (or
 * Open Standard) ever waits on anyone but the player whose turn it is: a
 * pause for the holder would tell everyone what a closed hand holds. Checked
 * over random games, battery-style, at every position.
 */
import { type Actor, CHANCE, itemAt, Rng } from '@gameshelf/engine';
import { randomStep } from '@gameshelf/engine/testing';
import { describe, expect, it } from 'vitest';
import { digitGame as game } from '../src/game.ts';
import type { DigitMove, DigitState, StickMove } from '../src/types.ts';
import { layout } from './helpers.ts';

const GAMES = 30;
const CONFIGS = [2, 3, 4].flatMap((players) => [false, true].map((open) => ({ players, open })));

/** The card a stick move makes from this position. */
function cardMade(s: DigitState, move: StickMove): number {
  const l = layout(s);
  const k = l.moves.findIndex(
    (m) => m.from.every((v, i) => v === move.from[i]) && m.to.every((v, i) => v === move.to[i]),
  );
  return itemAt(l.nextCard, k);
}

function applied(s: DigitState, actor: Actor, move: DigitMove): DigitState {
  const next = game.apply(s, actor, move);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

describe('DG-5 nobody but the mover is ever waited on', () => {
  it.each(CONFIGS)(
    'DG-5 Standard, $players players, open $open: every position waits on the mover or on chance',
    ({ players, open }) => {
      let discards = 0;
      for (let g = 0; g < GAMES; g++) {
        const rng = Rng.fromSeed(`out-of-turn/${players}/${open}/${g}`);
        const setup = game.checkSetup(players, { version: 'standard', open });
        if (!setup.ok) throw new Error(setup.error.message);
        let s = game.setup(setup.value, rng);
        for (let who = game.actors(s); who.kind !== 'over'; who = game.actors(s)) {
          if (who.kind === 'players') expect(who.players).toEqual([s.turn]);
          const step = randomStep(game, s, rng);
          if (step === null) {
            s = applied(s, CHANCE, game.sampleChance(s, rng));
            continue;
          }
          const move = step.move;
          if (move.type !== 'move') throw new Error(`a player made a ${move.type} move`);
          const card = cardMade(s, move);
          const holder = s.hands.findIndex((hand) => hand.includes(card));
          const before = s;
          s = applied(s, step.player, move);
          if (holder >= 0 && holder !== before.turn) {
            // The matched card went at once from its holder's hand to their pile, and the mover drew nothing.
            discards++;
            expect(s.hands[holder]).not.toContain(card);
            expect(s.piles[holder]).toContain(card);
            expect(s.hands[before.turn]).toEqual(before.hands[before.turn]);
            expect(s.phase.type === 'move' || s.phase.type === 'over').toBe(true);
          }
        }
      }
      expect(discards).toBeGreaterThan(0);
    },
  );
});
