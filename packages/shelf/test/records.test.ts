/**
 * Records written before the move loop was shared (issue #16) still replay:
 * one game of each game on the shelf, saved with every move's hash (see
 * fixtures/make-records.ts), must replay through the rules to the same hash
 * at every move and at the end, and the replayed match must write the same
 * record again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type GameRecord, parseRecord, replayRecord, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { findGame } from '../src/index.ts';

const DIR = new URL('./fixtures/records/', import.meta.url);
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json'));

function load(file: string): GameRecord {
  return unwrap(parseRecord(JSON.parse(readFileSync(new URL(file, DIR), 'utf8'))));
}

describe('records written by an earlier engine', () => {
  it('cover every game on the shelf', () => {
    const games = new Set(FILES.map((f) => load(f).game));
    expect([...games].sort()).toEqual(['digit', 'digit-dash', 'domino-havoc', 'domino-run', 'smashdodes']);
  });

  it.each(FILES)('%s replays to the recorded hash at every move and at the end', (file) => {
    const record = load(file);
    expect(record.moves.every((m) => typeof m.hash === 'string')).toBe(true);
    const module = unwrap(findGame(record.game));
    const match = unwrap(replayRecord(module.game, record));
    expect(match.stateHash()).toBe(record.finalHash);
    expect(match.log).toHaveLength(record.moves.length);
    // The replayed match hashes its own states and writes the very same record.
    const again = match.record({ ...(record.seats ? { seats: record.seats } : {}), hashes: 'every' });
    expect({ ...again, engineVersion: record.engineVersion }).toEqual(record);
  });

  it.each(FILES)('%s with one hash changed is refused at that move', (file) => {
    const record = load(file);
    const index = Math.floor(record.moves.length / 2);
    const moves = record.moves.map((m, i) => (i === index ? { ...m, hash: '0000000000000000' } : m));
    const replayed = replayRecord(unwrap(findGame(record.game)).game, { ...record, moves });
    expect(replayed).toMatchObject({ ok: false, error: { code: 'record/corrupt', moveIndex: index } });
  });
});
