/**
 * What happened, in words: each log line as the game tells it, newest last.
 * Screen readers hear each new line once (a polite live region), not the
 * whole list again: all the lines that arrived together, even a line the
 * same as the one before.
 */
import { useEffect, useRef, useState } from 'react';
import type { LogLine, SeatLabel } from '../games/board.ts';
import { useWords } from '../i18n/use-words.ts';
import './LogPanel.css';

/** The words for the lines that are new since the last render (the last one when the log went back). */
function useNews(lines: readonly LogLine[]): { readonly text: string; readonly n: number } {
  const seen = useRef(lines.length);
  const [news, setNews] = useState({ text: '', n: 0 });
  useEffect(() => {
    const from = lines.length > seen.current ? seen.current : lines.length - 1;
    if (lines.length !== seen.current) {
      const text = lines
        .slice(Math.max(0, from))
        .map((l) => l.text)
        .join(' ');
      setNews((old) => ({ text, n: old.n + 1 }));
    }
    seen.current = lines.length;
  }, [lines]);
  return news;
}

export function LogPanel({ lines, seats }: { lines: readonly LogLine[]; seats: readonly SeatLabel[] }) {
  const { t } = useWords();
  const list = useRef<HTMLOListElement>(null);
  const last = lines[lines.length - 1];
  const news = useNews(lines);
  useEffect(() => {
    const el = list.current;
    if (el && last) el.scrollTop = el.scrollHeight;
  }, [last]);
  return (
    <section className="log-panel card" aria-labelledby="log-title">
      <h2 id="log-title">{t('log.title')}</h2>
      <p className="log-legend">
        {seats.map((s) => (
          <span key={s.seat}>
            <b>{t('seat.short', { n: s.seat + 1 })}</b> {s.name}
          </span>
        ))}
      </p>
      {/* Focusable, so that the list scrolls from the keyboard too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ol className="log-lines" ref={list} aria-label={t('log.list')} tabIndex={0}>
        {lines.length === 0 ? <li className="log-empty">{t('log.empty')}</li> : null}
        {lines.map((line) => (
          <li key={line.index} className={line.player === 'chance' ? 'log-chance' : ''}>
            {line.text}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        <span key={news.n}>{news.text}</span>
      </p>
    </section>
  );
}
