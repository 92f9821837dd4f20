import { writeFile } from 'node:fs/promises';
import {
  buildReport,
  type ExperimentReport,
  gameAnswers,
  htmlReport,
  planExperiment,
  playExperiment,
  playOnQueue,
  playUntilSettled,
} from '@gameshelf/lab';
import { EXIT, errorMessage, formatError, type Io } from '../io.ts';
import { progressBar } from '../progress.ts';
import { usageError } from './games.ts';
import { labUsage, parseLabArgs } from './lab-args.ts';
import { labText } from './lab-text.ts';

export { labUsage } from './lab-args.ts';

/**
 * `gameshelf lab`: an experiment on one game (one arm, two with `--vs`, and
 * with `--sequential` only until their difference is settled; a designer
 * report with `--report`), played on this machine's threads or
 * through a Redis queue to `gameshelf lab-worker`s, reported as text, JSON
 * or an HTML page with plots.
 */
export async function labCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseLabArgs(argv);
  if (!args.ok) return usageError(io, formatError(args.error), labUsage);
  const { module, request, json, html, workers, queue, sequential } = args.value;
  const plan = planExperiment(module, request);
  if (!plan.ok) return usageError(io, formatError(plan.error), labUsage);
  const bar = progressBar(`${module.game.name} lab`, !json && Boolean(process.stderr.isTTY));
  const onProgress = (done: number, total: number) => bar.update(done, total);
  let report: ExperimentReport;
  try {
    const played = sequential
      ? await playUntilSettled(plan.value, workers, onProgress)
      : {
          measures: queue
            ? await playOnQueue(plan.value, queue, onProgress)
            : await playExperiment(plan.value, workers, onProgress),
          games: plan.value.games,
        };
    const built = buildReport({ ...plan.value, games: played.games }, played.measures);
    report = args.value.report ? { ...built, analyses: gameAnswers(module) } : built;
  } catch (e) {
    bar.stop();
    io.err(`error: ${errorMessage(e)}`);
    return EXIT.failed;
  }
  bar.stop();
  const text = labText(module.game.name, report);
  io.out(json ? JSON.stringify(report, null, 2) : text);
  if (html) {
    try {
      await writeFile(html, htmlReport(module.game.name, report, text));
    } catch (e) {
      io.err(`error: the report could not be written to ${html}: ${errorMessage(e)}`);
      return EXIT.failed;
    }
  }
  if (html && !json) io.out(`\nreport written to ${html}`);
  return EXIT.ok;
}
