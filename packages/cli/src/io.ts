import type { GameError } from '@gameshelf/engine';

/** Where commands write: injectable so tests can capture output and script input. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** The next line a person types, or null at end of input. */
  ask(prompt: string): Promise<string | null>;
  readonly interactive: boolean;
}

export function formatError(error: GameError): string {
  return `error [${error.code}]: ${error.message}`;
}

/** The message of something thrown: an Error's message, or the thing itself as text. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Exit codes: 0 done, 1 the thing failed (a corrupt record), 2 bad usage (flags, names). */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
