import { parentPort, workerData } from 'node:worker_threads';
import { runTask, type SimulationTask } from './simulate.ts';

// The task runSimulation handed runTsWorker (a structured clone of this package's own SimulationTask);
// Node types workerData `any`.
const { task }: { task: SimulationTask } = workerData;
runTask(task, (index, outcome) => parentPort?.postMessage({ index, outcome }));
