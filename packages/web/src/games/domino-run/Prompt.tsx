/**
 * The decisions that are not a walk along the line, asked in a banner over
 * the table with one button per legal move: keep the dealt line or
 * mulligan, choose a treasure for a claimed key, give up a treasure when
 * caught. Also the end of the run.
 */
import type { DominoRunMove, DominoRunView } from '@gameshelf/domino-run';
import { moveWords } from './moves.ts';

const NOTES: Partial<Record<DominoRunMove['type'] | 'die' | 'ability', string>> = {
  keep: 'Run on this line',
  mulligan: 'Five new dominoes, once',
  die: 'One more die to roll every turn',
  ability: 'A domino that turns one number into another, once a turn',
};

/** Keeping the dealt line comes first and is the main button; other choices are equal. */
const first = (move: DominoRunMove) => (move.type === 'keep' ? 0 : 1);

function Choices({
  view,
  moves,
  onMove,
}: {
  view: DominoRunView;
  moves: readonly DominoRunMove[];
  onMove: (m: DominoRunMove) => void;
}) {
  return (
    <div className="dr-prompt-actions">
      {[...moves]
        .sort((a, b) => first(a) - first(b))
        .map((move) => {
          const note = move.type === 'chooseTreasure' ? NOTES[move.treasure] : NOTES[move.type];
          return (
            <button
              key={JSON.stringify(move)}
              type="button"
              className={`button ${move.type === 'keep' ? 'primary' : ''} dr-choice`}
              onClick={() => onMove(move)}
            >
              <span>{moveWords(move, view)}</span>
              {note ? <small>{note}</small> : null}
            </button>
          );
        })}
    </div>
  );
}

const TITLES: Partial<Record<DominoRunView['phase'], [string, string]>> = {
  mulligan: ['Your run begins', 'Keep this line of dominoes, or mulligan once for five new ones.'],
  treasure: ['Key claimed!', 'Choose a treasure.'],
  caught: ['Caught!', 'The black cube reached you: give up one treasure, and it goes back to the pit.'],
};

export function Prompt({
  view,
  moves,
  onMove,
}: {
  view: DominoRunView;
  moves: readonly DominoRunMove[];
  onMove: (move: DominoRunMove) => void;
}) {
  if (view.phase === 'won' || view.phase === 'lost') {
    const won = view.phase === 'won';
    const words = won
      ? `You escaped with all seven keys on turn ${view.turn}!`
      : view.loss === 'time'
        ? `Out of time: the run ends at turn ${view.turn}.`
        : 'The black cube caught you with no treasure left.';
    return (
      <div className={`dr-prompt ${won ? 'won' : 'lost'}`} role="status">
        <h3>{won ? 'Escaped!' : 'The run is over'}</h3>
        <p>{words}</p>
      </div>
    );
  }
  const title = TITLES[view.phase];
  if (!title || moves.length === 0) return null;
  return (
    <section className={`dr-prompt ${view.phase}`} aria-label={title[0]}>
      <h3>{title[0]}</h3>
      <p>{title[1]}</p>
      <Choices view={view} moves={moves} onMove={onMove} />
    </section>
  );
}
