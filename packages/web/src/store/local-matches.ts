/**
 * The local matches of this browser: how each was set up and its record so
 * far, so a reload (or coming back later) continues where it stopped.
 */
import type { GameRecord, Player } from '@gameshelf/engine';
import type { LocalSeat, LocalSetup } from '../local/messages.ts';
import { isObject, randomId, readJson, writeJson } from './storage.ts';

const KEY = 'gameshelf.local-matches';
/** Old finished matches are dropped beyond this many, so storage stays small. */
const KEEP = 30;

export interface LocalMatchEntry {
  readonly id: string;
  readonly setup: LocalSetup;
  readonly record: GameRecord | null;
  /** The seats to act when the record was kept (absent in entries kept before it was). */
  readonly toAct?: readonly Player[];
  readonly createdAt: number;
  /** When the last move was made (or the match created, before any). */
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
    (value.toAct === undefined ||
      (Array.isArray(value.toAct) && value.toAct.every((seat) => Number.isInteger(seat)))) &&
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

/** Keeps a match's record and who acts next; the time of its last move changes only with a move. */
export function saveLocalRecord(id: string, record: GameRecord, toAct: readonly Player[]): void {
  save(
    localMatches().map((m) => {
      if (m.id !== id) return m;
      const moved = record.moves.length !== (m.record?.moves.length ?? 0);
      return { ...m, record, toAct, updatedAt: moved ? Date.now() : m.updatedAt };
    }),
  );
}

export function forgetLocalMatch(id: string): void {
  save(localMatches().filter((m) => m.id !== id));
}

function save(entries: LocalMatchEntry[]): void {
  const sorted = [...entries].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, KEEP);
  writeJson(KEY, sorted);
}
