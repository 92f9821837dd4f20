/**
 * The lab's browser-safe entry (`@gameshelf/lab/core`): experiments, their
 * seeds and plans, one game played and measured, the measures, their
 * aggregation and statistics, and the report, with no Node import, so a
 * Web Worker plays an experiment's games exactly as a worker thread does.
 * A caller brings the game's module (from the shelf's catalog) and plays
 * the jobs it is given with `playMeasured`; `buildReport` gathers the
 * measures, in any order, into the report.
 */
export * from './arms.ts';
export * from './compare.ts';
export * from './designer.ts';
export * from './experiment.ts';
export * from './measures.ts';
export * from './metrics.ts';
export * from './play.ts';
export * from './plots.ts';
export * from './report.ts';
export * from './statistics.ts';
export * from './words.ts';
