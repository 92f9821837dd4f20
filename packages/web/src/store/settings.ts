/**
 * Settings kept in this browser. `gameshelf.botDelayMs` is how long local
 * bots wait before they move (so people can follow; tests set it low).
 */
import { readJson } from './storage.ts';

export function botDelayMs(): number {
  const value = readJson('gameshelf.botDelayMs');
  return typeof value === 'number' && value >= 0 && value <= 10_000 ? value : 700;
}
