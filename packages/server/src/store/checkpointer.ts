/**
 * The SQLite store's checkpointer, in a worker thread with its own
 * connection. With WAL, every commit appends to the WAL file; a checkpoint
 * copies those pages into the database file. SQLite's automatic checkpoint
 * runs inside the commit that crosses its threshold, on the server's main
 * thread, and stalls every match for the milliseconds it takes (the load
 * test's p99 halved without it). Here a PASSIVE checkpoint runs every
 * `intervalMs` beside the server: it never waits for the writer, and the
 * writer never waits for it. After each it reports how many WAL frames
 * there were and how many are now in the database file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

export interface CheckpointTask {
  readonly path: string;
  readonly intervalMs: number;
}

/** What the checkpointer posts after each checkpoint. */
export interface CheckpointReport {
  readonly log: number;
  readonly checkpointed: number;
}

const { path, intervalMs } = (workerData as { task: CheckpointTask }).task;
const db = new Database(path);
db.pragma('busy_timeout = 5000');
// This connection never writes, so its own automatic checkpoint would never run anyway.
const timer = setInterval(() => {
  const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
  if (row)
    parentPort?.postMessage({ log: row.log, checkpointed: row.checkpointed } satisfies CheckpointReport);
}, intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
