/**
 * A match on screen, whatever runs it (the worker, the server, a replay):
 * the whose-turn banner, the game's board, the log in words, refusals in
 * words, the pass-the-device screen for hot-seat play, the result, and in
 * games against bots a hint (the medium bot's move) on the viewer's turn.
 */
import type { AnyGameModule } from '@gameshelf/engine';
import { type ReactNode, useMemo, useState } from 'react';
import { ErrorBoundary } from '../app/ErrorBoundary.tsx';
import { Loading } from '../app/Loading.tsx';
import { Link } from '../app/navigation.tsx';
import type { AnyBoard } from '../games/board.ts';
import { useGameWords } from '../i18n/game-words.ts';
import { useYourTurn } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { BoardArea } from '../kit/BoardArea.tsx';
import { LogPanel } from '../kit/LogPanel.tsx';
import { ResultScreen } from '../kit/ResultScreen.tsx';
import { isMyTurn, TurnBanner } from '../kit/TurnBanner.tsx';
import { seatLabels } from '../session/seats.ts';
import type { Table } from '../session/table.ts';
import { useTableState } from '../session/use-table.ts';
import { describeLog, viewsOfLog } from './describe.ts';
import { errorWords } from './errors.ts';
import { HintPanel } from './HintPanel.tsx';
import { PassDevice } from './PassDevice.tsx';
import { hintOffered, useHint } from './use-hint.ts';
import './MatchView.css';

export interface MatchViewProps {
  readonly table: Table;
  readonly module: AnyGameModule;
  readonly Board: AnyBoard;
  readonly replayHref?: string;
  readonly onRematch?: () => void;
  readonly rematchLabel?: string;
  /** Extra panels beside the log (the invite link of an online match). */
  readonly aside?: ReactNode;
  /** The banner's words once the table is done though the game is not (a tutorial's end). */
  readonly ended?: string;
}

export function MatchView({
  table,
  module,
  Board,
  replayHref,
  onRematch,
  rematchLabel,
  aside,
  ended,
}: MatchViewProps) {
  const { t } = useWords();
  const state = useTableState(table);
  const { position } = state;
  const seats = useMemo(() => seatLabels(state.seats, t), [state.seats, t]);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const words = useGameWords(module);
  // Names for every seat the game allows, should the table not have listed its seats yet.
  const players = seats.length || module.game.players.max;
  const log = useMemo(
    () =>
      position
        ? describeLog(
            module,
            position.log,
            { viewer: position.seat ?? 'spectator', players, viewAt: viewsOfLog(position.log) },
            words,
          )
        : [],
    [module, position, players, words],
  );
  const result = position?.result ?? null;
  const { hint, ask } = useHint(table, state);
  const suggested = hint.status === 'shown' && hint.answer.ok ? hint.answer.move : null;
  useYourTurn(
    position !== null &&
      state.handoff === null &&
      isMyTurn({ seat: position.seat, toAct: position.toAct, over: result !== null }),
  );
  if (state.fatal) {
    return (
      <div className="notice error" role="alert">
        <p>{errorWords(state.fatal, t, module.game.id)}</p>
        <Link className="button" href={`/new/${module.game.id}`}>
          {t('match.newGame')}
        </Link>
      </div>
    );
  }
  if (!position)
    return (
      <Loading what={state.connection === 'reconnecting' ? t('loading.reconnecting') : t('loading.table')} />
    );
  if (state.handoff !== null) {
    return (
      <PassDevice seat={state.handoff} seats={seats} onReady={() => table.takeSeat?.(state.handoff ?? 0)} />
    );
  }
  return (
    <div className="match-view">
      <TurnBanner
        seat={position.seat}
        toAct={position.toAct}
        seats={seats}
        over={result !== null}
        pending={state.pending}
        connection={state.connection}
        {...(ended === undefined ? {} : { ended })}
      />
      {state.error ? (
        <div className="notice error match-error" role="alert">
          {errorWords(state.error, t, module.game.id)}
        </div>
      ) : null}
      <div className="match-grid">
        <BoardArea label={t('match.board', { game: module.game.name })}>
          <ErrorBoundary>
            <Board
              view={position.view}
              legal={position.legal}
              onMove={(move) => table.move(move)}
              seat={position.seat}
              seats={seats}
              log={log}
              pending={state.pending}
              suggested={suggested}
            />
          </ErrorBoundary>
        </BoardArea>
        <aside className="match-side">
          {aside}
          {hintOffered(table, state) ? (
            <HintPanel
              hint={hint}
              onAsk={ask}
              module={module}
              position={position}
              players={players}
              words={words}
            />
          ) : null}
          {result && closedAt === position.seq ? (
            <button type="button" className="button" onClick={() => setClosedAt(null)}>
              {t('match.showResult')}
            </button>
          ) : null}
          <LogPanel lines={log} seats={seats} />
        </aside>
      </div>
      {result && closedAt !== position.seq ? (
        <ResultScreen
          result={result}
          seats={seats}
          seat={position.seat}
          {...(log.length > 0 ? { story: log[log.length - 1]?.text ?? '' } : {})}
          {...(onRematch ? { onRematch } : {})}
          {...(rematchLabel ? { rematchLabel } : {})}
          {...(replayHref ? { replayHref } : {})}
          onClose={() => setClosedAt(position.seq)}
        />
      ) : null}
    </div>
  );
}
