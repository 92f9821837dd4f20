/**
 * The tutorial page's table and its host: the script is played by the host
 * (in a browser, the tutorial's worker; here, in this thread), the page's
 * table shows what the host last sent, waits while a move is out, and a
 * Smashdodes shot, which needs the physics no page loads, is played there.
 */
import { havocLearn } from '@gameshelf/domino-havoc/learn';
import { smashdodesLearn } from '@gameshelf/smashdodes/learn';
import { describe, expect, it } from 'vitest';
import { inlineLessonPort, LessonTable } from '../../src/learn/lesson-table.ts';

/** Resolves at the table's next change. */
const changed = (table: LessonTable) =>
  new Promise<void>((done) => {
    const stop = table.subscribe(() => {
      stop();
      done();
    });
  });

async function started(game: string, steps: number): Promise<LessonTable> {
  const table = new LessonTable(game, steps, inlineLessonPort());
  await changed(table);
  return table;
}

describe('LessonTable', () => {
  it('shows step 1 of the script once the host sent it; a move is pending until its answer; wrong, right, restart', async () => {
    const steps = havocLearn.tutorial.steps.length;
    const table = new LessonTable('domino-havoc', steps, inlineLessonPort());
    expect(table.getProgress()).toEqual({ step: 0, steps, wrong: null });
    expect(table.getState().position).toBeNull();
    await changed(table);
    expect(table.getState().position?.legal).toEqual([{ type: 'drawBoneyard' }]);

    table.move({ type: 'drawBoneyard' });
    expect(table.getState().pending).toBe(true);
    await changed(table);
    expect(table.getState().pending).toBe(false);
    expect(table.getProgress()).toEqual({ step: 1, steps, wrong: null });

    table.move({ type: 'discard', domino: [0, 9] });
    await changed(table);
    expect(table.getProgress()).toEqual({ step: 1, steps, wrong: 'steps.play.wrong' });
    expect(table.getState().pending).toBe(false);

    table.restart();
    await changed(table);
    expect(table.getProgress()).toEqual({ step: 0, steps, wrong: null });
    table.close();
  });

  it('a move the host cannot read is answered too, so the board does not wait for ever', async () => {
    const table = await started('domino-havoc', havocLearn.tutorial.steps.length);
    table.move({ type: 'no such move' });
    await changed(table);
    expect(table.getState().pending).toBe(false);
    expect(table.getProgress().step).toBe(0);
    table.close();
  });

  it('SD-7 plays a Smashdodes drop-roll with its physics in the host, and the next step begins', async () => {
    const table = await started('smashdodes', smashdodesLearn.tutorial.steps.length);
    table.move({ type: 'drop', die: 2, x: 0, z: 0, height: 80, spin: [0, 0, 0] });
    await changed(table);
    expect(table.getState().fatal).toBeNull();
    expect(table.getProgress()).toMatchObject({ step: 1, wrong: null });
    table.close();
  });

  it('an unknown game ends the table with a coded error', async () => {
    const table = await started('no-such-game', 0);
    expect(table.getState().fatal?.code).toBe('game/unknown');
  });
});
