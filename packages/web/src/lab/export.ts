/**
 * The report to take away: JSON (what `gameshelf lab --json` prints, the
 * same shape and the same numbers for the same experiment), CSV (every
 * number of it, one a row, for a spreadsheet) and the file names they are
 * saved under. The PNG of the figures is png.ts.
 */
import type { ExperimentReport } from '@gameshelf/lab/core';

export function reportJson(report: ExperimentReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export const CSV_HEADER = ['section', 'arm', 'measure', 'value', 'low', 'high', 'n'] as const;
type Cell = string | number | null;
type Row = readonly [
  section: string,
  arm: string,
  measure: string,
  value: Cell,
  low: Cell,
  high: Cell,
  n: Cell,
];

const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number | null => (typeof x === 'number' ? x : null);

/** What names an item of a list. */
const NAMES = ['bot', 'stat', 'outcome', 'label', 'measure'] as const;

/** The keys a summary's own row holds, by what makes it that summary. */
const SUMMARIES: readonly (readonly [mark: string, value: string, shown: readonly string[]])[] = [
  ['rate', 'rate', ['count', 'n', 'rate', 'low', 'high']],
  ['median', 'mean', ['n', 'mean', 'low', 'high', 'histogram']],
  ['difference', 'difference', ['difference', 'low', 'high']],
];

/**
 * One row per number, named by its path in the JSON report (`bySeat.1`,
 * `moves.median`, `lead.curve.3`): a rate, a distribution's mean and a
 * difference are one row with their interval; a histogram is left to the JSON.
 */
function walk(section: string, arm: string, path: string, value: unknown, out: Row[]): void {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (value === undefined) return;
  if (typeof value === 'number' || typeof value === 'string' || value === null) {
    out.push([section, arm, path, value, null, null, null]);
  } else if (typeof value === 'boolean') {
    out.push([section, arm, path, String(value), null, null, null]);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      // A list of named things (bots, conditions, outcomes, differences) is named by them; seats and tenths by their number.
      const key = isRecord(item) ? NAMES.find((k) => typeof item[k] === 'string') : undefined;
      if (key && isRecord(item)) {
        const { [key]: name, ...rest } = item;
        walk(section, arm, at(String(name)), rest, out);
      } else walk(section, arm, at(String(i + 1)), item, out);
    }
  } else if (isRecord(value)) {
    const summary = SUMMARIES.find(([mark]) => mark in value);
    if (summary) {
      const [, main] = summary;
      const name = main === 'mean' ? at('mean') : path;
      out.push([section, arm, name, num(value[main]), num(value.low), num(value.high), num(value.n)]);
    }
    for (const [key, inner] of Object.entries(value))
      if (!summary?.[2].includes(key)) walk(section, arm, at(key), inner, out);
  }
}

export function reportRows(report: ExperimentReport): Row[] {
  const rows: Row[] = [];
  for (const arm of report.arms) walk('arm', arm.label, '', arm.metrics, rows);
  if (report.comparison) {
    const { a, b, ...compared } = report.comparison;
    walk('comparison', `${b} − ${a}`, '', compared, rows);
  }
  if (report.skill) walk('skill', '', '', report.skill, rows);
  for (const { option: _, label, ...line } of report.sweep ?? []) walk('sweep', label, '', line, rows);
  return rows;
}

const cell = (c: Cell) => {
  const text = c === null ? '' : String(c);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The report's numbers as CSV: `section,arm,measure,value,low,high,n`. */
export function reportCsv(report: ExperimentReport): string {
  return `${[CSV_HEADER, ...reportRows(report)].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** `digit-dash-lab-seed-7.json` */
export function reportFileName(report: Pick<ExperimentReport, 'game' | 'seed'>, extension: string): string {
  const seed = String(report.seed)
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .slice(0, 40);
  return `${report.game}-lab-seed-${seed}.${extension}`;
}
