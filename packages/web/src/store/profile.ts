/**
 * What this browser remembers of its player around online games: the name
 * others see (offered again each time), whether a turn in a background tab
 * plays a sound, and the push subscription it registered, if any.
 */
import { readJson, writeJson } from './storage.ts';

const NAME = 'gameshelf.playerName';
const SOUND = 'gameshelf.turnSound';

export function playerName(): string {
  const value = readJson(NAME);
  return typeof value === 'string' ? value.slice(0, 40) : '';
}

export function rememberName(name: string): void {
  writeJson(NAME, name.trim().slice(0, 40));
}

/** The name to send with a join, or nothing when the player gave none. */
export function nameRequest(name: string): { name?: string } {
  const trimmed = name.trim();
  return trimmed === '' ? {} : { name: trimmed.slice(0, 40) };
}

export function turnSound(): boolean {
  return readJson(SOUND) === true;
}

export function setTurnSound(on: boolean): void {
  writeJson(SOUND, on);
}
