/**
 * Plays a planned experiment on several workers. The games are dealt in
 * game order across the arms (game 0 of every arm, then game 1, ...), so
 * every arm's figures grow together while the results arrive; each worker
 * is kept two small batches ahead, so none waits for the page. The report
 * does not depend on which worker played what, nor in which order: the lab
 * puts the measures back in game order (`buildReport`).
 */
import {
  type ExperimentPlan,
  type ExperimentRequest,
  type GameJob,
  type GameMeasures,
  gameJobs,
} from '@gameshelf/lab/core';
import type { LabHostMessage } from './messages.ts';
import type { LabPort } from './port.ts';

export interface RunEvents {
  measured(measures: GameMeasures): void;
  done(): void;
  failed(error: { readonly code: string; readonly message: string }): void;
}

export interface Run {
  /** Stops every worker; nothing more is reported. */
  cancel(): void;
}

/** Every game of the plan, game 0 of each arm first. */
export function dealOrder(plan: ExperimentPlan): GameJob[] {
  return gameJobs(plan).sort((a, b) => a.index - b.index || a.arm - b.arm);
}

/** Games handed over at a time: one at first for a small experiment, up to four. */
export function batchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(4, Math.ceil(games / (workers * 8))));
}

/** Plays `plan` (planned from `request`) on the workers behind `ports`, and closes them when it is over. */
export function playOnPorts(
  request: ExperimentRequest,
  plan: ExperimentPlan,
  ports: readonly LabPort[],
  events: RunEvents,
): Run {
  const queue = dealOrder(plan);
  const total = queue.length;
  const batch = batchSize(total, ports.length);
  let received = 0;
  let over = false;

  const stop = () => {
    over = true;
    for (const port of ports) port.close();
  };
  const handOver = (port: LabPort) => {
    const jobs = queue.splice(0, batch);
    if (jobs.length > 0) port.post({ type: 'play', jobs });
  };
  const receive = (port: LabPort, message: LabHostMessage) => {
    if (over) return;
    switch (message.type) {
      case 'measured':
        received++;
        events.measured(message.measures);
        if (received === total) {
          stop();
          events.done();
        }
        return;
      case 'played':
        return handOver(port);
      case 'failed':
        stop();
        return events.failed(message.error);
    }
  };
  for (const port of ports) {
    port.listen((message) => receive(port, message));
    port.post({ type: 'start', request });
    handOver(port);
    handOver(port);
  }
  return { cancel: stop };
}
