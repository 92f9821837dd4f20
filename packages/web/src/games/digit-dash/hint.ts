/** What the board suggests doing now, in words, from the phase the view shows and the moves offered. */
import type { DigitDashView, PlayerMove } from '@gameshelf/digit-dash';

export function hintFor(view: DigitDashView, legal: readonly PlayerMove[] | null, selected: number): string {
  if (!legal || legal.length === 0) {
    return view.phase === 'over' ? 'The game is over.' : 'Watch the table: it is not your turn.';
  }
  switch (view.phase) {
    case 'draw':
      return 'Draw a tile to start your turn.';
    case 'play':
      if (selected > 0) return 'Add tiles, pick a meld, a player or a table tile, or use a button below.';
      return view.powerThisTurn
        ? 'Meld or lay off if you can, then end your turn (your power tile was your discard).'
        : 'Select tiles to meld, lay off on a meld or play a power tile; then discard one tile.';
    case 'swapReveal': {
      const first = legal[0];
      const n = first?.type === 'reveal' ? first.tiles.length : 0;
      return `P${view.turn + 1} played Swap on you: choose ${n} ${n === 1 ? 'tile' : 'tiles'} to reveal to them.`;
    }
    case 'swapExchange':
      return 'Give one tile of your hand and take one of the revealed tiles.';
    case 'peekKeep':
      return 'Keep one of the tiles you peeked at; the others go back.';
    default:
      return '';
  }
}
