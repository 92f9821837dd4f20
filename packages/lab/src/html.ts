/**
 * The report as one self-contained HTML page: the figures of
 * `core/plots.ts` rendered to SVG on a server-side DOM (linkedom), the
 * report as text, and the report's JSON for a program to read back. No
 * script and nothing fetched: the page opens from a file anywhere.
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import { reportFigures } from './core/plots.ts';
import type { ExperimentReport } from './core/report.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #222; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
figure { margin: 1rem 0 2rem; } figcaption { color: #555; font-size: 0.9rem; }
pre { font-size: 12px; overflow-x: auto; background: #f6f6f6; padding: 0.8rem; }
`;

/** The page: `name` is the game's name, `text` the report as the terminal shows it. */
export function htmlReport(name: string, report: ExperimentReport, text: string): string {
  const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
  const figures = reportFigures(report).map((f) => {
    const svg = Plot.plot({ ...f.options, document });
    return `<section><h2>${escapeHtml(f.title)}</h2><figure>${svg.outerHTML}<figcaption>${escapeHtml(f.caption)}</figcaption></figure></section>`;
  });
  // `<` inside the JSON is escaped so that no string in it can close the script element.
  const json = JSON.stringify(report).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(name)}: designer's lab</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(name)}: designer's lab</h1>`,
    `<p>${report.games} games an arm, seed ${escapeHtml(String(report.seed))}. What each measure means: docs/lab.md.</p>`,
    ...figures,
    `<h2>The numbers</h2><pre>${escapeHtml(text)}</pre>`,
    `<script type="application/json" id="report">${json}</script>`,
    '</body></html>',
  ].join('\n');
}
