/**
 * The tutorial's host: the game's module and script loaded by id, and a
 * `TutorialTable` playing them, run in a Web Worker (lesson-worker.ts) like
 * a local match, so a rule that needs a worker's imports (Smashdodes' shots:
 * build/page-imports.ts) runs there and never on the page. It answers every
 * message with the table and the step, so the page's wait for an answer
 * always ends.
 */
import type { AnyGameModule, Move, TutorialModule } from '@gameshelf/engine';
import { EMPTY_TABLE } from '../session/table.ts';
import type { LessonGuestMessage, LessonHostMessage } from './lesson-messages.ts';
import { TutorialTable } from './tutorial-table.ts';

export interface LessonHostDeps {
  readonly loadModule: (id: string) => Promise<AnyGameModule> | null;
  readonly loadTutorial: (id: string) => Promise<TutorialModule<Move>> | null;
}

export function createLessonHost(send: (message: LessonHostMessage) => void, deps: LessonHostDeps) {
  let table: TutorialTable | null = null;
  /** Moves and restarts that came while the script was loading, played once it is. */
  let waiting: LessonGuestMessage[] = [];

  const report = () => {
    if (table) send({ type: 'lesson', state: table.getState(), progress: table.getProgress() });
  };

  const fail = (why: string) =>
    send({
      type: 'lesson',
      state: { ...EMPTY_TABLE, connection: 'closed', fatal: { code: 'game/unknown', message: why } },
      progress: { step: 0, steps: 0, wrong: null },
    });

  async function start(game: string): Promise<void> {
    const module = deps.loadModule(game);
    const learn = deps.loadTutorial(game);
    if (!module || !learn) return fail(`there is no tutorial for ${game}`);
    const [loaded, lesson] = await Promise.all([module, learn]);
    table = new TutorialTable(loaded, lesson.tutorial);
    report();
    const held = waiting;
    waiting = [];
    for (const message of held) handle(message);
  }

  function handle(message: LessonGuestMessage): void {
    if (message.type === 'start') {
      start(message.game).catch((error) => fail(String(error)));
      return;
    }
    if (!table) {
      waiting.push(message);
      return;
    }
    if (message.type === 'move') table.move(message.move);
    else table.restart();
    report();
  }

  return handle;
}
