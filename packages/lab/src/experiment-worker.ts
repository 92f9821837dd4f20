import { parentPort, workerData } from 'node:worker_threads';
import { type ExperimentTask, playTask } from './experiment.ts';

// workerData is structured-cloned from the task `playExperiment` built.
const { task }: { task: ExperimentTask } = workerData;
playTask(task, (measures) => parentPort?.postMessage(measures));
