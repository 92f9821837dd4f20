/**
 * Hints in a local match: the worker's host answers with the medium bot's
 * move for the seat to act, chosen from that seat's own view with the
 * hint's own generator, and asking for one changes nothing in the match.
 */
import { createBot } from '@gameshelf/bots/browser';
import { digitDashModule } from '@gameshelf/digit-dash';
import { type GameRecord, itemAt, parseRecord, replayRecord } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { hintRng } from '../src/local/hint.ts';
import { LocalTable } from '../src/local/local-table.ts';
import type { LocalSetup } from '../src/local/messages.ts';
import { inlinePort } from '../src/local/port.ts';
import type { TableState } from '../src/session/table.ts';

const deps = { loadModule: (id: string) => (id === 'digit-dash' ? Promise.resolve(digitDashModule) : null) };

function open(setup: LocalSetup) {
  const records: GameRecord[] = [];
  const table = new LocalTable({
    setup,
    record: null,
    port: inlinePort(deps),
    botDelayMs: 0,
    onRecord: (r) => records.push(r),
  });
  const until = (test: (s: TableState) => boolean) =>
    new Promise<TableState>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out')), 5000);
      const check = () => {
        if (!test(table.getState())) return;
        clearTimeout(timer);
        stop();
        resolve(table.getState());
      };
      const stop = table.subscribe(check);
      check();
    });
  const myTurn = () => until((s) => (s.position?.legal?.length ?? 0) > 0 && !s.pending);
  return { table, records, until, myTurn };
}

const vsBot: LocalSetup = {
  game: 'digit-dash',
  players: 2,
  options: {},
  seed: 'hint-test',
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
};

/** The medium bot's choice for `seat`, made afresh from the match the record replays. */
function mediumChoice(record: GameRecord, seat: number) {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const match = replayRecord(digitDashModule.game, parsed.value);
  if (!match.ok) throw new Error(match.error.message);
  const bot = createBot(digitDashModule, 'medium');
  if (!bot.ok) throw new Error(bot.error.message);
  const decision = match.value.decisionFor(seat, bot.value.wantsHistory);
  return bot.value.choose({ ...decision, rng: hintRng(vsBot.seed, match.value.log.length, seat) });
}

/** Plays a few of the person's turns (the move `pick` takes), asking for a hint before each when `ask`. */
async function play(ask: boolean, turns: number) {
  const { table, records, myTurn, until } = open(vsBot);
  for (let turn = 0; turn < turns; turn++) {
    const now = await myTurn();
    if (ask) await table.hint();
    const seq = now.position?.seq ?? 0;
    table.move(now.position?.legal?.[0]);
    await until((s) => (s.position?.seq ?? 0) > seq);
  }
  await myTurn();
  table.close();
  return records[records.length - 1];
}

describe('a hint in a local match', () => {
  it('is a legal move for the seat to act, the one the medium bot picks from that view', async () => {
    const { table, records, myTurn, until } = open(vsBot);
    for (let turn = 0; turn < 4; turn++) {
      const now = await myTurn();
      const answer = await table.hint();
      if (!answer.ok) throw new Error(answer.error.code);
      expect(answer.seat).toBe(0);
      expect(answer.seq).toBe(now.position?.seq);
      expect(now.position?.legal).toContainEqual(answer.move);
      expect(answer.move).toEqual(mediumChoice(itemAt(records, records.length - 1), 0));
      table.move(answer.move);
      await until((s) => (s.position?.seq ?? 0) > (now.position?.seq ?? 0));
    }
    table.close();
  });

  it('changes nothing in the match: the same moves lead to the same record, hash and all', async () => {
    const [plain, hinted] = await Promise.all([play(false, 5), play(true, 5)]);
    expect(hinted).toEqual(plain);
    expect(hinted?.moves.length).toBeGreaterThan(5);
  });

  it('is refused with a code in a game without a bot, and at a position the table has left', async () => {
    const alone = open({ ...vsBot, seats: [{ kind: 'human' }, { kind: 'human' }] });
    await alone.myTurn();
    const answer = await alone.table.hint();
    expect(answer.ok ? 'answered' : answer.error.code).toBe('hint/unavailable');
    alone.table.close();
    // Asked just after a move was sent: the host has moved on by the time it reads the request.
    const { table, myTurn } = open(vsBot);
    const now = await myTurn();
    table.move(now.position?.legal?.[0]);
    const late = await table.hint();
    expect(late.ok ? 'answered' : late.error.code).toBe('match/stale');
    table.close();
  });
});
