/** What the board suggests doing now, in words, from the phase the view shows and the moves offered. */
import type { DigitDashView, PlayerMove } from '@gameshelf/digit-dash';
import type { Translate } from '../../i18n/translate.ts';
import { seatShort } from './words.ts';

export function hintFor(
  view: DigitDashView,
  legal: readonly PlayerMove[] | null,
  selected: number,
  t: Translate,
): string {
  if (!legal || legal.length === 0) {
    return view.phase === 'over' ? t('board.hint.over') : t('board.hint.wait');
  }
  switch (view.phase) {
    case 'draw':
      return t('board.hint.draw');
    case 'play':
      if (selected > 0) return t('board.hint.selected');
      return view.powerThisTurn ? t('board.hint.afterPower') : t('board.hint.play');
    case 'swapReveal': {
      const first = legal[0];
      const count = first?.type === 'reveal' ? first.tiles.length : 0;
      return t('board.hint.swapReveal', { player: seatShort(view.turn, t), count });
    }
    case 'swapExchange':
      return t('board.hint.swapExchange');
    case 'peekKeep':
      return t('board.hint.peekKeep');
    default:
      return '';
  }
}
