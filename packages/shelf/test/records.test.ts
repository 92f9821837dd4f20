/**
 * Records written before the move loop was shared (issue #16) still replay:
 * one game of each game on the shelf, saved with every move's hash (see
 * fixtures/make-records.ts), must replay through the rules to the same hash
 * at every move and at the end, and the replayed match must write the same
 * record again (naming, besides, any option the game gained since, with the
 * legacy value it was played with). Smashdodes has three: one made before
 * its physics option (issue 18), which replays with physics model 1, one
 * made with model 2 and one with model 3.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { defaultOptions, type GameRecord, parseRecord, replayRecord, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { findGame, gameIds } from '../src/index.ts';

const DIR = new URL('./fixtures/records/', import.meta.url);
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json'));

function load(file: string): GameRecord {
  return unwrap(parseRecord(JSON.parse(readFileSync(new URL(file, DIR), 'utf8'))));
}

describe('records written by an earlier engine', () => {
  it('cover every game on the shelf', () => {
    const games = new Set(FILES.map((f) => load(f).game));
    expect([...games].sort()).toEqual(gameIds().slice().sort());
  });

  it.each(FILES)('%s replays to the recorded hash at every move and at the end', (file) => {
    const record = load(file);
    expect(record.moves.every((m) => typeof m.hash === 'string')).toBe(true);
    const module = unwrap(findGame(record.game));
    const match = unwrap(replayRecord(module.game, record));
    expect(match.stateHash()).toBe(record.finalHash);
    expect(match.log).toHaveLength(record.moves.length);
    // The replayed match hashes its own states and writes the very same record, but that it names
    // the options added to the game since it was made (a record lists every option), each with the
    // value it was played with: its legacy default if it has one (Smashdodes' physics), else its default.
    const again = match.record({ ...(record.seats ? { seats: record.seats } : {}), hashes: 'every' });
    const options = { ...defaultOptions(module.game.options, 'record'), ...record.options };
    expect({ ...again, engineVersion: record.engineVersion }).toEqual({ ...record, options });
    expect(replayRecord(module.game, again).ok).toBe(true);
  });

  it('Smashdodes: a record made before the physics option replays with model 1, those made after with their own model', () => {
    const game = unwrap(findGame('smashdodes')).game;
    const before = load('smashdodes.json');
    const two = load('smashdodes-physics-2.json');
    const three = load('smashdodes-physics-3.json');
    expect(before.options).not.toHaveProperty('physics');
    expect(two.options).toMatchObject({ physics: 2 });
    expect(three.options).toMatchObject({ physics: 3 });
    expect(unwrap(replayRecord(game, before)).options).toMatchObject({ physics: 1 });
    expect(unwrap(replayRecord(game, two)).options).toMatchObject({ physics: 2 });
    expect(unwrap(replayRecord(game, three)).options).toMatchObject({ physics: 3 });
    // Each replays only with its own model: the shots come out otherwise with another.
    const refused = { ok: false, error: { code: 'record/corrupt' } };
    const as = (record: GameRecord, physics: number) => ({
      ...record,
      options: { ...record.options, physics },
    });
    expect(replayRecord(game, as(before, 2))).toMatchObject(refused);
    expect(replayRecord(game, as(two, 1))).toMatchObject(refused);
    expect(replayRecord(game, as(two, 3))).toMatchObject(refused);
    expect(replayRecord(game, as(three, 2))).toMatchObject(refused);
  });

  it.each(FILES)('%s with one hash changed is refused at that move', (file) => {
    const record = load(file);
    const index = Math.floor(record.moves.length / 2);
    const moves = record.moves.map((m, i) => (i === index ? { ...m, hash: '0000000000000000' } : m));
    const replayed = replayRecord(unwrap(findGame(record.game)).game, { ...record, moves });
    expect(replayed).toMatchObject({ ok: false, error: { code: 'record/corrupt', moveIndex: index } });
  });
});
