/**
 * Replays: a finished match's record is checked and replayed by the engine,
 * then stepped through forward and back, as a spectator or any seat saw it;
 * a tampered record is refused with its code.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import { type GameRecord, isRecord, itemAt, Match } from '@gameshelf/engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReplayViewer } from '../src/replay/ReplayViewer.tsx';
import { replayHere } from '../src/replay/replayer.ts';
import { buildTimeline, frameAt, timelineFrom } from '../src/replay/timeline.ts';

/** A short finished game: everyone draws and discards until it is blocked (DD-11). */
function finishedRecord(): GameRecord {
  const created = Match.create(digitDashModule.game, {
    players: 2,
    options: { blockLimit: 10 },
    seed: 'replay',
  });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  while (!match.isOver()) {
    const player = itemAt(match.toAct(), 0);
    const legal = match.legalMoves(player);
    const move = legal.find((m) => m.type === 'draw' || m.type === 'discard') ?? legal[0];
    const played = match.play(player, move);
    if (!played.ok) throw new Error(played.error.message);
  }
  return match.record({ hashes: 'every' });
}

/** The hands of a Digit Dash view as the timeline gives it (any game's view, so checked here, not cast). */
function handsOf(view: unknown): readonly (readonly unknown[])[] {
  if (!isRecord(view) || !Array.isArray(view.hands) || !view.hands.every(Array.isArray))
    throw new Error('not a Digit Dash view: no hands');
  return view.hands;
}

describe('a replay', () => {
  const record = finishedRecord();

  it('has one position per move, hides hands from a spectator, and ends with the result', () => {
    const timeline = buildTimeline(digitDashModule, record);
    if (!timeline.ok) throw new Error(timeline.error.message);
    expect(timeline.value.steps).toBe(record.moves.length);
    const first = frameAt(timeline.value, 1, 'spectator');
    expect(
      handsOf(first.view)
        .flat()
        .every((t) => typeof t !== 'number'),
    ).toBe(true);
    expect(first.log).toHaveLength(1);
    const seenByP1 = frameAt(timeline.value, 1, 0);
    expect(handsOf(seenByP1.view)[0]?.every((t) => typeof t === 'number')).toBe(true);
    expect(frameAt(timeline.value, record.moves.length, 'spectator').result).toEqual(record.result);
  });

  it('shows a seat the log as that seat saw it: its own draws, no one else’s', () => {
    const timeline = buildTimeline(digitDashModule, record);
    if (!timeline.ok) throw new Error(timeline.error.message);
    const end = record.moves.length;
    const draws = record.moves.flatMap((m, i) =>
      m.player === 'chance' && isRecord(m.move) && m.move.type === 'drawTile' ? [i] : [],
    );
    expect(draws.length).toBeGreaterThan(0);
    for (const seat of [0, 1]) {
      const log = frameAt(timeline.value, end, seat).log;
      expect(log).toHaveLength(end);
      for (const i of draws) {
        const drawer = record.moves[i - 1]?.player;
        const seen = log[i]?.move;
        const tile = isRecord(seen) ? seen.tile : undefined;
        expect(typeof tile === 'number', `move ${i} seen by P${seat + 1}`).toBe(drawer === seat);
      }
    }
  });

  it('refuses a tampered record with record/corrupt', () => {
    const moves = record.moves.map((m, i) => (i === 3 ? { ...m, move: { type: 'endTurn' } } : m));
    const timeline = buildTimeline(digitDashModule, { ...record, moves });
    expect(timeline.ok ? null : timeline.error.code).toBe('record/corrupt');
  });

  it('refuses what is not a record', () => {
    for (const raw of [null, 42, { format: 'nope' }, []]) {
      const timeline = buildTimeline(digitDashModule, raw);
      expect(timeline.ok ? null : timeline.error.code).toMatch(/^record\//);
    }
  });

  it('replayed elsewhere (the worker’s answer), rebuilds the same match without applying a move here', async () => {
    const answer = await replayHere(record);
    // What crosses to the page is plain data, as a worker's message is.
    const timeline = timelineFrom(digitDashModule, record, structuredClone(answer));
    const here = buildTimeline(digitDashModule, record);
    if (!timeline.ok || !here.ok) throw new Error('the record should replay');
    expect(timeline.value.steps).toBe(here.value.steps);
    for (const step of [1, 7, record.moves.length]) {
      for (const viewer of ['spectator', 0, 1] as const) {
        expect(frameAt(timeline.value, step, viewer)).toEqual(frameAt(here.value, step, viewer));
      }
    }
    expect(timeline.value.match.state).toEqual(here.value.match.state);
  });

  it('replayed elsewhere, a tampered record or another game’s is refused with its code', async () => {
    const moves = record.moves.map((m, i) => (i === 3 ? { ...m, move: { type: 'endTurn' } } : m));
    const tampered = { ...record, moves };
    const refused = timelineFrom(digitDashModule, tampered, await replayHere(tampered));
    expect(refused.ok ? null : refused.error.code).toBe('record/corrupt');
    const other = { ...record, game: 'domino-run' };
    const wrong = timelineFrom(digitDashModule, other, await replayHere(record));
    expect(wrong.ok ? null : wrong.error.code).toBe('record/corrupt');
    const unknown = await replayHere({ ...record, game: 'chess' });
    expect(unknown.ok ? null : unknown.error.code).toBe('game/unknown');
  });

  it('steps forward and back', async () => {
    render(<ReplayViewer raw={record} />);
    const total = record.moves.length;
    expect(await screen.findByText(`Move 1 of ${total}`, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(screen.getByText(`Move 3 of ${total}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(screen.getByText(`Move 2 of ${total}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last move' }));
    expect(screen.getByText(`Move ${total} of ${total}`)).toBeTruthy();
    expect(screen.getByText(/Scores:/)).toBeTruthy();
  });

  it('a file that is not a record says so', async () => {
    render(<ReplayViewer raw={{ hello: 'world' }} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a Gameshelf game record/);
  });
});
