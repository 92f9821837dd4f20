/** The report to take away: JSON as the command line prints it, CSV with every number, file names. */
import { dominoRunModule } from '@gameshelf/domino-run';
import { buildReport, gameJobs, planExperiment, playMeasured } from '@gameshelf/lab/core';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, reportCsv, reportFileName, reportJson, reportRows } from '../../src/lab/export.ts';

function report(seed: string | number = 3) {
  const plan = planExperiment(dominoRunModule, {
    game: 'domino-run',
    arms: [
      { bots: ['random'], label: 'A' },
      { bots: ['random'], options: { enemySpeed: 3 }, label: 'B' },
    ],
    games: 4,
    seed,
  });
  if (!plan.ok) throw new Error(plan.error.message);
  return buildReport(
    plan.value,
    gameJobs(plan.value).map((job) => playMeasured(dominoRunModule, plan.value, job)),
  );
}

describe('the lab’s exports', () => {
  it('JSON is the report itself, as `gameshelf lab --json` prints it', () => {
    const r = report();
    const text = reportJson(r);
    expect(JSON.parse(text)).toEqual(r);
    expect(text.startsWith(JSON.stringify(r, null, 2))).toBe(true);
    expect(Object.keys(JSON.parse(text))).toEqual(['game', 'seed', 'games', 'arms', 'comparison']);
  });

  it('CSV has a row for each number, with its interval and count where it has them', () => {
    const r = report();
    const rows = reportRows(r);
    const won = rows.find((row) => row[0] === 'arm' && row[1] === 'A' && row[2] === 'won');
    expect(won).toEqual([
      'arm',
      'A',
      'won',
      r.arms[0]?.metrics.won.rate,
      r.arms[0]?.metrics.won.low,
      r.arms[0]?.metrics.won.high,
      4,
    ]);
    const moves = rows.find((row) => row[1] === 'B' && row[2] === 'moves.mean');
    expect(moves?.[3]).toBe(r.arms[1]?.metrics.moves.mean);
    expect(rows.some((row) => row[2] === 'moves.median')).toBe(true);
    // A kind of ending is named by itself: random bots are caught in every game of this seed.
    const caught = r.arms[0]?.metrics.outcomes?.find((o) => o.outcome === 'caught');
    expect(rows.find((row) => row[1] === 'A' && row[2] === 'outcomes.caught.games')).toEqual([
      'arm',
      'A',
      'outcomes.caught.games',
      caught?.games.rate,
      caught?.games.low,
      caught?.games.high,
      4,
    ]);
    expect(rows.some((row) => row[2].includes('histogram'))).toBe(false);
    expect(rows.some((row) => row[0] === 'comparison' && row[1] === 'B − A' && row[2] === 'primary')).toBe(
      true,
    );
    const lines = reportCsv(r).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(lines).toHaveLength(rows.length + 1);
  });

  it('quotes a cell with a comma or a quote in it', () => {
    const { comparison: _, ...one } = report();
    const r = { ...one, arms: [] };
    const csv = reportCsv({
      ...r,
      skill: { pairs: [], rungs: [], index: null },
      sweep: [],
    });
    expect(csv.split('\r\n')[1]).toBe('skill,,index,,,,');
    const quoted = reportCsv({
      ...r,
      skill: {
        pairs: [],
        rungs: [{ label: 'a, "b"', won: { count: 1, n: 2, rate: 0.5, low: 0.1, high: 0.9 }, meanScore: 1 }],
        index: null,
      },
    });
    expect(quoted).toContain('skill,,"rungs.a, ""b"".won",0.5,0.1,0.9,2');
    expect(quoted).not.toContain('.label');
  });

  it('names the files after the game and the seed', () => {
    expect(reportFileName({ game: 'domino-run', seed: 3 }, 'csv')).toBe('domino-run-lab-seed-3.csv');
    expect(reportFileName({ game: 'digit', seed: 'a b/c' }, 'png')).toBe('digit-lab-seed-a_b_c.png');
  });
});
