/**
 * Stepping through a finished match: forward and back a move at a time (or
 * with the arrow keys), to either end, or playing on by itself; shown as a
 * spectator saw it or as any seat saw it (its view and the log redacted for
 * it, from the engine's `positionFor`).
 */
import {
  type AnyGameModule,
  type GameRecord,
  matchViews,
  positionFor,
  shortHash,
  type Viewer,
} from '@gameshelf/engine';
import { useEffect, useMemo, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import type { AnyBoard } from '../games/board.ts';
import { useGame } from '../games/load.ts';
import { useGameWords } from '../i18n/game-words.ts';
import { useWords } from '../i18n/use-words.ts';
import { Icon } from '../kit/icons.tsx';
import { LogPanel } from '../kit/LogPanel.tsx';
import { headline } from '../kit/ResultScreen.tsx';
import { describeLog } from '../match/describe.ts';
import { errorWords } from '../match/errors.ts';
import { seatLabels, type TableSeat } from '../session/seats.ts';
import { buildTimeline, frameAt, recordGame, type Timeline } from './timeline.ts';
import '../match/MatchView.css';
import './Replay.css';

export function ReplayViewer({ raw }: { raw: unknown }) {
  const { t } = useWords();
  const game = recordGame(raw);
  const load = useGame(game);
  if (game === null)
    return (
      <p className="notice error" role="alert">
        {errorWords({ code: 'record/malformed', message: '' }, t)}
      </p>
    );
  if (load.status === 'loading') return <Loading what={t('loading.game')} />;
  if (load.status !== 'ready')
    return (
      <p className="notice error" role="alert">
        {errorWords({ code: 'game/unknown', message: game }, t)}
      </p>
    );
  return <Checked raw={raw} module={load.game.module} Board={load.game.Board} />;
}

function Checked({ raw, module, Board }: { raw: unknown; module: AnyGameModule; Board: AnyBoard }) {
  const { t } = useWords();
  const timeline = useMemo(() => buildTimeline(module, raw), [module, raw]);
  if (!timeline.ok)
    return (
      <p className="notice error" role="alert">
        {errorWords(timeline.error, t)}
      </p>
    );
  return <Player timeline={timeline.value} module={module} Board={Board} />;
}

/** Who sat where, as the record says: bots by their spec, people by the name they played under (or Player 1, Player 2, …). */
export function recordSeats(
  record: Pick<GameRecord, 'players'> & Partial<Pick<GameRecord, 'seats'>>,
): TableSeat[] {
  return Array.from({ length: record.players }, (_, seat) => {
    const info = record.seats?.[seat];
    const kind = info?.kind ?? 'human';
    const name = info?.name?.trim();
    if (kind.startsWith('bot:')) return { seat, kind: 'bot', bot: kind.slice(4) };
    return name ? { seat, kind: 'human', name } : { seat, kind: 'human' };
  });
}

function Player({ timeline, module, Board }: { timeline: Timeline; module: AnyGameModule; Board: AnyBoard }) {
  const last = timeline.steps;
  const [step, setStep] = useState(1);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const [playing, setPlaying] = useState(false);
  const { t, language } = useWords();
  const seats = useMemo(() => seatLabels(recordSeats(timeline.record), t), [timeline, t]);
  const frame = useMemo(() => frameAt(timeline, step, viewer), [timeline, step, viewer]);
  const words = useGameWords(module);
  // The hash of the final position as this browser computed it (replayRecord has checked it against the record's).
  const finalHash = useMemo(() => shortHash(timeline.match.state), [timeline]);
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
        aria-label={t('replay.controls')}
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
          aria-label={t('replay.first')}
        >
          <Icon name="first" />
        </button>
        <button
          type="button"
          className="button"
          onClick={() => go(step - 1)}
          disabled={step <= 1}
          aria-label={t('replay.previous')}
        >
          <Icon name="previous" />
        </button>
        <button
          type="button"
          className="button primary"
          onClick={() => setPlaying(!playing)}
          aria-label={playing ? t('replay.pause') : t('replay.play')}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className="button"
          onClick={() => go(step + 1)}
          disabled={step >= last}
          aria-label={t('replay.next')}
        >
          <Icon name="next" />
        </button>
        <button
          type="button"
          className="button"
          onClick={() => go(last)}
          disabled={step >= last}
          aria-label={t('replay.last')}
        >
          <Icon name="last" />
        </button>
        <input
          type="range"
          min={1}
          max={last}
          value={step}
          onChange={(e) => go(Number(e.target.value))}
          aria-label={t('replay.move')}
        />
        <span className="replay-step" aria-live="polite">
          {t('replay.step', { step, last })}
        </span>
        <label className="replay-viewer">
          {t('replay.seenBy')}{' '}
          <select
            value={String(viewer)}
            onChange={(e) => setViewer(e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}
          >
            <option value="spectator">{t('replay.everyone')}</option>
            {seats.map((s) => (
              <option key={s.seat} value={s.seat}>
                {t('result.seat', { short: t('seat.short', { n: s.seat + 1 }), name: s.name })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="replay-checked" data-final-hash={finalHash}>
        {t('replay.checked', { hash: finalHash })}
      </p>
      {frame.result ? (
        <p className="notice replay-result">
          <b>{headline(frame.result, seats, null, t, language)}</b>{' '}
          {t('replay.scores', {
            scores: frame.result.scores.map((s, p) => `${t('seat.short', { n: p + 1 })} ${s}`).join(' · '),
          })}
          {lines.length > 0 ? ` — ${lines[lines.length - 1]?.text ?? ''}` : ''}
        </p>
      ) : null}
      <div className="match-grid">
        <section className="match-board" aria-label={t('match.board', { game: module.game.name })}>
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
