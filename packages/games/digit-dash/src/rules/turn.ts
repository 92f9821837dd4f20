/**
 * The flow between turns and games: ending a turn (DD-4), going out (DD-8),
 * skipped turns (DD-7 Skip), the blocked game (DD-11), scoring a finished
 * game and dealing the next one of a match (DD-9, DD-10).
 */
import { itemAt, type Player } from '@gameshelf/engine';
import type { DigitDashState, GameScore } from '../types.ts';
import { gameScores, matchDecided } from './result.ts';
import { undealt } from './setup.ts';

/** The state at the start of `player`'s turn: draw, or straight to play when the stockpile is empty (DD-4). */
export function startTurn(state: DigitDashState, player: Player, turnNumber: number): DigitDashState {
  return {
    ...state,
    phase: state.stockpile.length > 0 ? 'draw' : 'play',
    turn: player,
    turnNumber,
    placedThisTurn: false,
    powerThisTurn: false,
  };
}

/**
 * The current player ends their turn (by discarding, or after a power tile).
 * With no tile left they went out (DD-8). Otherwise the DD-11 count goes on,
 * and play passes clockwise, past any player whose turn Skip took (a skipped
 * turn is a turn in which no tile reached the table, so it counts too).
 */
export function endTurn(state: DigitDashState): DigitDashState {
  if (itemAt(state.hands, state.turn).length === 0) {
    return finishGame(state, { ending: 'out', player: state.turn, scores: gameScores(state) });
  }
  let quiet = state.placedThisTurn ? 0 : state.quietTurns + 1;
  let next = (state.turn + 1) % state.players;
  let turnNumber = state.turnNumber + 1;
  let skipped = state.skipped;
  while (quiet < state.options.blockLimit && skipped[next]) {
    skipped = skipped.map((s, p) => s && p !== next);
    quiet++;
    turnNumber++;
    next = (next + 1) % state.players;
  }
  if (quiet >= state.options.blockLimit) {
    return finishGame(state, { ending: 'blocked', scores: gameScores(state) });
  }
  return startTurn({ ...state, quietTurns: quiet, skipped }, next, turnNumber);
}

/**
 * A game has ended. Alone, or when the match is decided (DD-10), the game is
 * over and the hands stay on view for the scoring. Otherwise the tiles go
 * back and chance deals the next game.
 */
export function finishGame(state: DigitDashState, score: GameScore): DigitDashState {
  const games = [...state.games, score];
  if (state.options.match && !matchDecided(state.players, games, state.options.target)) {
    return undealt(state.players, state.options, games);
  }
  // Everyone shows their hand to score it (DD-9), so there is nothing left to remember (DD-12).
  const none = state.known.map(() => []);
  return { ...state, phase: 'over', games, swap: null, peeked: [], known: none, shown: [] };
}
