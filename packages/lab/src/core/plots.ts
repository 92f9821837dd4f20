/**
 * The report's figures as Observable Plot options: what to draw, without a
 * document. The HTML report renders them on a server-side DOM
 * (`../html.ts`); the web lab renders the same options in the page, with
 * `Plot.plot({ ...figure.options, document })`. Their words come from the
 * lab's locales (`words.ts`): English unless a `Translate` is given.
 */
import type { Translate } from '@gameshelf/engine/translate';
import * as Plot from '@observablehq/plot';
import { BINS } from './measures.ts';
import type { Curve } from './metrics.ts';
import type { ExperimentReport } from './report.ts';
import { labWords } from './words.ts';

export interface Figure {
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly options: Plot.PlotOptions;
}

const WIDTH = 640;
const percent = { percent: true, domain: [0, 100] } as const;

interface RatePoint {
  readonly arm: string;
  readonly name: string;
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** A row's name: the arm's label and the thing rated (the skill ladder and the sweep, which have no arm, the thing alone). */
const row = (p: RatePoint) => (p.arm ? `${p.arm} ${p.name}` : p.name);

/** Rates with their intervals: a dot for the rate, a bar for the interval, one row each. */
function rateFigure(
  id: string,
  title: string,
  caption: string,
  points: readonly RatePoint[],
  axis: string,
  fair?: number,
): Figure {
  const marks: Plot.Markish[] = [
    Plot.ruleY(points, {
      x1: 'low',
      x2: 'high',
      y: row,
      strokeWidth: 3,
      stroke: 'arm',
    }),
    Plot.dot(points, { x: 'rate', y: row, fill: 'arm', r: 4 }),
  ];
  if (fair !== undefined) marks.push(Plot.ruleX([fair], { stroke: 'gray', strokeDasharray: '4 3' }));
  return {
    id,
    title,
    caption,
    options: {
      width: WIDTH,
      marginLeft: 140,
      height: 40 + 28 * points.length,
      x: { ...percent, label: axis },
      y: { label: null },
      color: { legend: true },
      marks,
    },
  };
}

function curveFigure(
  id: string,
  title: string,
  caption: string,
  rows: readonly { arm: string; curve: Curve }[],
  label: string,
  progress: string,
): Figure {
  const data = rows.flatMap(({ arm, curve }) =>
    curve.flatMap((v, b) => (v === null ? [] : [{ arm, tenth: (b + 0.5) / BINS, value: v }])),
  );
  return {
    id,
    title,
    caption,
    options: {
      width: WIDTH,
      height: 260,
      x: { ...percent, label: progress },
      y: { label, grid: true },
      color: { legend: true },
      marks: [Plot.line(data, { x: 'tenth', y: 'value', stroke: 'arm', marker: 'circle' }), Plot.ruleY([0])],
    },
  };
}

function lengthFigure(report: ExperimentReport, t: Translate): Figure {
  const data = report.arms.flatMap((arm) =>
    arm.metrics.moves.histogram.map((b) => ({ arm: arm.label, ...b })),
  );
  return {
    id: 'length',
    title: t('figures.length.title'),
    caption: t('figures.length.caption'),
    options: {
      width: WIDTH,
      height: 260,
      x: { label: t('figures.length.x') },
      y: { label: t('figures.length.y'), grid: true },
      color: { legend: true },
      marks: [
        Plot.rectY(data, { x1: 'from', x2: 'to', y: 'count', fill: 'arm', fillOpacity: 0.6, inset: 0.5 }),
        Plot.ruleY([0]),
      ],
    },
  };
}

/** Every figure the report has data for, in the order a designer reads them, in the words of `t` (English by default). */
export function reportFigures(report: ExperimentReport, t: Translate = labWords()): Figure[] {
  const figures: Figure[] = [];
  const multi = report.arms.some((a) => a.players > 1);
  const rateAxis = t('figures.rate');
  const progress = t('figures.progress');
  if (multi) {
    figures.push(
      rateFigure(
        'seats',
        t('figures.seats.title'),
        t('figures.seats.caption'),
        report.arms.flatMap((arm) =>
          arm.metrics.bySeat.map((r, s) => ({ arm: arm.label, name: t('figures.seat', { n: s + 1 }), ...r })),
        ),
        rateAxis,
        1 / (report.arms[0]?.players ?? 2),
      ),
    );
  }
  figures.push(
    rateFigure(
      'bots',
      multi ? t('figures.bots.title') : t('figures.bots.soloTitle'),
      t('figures.bots.caption'),
      report.arms.flatMap((arm) =>
        arm.metrics.byBot.map((b) => ({ arm: arm.label, name: b.bot, ...b.wins })),
      ),
      rateAxis,
    ),
    lengthFigure(report, t),
  );
  if (multi) {
    figures.push(
      curveFigure(
        'lead',
        t('figures.lead.title'),
        t('figures.lead.caption'),
        report.arms.flatMap((a) => (a.metrics.lead ? [{ arm: a.label, curve: a.metrics.lead.curve }] : [])),
        t('figures.lead.y'),
        progress,
      ),
    );
  }
  figures.push(
    curveFigure(
      'branching',
      t('figures.branching.title'),
      t('figures.branching.caption'),
      report.arms.map((a) => ({ arm: a.label, curve: a.metrics.branching.curve })),
      t('figures.branching.y'),
      progress,
    ),
  );
  const hidden = report.arms.flatMap((a) =>
    a.metrics.hidden
      ? [{ arm: a.label, curve: a.metrics.hidden.curve.map((v) => (v === null ? null : v * 100)) }]
      : [],
  );
  if (hidden.length > 0) {
    figures.push(
      curveFigure(
        'hidden',
        t('figures.hidden.title'),
        t('figures.hidden.caption'),
        hidden,
        t('figures.hidden.y'),
        progress,
      ),
    );
  }
  const skill = report.skill;
  if (skill) {
    const solo = skill.rungs.length > 0;
    const points = solo
      ? skill.rungs.map((r) => ({ arm: '', name: r.label, ...r.won }))
      : skill.pairs.map((p) => ({ arm: '', name: p.label, ...p.share }));
    figures.push(
      rateFigure(
        'skill',
        t('figures.skill.title'),
        solo ? t('figures.skill.soloCaption') : t('figures.skill.caption'),
        points,
        rateAxis,
        solo ? undefined : skill.pairs[0]?.fair,
      ),
    );
  }
  if (report.sweep && report.sweep.length > 0) {
    const points = report.sweep.map((l) => ({
      arm: '',
      name: l.label,
      rate: l.primary.difference,
      low: l.primary.low,
      high: l.primary.high,
    }));
    const sweep = rateFigure(
      'sweep',
      t('figures.sweep.title'),
      multi ? t('figures.sweep.caption') : t('figures.sweep.soloCaption'),
      points,
      rateAxis,
      0,
    );
    figures.push({
      ...sweep,
      options: { ...sweep.options, x: { percent: true, label: t('figures.sweep.x') } },
    });
  }
  return figures;
}
