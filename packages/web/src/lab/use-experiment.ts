/**
 * An experiment running on the page, as React state: how many games are
 * played out of how many, and the report of those played so far, rebuilt a
 * few times a second while results arrive (so the figures grow), and once
 * more at the end, with the game's own answers for a designer report.
 */
import type { AnyGameModule } from '@gameshelf/engine';
import { buildReport, type ExperimentReport, type GameMeasures, gameAnswers } from '@gameshelf/lab/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlannedLab } from './choice.ts';
import { defaultLabPort, type LabPort, workerCount } from './port.ts';
import { playOnPorts, type Run } from './runner.ts';

export type LabStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface LabRunState {
  readonly status: LabStatus;
  readonly planned: PlannedLab | null;
  /** Games played, over every arm. */
  readonly played: number;
  readonly total: number;
  readonly workers: number;
  /** The report of the games played so far; the experiment's when it is done. */
  readonly report: ExperimentReport | null;
  readonly error: { readonly code: string; readonly message: string } | null;
}

const IDLE: LabRunState = {
  status: 'idle',
  planned: null,
  played: 0,
  total: 0,
  workers: 0,
  report: null,
  error: null,
};

const QUIET = { stop: () => {}, cancel: () => {} };

/** How often the figures are redrawn while results arrive, at most. */
const REFRESH_MS = 250;

export function useExperiment(module: AnyGameModule, openPort: () => LabPort = defaultLabPort) {
  const [state, setState] = useState<LabRunState>(IDLE);
  /** The running experiment's: stop it quietly (leaving the page), or cancel it (keeping what was played). */
  const current = useRef(QUIET);
  useEffect(() => () => current.current.stop(), []);

  const start = useCallback(
    (planned: PlannedLab, designer: boolean) => {
      current.current.stop();
      const { plan, request } = planned;
      const total = plan.games * plan.arms.length;
      const workers = workerCount(total);
      const measures: GameMeasures[] = [];
      let timer: ReturnType<typeof setTimeout> | null = null;
      const settle = (status: LabStatus, error: LabRunState['error'] = null) => {
        if (timer) clearTimeout(timer);
        timer = null;
        const report = buildReport(plan, measures);
        setState({
          status,
          planned,
          played: measures.length,
          total,
          workers,
          report: status === 'done' && designer ? { ...report, analyses: gameAnswers(module) } : report,
          error,
        });
      };
      const finish = (status: LabStatus, error: LabRunState['error'] = null) => {
        current.current = QUIET;
        settle(status, error);
      };
      // Rebuilding the report takes longer as the games pile up: wait in proportion, so the page stays quick.
      let wait = REFRESH_MS;
      const refresh = () => {
        timer = null;
        const began = performance.now();
        const report = buildReport(plan, measures);
        wait = Math.max(REFRESH_MS, 10 * (performance.now() - began));
        setState((s) => ({ ...s, played: measures.length, report }));
      };
      setState({ ...IDLE, status: 'running', planned, total, workers });
      const run: Run = playOnPorts(
        request,
        plan,
        Array.from({ length: workers }, () => openPort()),
        {
          measured: (m) => {
            measures.push(m);
            timer ??= setTimeout(refresh, wait);
          },
          done: () => finish('done'),
          failed: (error) => finish('failed', error),
        },
      );
      const stop = () => {
        run.cancel();
        if (timer) clearTimeout(timer);
        timer = null;
      };
      current.current = {
        stop,
        cancel: () => {
          stop();
          settle('cancelled');
        },
      };
    },
    [module, openPort],
  );
  const cancel = useCallback(() => current.current.cancel(), []);

  return { state, start, cancel };
}
