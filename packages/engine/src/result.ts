/**
 * A typed result, in the spirit of chessops: bad input is returned as a coded
 * error, never thrown.
 */
export type Result<T, E = GameError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

import type { GameError } from './errors.ts';

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** Unwraps a result whose failure would be a programming error (tests, trusted callers). */
export function unwrap<T, E extends { code: string; message: string }>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new Error(`${result.error.code}: ${result.error.message}`);
}
