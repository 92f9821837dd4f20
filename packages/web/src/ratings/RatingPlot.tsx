/**
 * A rating's history drawn by Observable Plot: the rating after each rated
 * game, with its deviation as a band, over the games' dates.
 */

import type { RatingPoint } from '@gameshelf/protocol';
import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import { forPage } from '../kit/plot-on-page.ts';

const WIDTH = 560;

export function RatingPlot({ history, label }: { history: readonly RatingPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    const first = history[0];
    if (!element || !first) return;
    const width = Math.min(WIDTH, Math.max(280, element.clientWidth || WIDTH));
    // The rating before the first game, then after each: the line starts where the player started.
    const points = [
      { at: new Date(first.at), rating: first.before, low: first.before, high: first.before },
      ...history.map((h) => ({
        at: new Date(h.at),
        rating: h.rating,
        low: h.rating - h.rd,
        high: h.rating + h.rd,
      })),
    ].map((p, game) => ({ ...p, game }));
    const svg = Plot.plot({
      width,
      height: 220,
      marginLeft: 48,
      x: { label: null, tickFormat: (n: number) => String(n), ticks: Math.min(points.length, 8) },
      y: { label: null, grid: true },
      marks: [
        Plot.areaY(points, { x: 'game', y1: 'low', y2: 'high', fill: 'currentColor', fillOpacity: 0.12 }),
        Plot.lineY(points, { x: 'game', y: 'rating', stroke: 'currentColor', strokeWidth: 2 }),
        Plot.dot(points, { x: 'game', y: 'rating', fill: 'currentColor', r: 2.5 }),
      ],
    });
    element.replaceChildren(forPage(svg));
    return () => {
      element.replaceChildren();
    };
  }, [history]);
  return <div className="rating-plot" ref={box} role="img" aria-label={label} />;
}
