/**
 * A lab worker's work: load the experiment's game from the shelf's catalog,
 * plan it, and play the games it is handed with the lab's core
 * (`playMeasured`), sending each game's measures back as it is done. The
 * same code runs in a Web Worker (worker.ts) and, for tests and browsers
 * without module workers, in the page itself (port.ts).
 */
import type { AnyGameModule } from '@gameshelf/engine';
import { type ExperimentPlan, planExperiment, playMeasured } from '@gameshelf/lab/core';
import type { LabGuestMessage, LabHostMessage } from './messages.ts';

export interface LabHostDeps {
  readonly loadModule: (id: string) => Promise<AnyGameModule> | null;
}

type Planned = { readonly module: AnyGameModule; readonly plan: ExperimentPlan };

export function createLabHost(send: (message: LabHostMessage) => void, deps: LabHostDeps) {
  let planned: Promise<Planned | null> = Promise.resolve(null);
  let failed = false;

  const fail = (code: string, message: string) => {
    failed = true;
    send({ type: 'failed', error: { code, message } });
  };

  async function start(message: Extract<LabGuestMessage, { type: 'start' }>): Promise<Planned | null> {
    const loading = deps.loadModule(message.request.game);
    if (!loading) {
      fail('game/unknown', `there is no game ${message.request.game}`);
      return null;
    }
    const module = await loading;
    const plan = planExperiment(module, message.request);
    if (!plan.ok) {
      fail(plan.error.code, plan.error.message);
      return null;
    }
    return { module, plan: plan.value };
  }

  function play(ready: Planned | null, message: Extract<LabGuestMessage, { type: 'play' }>): void {
    if (!ready || failed) return;
    for (const job of message.jobs) {
      try {
        send({ type: 'measured', measures: playMeasured(ready.module, ready.plan, job) });
      } catch (error) {
        fail('bot/invalid', error instanceof Error ? error.message : String(error));
        return;
      }
    }
    send({ type: 'played' });
  }

  return (message: LabGuestMessage): void => {
    if (failed) return;
    if (message.type === 'start') {
      planned = start(message).catch((error: unknown) => {
        fail('server/internal', String(error));
        return null;
      });
    } else {
      // Games are played in the order they were handed over: each waits for the one before.
      planned = planned.then((ready) => {
        play(ready, message);
        return ready;
      });
    }
  };
}
