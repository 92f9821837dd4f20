/**
 * The local matches of this browser: how each was set up and its record so
 * far, so a reload (or coming back later) continues where it stopped.
 */
import type { GameRecord } from '@gameshelf/engine';
import type { LocalSeat, LocalSetup } from '../local/messages.ts';
import { isObject, randomId, readJson, writeJson } from './storage.ts';

const KEY = 'gameshelf.local-matches';
/** Old finished matches are dropped beyond this many, so storage stays small. */
const KEEP = 30;

export interface LocalMatchEntry {
  readonly id: string;
  readonly setup: LocalSetup;
  readonly record: GameRecord | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

function isSeat(value: unknown): value is LocalSeat {
  return (
    isObject(value) && (value.kind === 'human' || (value.kind === 'bot' && typeof value.bot === 'string'))
  );
}

function isSetup(value: unknown): value is LocalSetup {
  return (
    isObject(value) &&
    typeof value.game === 'string' &&
    typeof value.players === 'number' &&
    isObject(value.options) &&
    typeof value.seed === 'string' &&
    Array.isArray(value.seats) &&
    value.seats.every(isSeat)
  );
}

function isEntry(value: unknown): value is LocalMatchEntry {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    isSetup(value.setup) &&
    (value.record === null || isObject(value.record)) &&
    typeof value.updatedAt === 'number'
  );
}

export function localMatches(): LocalMatchEntry[] {
  const raw = readJson(KEY);
  return Array.isArray(raw) ? raw.filter(isEntry) : [];
}

export function findLocalMatch(id: string): LocalMatchEntry | undefined {
  return localMatches().find((m) => m.id === id);
}

/** A new match on this device: a fresh random deal, or the one `seed` names (the same deal again). */
export function createLocalMatch(
  setup: Omit<LocalSetup, 'seed'>,
  seed: string = randomId(16),
): LocalMatchEntry {
  const now = Date.now();
  const entry: LocalMatchEntry = {
    id: randomId(12),
    setup: { ...setup, seed },
    record: null,
    createdAt: now,
    updatedAt: now,
  };
  save([entry, ...localMatches()]);
  return entry;
}

export function saveLocalRecord(id: string, record: GameRecord): void {
  save(localMatches().map((m) => (m.id === id ? { ...m, record, updatedAt: Date.now() } : m)));
}

export function forgetLocalMatch(id: string): void {
  save(localMatches().filter((m) => m.id !== id));
}

function save(entries: LocalMatchEntry[]): void {
  const sorted = [...entries].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, KEEP);
  writeJson(KEY, sorted);
}
