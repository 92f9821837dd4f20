/**
 * The rules of costly games (`costlyMoves`: a Smashdodes shot simulates
 * physics for tens of milliseconds, some for over a hundred) applied in a pool of worker
 * threads, while the event loop answers everyone else; every other game's
 * inline, exactly as before, with no hop and no wait. The worker plays on a
 * copy of the match and hands back its progress, which the live match takes
 * on (`continueWith`): until then the live match is untouched, so a refusal,
 * a crash or an overrun changes nothing.
 *
 * The workers find games on the shelf: a costly game must be on it.
 */
import {
  type AnyGameModule,
  type AnyMatch,
  type GameError,
  type LogEntry,
  type MatchConfig,
  type Move,
  ok,
  type Result,
} from '@gameshelf/engine';
import type { WireError } from '@gameshelf/protocol';
import { shareOf } from '../store/rows.ts';
import type { StoredMatch, StoredMove } from '../store/store.ts';
import type { FairKey } from '../workers/fair-queue.ts';
import { WorkerPool } from '../workers/pool.ts';
import { matchOf, positionOf } from './carry.ts';
import { InlineRules } from './inline.ts';
import { type Answer, RulesFailedElsewhere, type RulesRunner } from './runner.ts';
import type { RulesAnswers, RulesTask } from './tasks.ts';

const ENTRY = new URL('./worker.ts', import.meta.url);

/**
 * How long one task may take in a worker before it is retired. Generous:
 * loading a long Smashdodes match replays every one of its shots.
 */
export const RULES_TIMEOUT_MS = 120_000;

type TaskOf<K extends RulesTask['op']> = Extract<RulesTask, { op: K }>;

export class WorkerRules implements RulesRunner {
  private readonly inline = new InlineRules();
  private readonly pool: WorkerPool<RulesTask, unknown>;

  constructor(size: number, timeoutMs = RULES_TIMEOUT_MS) {
    this.pool = new WorkerPool({
      entry: ENTRY,
      size,
      timeoutMs,
      name: 'rules',
      describe: (task) => `the ${task.op} of a ${task.game} match`,
    });
  }

  /** Rules workers started (none until a costly game needs one). */
  get workers(): number {
    return this.pool.workers;
  }

  create(module: AnyGameModule, config: MatchConfig, share?: FairKey): Answer<Result<AnyMatch, GameError>> {
    if (!module.costlyMoves) return this.inline.create(module, config);
    return this.ask({ op: 'create', game: module.game.id, config }, share).then((created) =>
      created.ok ? ok(matchOf(module, created.value)) : created,
    );
  }

  play(
    module: AnyGameModule,
    match: AnyMatch,
    seat: number,
    move: unknown,
    share?: FairKey,
  ): Answer<Result<readonly LogEntry<Move>[], GameError>> {
    if (!module.costlyMoves) return this.inline.play(module, match, seat, move);
    return this.ask({ op: 'play', game: module.game.id, at: positionOf(match), seat, move }, share).then(
      (played) => {
        if (!played.ok) return played;
        const from = match.log.length;
        match.continueWith(played.value);
        return ok(match.log.slice(from));
      },
    );
  }

  rebuild(module: AnyGameModule, stored: StoredMatch): Answer<Result<AnyMatch, WireError>> {
    if (!module.costlyMoves) return this.inline.rebuild(module, stored);
    return this.ask({ op: 'rebuild', game: module.game.id, stored }, shareOf(stored.row)).then((rebuilt) =>
      rebuilt.ok ? ok(matchOf(module, rebuilt.value)) : rebuilt,
    );
  }

  playStored(
    module: AnyGameModule,
    match: AnyMatch,
    moves: readonly StoredMove[],
    share?: FairKey,
  ): Answer<boolean> {
    if (!module.costlyMoves) return this.inline.playStored(module, match, moves);
    const from = match.log.length;
    return this.ask(
      { op: 'playStored', game: module.game.id, at: positionOf(match), from, moves },
      share,
    ).then((progress) => {
      if (progress === null) return false;
      match.continueWith(progress);
      return true;
    });
  }

  /**
   * The worker's answer, the task waiting in `share`'s turn; its failures
   * (thrown rules, a crash, an overrun) as `RulesFailedElsewhere`.
   */
  private async ask<K extends RulesTask['op']>(task: TaskOf<K>, share?: FairKey): Promise<RulesAnswers[K]> {
    try {
      return (await this.pool.run(task, share)) as RulesAnswers[K];
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new RulesFailedElsewhere(
        `the ${task.op} of a ${task.game} match failed in a rules worker: ${why}`,
        error,
      );
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
