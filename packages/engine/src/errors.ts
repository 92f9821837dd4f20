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

/** The values a refusal's words take, by the names of their `{{placeholders}}`. */
export type RefusalParams = Readonly<Record<string, string | number>>;

export interface GameError {
  readonly code: ErrorCode;
  /** What was wrong, in English for logs, the command line and tests (it may cite rulings: `DH-4`). */
  readonly message: string;
  /** For record errors: the index of the first bad move. */
  readonly moveIndex?: number;
  /**
   * For a refusal a player can meet at the table: its key among the game's
   * refusals (`drawFirst`), whose words for players are `refusals.<reason>`
   * in the game's locales, without ruling codes.
   */
  readonly reason?: string;
  /** The values those words take (`{{domino}}`). */
  readonly params?: RefusalParams;
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

/** A refusal with its reason (see `GameError.reason`), `move/illegal` unless another code is given. */
export function refusal(
  reason: string,
  message: string,
  params?: RefusalParams,
  code: ErrorCode = 'move/illegal',
): GameError {
  return params === undefined ? { code, message, reason } : { code, message, reason, params };
}

/** A template's `{{name}}`s filled from `params`, as i18next fills the locale files' words. */
export function fillTemplate(template: string, params: RefusalParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * A game's refusals: one table of reason keys and their English messages
 * (`{{name}}` for a value), and from it the function that builds each one.
 * The same keys name the players' words, `refusals.<key>` in the locales.
 */
export function refusalsOf<K extends string>(
  table: Readonly<Record<K, string>>,
): (reason: K, params?: RefusalParams, code?: ErrorCode) => GameError {
  return (reason, params, code) => refusal(reason, fillTemplate(table[reason], params), params, code);
}

/** A failed `Result` carrying an error already built (a refusal from `refusalsOf`). */
export function failWith(error: GameError): { readonly ok: false; readonly error: GameError } {
  return { ok: false, error };
}
