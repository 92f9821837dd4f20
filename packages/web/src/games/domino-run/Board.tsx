/**
 * The Domino Run board: the line of dominoes with both cubes, the dice of
 * this turn, and on the side the seven keys and your treasures. Pick a die
 * and then a lit space to move (a second die first adds the two together),
 * touch the lit free space to step, a lit ability to turn a die, and End
 * the move to let the black cube come. After every move the cubes walk the
 * way they went. Every choice offered comes from the legal moves it is
 * given; the board computes no rule and no cost.
 */
import type { DominoRunMove, DominoRunView, Tile } from '@gameshelf/domino-run';
import type { KeyboardEvent } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { type Action, ActionBar } from '../../kit/ActionBar.tsx';
import type { BoardProps } from '../board.ts';
import { Dice } from './Dice.tsx';
import { hintFor } from './hint.ts';
import { Keys } from './Keys.tsx';
import { Line } from './Line.tsx';
import { isSpacePart, moveWords } from './moves.ts';
import { Prompt } from './Prompt.tsx';
import { Status } from './Status.tsx';
import { Treasures } from './Treasures.tsx';
import { useChoice } from './useChoice.ts';
import { useScene } from './useScene.ts';
import './Board.css';

export default function DominoRunBoard(props: BoardProps<DominoRunView, DominoRunMove>) {
  const { view, legal, onMove, seat, log, pending } = props;
  const { t } = useWords(['domino-run', 'web']);
  const { scene, shown, busy, speed } = useScene(view, log.length);
  const choice = useChoice(legal, !pending && !busy, view.player, onMove);
  const { moves, selected } = choice;

  const convert = (ability: Tile) =>
    moves.find((m) => m.type === 'convertDie' && m.ability === ability) ?? null;
  const asked = view.phase === 'move' ? [] : moves;
  // Whether the dice picked so far land anywhere on their own (else another die must be added).
  const landings = [...choice.offered].some((p) => isSpacePart(p) && choice.completes(p) !== null);
  const walking = moves.some((m) => m.type === 'useDie' || m.type === 'combineDice' || m.type === 'step');
  const actions: Action[] = moves
    .filter((m) => m.type === 'endMove')
    .map((m) => ({
      key: 'end',
      label: moveWords(m, view, t),
      onClick: () => choice.play(m),
      primary: !walking,
    }));
  if (selected.length > 0)
    actions.unshift({ key: 'clear', label: t('web:board.cancel'), onClick: choice.clear });
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && selected.length > 0) choice.clear();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape lets go of a picked die anywhere on the board
    <div
      className="dr-board"
      aria-busy={busy}
      // What the board waits for (a phase of yours, or `wait`) and how many moves it has seen: for tests.
      data-step={moves.length > 0 ? view.phase : 'wait'}
      data-moves={log.length}
      onKeyDown={onKeyDown}
    >
      <div className="dr-felt">
        <Status view={shown} />
        <Prompt view={shown} moves={asked} onMove={choice.play} />
        <Line view={shown} scene={scene} choice={choice} speed={speed} />
      </div>
      <div className="dr-tray">
        <Dice view={shown} choice={choice} />
        <Keys view={shown} />
        <Treasures view={shown} convert={convert} onMove={choice.play} />
      </div>
      <ActionBar
        hint={hintFor(shown, moves, selected, { busy, watching: seat === null, landings }, t)}
        actions={actions}
      />
    </div>
  );
}
