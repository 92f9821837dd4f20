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
  type AnyGameModule,
  type AnyMatch,
  type Move,
  playOnMatch,
  positionFor,
  type ScriptedMove,
  stepAccepts,
  type Tutorial,
  tutorialMatch,
} from '@gameshelf/engine';
import type { Position, Table, TableState } from '../session/table.ts';
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
  /** The tutorial as a match from its first step: its log is what the learner was shown. */
  private match: AnyMatch | null = null;

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
    const start = tutorialMatch(this.module.game, this.tutorial);
    if (!start.ok) {
      this.match = null;
      this.set({ ...EMPTY_TABLE, connection: 'closed', fatal: start.error }, { step: 0, wrong: null });
      return;
    }
    this.match = start.value;
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
    const { match } = this;
    if (step === undefined || !parsed.ok || match === null) return;
    // A move of the kind asked for that the rules refuse (a shot aimed off the target) is wrong too.
    const legal = this.tried(
      () => this.module.game.apply(match.state, this.tutorial.learner, parsed.value).ok,
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

  /** Plays scripted moves on the tutorial's match (the engine's `playOnMatch`). */
  private play(moves: readonly ScriptedMove<Move>[]): boolean {
    const { match } = this;
    if (match === null) return false;
    const played = this.tried(() => playOnMatch(match, moves));
    if (played === null) return false;
    if (!played.ok) {
      this.set({ ...this.state, fatal: played.error }, this.progress);
      return false;
    }
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

  private publish(progress: Omit<TutorialProgress, 'steps'>): void {
    const { match } = this;
    if (match === null) return;
    const { learner } = this.tutorial;
    // What the learner sees, built as every table builds it; each entry with the view after it, for the log's words.
    const seen = positionFor(match, learner);
    const asking = progress.step < this.tutorial.steps.length;
    const position: Position = {
      ...seen,
      seat: learner,
      legal: asking ? seen.legal : null,
      log: seen.log.map((entry) => ({
        ...entry,
        after: match.game.view(match.stateAt(entry.index + 1), learner),
      })),
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
