/**
 * `gameshelf lab` and `lab-worker`, the contract: flags, the JSON report's
 * shape, coded errors with exit code 2, the HTML page, and the queue.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeQueue } from '@gameshelf/lab';
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { scriptedIo } from './scripted-io.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-lab-'));

async function run(argv: string[]) {
  const s = scriptedIo([]);
  const code = await main(argv, s.io);
  return { code, out: s.text(), err: s.errorText() };
}

const quick = ['digit-dash', '--games', '2', '--seed', '3', '--bots', 'greedy,random'];

describe('gameshelf lab: bad flags are options/invalid with exit code 2', () => {
  it.each([
    ['an unknown flag', [...quick, '--nope']],
    ['no --games', ['digit-dash', '--seed', '1']],
    ['a count that is no number', ['digit-dash', '--games', 'many']],
    ['--vs without name=value', [...quick, '--vs', 'blockLimit']],
    ['an unknown option in --vs', [...quick, '--vs', 'colour=red']],
    ['an option value out of range', [...quick, '--option', 'blockLimit=5']],
    ['a queue that is not Redis', [...quick, '--queue', 'http://localhost']],
    ['--report with --vs', [...quick, '--report', '--vs', 'blockLimit=20']],
    ['--sequential without --vs', [...quick, '--sequential']],
    ['no game', ['--games', '2']],
  ])('%s', async (_, argv) => {
    const r = await run(['lab', ...argv]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('error [options/invalid]');
    expect(r.err).toContain('usage: gameshelf lab');
  });

  it('an unknown game and an unknown bot keep their own codes', async () => {
    expect((await run(['lab', 'chess', '--games', '2'])).err).toContain('game/unknown');
    expect((await run(['lab', ...quick.slice(0, 5), '--bots', 'martian'])).err).toContain('bot/unknown');
  });

  it('lab-worker wants a Redis queue', async () => {
    const r = await run(['lab-worker']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('options/invalid');
  });
});

describe('gameshelf lab: the report', () => {
  it('--json prints game, seed, games and the arms with options, players, bots and metrics', async () => {
    const r = await run(['lab', ...quick, '--json']);
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ game: 'digit-dash', seed: 3, games: 2 });
    expect(report.comparison).toBeUndefined();
    const [arm] = report.arms;
    expect(arm).toMatchObject({ players: 2, bots: ['greedy', 'random'], options: { blockLimit: 60 } });
    for (const key of ['bySeat', 'firstMover', 'byBot', 'draws', 'moves', 'turns', 'scores', 'lead', 'drama'])
      expect(arm.metrics).toHaveProperty(key);
    for (const key of ['decisiveness', 'branching', 'hidden']) expect(arm.metrics).toHaveProperty(key);
  });

  it('--vs adds a second arm differing by those options, and a comparison', async () => {
    const r = await run(['lab', ...quick, '--vs', 'blockLimit=20', '--json']);
    const report = JSON.parse(r.out);
    expect(report.arms.map((a: { options: { blockLimit: number } }) => a.options.blockLimit)).toEqual([
      60, 20,
    ]);
    expect(report.comparison.primary).toMatchObject({ measure: 'first mover win rate' });
    expect(report.comparison.primary.sequential.method).toContain('mSPRT');
  });

  it('--sequential stops once the difference is settled, at the game the test settled it', async () => {
    const argv = ['domino-run', '--games', '300', '--seed', '1', '--bots', 'greedy', '--vs', 'keys=2'];
    const r = await run(['lab', ...argv, '--sequential', '--json']);
    expect(r.code, r.err).toBe(0);
    const report = JSON.parse(r.out);
    const settled = report.comparison.primary.sequential.settledAfter;
    expect(settled).toBeGreaterThan(0);
    expect(report.games).toBe(settled);
    expect(report.arms[0].metrics.games).toBe(settled);
    expect(report.comparison.primary.sequential.low).toBeGreaterThan(0);
  });

  it('the same seed gives the same report on one worker or two', async () => {
    const one = await run(['lab', ...quick, '--json']);
    const two = await run(['lab', ...quick, '--json', '--workers', '2']);
    expect(two.out).toBe(one.out);
  });

  it('--html writes a page with the plots as SVG and the report inside', async () => {
    const file = join(dir, 'report.html');
    const r = await run(['lab', ...quick, '--html', file]);
    expect(r.code, r.err).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('Win rate by seat');
    expect(html).toContain('id="report"');
    expect(r.out).toContain('first mover wins');
  });

  it('an --html file that cannot be written fails with exit code 1, after the report', async () => {
    const r = await run(['lab', ...quick, '--html', join(dir, 'no-such-folder', 'report.html')]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('could not be written');
    expect(r.out).toContain('first mover wins');
  });

  it('--report adds the skill ladder and the option sweep (Domino Run, solo)', async () => {
    const r = await run(['lab', 'domino-run', '--games', '2', '--seed', '1', '--report']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Skill ladder');
    expect(r.out).toContain('Option sweep');
    expect(r.out).toContain('turnLimit=');
    // Without --bots the headline is the best planner's: the hard level.
    expect(r.out).toContain('Arm A: 1 player, bots hard');
  });

  it('without --seed the seed is 1, as the help says', async () => {
    const argv = ['lab', 'digit-dash', '--games', '2', '--bots', 'greedy,random', '--json'];
    const left = await run(argv);
    expect(JSON.parse(left.out).seed).toBe(1);
    expect((await run([...argv, '--seed', '1'])).out).toBe(left.out);
  });
});

describe('gameshelf lab --queue with lab-worker', () => {
  it('a worker plays the queued games and the report equals the local one', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `gs-test:lab-cli:${process.pid}:${randomBytes(4).toString('hex')}`;
    const queue = ['--queue', url, '--queue-prefix', prefix];
    const worker = run(['lab-worker', ...queue, '--idle-exit', '3']);
    const [queued, local] = [
      await run(['lab', ...quick, '--json', ...queue]),
      await run(['lab', ...quick, '--json']),
    ];
    const stopped = await worker;
    expect(queued.code, queued.err).toBe(0);
    expect(queued.out).toBe(local.out);
    expect(stopped.code).toBe(0);
    expect(stopped.err).toContain('stopped after 1 job');
    await removeQueue({ url, prefix });
  });
});
