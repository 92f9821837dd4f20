/**
 * Every refusal in Gameshelf carries one of these codes. Codes are stable
 * strings: clients, tests and the JSON-lines protocol match on them.
 */
export const ERROR_CODES = [
  // moves
  'move/malformed', // not a move of this game at all (wrong shape, unknown type)
  'move/not-your-turn', // the player may not act now
  'move/illegal', // well formed, but the rules forbid it here
  'move/game-over', // nobody may act: the game has ended
  // setup
  'options/invalid',
  'setup/bad-player-count',
  'game/unknown',
  // records
  'record/malformed',
  'record/corrupt',
  'record/version',
  // bots and tools
  'bot/unknown',
  'bot/invalid',
  'input/invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface GameError {
  readonly code: ErrorCode;
  readonly message: string;
  /** For record errors: the index of the first bad move. */
  readonly moveIndex?: number;
}

export function gameError(code: ErrorCode, message: string, extra?: { moveIndex?: number }): GameError {
  return extra?.moveIndex === undefined ? { code, message } : { code, message, moveIndex: extra.moveIndex };
}

/**
 * Shorthand for the common `return fail('move/illegal', '...')` in rules code:
 * a failed `Result`, written out here because result.ts imports this file
 * (`GameError` is its default error) and the two must not import each other.
 */
export function fail(code: ErrorCode, message: string): { readonly ok: false; readonly error: GameError } {
  return { ok: false, error: gameError(code, message) };
}
