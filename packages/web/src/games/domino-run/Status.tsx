/** The run at a glance, over the line: the turn (and the limit), how far behind you the black cube is, the pile. */
import type { DominoRunView } from '@gameshelf/domino-run';
import { plural } from './words.ts';

export function Status({ view }: { view: DominoRunView }) {
  const limit = view.options.turnLimit;
  const gap = view.player - view.enemy;
  return (
    <header className="dr-status">
      <span className="dr-turn">
        {view.turn === 0 ? 'The deal' : `Turn ${view.turn}`}
        {limit > 0 && view.turn > 0 ? <small> of {limit}</small> : null}
      </span>
      <span className="dr-gap">
        <span className="dr-dot enemy" aria-hidden="true" />
        {view.enemy === -1 ? 'Black cube in the pit, ' : 'Black cube '}
        {plural(gap, 'space')} behind you
      </span>
      <span className="dr-pile">Pile {view.pile.length}</span>
    </header>
  );
}
