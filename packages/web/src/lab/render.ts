/**
 * One of the report's figures drawn with Observable Plot in the page's
 * document: the SVG, and its colour legend as a list (drawn by the page,
 * and again on the PNG, rather than Plot's own legend, whose styles arrive
 * as an inline style element that the site's Content-Security-Policy
 * refuses). The figures come from the lab (`reportFigures`): the HTML
 * report of the command line draws the same.
 */
import type { Figure } from '@gameshelf/lab/core';
import * as Plot from '@observablehq/plot';

export interface LegendItem {
  readonly label: string;
  readonly color: string;
}

export interface DrawnFigure {
  readonly svg: SVGSVGElement | HTMLElement;
  /** Empty when there is one colour only (one arm): nothing to tell apart. */
  readonly legend: readonly LegendItem[];
}

/** The widest a figure is drawn, as the lab's figures are made; narrower on a phone. */
export const FIGURE_WIDTH = 640;

export function drawFigure(figure: Figure, width = FIGURE_WIDTH): DrawnFigure {
  const svg = Plot.plot({
    ...figure.options,
    width,
    ariaLabel: figure.title,
    color: { ...figure.options.color, legend: false },
  });
  const scale = svg.scale('color');
  const domain = [...(scale?.domain ?? [])];
  const range = [...(scale?.range ?? [])];
  const legend = domain.map((label, i) => ({
    label: String(label),
    color: String(range[i % Math.max(1, range.length)] ?? 'currentColor'),
  }));
  return { svg, legend: legend.length > 1 ? legend : [] };
}
