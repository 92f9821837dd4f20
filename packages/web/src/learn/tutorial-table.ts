/**
 * A tutorial's table: the `Table` the match page's board reads, fed by a
 * game's tutorial script instead of a worker or a server. The board offers
 * the engine's real legal moves; a move the step does not ask for is not
 * played and names the step's kind words (`wrong`); the right one is played
 * through the engine with the script's replies after it, and the next step
 * begins. It runs where the game's whole rules can: in the tutorial's worker
 * (lesson-host.ts; Smashdodes' shots need the physics, which no page loads)
 * and in tests.
 */
import {
  type Actor,
  type AnyGameModule,
  CHANCE,
  type Move,
  type ScriptedMove,
  stepAccepts,
  type Tutorial,
  tutorialStart,
} from '@gameshelf/engine';
import type { Position, RawLogEntry, Table, TableState } from '../session/table.ts';
import { EMPTY_TABLE } from '../session/table.ts';

export interface TutorialProgress {
  /** The step being asked, from 0; equal to the step count once the script is done. */
  readonly step: number;
  readonly steps: number;
  /** Key of the words for the last wrong move, until the next move. */
  readonly wrong: string | null;
}

export class TutorialTable implements Table {
  private state: TableState = EMPTY_TABLE;
  private progress: TutorialProgress;
  private readonly listeners = new Set<() => void>();
  private current: unknown = null;
  private log: RawLogEntry[] = [];

  private readonly module: AnyGameModule;
  private readonly tutorial: Tutorial<Move>;

  constructor(module: AnyGameModule, tutorial: Tutorial<Move>) {
    this.module = module;
    this.tutorial = tutorial;
    this.progress = { step: 0, steps: tutorial.steps.length, wrong: null };
    this.restart();
  }

  /** Back to the first step. */
  restart(): void {
    const start = tutorialStart(this.module.game, this.tutorial);
    if (!start.ok) {
      this.set({ ...EMPTY_TABLE, connection: 'closed', fatal: start.error }, { step: 0, wrong: null });
      return;
    }
    this.current = start.value;
    this.log = [];
    this.publish({ step: 0, wrong: null });
  }

  getState = (): TableState => this.state;

  getProgress = (): TutorialProgress => this.progress;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  move(raw: unknown): void {
    const step = this.tutorial.steps[this.progress.step];
    const parsed = this.module.game.parseMove(raw);
    if (step === undefined || !parsed.ok) return;
    // A move of the kind asked for that the rules refuse (a shot aimed off the target) is wrong too.
    const legal = this.tried(
      () => this.module.game.apply(this.current, this.tutorial.learner, parsed.value).ok,
    );
    if (legal === null) return;
    if (!stepAccepts(step, parsed.value) || !legal) {
      this.publish({ step: this.progress.step, wrong: step.wrong });
      return;
    }
    const played = this.play([{ actor: this.tutorial.learner, move: parsed.value }, ...step.replies]);
    if (played) this.publish({ step: this.progress.step + 1, wrong: null });
  }

  close(): void {
    this.listeners.clear();
  }

  /** Plays scripted moves one by one, logging each as the learner may see it. */
  private play(moves: readonly ScriptedMove<Move>[]): boolean {
    const { game } = this.module;
    let at = this.current;
    const log = [...this.log];
    for (const { actor, move } of moves) {
      const next = this.tried(() => game.apply(at, actor, move));
      if (next === null) return false;
      if (!next.ok) {
        this.set({ ...this.state, fatal: next.error }, this.progress);
        return false;
      }
      log.push(
        this.entry(log.length, actor, game.redactMove(at, actor, move, this.tutorial.learner), next.value),
      );
      at = next.value;
    }
    this.current = at;
    this.log = log;
    return true;
  }

  /**
   * Runs the rules; a rule that throws (Smashdodes' shots, were this ever run on a page without
   * the physics: build/page-imports.ts) ends the tutorial with its reason instead of breaking it.
   */
  private tried<T>(run: () => T): T | null {
    try {
      return run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.set(
        { ...this.state, connection: 'closed', fatal: { code: 'input/invalid', message } },
        this.progress,
      );
      return null;
    }
  }

  private entry(index: number, actor: Actor, move: unknown, after: unknown): RawLogEntry {
    const player = actor === CHANCE ? 'chance' : actor;
    return { index, player, move, after: this.module.game.view(after, this.tutorial.learner) };
  }

  private publish(progress: Omit<TutorialProgress, 'steps'>): void {
    const { game } = this.module;
    const { learner } = this.tutorial;
    const actors = game.actors(this.current);
    const toAct = actors.kind === 'players' ? [...actors.players] : [];
    const asking = progress.step < this.tutorial.steps.length && toAct.includes(learner);
    const position: Position = {
      seq: this.log.length,
      seat: learner,
      view: game.view(this.current, learner),
      legal: asking ? game.legalMoves(this.current, learner) : null,
      toAct,
      result: game.result(this.current),
      log: this.log,
    };
    const seats = Array.from({ length: this.tutorial.players }, (_, seat) =>
      seat === learner ? { seat, kind: 'you' as const } : { seat, kind: 'bot' as const },
    );
    this.set({ ...EMPTY_TABLE, connection: 'open', position, seats }, progress);
  }

  private set(state: TableState, progress: Omit<TutorialProgress, 'steps'>): void {
    this.state = state;
    this.progress = { ...progress, steps: this.tutorial.steps.length };
    for (const listener of this.listeners) listener();
  }
}
