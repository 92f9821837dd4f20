/**
 * The middle of the table: the direction of play, the boneyard (a button
 * when drawing from it is a move), the round and the scores so far, what
 * just happened, and the dominoes out of play.
 */
import type { HavocView } from '@gameshelf/domino-havoc';
import { useId } from 'react';
import { useWords } from '../../i18n/use-words.ts';
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
  const { t } = useWords('domino-havoc');
  const describedBy = useId();
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
        {t('board.boneyard.in')}
      </span>
    </>
  );
  if (!target)
    return (
      <div className="dh-boneyard" role="img" aria-label={t('board.boneyard.label', { count })}>
        {pile}
      </div>
    );
  // Its name is what it shows (the count, then "Draw"), with the move in words after it.
  return (
    <>
      <button
        type="button"
        className={`dh-boneyard target ${target.hinted ? 'hinted' : ''}`}
        aria-describedby={describedBy}
        data-part={target.part}
        onClick={() => onTarget(target)}
      >
        {pile}
        <span className="dh-draw-cta">{t('board.boneyard.cta')}</span>
      </button>
      <span id={describedBy} className="visually-hidden">
        {target.words}
      </span>
    </>
  );
}

/**
 * What just happened: the last move in words, with the draw it led to (told
 * by chance) after it. Not a live region: the match's log already speaks.
 */
function LastMove({ log }: { log: readonly LogLine[] }) {
  const { t } = useWords('domino-havoc');
  const last = log[log.length - 1];
  const before = log[log.length - 2];
  const words =
    last?.player === 'chance' && before && before.player !== 'chance'
      ? `${before.text} ${last.text}`
      : last?.text;
  return <p className="dh-last">{words ?? t('board.dealt')}</p>;
}

export function TableBar({ view, seat, drawTarget, onTarget, enter, turned, log, name }: TableBarProps) {
  const { t } = useWords('domino-havoc');
  const outLabel = useId();
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
          <b>{t('board.round.of', { round, rounds: view.options.rounds })}</b>
          <span>{t(`options.set.choices.${view.options.set}`)}</span>
          {last ? (
            <span>
              {last.winner === null
                ? t('board.round.blocked')
                : t('board.round.won', { player: name(last.winner) })}
            </span>
          ) : null}
        </div>
      </div>
      <LastMove log={log} />
      <div className="dh-out">
        <span className="dh-label" id={outLabel}>
          {t('board.out.label', { count: view.outOfPlay.length })}
        </span>
        {/* It scrolls when long, so it takes the focus (to scroll from the keyboard). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <ul className="dh-out-list" aria-labelledby={outLabel} tabIndex={0}>
          {view.outOfPlay.length === 0 ? <li className="dh-quiet">{t('board.out.none')}</li> : null}
          {view.outOfPlay.map((d) => (
            <li key={outKey(d)}>
              <DominoButton
                ends={d}
                numerals
                size="small"
                label={dominoWords(d, t)}
                className={enter(outKey(d))}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
