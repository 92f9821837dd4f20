/**
 * The tutorial page's table: the page's side of the tutorial's worker
 * (lesson-host.ts), as `LocalTable` is a local match's. It shows the table
 * and the step the worker last sent, and sends it the board's moves and
 * restarts; while a move is out, the board waits (`pending`).
 */
import { loadModule, loadTutorial } from '@gameshelf/shelf/catalog';
import { type HostPort, inlineHostPort, workerHostPort } from '../kit/host-port.ts';
import { Store } from '../session/store.ts';
import { EMPTY_TABLE, type Table, type TableState } from '../session/table.ts';
import { createLessonHost } from './lesson-host.ts';
import type { LessonGuestMessage, LessonHostMessage } from './lesson-messages.ts';
import type { TutorialProgress } from './tutorial-table.ts';

export type LessonPort = HostPort<LessonGuestMessage, LessonHostMessage>;

export function lessonWorkerPort(): LessonPort {
  return workerHostPort(new Worker(new URL('./lesson-worker.ts', import.meta.url), { type: 'module' }));
}

/** The host in this thread (tests, browsers without module workers); messages pass asynchronously, as to a worker. */
export function inlineLessonPort(): LessonPort {
  return inlineHostPort((send) => createLessonHost(send, { loadModule, loadTutorial }));
}

export function defaultLessonPort(): LessonPort {
  return typeof Worker === 'function' ? lessonWorkerPort() : inlineLessonPort();
}

interface Lesson {
  readonly state: TableState;
  readonly progress: TutorialProgress;
}

export class LessonTable implements Table {
  private readonly store: Store<Lesson>;
  private readonly port: LessonPort;

  /** `steps`: the script's length, for the progress shown before the worker's first answer. */
  constructor(game: string, steps: number, port: LessonPort = defaultLessonPort()) {
    this.port = port;
    this.store = new Store<Lesson>({ state: EMPTY_TABLE, progress: { step: 0, steps, wrong: null } });
    port.listen((message) => this.store.update(() => ({ state: message.state, progress: message.progress })));
    port.post({ type: 'start', game });
  }

  getState = (): TableState => this.store.get().state;

  getProgress = (): TutorialProgress => this.store.get().progress;

  subscribe = (listener: () => void) => this.store.subscribe(listener);

  move(move: unknown): void {
    const { state } = this.store.get();
    if (!state.position || state.pending) return;
    this.store.update((lesson) => ({ ...lesson, state: { ...lesson.state, pending: true } }));
    this.port.post({ type: 'move', move });
  }

  /** Back to the first step. */
  restart(): void {
    this.port.post({ type: 'restart' });
  }

  close(): void {
    this.port.close();
  }
}
