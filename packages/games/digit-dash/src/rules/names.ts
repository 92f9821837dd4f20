/**
 * How players are named to people: seats are numbered from 0 in states and
 * moves, but shown as P1, P2, ... like everywhere else on the shelf.
 */
export function seatName(player: number): string {
  return `P${player + 1}`;
}
