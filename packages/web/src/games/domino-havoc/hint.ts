/** What the board suggests doing now, in words, from the step the view shows and the moves offered. */
import type { HavocMove, HavocView } from '@gameshelf/domino-havoc';
import type { Translate } from '../../i18n/translate.ts';
import { discardPlace, type SeatName } from './moves.ts';

export function hintFor(
  view: HavocView,
  seat: number | null,
  moves: readonly HavocMove[],
  /** Nothing picked (null), or whether the picked tray domino can go on the train. */
  picked: { readonly fits: boolean } | null,
  name: SeatName,
  t: Translate,
): string {
  const { phase } = view;
  if (moves.length === 0) {
    if (phase.kind === 'over') return t('board.hint.over');
    return seat === null ? t('board.hint.watching') : t('board.hint.wait');
  }
  const can = (type: HavocMove['type']) => moves.some((m) => m.type === type);
  const place = discardPlace(view, seat, name, t);
  switch (phase.kind) {
    case 'draw':
      return can('drawBoneyard') ? t('board.hint.draw') : t('board.hint.drawSlot');
    case 'play':
      if (can('endTurn')) return picked ? t('board.hint.shortPicked') : t('board.hint.short');
      if (picked) return picked.fits ? t('board.hint.fits', { place }) : t('board.hint.noFit', { place });
      return can('play') ? t('board.hint.play') : t('board.hint.playNone');
    case 'discard':
      return picked ? t('board.hint.discardPicked', { place }) : t('board.hint.discard', { place });
    case 'respond':
      return t('board.hint.respond');
    default:
      return '';
  }
}
