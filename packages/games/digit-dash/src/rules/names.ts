/**
 * How players are named to people: seats are numbered from 0 in states and
 * moves, but shown as Player 1, Player 2, ... as the log names them.
 */
export function seatName(player: number): string {
  return `Player ${player + 1}`;
}
