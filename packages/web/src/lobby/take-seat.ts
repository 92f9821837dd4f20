/**
 * Taking a seat from the lobby: joining an open game, opening one, or quick
 * pairing. Each keeps the seat's token in this browser (and tells the push
 * service, when this browser is subscribed), remembers the player's name,
 * and opens the match.
 */
import type { QuickPairRequest, TimeControl } from '@gameshelf/protocol';
import { navigate } from '../app/navigation.tsx';
import { api } from '../net/api.ts';
import { seatHeld } from '../notify/push.ts';
import type { TableError } from '../session/table.ts';
import { nameRequest, rememberName } from '../store/profile.ts';
import { holdSeat } from '../store/seats.ts';

type Taken = { ok: true } | { ok: false; error: TableError };

async function keep(grant: { match: string; seat: number; token: string }, game: string): Promise<Taken> {
  holdSeat({ match: grant.match, game, seat: grant.seat, token: grant.token });
  await seatHeld(grant.token);
  navigate(`/match/${grant.match}`);
  return { ok: true };
}

export async function joinOpenGame(match: string, game: string, name: string): Promise<Taken> {
  rememberName(name);
  const granted = await api.join(match, nameRequest(name));
  return granted.ok ? keep(granted.value, game) : granted;
}

export async function openGame(
  request: { game: string; players: number; clock: TimeControl | null; rated?: boolean },
  name: string,
): Promise<Taken> {
  rememberName(name);
  const { clock, rated, ...rest } = request;
  const created = await api.createMatch({
    ...rest,
    ...(clock ? { clock } : {}),
    ...(rated ? { rated: true } : {}),
    listed: true,
    waitForPlayers: true,
  });
  if (!created.ok) return created;
  const granted = await api.join(created.value.match, { seat: 0, ...nameRequest(name) });
  return granted.ok ? keep(granted.value, request.game) : granted;
}

export async function pairMe(request: Omit<QuickPairRequest, 'name'>, name: string): Promise<Taken> {
  rememberName(name);
  const paired = await api.pair({ ...request, ...nameRequest(name) });
  return paired.ok ? keep(paired.value, request.game) : paired;
}
