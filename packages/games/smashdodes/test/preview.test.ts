/**
 * The shot preview (issue #18): where an aim leads, as the rules play it,
 * executed exactly as aimed. In a game of exact shots (SD-13's `exact`
 * option) an attack's preview is what the real shot then does, die for die.
 */
import { Match, type Player } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { determinize } from '../src/determinize.ts';
import { smashdodes as game } from '../src/game.ts';
import { exactExecution, previewShot } from '../src/preview.ts';
import type { SmashMove, SmashView } from '../src/types.ts';

function exactGame(seed: string) {
  const created = Match.create(game, { seed, options: { exact: true } });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Plays drops (the first offered) until the player to act may attack; that player. */
function untilAnAttack(match: ReturnType<typeof exactGame>): Player {
  for (let i = 0; i < 40; i++) {
    const player = match.toAct()[0];
    if (player === undefined) throw new Error('no player to act');
    const legal = match.legalMoves(player);
    if (legal.some((m) => m.type === 'attack')) return player;
    const drop = legal.find((m) => m.type === 'drop') ?? legal[0];
    if (!drop) throw new Error('no move');
    const played = match.play(player, drop);
    if (!played.ok) throw new Error(played.error.message);
  }
  throw new Error('no attack offered in 40 shots');
}

describe('the shot preview', () => {
  it('in a game of exact shots, an attack’s preview is what the shot then does', () => {
    const match = exactGame('preview attack');
    const player = untilAnAttack(match);
    const attack = match.legalMoves(player).find((m) => m.type === 'attack');
    if (!attack) throw new Error('no attack');
    const seen = structuredClone(match.view(player));
    const preview = previewShot(seen, player, attack);
    if (!preview.ok) throw new Error(preview.error.message);
    // The position previewed from is left as it was.
    expect(seen).toEqual(match.view(player));
    const played = match.play(player, attack);
    if (!played.ok) throw new Error(played.error.message);
    const after: SmashView = match.view(player);
    expect(preview.value.last?.trajectory).toEqual(after.last?.trajectory);
    expect(preview.value.dice).toEqual(after.dice);
  });

  it('a drop-roll is previewed falling upright, with no execution error', () => {
    const match = exactGame('preview drop');
    const player = match.toAct()[0];
    if (player === undefined) throw new Error('no player');
    const drop = match.legalMoves(player).find((m) => m.type === 'drop');
    if (!drop) throw new Error('no drop');
    const seen = structuredClone(match.view(player));
    const preview = previewShot(seen, player, drop);
    if (!preview.ok) throw new Error(preview.error.message);
    const aimed = game.apply(determinize(seen, player), player, drop);
    if (!aimed.ok) throw new Error(aimed.error.message);
    const shot = game.apply(aimed.value, 'chance', exactExecution(true));
    if (!shot.ok) throw new Error(shot.error.message);
    expect(preview.value.last?.trajectory).toEqual(shot.value.last?.trajectory);
    expect(preview.value.last?.trajectory.frames).toBeGreaterThan(0);
    expect(seen).toEqual(match.view(player));
  });

  it('refuses what is not a shot, and a shot the rules refuse, with coded errors', () => {
    const match = exactGame('preview refusals');
    const player = match.toAct()[0];
    if (player === undefined) throw new Error('no player');
    const seen = match.view(player);
    const skip: SmashMove = { type: 'skip' };
    expect(previewShot(seen, player, skip)).toMatchObject({ ok: false, error: { code: 'move/illegal' } });
    const drop = match.legalMoves(player).find((m) => m.type === 'drop');
    if (drop?.type !== 'drop') throw new Error('no drop');
    const tooHigh = { ...drop, height: 10_000 };
    expect(previewShot(seen, player, tooHigh).ok).toBe(false);
    const other: Player = player === 0 ? 1 : 0;
    expect(previewShot(match.view(other), other, drop).ok).toBe(false);
  });
});
