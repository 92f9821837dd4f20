/**
 * The report's figures on the page (`reportFigures`, in the language
 * shown), each drawn by Observable Plot into its box, with its title, its
 * legend and its caption; drawn again as the report grows.
 */
import { isLanguage } from '@gameshelf/engine/translate';
import { type Figure, labWords } from '@gameshelf/lab/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWords } from '../i18n/use-words.ts';
import { forPage } from '../kit/plot-on-page.ts';
import { drawFigure, FIGURE_WIDTH, type LegendItem } from './render.ts';

/** The lab's figures in the language shown. */
export function useFigureWords() {
  const { language } = useWords();
  const code = language.split('-')[0];
  return useMemo(() => labWords(isLanguage(code) ? code : 'en'), [code]);
}

function FigureView({ figure }: { figure: Figure }) {
  const box = useRef<HTMLDivElement>(null);
  const [legend, setLegend] = useState<readonly LegendItem[]>([]);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // As wide as the box (a phone's screen), no wider than the lab draws it.
    const width = Math.min(FIGURE_WIDTH, Math.max(280, element.clientWidth || FIGURE_WIDTH));
    const drawn = drawFigure(figure, width);
    element.replaceChildren(forPage(drawn.svg));
    setLegend(drawn.legend);
  }, [figure]);
  const titleId = `lab-figure-${figure.id}`;
  return (
    <figure className="lab-figure card" aria-labelledby={titleId} data-figure={figure.id}>
      <h3 id={titleId}>{figure.title}</h3>
      {legend.length > 0 ? (
        <ul className="lab-legend">
          {legend.map((item) => (
            <li key={item.label}>
              <span className="lab-swatch" style={{ background: item.color }} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="lab-plot" ref={box} role="img" aria-label={`${figure.title}. ${figure.caption}`} />
      <figcaption>{figure.caption}</figcaption>
    </figure>
  );
}

export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <div className="lab-figures">
      {figures.map((figure) => (
        <FigureView key={figure.id} figure={figure} />
      ))}
    </div>
  );
}
