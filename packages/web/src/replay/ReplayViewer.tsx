/**
 * Stepping through a finished match: forward and back a move at a time (or
 * with the arrow keys), to either end, or playing on by itself; shown as a
 * spectator saw it or as any seat saw it (its view and the log redacted for
 * it, from the engine's `positionFor`).
 */
import { type AnyGameModule, matchViews, positionFor, type Viewer } from '@gameshelf/engine';
import { useEffect, useMemo, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import type { AnyBoard, SeatLabel } from '../games/board.ts';
import { useGame } from '../games/load.ts';
import { useGameWords } from '../i18n/game-words.ts';
import { LogPanel } from '../kit/LogPanel.tsx';
import { headline } from '../kit/ResultScreen.tsx';
import { describeLog } from '../match/describe.ts';
import { errorWords } from '../match/errors.ts';
import { buildTimeline, frameAt, recordGame, type Timeline } from './timeline.ts';
import '../match/MatchView.css';
import './Replay.css';

export function ReplayViewer({ raw }: { raw: unknown }) {
  const game = recordGame(raw);
  const load = useGame(game);
  if (game === null)
    return (
      <p className="notice error" role="alert">
        {errorWords({ code: 'record/malformed', message: '' })}
      </p>
    );
  if (load.status === 'loading') return <Loading what="Loading the game" />;
  if (load.status !== 'ready')
    return (
      <p className="notice error" role="alert">
        {errorWords({ code: 'game/unknown', message: game })}
      </p>
    );
  return <Checked raw={raw} module={load.game.module} Board={load.game.Board} />;
}

function Checked({ raw, module, Board }: { raw: unknown; module: AnyGameModule; Board: AnyBoard }) {
  const timeline = useMemo(() => buildTimeline(module, raw), [module, raw]);
  if (!timeline.ok)
    return (
      <p className="notice error" role="alert">
        {errorWords(timeline.error)}
      </p>
    );
  return <Player timeline={timeline.value} module={module} Board={Board} />;
}

function seatLabels(timeline: Timeline): SeatLabel[] {
  return Array.from({ length: timeline.record.players }, (_, seat) => {
    const kind = timeline.record.seats?.[seat]?.kind ?? 'human';
    const bot = kind.startsWith('bot:');
    return { seat, name: bot ? `Bot (${kind.slice(4)})` : `Player ${seat + 1}`, kind: bot ? 'bot' : 'human' };
  });
}

function Player({ timeline, module, Board }: { timeline: Timeline; module: AnyGameModule; Board: AnyBoard }) {
  const last = timeline.steps;
  const [step, setStep] = useState(1);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const [playing, setPlaying] = useState(false);
  const seats = useMemo(() => seatLabels(timeline), [timeline]);
  const frame = useMemo(() => frameAt(timeline, step, viewer), [timeline, step, viewer]);
  const words = useGameWords(module);
  // The whole log told once per viewer (a turn's sentences do not change as the steps go through it).
  const told = useMemo(() => {
    const { match } = timeline;
    const reader = { viewer, players: match.players, viewAt: matchViews(match, viewer) };
    return describeLog(module, positionFor(match, viewer).log, reader, words);
  }, [module, timeline, viewer, words]);
  const lines = useMemo(() => told.slice(0, frame.log.length), [told, frame.log.length]);
  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const timer = setTimeout(() => setStep((s) => Math.min(s + 1, last)), 700);
    return () => clearTimeout(timer);
  }, [playing, step, last]);
  const go = (to: number) => setStep(Math.min(Math.max(to, 1), last));
  return (
    <div className="replay">
      <div
        className="replay-controls card"
        role="toolbar"
        aria-label="Replay controls"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(step + 1);
          else if (e.key === 'ArrowLeft') go(step - 1);
        }}
      >
        <button
          type="button"
          className="button"
          onClick={() => go(1)}
          disabled={step <= 1}
          aria-label="First move"
        >
          ⏮
        </button>
        <button
          type="button"
          className="button"
          onClick={() => go(step - 1)}
          disabled={step <= 1}
          aria-label="Previous move"
        >
          ◀
        </button>
        <button
          type="button"
          className="button primary"
          onClick={() => setPlaying(!playing)}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => go(step + 1)}
          disabled={step >= last}
          aria-label="Next move"
        >
          ▶▶
        </button>
        <button
          type="button"
          className="button"
          onClick={() => go(last)}
          disabled={step >= last}
          aria-label="Last move"
        >
          ⏭
        </button>
        <input
          type="range"
          min={1}
          max={last}
          value={step}
          onChange={(e) => go(Number(e.target.value))}
          aria-label="Move"
        />
        <span className="replay-step" aria-live="polite">
          Move {step} of {last}
        </span>
        <label className="replay-viewer">
          Seen by{' '}
          <select
            value={String(viewer)}
            onChange={(e) => setViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}
          >
            <option value="spectator">everyone (spectator)</option>
            {seats.map((s) => (
              <option key={s.seat} value={s.seat}>
                P{s.seat + 1} · {s.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {frame.result ? (
        <p className="notice replay-result">
          <b>{headline(frame.result, seats, null)}</b> Scores:{' '}
          {frame.result.scores.map((s, p) => `P${p + 1} ${s}`).join(' · ')}
          {frame.result.summary ? ` — ${frame.result.summary}` : ''}
        </p>
      ) : null}
      <div className="match-grid">
        <section className="match-board" aria-label={`${module.game.name} board`}>
          <Board
            view={frame.view}
            legal={null}
            onMove={() => {}}
            seat={viewer === 'spectator' ? null : viewer}
            seats={seats}
            log={lines}
            pending={false}
          />
        </section>
        <aside className="match-side">
          <LogPanel lines={lines} seats={seats} />
        </aside>
      </div>
    </div>
  );
}
