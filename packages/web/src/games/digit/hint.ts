/** What the board suggests doing now, in words, from the phase the view shows and the moves offered. */
import type { DigitMove, DigitView } from '@gameshelf/digit';
import type { Stick } from '@gameshelf/digit/figures';
import type { Translate } from '../../i18n/translate.ts';
import { stickWords } from './moves.ts';

export function hintFor(
  view: DigitView,
  legal: readonly DigitMove[] | null,
  selected: Stick | null,
  t: Translate,
): string {
  const { phase, options } = view;
  const who = (p: number) => t('web:seat.short', { n: p + 1 });
  const solitaire = options.version === 'solitaire';
  if (phase.type === 'over') return t('board.hint.over');
  if (!legal || legal.length === 0) {
    if (phase.type === 'deal') return t('board.hint.deal');
    if (phase.type === 'draw') {
      if (solitaire) return t('board.hint.turnUp');
      return t('board.hint.draws', { player: who(view.turn), count: phase.count });
    }
    return t('board.hint.wait', { player: who(view.turn) });
  }
  if (selected) return t('board.hint.picked', { stick: stickWords(selected, t) });
  if (view.matched > 0) {
    const run = t('board.hint.run', { count: view.matched });
    return t(solitaire ? 'board.hint.againSolitaire' : 'board.hint.again', { run });
  }
  return t(solitaire ? 'board.hint.pickSolitaire' : 'board.hint.pick');
}
