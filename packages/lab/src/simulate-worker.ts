import { parentPort, workerData } from 'node:worker_threads';
import { runTask, type SimulationTask } from './simulate.ts';

const task = (workerData as { task: SimulationTask }).task;
runTask(task, (index, outcome) => parentPort?.postMessage({ index, outcome }));
