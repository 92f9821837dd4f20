/**
 * SD-1: the physics model is part of a game (the `physics` option), so a
 * record replays with the model it was played with. Records made before
 * the option existed (model 1, until issue 18) do not list it, and replay
 * with model 1 exactly; new games are played and recorded with model 2.
 */
import { readFileSync } from 'node:fs';
import { itemAt, Match, parseRecord, Rng, replayRecord } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { smashdodes } from '../src/game.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/records/${name}.json`, import.meta.url), 'utf8'));

describe('SD-1 records keep their physics', () => {
  for (const name of ['physics-1-default', 'physics-1-referee-joker']) {
    it(`SD-1 ${name}: a record made before the physics option replays with model 1, to every recorded hash`, () => {
      const raw = fixture(name);
      expect(raw.options.physics).toBeUndefined();
      const record = parseRecord(raw);
      if (!record.ok) throw new Error(record.error.message);
      const replayed = replayRecord(smashdodes, record.value);
      expect(replayed.ok && replayed.value.options.physics).toBe(1);
      expect(replayed.ok && replayed.value.isOver()).toBe(true);
    });
  }

  it('SD-1 a new game is played with model 2, recorded as such, and replays', () => {
    const created = Match.create(smashdodes, { seed: 'physics 2 record', options: {} });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    const rng = Rng.fromSeed('physics 2 record / moves');
    for (let shots = 0; shots < 8 && !match.isOver(); shots++) {
      const player = itemAt(match.toAct(), 0);
      const played = match.play(player, rng.pick(match.legalMoves(player)));
      if (!played.ok) throw new Error(played.error.message);
    }
    const record = match.record({ hashes: 'every' });
    expect(record.options.physics).toBe(2);
    expect(match.state.options.physics).toBe(2);
    const replayed = replayRecord(smashdodes, record);
    expect(replayed.ok).toBe(true);
  });

  it('SD-1 the physics option takes 1 or 2 only, with a coded error', () => {
    expect(Match.create(smashdodes, { seed: 1, options: { physics: 3 } })).toMatchObject({
      ok: false,
      error: { code: 'options/invalid' },
    });
  });
});
