/**
 * The decisions that are not a walk along the line, asked in a banner over
 * the table with one button per legal move: keep the dealt line or
 * mulligan, choose a treasure for a claimed key, give up a treasure when
 * caught. Also the end of the run.
 */
import type { DominoRunMove, DominoRunView } from '@gameshelf/domino-run';
import { useWords } from '../../i18n/use-words.ts';
import { moveWords } from './moves.ts';

/** The choices that have a note under them (`board.note.<choice>`). */
const NOTED = new Set<string>(['keep', 'mulligan', 'die', 'ability']);

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
  const { t } = useWords('domino-run');
  return (
    <div className="dr-prompt-actions">
      {[...moves]
        .sort((a, b) => first(a) - first(b))
        .map((move) => {
          const choice = move.type === 'chooseTreasure' ? move.treasure : move.type;
          const note = NOTED.has(choice) ? t(`board.note.${choice}`) : null;
          return (
            <button
              key={JSON.stringify(move)}
              type="button"
              className={`button ${move.type === 'keep' ? 'primary' : ''} dr-choice`}
              onClick={() => onMove(move)}
            >
              <span>{moveWords(move, view, t)}</span>
              {note ? <small>{note}</small> : null}
            </button>
          );
        })}
    </div>
  );
}

/** The phases asked in a banner, with a title and a line each (`board.prompt.<phase>`). */
const ASKED = new Set<string>(['mulligan', 'treasure', 'caught']);

export function Prompt({
  view,
  moves,
  onMove,
}: {
  view: DominoRunView;
  moves: readonly DominoRunMove[];
  onMove: (move: DominoRunMove) => void;
}) {
  const { t } = useWords('domino-run');
  if (view.phase === 'won' || view.phase === 'lost') {
    const won = view.phase === 'won';
    const words = won
      ? t('board.end.escaped', { turn: view.turn })
      : view.loss === 'time'
        ? t('board.end.time', { turn: view.turn })
        : t('board.end.caught');
    return (
      <div className={`dr-prompt ${won ? 'won' : 'lost'}`} role="status">
        <h3>{won ? t('board.end.wonTitle') : t('board.end.lostTitle')}</h3>
        <p>{words}</p>
      </div>
    );
  }
  if (!ASKED.has(view.phase) || moves.length === 0) return null;
  const title = t(`board.prompt.${view.phase}.title`);
  return (
    <section className={`dr-prompt ${view.phase}`} aria-label={title}>
      <h3>{title}</h3>
      <p>{t(`board.prompt.${view.phase}.text`)}</p>
      <Choices view={view} moves={moves} onMove={onMove} />
    </section>
  );
}
