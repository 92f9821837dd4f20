/**
 * One queue worker on its own thread (`runQueueWorkers` starts one per
 * thread asked for, so a machine's cores play at once). It stops when told
 * to ('close'), or when no job came for `idleMs`, and says how many jobs it
 * finished.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type QueueAddress, startLabWorker } from './queue.ts';

const { task }: { task: { address: QueueAddress; idleMs: number | null } } = workerData;
const worker = await startLabWorker(task.address);
const closed = new Promise<void>((resolve) => parentPort?.once('message', () => resolve()));
await (task.idleMs === null ? closed : Promise.race([closed, worker.idle(task.idleMs)]));
await worker.close();
parentPort?.postMessage({ finished: worker.finished() });
parentPort?.close();
