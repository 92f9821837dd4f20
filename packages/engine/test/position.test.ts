/**
 * What one viewer sees at a position (`positionFor`): the view, the log
 * redacted for them, who acts, their legal moves only when they must act,
 * and the result; now or at any earlier position of the match.
 */
import { describe, expect, it } from 'vitest';
import { CHANCE, Match, positionFor, unwrap } from '../src/index.ts';
import { makeToy } from './toy/src/index.ts';

const toy = makeToy();

function playedMatch() {
  const match = unwrap(Match.create(toy, { players: 2, seed: 'position' }));
  unwrap(match.play(0, { type: 'draw' }));
  unwrap(match.play(1, { type: 'stand' }));
  return match;
}

describe('positionFor', () => {
  it('gives the seat to act its legal moves, and no one else any', () => {
    const match = playedMatch();
    const seat = positionFor(match, 0);
    expect(seat).toEqual({
      seq: 3,
      view: match.view(0),
      log: match.logFor(0),
      toAct: [0],
      legal: match.legalMoves(0),
      result: null,
    });
    expect(positionFor(match, 1).legal).toBeNull();
    expect(positionFor(match, 'spectator').legal).toBeNull();
  });

  it('redacts the log for the viewer, from the entry asked for', () => {
    const match = playedMatch();
    expect(positionFor(match, 1, { from: 1 }).log).toEqual([
      { index: 1, player: CHANCE, move: { type: 'deal', card: { hidden: true } } },
      { index: 2, player: 1, move: { type: 'stand' } },
    ]);
    expect(positionFor(match, 0, { from: 1 }).log[0]?.move).toEqual(match.log[1]?.move);
  });

  it('shows an earlier position as the viewer saw it then', () => {
    const match = playedMatch();
    const after = unwrap(Match.create(toy, { players: 2, seed: 'position' }));
    unwrap(after.play(0, { type: 'draw' }));
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(positionFor(match, viewer, { at: 2 })).toEqual(positionFor(after, viewer));
    }
    const start = positionFor(match, 'spectator', { at: 0 });
    expect(start).toMatchObject({ seq: 0, log: [], toAct: [0], legal: null, result: null });
    expect(start.view).toEqual(toy.view(match.stateAt(0), 'spectator'));
  });

  it('gives the result once the game is over, and nobody to act', () => {
    const match = playedMatch();
    unwrap(match.play(0, { type: 'stand' }));
    const end = positionFor(match, 0);
    expect(end.toAct).toEqual([]);
    expect(end.legal).toBeNull();
    expect(end.result).toEqual(match.result());
  });
});
