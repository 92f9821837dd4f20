/**
 * Rows as both adapters read and write them: the same column names and the
 * same JSON-in-TEXT encoding, so the adapters differ only in how they talk
 * to their database.
 */
import type { Actor } from '@gameshelf/engine';
import type { MatchRow, SeatRow, StoredMove } from './store.ts';

export interface MatchRecordRow {
  id: string;
  game: string;
  players: number;
  options: string;
  seed: string;
  engine_version: string;
  turn_seconds: number | null;
  created_at: number | string;
  seq: number;
  state_hash: string;
  status: string;
  to_act: string;
  result: string | null;
  rematch: string | null;
  client: string | null;
  updated_at: number | string;
  clock: string | null;
  listed: number | boolean;
  started_at: number | string | null;
  rated: number | boolean;
  pair_range: string | null;
  address: string | null;
}

export interface SeatRecordRow {
  seat: number;
  kind: string;
  bot: string | null;
  name: string | null;
  token_hash: string | null;
  reserved_for: string | null;
  account_id: string | null;
}

export interface MoveRecordRow {
  seq: number;
  actor: string;
  move: string;
}

export function matchToRecord(row: MatchRow): MatchRecordRow {
  return {
    id: row.id,
    game: row.game,
    players: row.players,
    options: JSON.stringify(row.options),
    seed: JSON.stringify(row.seed),
    engine_version: row.engineVersion,
    turn_seconds: row.turnSeconds,
    created_at: row.createdAt,
    seq: row.seq,
    state_hash: row.stateHash,
    status: row.status,
    to_act: JSON.stringify(row.toAct),
    result: row.result === null ? null : JSON.stringify(row.result),
    rematch: row.rematch,
    client: row.client,
    updated_at: row.updatedAt,
    clock: row.clock === null ? null : JSON.stringify(row.clock),
    listed: row.listed ? 1 : 0,
    started_at: row.startedAt,
    rated: row.rated ? 1 : 0,
    pair_range: row.pairRange === null ? null : JSON.stringify(row.pairRange),
    address: row.address,
  };
}

export function matchFromRecord(r: MatchRecordRow): MatchRow {
  return {
    id: r.id,
    game: r.game,
    players: Number(r.players),
    options: JSON.parse(r.options),
    seed: JSON.parse(r.seed),
    engineVersion: r.engine_version,
    turnSeconds: r.turn_seconds === null ? null : Number(r.turn_seconds),
    createdAt: Number(r.created_at),
    seq: Number(r.seq),
    stateHash: r.state_hash,
    status: r.status === 'over' ? 'over' : 'live',
    toAct: JSON.parse(r.to_act),
    result: r.result === null ? null : JSON.parse(r.result),
    rematch: r.rematch,
    client: r.client,
    updatedAt: Number(r.updated_at),
    clock: r.clock === null ? null : JSON.parse(r.clock),
    listed: Number(r.listed) === 1,
    startedAt: r.started_at === null ? null : Number(r.started_at),
    // Older rows (before migration 5) read as unrated.
    rated: Number(r.rated ?? 0) === 1,
    // Older rows (before migration 7) have no range.
    pairRange: r.pair_range == null ? null : JSON.parse(r.pair_range),
    // Older rows (before migration 8) have no address.
    address: r.address ?? null,
  };
}

export function seatFromRecord(r: SeatRecordRow): SeatRow {
  return {
    seat: Number(r.seat),
    kind: r.kind === 'bot' ? 'bot' : 'human',
    bot: r.bot,
    name: r.name,
    tokenHash: r.token_hash,
    reservedFor: r.reserved_for,
    account: r.account_id,
  };
}

/** The columns of a seat, in the order the adapters select and insert them. */
export const SEAT_COLUMNS = 'seat, kind, bot, name, token_hash, reserved_for, account_id';

/** The matches among `rows` (a live match's `to_act` beside each of its bot seats) where a bot must act. */
export function botsToAct(rows: readonly { id: string; to_act: string; seat: number }[]): string[] {
  const waiting = new Set<string>();
  for (const r of rows) {
    if ((JSON.parse(r.to_act) as number[]).includes(Number(r.seat))) waiting.add(r.id);
  }
  return [...waiting];
}

export function actorToText(actor: Actor): string {
  return String(actor);
}

export function moveFromRecord(r: MoveRecordRow): StoredMove {
  const actor: Actor = r.actor === 'chance' ? 'chance' : Number(r.actor);
  return { seq: Number(r.seq), actor, move: JSON.parse(r.move) };
}

/** Matches created before clients (or addresses) were recorded share one turn. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * Whose work a match's bot moves and costly rules are, for the workers' fair
 * turns (workers/fair-queue.ts): the address it was created from, then its
 * client. A match older than the stored address is its client's alone.
 */
export function shareOf(meta: Pick<MatchRow, 'client' | 'address'>): readonly [string, string] {
  const client = meta.client ?? UNKNOWN_CLIENT;
  return [meta.address ?? client, client];
}
