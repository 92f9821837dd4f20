/**
 * The line between the lab page and one of its workers: a Web Worker in the
 * app, or the same host in the page's own thread (tests, and browsers
 * without module workers), which answers asynchronously, as a worker would.
 */
import { loadModule } from '@gameshelf/shelf/catalog';
import { type HostPort, inlineHostPort, workerHostPort } from '../kit/host-port.ts';
import { createLabHost, type LabHostDeps } from './host.ts';
import type { LabGuestMessage, LabHostMessage } from './messages.ts';

export type LabPort = HostPort<LabGuestMessage, LabHostMessage>;

export function workerLabPort(): LabPort {
  return workerHostPort(new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
}

/** The host in this thread: each message waits a task, so the page still draws between games. */
export function inlineLabPort(deps: LabHostDeps = { loadModule }): LabPort {
  return inlineHostPort(
    (send) => createLabHost(send, deps),
    (run) => setTimeout(run, 0),
  );
}

export function defaultLabPort(): LabPort {
  return typeof Worker === 'function' ? workerLabPort() : inlineLabPort();
}

/** How many workers to play on: the device's cores (as the browser tells them), no more than the games. */
export function workerCount(games: number, cores = globalThis.navigator?.hardwareConcurrency ?? 1): number {
  return Math.max(1, Math.min(games, Math.floor(cores) || 1, 32));
}
