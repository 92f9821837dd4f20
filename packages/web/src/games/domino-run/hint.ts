/** What the board suggests doing now, in words, from the phase the view shows and the moves offered. */
import type { DominoRunMove, DominoRunView } from '@gameshelf/domino-run';
import type { Translate } from '../../i18n/translate.ts';
import { faceOf, isDiePart, isSpacePart } from './moves.ts';

export function hintFor(
  view: DominoRunView,
  moves: readonly DominoRunMove[],
  selected: readonly string[],
  state: {
    readonly busy: boolean;
    readonly watching: boolean;
    /** Some lit space finishes a move with what is picked. */
    readonly landings: boolean;
  },
  t: Translate,
): string {
  if (view.phase === 'won') return t('board.hint.won');
  if (view.phase === 'lost') return t('board.hint.lost');
  if (state.busy) return t('board.hint.busy');
  if (moves.length === 0) return state.watching ? t('board.hint.watching') : t('board.hint.wait');
  const can = (type: DominoRunMove['type']) => moves.some((m) => m.type === type);
  switch (view.phase) {
    case 'mulligan':
      return t('board.hint.mulligan');
    case 'treasure':
      return t('board.hint.treasure');
    case 'caught':
      return t('board.hint.caught');
    case 'move':
      break;
    default:
      return '';
  }
  const dice = selected.filter(isDiePart).map(faceOf);
  if (selected.some(isSpacePart)) return t('board.hint.spacePicked');
  const [a = 0, b = 0] = dice;
  if (dice.length === 2) return t('board.hint.twoDice', { a, b, sum: a + b });
  if (dice.length === 1) {
    if (!state.landings) return t('board.hint.tooShort', { a });
    return can('combineDice') ? t('board.hint.oneDieOrAdd', { a }) : t('board.hint.oneDie', { a });
  }
  // The sentences that may follow, each its own: the free step, an ability.
  const more = [can('step') ? t('board.hint.step') : '', can('convertDie') ? t('board.hint.convert') : '']
    .filter(Boolean)
    .join(' ');
  const walking = can('useDie') || can('combineDice');
  if (walking) return [t('board.hint.walk'), more].filter(Boolean).join(' ');
  if (can('step')) return [t('board.hint.stuck'), more, t('board.hint.orEnd')].join(' ');
  return [more, t(more ? 'board.hint.orEndMove' : 'board.hint.endMove')].filter(Boolean).join(' ');
}
