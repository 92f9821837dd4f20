/** What the board suggests doing now, in words, from the phase the view shows and the moves offered. */
import type { DominoRunMove, DominoRunView } from '@gameshelf/domino-run';
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
): string {
  if (view.phase === 'won') return 'All seven keys: you escaped!';
  if (view.phase === 'lost') return 'The run is over.';
  if (state.busy) return 'Watch the line…';
  if (moves.length === 0) return state.watching ? 'Watching the run.' : 'Wait a moment…';
  const can = (type: DominoRunMove['type']) => moves.some((m) => m.type === type);
  switch (view.phase) {
    case 'mulligan':
      return 'Keep the line, or mulligan once.';
    case 'treasure':
      return 'Choose a treasure for the key you claimed.';
    case 'caught':
      return 'Choose the treasure to give up.';
    case 'move':
      break;
    default:
      return '';
  }
  const dice = selected.filter(isDiePart).map(faceOf);
  if (selected.some(isSpacePart)) return 'Now pick a lit die to reach that space.';
  const [a = 0, b = 0] = dice;
  if (dice.length === 2) return `Pick a lit space: ${a} + ${b} = ${a + b} to spend together.`;
  if (dice.length === 1) {
    if (!state.landings) return `The ${a} alone reaches no space: add a lit die to it.`;
    return can('combineDice')
      ? `Pick a lit space to move with the ${dice[0]}, or another lit die to add to it.`
      : `Pick a lit space to move with the ${dice[0]}.`;
  }
  const walking = can('useDie') || can('combineDice');
  const steps = can('step') ? ' The next space is free: touch it to step on.' : '';
  const convert = can('convertDie') ? ' A lit ability can turn a die.' : '';
  if (walking) return `Pick a die, then a lit space to move there.${steps}${convert}`;
  if (steps) return `No die can move you on.${steps}${convert} Or end the move.`;
  return convert
    ? `${convert.trim()} Or end the move: the black cube comes.`
    : 'End the move: the black cube comes.';
}
