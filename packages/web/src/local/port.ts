/**
 * The line between the page and a local match's host: a Web Worker in the
 * app, or the host in the same thread (tests, and browsers without module
 * workers).
 */
import { loadModule } from '@gameshelf/shelf/catalog';
import { type HostPort as HostPortOf, inlineHostPort, workerHostPort } from '../kit/host-port.ts';
import { createHost } from './host.ts';
import type { GuestMessage, HostMessage } from './messages.ts';

export type HostPort = HostPortOf<GuestMessage, HostMessage>;

export function workerPort(): HostPort {
  return workerHostPort(new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }));
}

/** The host in this thread; messages are passed asynchronously, as a worker would. */
export function inlinePort(deps = { loadModule }): HostPort {
  return inlineHostPort((send) => createHost(send, deps));
}

export function defaultPort(): HostPort {
  return typeof Worker === 'function' ? workerPort() : inlinePort();
}
