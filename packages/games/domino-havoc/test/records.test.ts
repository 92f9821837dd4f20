/**
 * Records made before the amended DH-9 (2026-11-24), by the greedy bots of
 * that time, 4 players, 2 rounds. States keep their shape where the
 * amendment changes nothing (README: Records), so a game that met no changed
 * case replays to the same hash at every move; a game in which a player
 * answered their own double is refused at that double.
 */
import { readFileSync } from 'node:fs';
import { type GameRecord, isRecord, parseRecord, replayRecord, unwrap } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { dominoHavoc } from '../src/game.ts';

function load(name: string): GameRecord {
  const text = readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
  return unwrap(parseRecord(JSON.parse(text)));
}

const count = (record: GameRecord, type: string) =>
  record.moves.filter((m) => isRecord(m.move) && m.move.type === type).length;

describe('DH-9 amended: records made before the amendment', () => {
  it('DH-9 a game that met no changed case replays to the same hash at every move', () => {
    const record = load('before-dh9-no-changed-case');
    // Doubles were answered every way, so states of the respond phase were hashed too.
    expect(count(record, 'pass')).toBeGreaterThan(0);
    expect(count(record, 'replaceDouble')).toBeGreaterThan(0);
    expect(count(record, 'takeDouble')).toBeGreaterThan(0);
    const match = unwrap(replayRecord(dominoHavoc, record));
    expect(match.stateHash()).toBe(record.finalHash);
    expect(match.record({ hashes: 'every' }).moves).toEqual(record.moves);
  });

  it('DH-9 a game in which a player answered their own double is refused at that double', () => {
    const record = load('before-dh9-own-double');
    // Move 23: P1 takes P4's discard; move 25: P1 discards 10-10 back into P4's slot;
    // move 26: P1, counted from P4's slot, was asked to answer it and passed.
    expect(record.moves[22]).toMatchObject({ player: 0, move: { type: 'takeDiscard', from: 3 } });
    expect(record.moves[24]).toMatchObject({ player: 0, move: { type: 'discard', domino: [10, 10] } });
    expect(record.moves[25]).toMatchObject({ player: 0, move: { type: 'pass' } });
    expect(replayRecord(dominoHavoc, record)).toMatchObject({
      ok: false,
      error: { code: 'record/corrupt', moveIndex: 24 },
    });
  });
});
