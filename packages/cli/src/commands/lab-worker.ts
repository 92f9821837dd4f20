import { runQueueWorkers } from '@gameshelf/lab';
import { optionalCount, parseFlags } from '../args.ts';
import { EXIT, formatError, type Io } from '../io.ts';
import { usageError } from './games.ts';
import { DEFAULT_QUEUE_PREFIX, parseQueueUrl } from './lab-args.ts';

export const labWorkerUsage =
  'gameshelf lab-worker --queue redis://HOST:PORT [--queue-prefix P] [--workers W] [--idle-exit SECONDS]';

/**
 * `gameshelf lab-worker`: plays the games `gameshelf lab --queue` puts on
 * the queue, on W threads (one game at a time each), until stopped
 * (Ctrl-C), or with `--idle-exit` once no job came for that long.
 */
export async function labWorkerCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, {
    queue: { type: 'string' },
    'queue-prefix': { type: 'string' },
    workers: { type: 'string' },
    'idle-exit': { type: 'string' },
  });
  const bad = (message: string) => usageError(io, `error [options/invalid]: ${message}`, labWorkerUsage);
  if (!args.ok) return bad(args.error.message);
  const { values, positionals } = args.value;
  if (positionals.length > 0) return bad('lab-worker takes no arguments');
  const url = values.queue;
  if (url === undefined) return bad('--queue redis://HOST:PORT is required');
  const queue = parseQueueUrl(url);
  if (!queue.ok) return usageError(io, formatError(queue.error), labWorkerUsage);
  const workers = optionalCount(values.workers, '--workers', 1, 256);
  if (!workers.ok) return bad(workers.error.message);
  const idle = optionalCount(values['idle-exit'], '--idle-exit', 1, 86_400);
  if (!idle.ok) return bad(idle.error.message);
  const address = { url: queue.value, prefix: values['queue-prefix'] ?? DEFAULT_QUEUE_PREFIX };
  const threads = workers.value ?? 1;
  io.err(
    `lab-worker: ${threads} worker${threads > 1 ? 's' : ''} on ${address.url} (prefix ${address.prefix})`,
  );
  const stop = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  const seconds = idle.value;
  const jobs = await runQueueWorkers(address, threads, seconds === undefined ? null : seconds * 1000, stop);
  io.err(`lab-worker: stopped after ${jobs} job${jobs === 1 ? '' : 's'}`);
  return EXIT.ok;
}
