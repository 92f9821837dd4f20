/**
 * A train (DH-6): up to six dominoes laid end to end, the open end ringed,
 * and the places still empty. On your own train, once you pick a tray
 * domino that can go on it, the next place shows that domino as it would
 * lie (for a first domino, one place per number it could leave open).
 */
import type { Domino } from '@gameshelf/domino-havoc';
import { useWords } from '../../i18n/use-words.ts';
import { DominoFace } from './Domino.tsx';
import { DominoButton } from './DominoButton.tsx';
import { dominoWords, type Link, laidAgainst, openEnd, TRAIN_LENGTH } from './dominoes.ts';
import { dropProps } from './drop.ts';
import type { Target } from './moves.ts';

export interface TrainProps {
  readonly train: readonly Link[];
  /** `Your train`, `P2's train`. */
  readonly name: string;
  readonly size: 'big' | 'small';
  /** Where the selected domino can go: the train, or (first domino) its open ends. */
  readonly targets: readonly Target[];
  /** The tray domino those targets would play. */
  readonly domino: Domino | null;
  readonly onTarget: (target: Target) => void;
  /** `anim-enter` for a link that was just laid. */
  readonly enter: (index: number, link: Link) => string;
}

/** How the selected domino would lie for a target. */
function ghostEnds(target: Target, domino: Domino, end: number | null): Link {
  const open = target.move.type === 'play' ? target.move.open : undefined;
  if (open !== undefined) return domino[1] === open ? [domino[0], domino[1]] : [domino[1], domino[0]];
  return end === null ? domino : laidAgainst(domino, end);
}

export function Train({ train, name, size, targets, domino, onTarget, enter }: TrainProps) {
  const { t } = useWords('domino-havoc');
  const end = openEnd(train);
  const ghosts = domino ? targets : [];
  const empty = Math.max(0, TRAIN_LENGTH - train.length - ghosts.length);
  const summary =
    train.length === 0
      ? t('board.train.empty', { name })
      : t('board.train.summary', {
          name,
          length: train.length,
          full: TRAIN_LENGTH,
          dominoes: train.map((link) => dominoWords(link, t)).join(', '),
          end,
        });
  return (
    <div className={`dh-train-wrap ${size}`}>
      <ol className={`dh-train ${size}`} aria-label={summary}>
        {train.map((link, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a link is its place on the train (it never moves)
          <li key={`${i}:${link[0]}-${link[1]}`} className={enter(i, link)}>
            <DominoButton
              ends={link}
              label={dominoWords(link, t)}
              size={size === 'big' ? 'mid' : 'small'}
              numerals={size === 'small'}
              {...(i === train.length - 1 ? { mark: 1 as const } : {})}
            />
          </li>
        ))}
        {domino
          ? ghosts.map((target) => {
              const ends = ghostEnds(target, domino, end);
              return (
                <li key={target.part} className="dh-ghost-cell">
                  <button
                    type="button"
                    className={`dh-place target ghost ${target.hinted ? 'hinted' : ''}`}
                    aria-label={target.words}
                    title={target.words}
                    data-part={target.part}
                    onClick={() => onTarget(target)}
                    {...dropProps(target, onTarget)}
                  >
                    <DominoFace ends={ends} ghost mark={1} />
                    {target.move.type === 'play' && target.move.open !== undefined ? (
                      <span className="dh-ghost-note" aria-hidden="true">
                        {t('board.train.leaves', { n: target.move.open })}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })
          : null}
        {Array.from({ length: empty }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty places are only counted
          <li key={`empty${i}`} className="dh-empty-cell" aria-hidden="true" />
        ))}
      </ol>
      {end !== null ? (
        <span className="dh-open" aria-hidden="true">
          {t('board.train.open')} <b>{end}</b>
        </span>
      ) : null}
    </div>
  );
}
