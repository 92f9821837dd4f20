/** The rules applied on the calling thread: what the server always did, and still does for every cheap game. */
import {
  type AnyGameModule,
  type AnyMatch,
  type GameError,
  type LogEntry,
  Match,
  type MatchConfig,
  type Move,
  type Result,
} from '@gameshelf/engine';
import type { WireError } from '@gameshelf/protocol';
import type { StoredMatch, StoredMove } from '../store/store.ts';
import { playStored, rebuild } from './replay.ts';
import type { RulesRunner } from './runner.ts';

export class InlineRules implements RulesRunner {
  create(module: AnyGameModule, config: MatchConfig): Result<AnyMatch, GameError> {
    return Match.create(module.game, config);
  }

  play(
    _module: AnyGameModule,
    match: AnyMatch,
    seat: number,
    move: unknown,
  ): Result<readonly LogEntry<Move>[], GameError> {
    return match.play(seat, move);
  }

  rebuild(module: AnyGameModule, stored: StoredMatch): Result<AnyMatch, WireError> {
    return rebuild(module, stored);
  }

  playStored(_module: AnyGameModule, match: AnyMatch, moves: readonly StoredMove[]): boolean {
    return playStored(match, moves);
  }

  async close(): Promise<void> {}
}
