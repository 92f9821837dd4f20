/**
 * SD-1: the physics model is part of a game (the `physics` option), so a
 * record replays with the model it was played with. Records made before
 * the option existed (model 1, until issue 18) do not list it, and replay
 * with model 1 exactly; new games are played and recorded with model 3, and
 * a game may still be played with model 2 (its records, such as the shelf's
 * `smashdodes-physics-2.json` fixture, replay with it).
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

  /** Eight seeded moves of a new game with `options`, recorded with every hash. */
  function played(seed: string, options: Record<string, number>) {
    const created = Match.create(smashdodes, { seed, options });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    const rng = Rng.fromSeed(`${seed} / moves`);
    for (let shots = 0; shots < 8 && !match.isOver(); shots++) {
      const player = itemAt(match.toAct(), 0);
      const done = match.play(player, rng.pick(match.legalMoves(player)));
      if (!done.ok) throw new Error(done.error.message);
    }
    return match;
  }

  it('SD-1 a new game is played with model 3, recorded as such, and replays', () => {
    const match = played('physics 3 record', {});
    const record = match.record({ hashes: 'every' });
    expect(record.options.physics).toBe(3);
    expect(match.state.options.physics).toBe(3);
    const replayed = replayRecord(smashdodes, record);
    expect(replayed.ok && replayed.value.stateHash()).toBe(match.stateHash());
  });

  it('SD-1 a game played with model 2 is recorded as such and replays with model 2 only', () => {
    const match = played('physics 2 record', { physics: 2 });
    const record = match.record({ hashes: 'every' });
    expect(record.options.physics).toBe(2);
    const replayed = replayRecord(smashdodes, record);
    expect(replayed.ok && replayed.value.stateHash()).toBe(match.stateHash());
    // With model 3 the shots come out otherwise: the record does not replay.
    expect(replayRecord(smashdodes, { ...record, options: { ...record.options, physics: 3 } })).toMatchObject(
      {
        ok: false,
        error: { code: 'record/corrupt' },
      },
    );
  });

  it('SD-1 the physics option takes 1, 2 or 3 only, with a coded error', () => {
    for (const physics of [0, 4])
      expect(Match.create(smashdodes, { seed: 1, options: { physics } })).toMatchObject({
        ok: false,
        error: { code: 'options/invalid' },
      });
  });
});
