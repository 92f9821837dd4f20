/**
 * The middle of the table: the direction of play, the boneyard (a button
 * when drawing from it is a move), the round and the scores so far, what
 * just happened, and the dominoes out of play.
 */
import type { HavocView } from '@gameshelf/domino-havoc';
import type { LogLine } from '../board.ts';
import { Direction } from './Direction.tsx';
import { DominoFace } from './Domino.tsx';
import { DominoButton } from './DominoButton.tsx';
import { actingSeat, dominoWords } from './dominoes.ts';
import { outKey } from './fresh.ts';
import type { Target } from './moves.ts';
import './TableBar.css';

export interface TableBarProps {
  readonly view: HavocView;
  readonly seat: number | null;
  readonly drawTarget: Target | null;
  readonly onTarget: (target: Target) => void;
  /** `anim-enter` for what just arrived (kit/anim.ts), by its key (fresh.ts). */
  readonly enter: (key: string) => string;
  readonly turned: boolean;
  readonly log: readonly LogLine[];
  readonly name: (seat: number) => string;
}

function Boneyard({
  count,
  target,
  onTarget,
}: {
  count: number;
  target: Target | null;
  onTarget: (t: Target) => void;
}) {
  const pile = (
    <>
      <span className="dh-pile" aria-hidden="true">
        {[2, 1, 0].map((i) => (
          <span key={i} className="dh-pile-back" style={{ translate: `${i * 3}px ${-i * 3}px` }}>
            <DominoFace ends={null} standing />
          </span>
        ))}
      </span>
      <span className="dh-pile-count">
        <b key={count} className="dh-tick">
          {count}
        </b>{' '}
        in the boneyard
      </span>
    </>
  );
  if (!target)
    return (
      <div className="dh-boneyard" role="img" aria-label={`Boneyard: ${count} dominoes face down`}>
        {pile}
      </div>
    );
  return (
    <button
      type="button"
      className="dh-boneyard target"
      aria-label={`${target.words} (${count} left)`}
      data-part={target.part}
      onClick={() => onTarget(target)}
    >
      {pile}
      <span className="dh-draw-cta" aria-hidden="true">
        Draw
      </span>
    </button>
  );
}

/**
 * What just happened: the last move in words, with the draw it led to (told
 * by chance) after it. Not a live region: the match's log already speaks.
 */
function LastMove({ log }: { log: readonly LogLine[] }) {
  const last = log[log.length - 1];
  const before = log[log.length - 2];
  const words =
    last?.player === 'chance' && before && before.player !== 'chance'
      ? `${before.text} ${last.text}`
      : last?.text;
  return <p className="dh-last">{words ?? 'A new round is dealt: six dominoes each.'}</p>;
}

export function TableBar({ view, seat, drawTarget, onTarget, enter, turned, log, name }: TableBarProps) {
  const round = Math.min(view.round + 1, view.options.rounds);
  const last = view.history[view.history.length - 1];
  return (
    <div className="dh-tablebar">
      <div className="dh-tablebar-top">
        <Direction
          direction={view.direction}
          players={view.racks.length}
          bottom={seat ?? 0}
          acting={actingSeat(view.phase)}
          you={seat}
          turned={turned}
        />
        <Boneyard count={view.boneyard.count} target={drawTarget} onTarget={onTarget} />
        <div className="dh-round">
          <b>
            Round {round} of {view.options.rounds}
          </b>
          <span>{view.options.set}</span>
          {last ? (
            <span>
              Last round: {last.winner === null ? 'blocked, nobody won' : `${name(last.winner)} won`}
            </span>
          ) : null}
        </div>
      </div>
      <LastMove log={log} />
      <div className="dh-out">
        <span className="dh-label">Out of play ({view.outOfPlay.length})</span>
        <span className="dh-out-list">
          {view.outOfPlay.length === 0 ? <span className="dh-quiet">none yet</span> : null}
          {view.outOfPlay.map((d) => (
            <DominoButton
              key={outKey(d)}
              ends={d}
              numerals
              size="small"
              label={dominoWords(d)}
              className={enter(outKey(d))}
            />
          ))}
        </span>
      </div>
    </div>
  );
}
