/**
 * Local matches: the engine and bots behind a port (in this thread here; a
 * Web Worker in the app). Moves go through the engine, refusals come back
 * coded, bots play their seats, a record resumes the same match, and with
 * several people at one screen the table is held back until the next one
 * takes the device.
 */
import { digitDashModule } from '@gameshelf/digit-dash';
import type { GameRecord } from '@gameshelf/engine';
import { isRecord, itemAt } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/i18n.ts';
import { LocalTable } from '../src/local/local-table.ts';
import type { LocalSetup } from '../src/local/messages.ts';
import { inlinePort } from '../src/local/port.ts';
import { seatLabels } from '../src/session/seats.ts';
import type { TableState } from '../src/session/table.ts';

const deps = { loadModule: (id: string) => (id === 'digit-dash' ? Promise.resolve(digitDashModule) : null) };

function open(setup: LocalSetup, record: GameRecord | null = null) {
  const records: GameRecord[] = [];
  const table = new LocalTable({
    setup,
    record,
    port: inlinePort(deps),
    botDelayMs: 0,
    onRecord: (r) => records.push(r),
  });
  const until = (test: (s: TableState) => boolean) =>
    new Promise<TableState>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out in ${JSON.stringify(table.getState().position?.seq)}`)),
        5000,
      );
      const check = () => {
        const state = table.getState();
        if (test(state)) {
          clearTimeout(timer);
          stop();
          resolve(state);
        }
      };
      const stop = table.subscribe(check);
      check();
    });
  return { table, records, until };
}

/** A move that moves the game along: draw, then discard (or whatever is asked). */
function endOfTurn(legal: readonly unknown[]): unknown {
  const types = ['draw', 'discard', 'endTurn'];
  return legal.find((m) => isRecord(m) && typeof m.type === 'string' && types.includes(m.type)) ?? legal[0];
}

const vsBot: LocalSetup = {
  game: 'digit-dash',
  players: 2,
  options: {},
  seed: 'local-test',
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
};

describe('a local match', () => {
  it('shows the human seat its view, and the bot plays its own turns', async () => {
    const { table, until } = open(vsBot);
    const state = await until((s) => s.position?.legal !== null && s.position !== null);
    expect(state.position?.seat).toBe(0);
    expect(seatLabels(state.seats, translate).map((s) => s.name)).toEqual(['You', 'Bot (easy)']);
    // Play the human's turns with the first legal move until the bot has moved too.
    for (let turn = 0; turn < 6; turn++) {
      const now = await until((s) => (s.position?.legal?.length ?? 0) > 0 && !s.pending);
      table.move(endOfTurn(now.position?.legal ?? []));
      await until((s) => (s.position?.seq ?? 0) > (now.position?.seq ?? 0));
    }
    const log = table.getState().position?.log ?? [];
    expect(log.some((e) => e.player === 1)).toBe(true);
    table.close();
  });

  it('refuses a move that is not legal, with its code, and changes nothing', async () => {
    const { table, until } = open(vsBot);
    const before = await until((s) => (s.position?.legal?.length ?? 0) > 0);
    table.move({ type: 'meld', tiles: [99] });
    const after = await until((s) => s.error !== null);
    expect(after.error?.code).toMatch(/^move\//);
    expect(after.position?.seq).toBe(before.position?.seq);
    table.close();
  });

  it('continues from its record exactly where it stopped', async () => {
    const first = open(vsBot);
    const start = await first.until((s) => (s.position?.legal?.length ?? 0) > 0);
    first.table.move(start.position?.legal?.[0]);
    const moved = await first.until(
      (s) => (s.position?.seq ?? 0) > (start.position?.seq ?? 0) && (s.position?.legal?.length ?? 0) > 0,
    );
    first.table.close();
    const record = itemAt(first.records, first.records.length - 1);
    const again = open(vsBot, record);
    const resumed = await again.until((s) => s.position !== null);
    expect(resumed.position?.view).toEqual(moved.position?.view);
    expect(resumed.position?.seq).toBe(moved.position?.seq);
    again.table.close();
  });

  it('a corrupt record ends the table with a coded error', async () => {
    // Every field of the right type, but no whole number of players: the host checks the record it is given.
    const corrupt: GameRecord = {
      format: 'gameshelf-record',
      version: 1,
      engineVersion: '0',
      game: 'digit-dash',
      players: 1.5,
      options: {},
      seed: 'local-test',
      moves: [],
      finalHash: '',
      result: null,
    };
    const { until } = open(vsBot, corrupt);
    expect((await until((s) => s.fatal !== null)).fatal?.code).toMatch(/^record\//);
  });

  it('an unknown game ends the table with a coded error', async () => {
    const { until } = open({ ...vsBot, game: 'nope' });
    expect((await until((s) => s.fatal !== null)).fatal?.code).toBe('game/unknown');
  });

  it('hot-seat: the next person must take the device before their table is shown', async () => {
    const { table, until } = open({ ...vsBot, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const first = await until((s) => s.position !== null);
    const actor = itemAt(first.position?.toAct ?? [], 0);
    // The person looking is the one who acts first; no hand-over yet.
    expect(first.handoff).toBeNull();
    expect(first.position?.seat).toBe(actor);
    // Play until the turn passes to the other person.
    let state = first;
    while (state.handoff === null) {
      const seq = state.position?.seq ?? 0;
      table.move(endOfTurn(state.position?.legal ?? []));
      state = await until((s) => (s.position?.seq ?? 0) > seq);
    }
    expect(state.handoff).toBe(1 - actor);
    table.move(state.position?.legal?.[0]);
    expect(table.getState().pending).toBe(false);
    table.takeSeat(1 - actor);
    const taken = await until((s) => s.handoff === null);
    expect(taken.position?.seat).toBe(1 - actor);
    expect(taken.position?.legal?.length).toBeGreaterThan(0);
    table.close();
  });

  it('is sent the view after each turn once, and keeps it, so the log can be told in words', async () => {
    const { table, until } = open({ ...vsBot, seats: [{ kind: 'human' }, { kind: 'human' }] });
    let state = await until((s) => s.position !== null);
    for (let moves = 0; moves < 6; moves++) {
      const seq = state.position?.seq ?? 0;
      if (state.handoff !== null) table.takeSeat(state.handoff);
      else table.move(endOfTurn(state.position?.legal ?? []));
      state = await until(
        (s) =>
          (s.position?.seq ?? 0) > seq || (s.handoff === null && s.position?.seat !== state.position?.seat),
      );
    }
    const log = state.position?.log ?? [];
    const seat = state.position?.seat ?? 0;
    // Every entry that ends a turn (the next one is a player's, or none) carries the seat's view after it.
    log.forEach((entry, i) => {
      const endsTurn = i === log.length - 1 || log[i + 1]?.player !== 'chance';
      expect(entry.after !== undefined, `entry ${i}`).toBe(endsTurn);
      if (endsTurn) expect(entry.after).toMatchObject({ viewer: seat });
    });
    table.close();
  });
});
