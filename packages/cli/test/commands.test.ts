import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { itemAt, Rng } from '@gameshelf/engine';
import { SHELF } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { scriptedIo } from './scripted-io.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-cli-'));

async function run(argv: string[], answers: Parameters<typeof scriptedIo>[0] = []) {
  const s = scriptedIo(answers);
  const code = await main(argv, s.io);
  return { code, out: s.text(), err: s.errorText() };
}

/** Answers every menu with a random choice among those offered (seeded), quitting after `limit` prompts. */
function randomAnswers(seed: string, limit: number) {
  const rng = Rng.fromSeed(seed);
  let asked = 0;
  return (prompt: string) => {
    if (++asked > limit) return 'q';
    const m = /choose 1-(\d+)/.exec(prompt);
    return m ? String(1 + rng.int(Number(m[1]))) : '';
  };
}

describe('gameshelf', () => {
  it('refuses an unknown command and unknown flags with a usage error', async () => {
    expect(await run(['fly'])).toMatchObject({ code: 2 });
    const r = await run(['games', '--nope']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('input/invalid');
  });

  it('games --json lists every game on the shelf with its players and options', async () => {
    const r = await run(['games', '--json']);
    expect(r.code).toBe(0);
    const games = JSON.parse(r.out);
    expect(games.map((g: { id: string }) => g.id)).toEqual(SHELF.map((m) => m.game.id));
    for (const g of games) expect(g.players.min).toBeGreaterThanOrEqual(1);
  });

  it('takes the player count the options allow when none is given (DIGIT Solitaire is for one)', async () => {
    const r = await run([
      'play',
      'digit',
      '--option',
      'version=solitaire',
      '--seats',
      'bot:planner',
      '--seed',
      '4',
    ]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Game over.');
    const sim = await run([
      'simulate',
      'digit',
      '--option',
      'version=solitaire',
      '--games',
      '2',
      '--bots',
      'greedy',
      '--json',
    ]);
    expect(JSON.parse(sim.out).players).toBe(1);
  });

  it("games offers no internal option (Smashdodes' physics model), but --option still sets and checks it", async () => {
    const listed = await run(['games']);
    expect(listed.out).toContain('--option exact=');
    expect(listed.out).not.toContain('physics');
    const json = JSON.parse((await run(['games', '--json'])).out);
    const smash = json.find((g: { id: string }) => g.id === 'smashdodes');
    expect(smash.options.find((o: { name: string }) => o.name === 'physics')).toMatchObject({
      internal: true,
    });
    const seats = ['--seats', 'human,bot:random', '--seed', '3'];
    const quit = () => 'q';
    const saved = join(dir, 'smashdodes-physics-1.json');
    const model1 = await run(
      ['play', 'smashdodes', '--option', 'physics=1', ...seats, '--record', saved],
      quit,
    );
    expect(model1.code, model1.err).toBe(0);
    expect(JSON.parse(readFileSync(saved, 'utf8')).options).toMatchObject({ physics: 1 });
    const bad = await run(['play', 'smashdodes', '--option', 'physics=9', ...seats], quit);
    expect(bad.err).toContain('options/invalid');
  });

  it('play refuses an unknown game, bad seats and bad options with coded errors', async () => {
    const id = itemAt(SHELF, 0).game.id;
    expect((await run(['play', 'chess'])).err).toContain('game/unknown');
    expect((await run(['play', id, '--seats', 'human,martian'])).err).toContain('input/invalid');
    expect((await run(['play', id, '--option', 'nonsense=1'])).err).toContain('options/invalid');
  });
});

describe.each(SHELF.map((m) => [m.game.id, m] as const))('gameshelf with %s', (id, module) => {
  const players = module.game.players.default;
  const bots = Array.from({ length: players }, () => 'bot:random').join(',');
  const recordPath = join(dir, `${id}.json`);

  it('plays a game between bots to the end and saves a record that replays', async () => {
    const r = await run(['play', id, '--seats', bots, '--seed', '11', '--record', recordPath]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Game over.');
    const replay = await run(['replay', recordPath]);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toContain('the record checks out');
  });

  it('replay names the first bad move of a tampered record', async () => {
    const record = JSON.parse(readFileSync(recordPath, 'utf8'));
    const index = record.moves.findIndex((m: { player: unknown }) => typeof m.player === 'number');
    record.moves[index].move = { type: 'tampered' };
    const tampered = join(dir, `${id}-tampered.json`);
    writeFileSync(tampered, JSON.stringify(record));
    const r = await run(['replay', tampered]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('record/corrupt');
    expect(r.err).toContain(`move ${index + 1}:`);
    writeFileSync(tampered, '{ not json');
    expect((await run(['replay', tampered])).err).toContain('record/malformed');
  });

  it('a person can play through the menus (random answers) and stop with q', async () => {
    const seats = ['human', ...Array.from({ length: players - 1 }, () => 'bot:random')].join(',');
    const r = await run(['play', id, '--seats', seats, '--seed', '5'], randomAnswers(id, 300));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Game over\.|Stopped before the end\./);
    expect(r.out).toContain('your move');
  });

  // The plumbing, not the bots' strength: one deal each way round, and a search of two iterations.
  it('tournament plays every pairing on mirrored deals and rates the bots', async () => {
    const r = await run([
      'tournament',
      id,
      '--bots',
      'random,ismcts:2:d=1',
      '--games',
      '2',
      '--seed',
      '2',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.pairings).toHaveLength(2);
    expect(report.ratings.map((x: { bot: string }) => x.bot).sort()).toEqual(['ismcts:2:d=1', 'random']);
    expect((await run(['tournament', id, '--bots', 'random'])).err).toContain('bot/invalid');
  });

  it('simulate gives the same report for the same seed, with one worker or two', async () => {
    const args = ['simulate', id, '--games', '4', '--bots', 'random', '--seed', '3', '--json'];
    const one = await run(args);
    const two = await run([...args, '--workers', '2']);
    expect(one.code, one.err).toBe(0);
    expect(two.out).toBe(one.out);
    const report = JSON.parse(one.out);
    expect(report.games).toBe(4);
    expect(report.bots[0].bot).toBe('random');
  });
});
