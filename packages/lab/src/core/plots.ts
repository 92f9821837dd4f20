/**
 * The report's figures as Observable Plot options: what to draw, without a
 * document. The HTML report renders them on a server-side DOM
 * (`../html.ts`); the web lab renders the same options in the page, with
 * `Plot.plot({ ...figure.options, document })`.
 */
import * as Plot from '@observablehq/plot';
import { BINS } from './measures.ts';
import type { Curve } from './metrics.ts';
import type { ExperimentReport } from './report.ts';

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

/** Rates with their intervals: a dot for the rate, a bar for the interval, one row each. */
function rateFigure(
  id: string,
  title: string,
  caption: string,
  points: readonly RatePoint[],
  fair?: number,
): Figure {
  const marks: Plot.Markish[] = [
    Plot.ruleY(points, {
      x1: 'low',
      x2: 'high',
      y: (p: RatePoint) => `${p.arm} ${p.name}`,
      strokeWidth: 3,
      stroke: 'arm',
    }),
    Plot.dot(points, { x: 'rate', y: (p: RatePoint) => `${p.arm} ${p.name}`, fill: 'arm', r: 4 }),
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
      x: { ...percent, label: 'win rate (%), 95% interval' },
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
      x: { ...percent, label: 'progress through the game (%)' },
      y: { label, grid: true },
      color: { legend: true },
      marks: [Plot.line(data, { x: 'tenth', y: 'value', stroke: 'arm', marker: 'circle' }), Plot.ruleY([0])],
    },
  };
}

function lengthFigure(report: ExperimentReport): Figure {
  const data = report.arms.flatMap((arm) =>
    arm.metrics.moves.histogram.map((b) => ({ arm: arm.label, ...b })),
  );
  return {
    id: 'length',
    title: 'Game length',
    caption: 'Moves (players’ decisions) per game: how many games fell in each range.',
    options: {
      width: WIDTH,
      height: 260,
      x: { label: 'moves per game' },
      y: { label: 'games', grid: true },
      color: { legend: true },
      marks: [
        Plot.rectY(data, { x1: 'from', x2: 'to', y: 'count', fill: 'arm', fillOpacity: 0.6, inset: 0.5 }),
        Plot.ruleY([0]),
      ],
    },
  };
}

/** Every figure the report has data for, in the order a designer reads them. */
export function reportFigures(report: ExperimentReport): Figure[] {
  const figures: Figure[] = [];
  const multi = report.arms.some((a) => a.players > 1);
  if (multi) {
    figures.push(
      rateFigure(
        'seats',
        'Win rate by seat',
        'Each seat’s share of the wins, with its 95% Wilson interval; the dashed line is the fair share.',
        report.arms.flatMap((arm) =>
          arm.metrics.bySeat.map((r, s) => ({ arm: arm.label, name: `seat ${s + 1}`, ...r })),
        ),
        1 / (report.arms[0]?.players ?? 2),
      ),
    );
  }
  figures.push(
    rateFigure(
      'bots',
      multi ? 'Win rate by bot' : 'Win rate',
      'Each bot’s share of the wins in the seats it filled, with its 95% Wilson interval.',
      report.arms.flatMap((arm) =>
        arm.metrics.byBot.map((b) => ({ arm: arm.label, name: b.bot, ...b.wins })),
      ),
    ),
    lengthFigure(report),
  );
  if (multi) {
    figures.push(
      curveFigure(
        'lead',
        'Lead changes',
        'Lead changes per game in each tenth of the game, by the game’s own evaluation.',
        report.arms.flatMap((a) => (a.metrics.lead ? [{ arm: a.label, curve: a.metrics.lead.curve }] : [])),
        'lead changes per game',
      ),
    );
  }
  figures.push(
    curveFigure(
      'branching',
      'Legal moves',
      'The number of legal moves at a decision, averaged over each tenth of the game.',
      report.arms.map((a) => ({ arm: a.label, curve: a.metrics.branching.curve })),
      'legal moves',
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
        'Hidden information',
        'The share of the state the player to act cannot see, over the game.',
        hidden,
        'hidden (%)',
      ),
    );
  }
  const skill = report.skill;
  if (skill) {
    const points =
      skill.rungs.length > 0
        ? skill.rungs.map((r) => ({ arm: 'skill', name: r.label, ...r.won }))
        : skill.pairs.map((p) => ({ arm: 'skill', name: p.label, ...p.share }));
    figures.push(
      rateFigure(
        'skill',
        'Skill ladder',
        skill.rungs.length > 0
          ? 'Each level’s win rate on the same deals.'
          : 'The stronger bot’s share of the wins against the weaker; the dashed line is its fair share.',
        points,
        skill.rungs.length > 0 ? undefined : skill.pairs[0]?.fair,
      ),
    );
  }
  if (report.sweep && report.sweep.length > 0) {
    const points = report.sweep.map((l) => ({
      arm: 'sweep',
      name: l.label,
      rate: l.primary.difference,
      low: l.primary.low,
      high: l.primary.high,
    }));
    const sweep = rateFigure(
      'sweep',
      'Option sweep',
      `How the ${report.sweep[0]?.primary.measure ?? 'win rate'} moves when each option moves one step (variant − base, same deals, 95% interval).`,
      points,
      0,
    );
    figures.push({
      ...sweep,
      options: { ...sweep.options, x: { percent: true, label: 'difference (points of %)' } },
    });
  }
  return figures;
}
