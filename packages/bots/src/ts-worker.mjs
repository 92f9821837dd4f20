// Starts a worker thread on a TypeScript module: registers tsx's loader in
// this thread (loaders do not carry over into workers on Node 20), then
// imports the module named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
