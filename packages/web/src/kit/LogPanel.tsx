/**
 * What happened, in words: each log line as the game's text UI describes
 * it, newest last. Screen readers hear only the newest line (a polite live
 * region), not the whole list again.
 */
import { useEffect, useRef } from 'react';
import type { LogLine, SeatLabel } from '../games/board.ts';
import './LogPanel.css';

export function LogPanel({ lines, seats }: { lines: readonly LogLine[]; seats: readonly SeatLabel[] }) {
  const list = useRef<HTMLOListElement>(null);
  const last = lines[lines.length - 1];
  useEffect(() => {
    const el = list.current;
    if (el && last) el.scrollTop = el.scrollHeight;
  }, [last]);
  return (
    <section className="log-panel card" aria-labelledby="log-title">
      <h2 id="log-title">What happened</h2>
      <p className="log-legend">
        {seats.map((s) => (
          <span key={s.seat}>
            <b>P{s.seat + 1}</b> {s.name}
          </span>
        ))}
      </p>
      <ol className="log-lines" ref={list} aria-label="Moves so far">
        {lines.length === 0 ? <li className="log-empty">Nothing yet.</li> : null}
        {lines.map((line) => (
          <li key={line.index} className={line.player === 'chance' ? 'log-chance' : ''}>
            {line.text}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {last?.text ?? ''}
      </p>
    </section>
  );
}
