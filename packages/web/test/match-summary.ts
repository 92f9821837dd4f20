/** A match as the server lists it (`MatchSummary`), for the web tests: a live two-player Digit Dash game, as asked. */
import type { MatchSummary } from '@gameshelf/protocol';

type Seat = MatchSummary['seats'][number];

/** A human seat, open unless told otherwise. */
export const summarySeat = (n: number, extra: Partial<Seat> = {}): Seat => ({
  seat: n,
  kind: 'human',
  bot: null,
  name: null,
  taken: false,
  ...extra,
});

export const matchSummary = (match: string, extra: Partial<MatchSummary> = {}): MatchSummary => ({
  match,
  game: 'digit-dash',
  players: 2,
  options: {},
  seats: [summarySeat(0, { taken: true }), summarySeat(1, { taken: true })],
  seq: 3,
  status: 'live',
  toAct: [1],
  result: null,
  turnSeconds: null,
  clock: null,
  listed: false,
  rated: false,
  waiting: false,
  deadline: null,
  lastMoveAt: 100,
  rematch: null,
  invite: '',
  ...extra,
});
