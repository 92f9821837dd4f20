/**
 * A log told in words (`narrateLog`): each entry with the views where its
 * turn began and ended (a turn: a player's move and the chance steps after
 * it), its mover, and whether it ends its turn; views asked for only at turn
 * boundaries, which is all a live table learns.
 */
import { describe, expect, it } from 'vitest';
import {
  CHANCE,
  Match,
  matchViews,
  type Narrate,
  type NarrationContext,
  narrateLog,
  unwrap,
} from '../src/index.ts';
import { seatNames, wordsOf } from '../src/testing/index.ts';
import { toyModule } from './toy/src/index.ts';
import type { ToyView } from './toy/src/types.ts';

/** Player 1 draws (and chance deals them a card), then player 2 stands. */
function playedMatch() {
  const match = unwrap(Match.create(toyModule.game, { players: 2, seed: 'narrate' }));
  unwrap(match.play(0, { type: 'draw' }));
  unwrap(match.play(1, { type: 'stand' }));
  return match;
}

/** A narration that tells nothing but records what it was given. */
function recording() {
  const contexts: NarrationContext<ToyView>[] = [];
  const narrate: Narrate<ToyView> = (_entry, context) => {
    contexts.push(context);
    return ['…'];
  };
  return { contexts, narrate };
}

const seats = seatNames(2);
const t = wordsOf(toyModule.locales.en);

describe('narrateLog', () => {
  it('gives each entry the views where its turn began and ended, its mover, and whether it ends the turn', () => {
    const match = playedMatch();
    const views = matchViews(match, 0);
    const asked: number[] = [];
    const { contexts, narrate } = recording();
    const viewAt = (seq: number) => {
      asked.push(seq);
      return views(seq);
    };
    narrateLog(narrate, match.logFor(0), { viewer: 0, seats, viewAt }, t);
    expect(match.log.map((e) => e.player)).toEqual([0, CHANCE, 1]);
    expect(contexts.map(({ mover, last }) => ({ mover, last }))).toEqual([
      { mover: 0, last: false },
      { mover: 0, last: true },
      { mover: 1, last: true },
    ]);
    expect(contexts[0]?.before).toEqual(views(0));
    expect(contexts[1]?.before).toEqual(views(0));
    expect(contexts[1]?.after).toEqual(views(2));
    expect(contexts[2]?.before).toEqual(views(2));
    expect(contexts[2]?.after).toEqual(match.view(0));
    expect(new Set(asked)).toEqual(new Set([0, 2, 3]));
  });

  it('tells a log from where a turn begins the same as the whole log does', () => {
    const match = playedMatch();
    const setting = { viewer: 1 as const, seats, viewAt: matchViews(match, 1) };
    const whole = narrateLog(toyModule.text.narrate, match.logFor(1), setting, t);
    expect(narrateLog(toyModule.text.narrate, match.logFor(1, 2), setting, t)).toEqual(whole.slice(2));
    expect(whole).toEqual([['Player 1 draws.'], ['A card is dealt face down.'], ['Player 2 stands.']]);
  });

  it('leaves out the views a table does not know, and the game says less', () => {
    const match = playedMatch();
    const { contexts, narrate } = recording();
    narrateLog(narrate, match.logFor(0), { viewer: 0, seats, viewAt: () => undefined }, t);
    expect(contexts.every((c) => !('before' in c) && !('after' in c))).toBe(true);
  });

  it('tells an entry the game cannot read with the fallback given, and throws without one', () => {
    const match = playedMatch();
    const broken: Narrate<ToyView> = () => {
      throw new Error('unreadable');
    };
    const setting = { viewer: 0 as const, seats, viewAt: matchViews(match, 0) };
    expect(() => narrateLog(broken, match.logFor(0), setting, t)).toThrow('unreadable');
    const told = narrateLog(broken, match.logFor(0), { ...setting, unreadable: () => ['?'] }, t);
    expect(told).toEqual([['?'], ['?'], ['?']]);
  });

  it('tells the toy in Italian from its own words', () => {
    const match = playedMatch();
    const italian = wordsOf(toyModule.locales.it, 'it');
    const told = narrateLog(
      toyModule.text.narrate,
      match.logFor(1),
      { viewer: 1, seats: seatNames(2, 'it'), viewAt: matchViews(match, 1) },
      italian,
    );
    expect(told.flat()).toEqual(['Giocatore 1 pesca.', 'Si dà una carta coperta.', 'Giocatore 2 si ferma.']);
  });
});
